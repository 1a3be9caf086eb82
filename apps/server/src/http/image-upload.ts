import type { UploadedFile } from './multipart-form.js';
import { AppError } from './app-error.js';

/** An image checked by its bytes and re-encoded without metadata (integrations/image-processing.ts); null when refused. */
export type ImageProcessor = (data: Buffer) => Promise<{ data: Buffer; extension: 'jpg' | 'png' } | null>;
/** Where accepted images go (integrations/file-store.ts). */
export type ImageStore = {
  save(data: Buffer, extension: 'jpg' | 'png', folder: string): Promise<{ url: string }>;
  removeByUrl(url: string): Promise<void>;
};

/** One field's rules: the names it arrives under (the spec's `Images` or camelCase), how many, and its messages. */
export type ImageField = {
  names: readonly string[];
  max: number;
  folder: string;
  /** 415 when a file is not a JPEG or PNG by its bytes. */
  typeMessage: string;
  /** 413 when there are more than `max`. */
  tooManyMessage: string;
};

export type StoredImages = { urls: string[]; rollback: () => Promise<void> };

/**
 * The one upload pipeline: a form's files for a field are all checked and re-encoded before any is
 * stored (a refused file stores nothing), then stored; the caller gets the URLs and a rollback to call when
 * what the images belong to could not be saved. The multipart reading and its size limits are multipart-form.ts.
 */
export class ImageUploads {
  constructor(private readonly deps: { process: ImageProcessor; store: ImageStore }) {}

  /** The field's non-empty files, in the order sent. */
  filesOf(files: readonly UploadedFile[], field: ImageField): UploadedFile[] {
    return files.filter((file) => field.names.includes(file.field) && file.data.length > 0);
  }

  async accept(files: readonly UploadedFile[], field: ImageField): Promise<StoredImages> {
    const uploads = this.filesOf(files, field);
    if (uploads.length > field.max) throw new AppError('PAYLOAD_TOO_LARGE', field.tooManyMessage);
    const images = [];
    for (const upload of uploads) {
      const image = await this.deps.process(upload.data);
      if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', field.typeMessage);
      images.push(image);
    }
    const urls: string[] = [];
    const rollback = () => this.remove(urls);
    try {
      for (const image of images) urls.push((await this.deps.store.save(image.data, image.extension, field.folder)).url);
    } catch (error) {
      await rollback();
      throw error;
    }
    return { urls, rollback };
  }

  /** Removes stored images (replaced, or of a record that was not saved). */
  async remove(urls: readonly string[]): Promise<void> {
    await Promise.all(urls.map((url) => this.deps.store.removeByUrl(url)));
  }
}
