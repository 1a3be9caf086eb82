import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export type ProcessedImage = { data: Buffer; extension: 'jpg' | 'png' };

export class ImageRejectedError extends Error {}

/** Largest side kept; larger photos are scaled down (phones send 4000+ px). */
const MAX_SIDE = 2000;

/**
 * Accepts JPEG and PNG judged by their bytes, never by name or declared type, and re-encodes them:
 * the output carries no metadata (EXIF, GPS, ICC comments) and a malformed file fails here instead
 * of being served as-is.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (detected?.mime !== 'image/jpeg' && detected?.mime !== 'image/png') throw new ImageRejectedError('type');
  try {
    // failOn 'truncated' rejects cut-off files; rotate() applies the EXIF orientation before it is dropped.
    const pipeline = sharp(input, { failOn: 'truncated', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (detected.mime === 'image/png') return { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), extension: 'png' };
    return { data: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), extension: 'jpg' };
  } catch {
    throw new ImageRejectedError('decode');
  }
}

/** processImage for the upload pipeline (http/image-upload.ts): null when the bytes are refused. */
export const acceptImage = (input: Buffer): Promise<ProcessedImage | null> =>
  processImage(input).catch((error: unknown) => {
    if (error instanceof ImageRejectedError) return null;
    throw error;
  });
