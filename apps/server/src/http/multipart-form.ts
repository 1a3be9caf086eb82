import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@ojeador/shared';
import { AppError } from './app-error.js';

export type UploadedFile = { field: string; filename: string; data: Buffer };
/** `fields` keeps the first value of each field, `repeated` every value in order. */
export type MultipartForm = { fields: Record<string, string>; repeated: Record<string, string[]>; files: UploadedFile[] };

type ReadOptions = { maxFiles: number; tooLargeMessage: string; tooManyFilesMessage: string };

const MAX_FIELD_BYTES = 20_000;

/**
 * Reads a whole multipart form into memory, refusing any file over 5 MB with 413 while it streams.
 * Files are kept as bytes; nothing touches the disk until the caller has validated everything.
 */
export async function readMultipartForm(request: FastifyRequest, options: ReadOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Envía el formulario como multipart/form-data');
  const fields: Record<string, string> = {};
  const repeated: Record<string, string[]> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: options.maxFiles, fields: 30, fieldSize: MAX_FIELD_BYTES } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({ field: part.fieldname, filename: part.filename, data });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] ??= part.value;
        (repeated[part.fieldname] ??= []).push(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', options.tooManyFilesMessage);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', 'El formulario tiene demasiados campos');
    throw error;
  }
  return { fields, repeated, files };
}

/** Field names arrive as the spec writes them (`Images`) or in camelCase (`images`). */
export const filesNamed = (form: MultipartForm, ...names: string[]) => form.files.filter((f) => names.includes(f.field));
