import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IMAGE_MAX_BYTES, INPUT_MESSAGES } from '@ojeador/shared';
import { AppError, badRequest } from './app-error.js';

export type UploadedFile = { field: string; filename: string; data: Buffer };
/** `fields` are the text fields as the route's schema read them, `repeated` every value of each field in order. */
type MultipartForm<Fields> = { fields: Fields; repeated: Record<string, string[]>; files: UploadedFile[] };

type ReadOptions = { maxFiles: number; tooLargeMessage: string; tooManyFilesMessage: string };

const MAX_FIELD_BYTES = 20_000;

/**
 * Reads a whole multipart form into memory, refusing any file over 5 MB with 413 while it streams, and checks its
 * text fields (the first value of each) with the route's shared schema: 400 VALIDATION with the same
 * `{ message, details }` a JSON body refused by its route schema gets. Files are kept as bytes; nothing touches the
 * disk until the caller has validated everything.
 */
export async function readMultipartForm<S extends z.ZodType>(request: FastifyRequest, schema: S, options: ReadOptions): Promise<MultipartForm<z.output<S>>> {
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
    // Anything else the parser throws is the body's fault (no boundary, cut off, not multipart at all): 400, not 500.
    throw badRequest(INPUT_MESSAGES.malformedForm);
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw badRequest(details[0].message, details);
  }
  return { fields: parsed.data, repeated, files };
}
