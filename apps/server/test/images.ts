import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Real image bytes for upload tests, made with sharp. */

export function solidJpeg(options: { width?: number; height?: number } = {}) {
  return sharp({ create: { width: options.width ?? 64, height: options.height ?? 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
}

export function solidPng() {
  return sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 10, g: 120, b: 220, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A phone-like photo: EXIF with a GPS position in Madrid and the camera's make. */
export function jpegWithGps() {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1' },
    })
    .toBuffer();
}

/** Noise compresses badly: a genuine PNG of about 6.75 MB. */
export function sixMegabytePng() {
  const width = 1500;
  const height = 1500;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A Windows executable header (MZ ... PE). */
export function exeBytes() {
  const data = Buffer.alloc(1024);
  data.write('MZ', 0, 'latin1');
  data.writeUInt32LE(0x80, 0x3c);
  data.write('PE\0\0', 0x80, 'latin1');
  return data;
}

/** Multipart form for inject: text fields and files (name, bytes, declared type). */
export function form(fields: Record<string, string | number | string[]>, files: { field: string; name: string; data: Buffer; type?: string }[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, String(item));
  }
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }), file.name);
  return body;
}
