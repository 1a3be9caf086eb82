import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export type StoredFile = { key: string; url: string };

/** Where accepted uploads live. Keys are random; callers never choose a name. */
export interface FileStore {
  save(data: Buffer, extension: 'jpg' | 'png', folder: string): Promise<StoredFile>;
  /** Removes a file by its public URL; unknown or foreign URLs are ignored. */
  removeByUrl(url: string): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';

/** Writes a new file under `root/folder` with a random name; answers its key. Never overwrites. */
async function writeNew(root: string, data: Buffer, extension: string, folder: string): Promise<string> {
  const key = `${folder}/${randomUUID()}.${extension}`;
  const file = path.join(root, key);
  mkdirSync(path.dirname(file), { recursive: true });
  await writeFile(file, data, { flag: 'wx' });
  return key;
}

/** Files under `DATA_DIR/uploads`, served by the app at /uploads/... */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  async save(data: Buffer, extension: 'jpg' | 'png', folder: string): Promise<StoredFile> {
    const key = await writeNew(this.root, data, extension, folder);
    return { key, url: `${UPLOADS_PREFIX}${key}` };
  }

  async removeByUrl(url: string): Promise<void> {
    if (!url.startsWith(UPLOADS_PREFIX)) return;
    const file = path.resolve(this.root, url.slice(UPLOADS_PREFIX.length));
    if (!file.startsWith(path.resolve(this.root) + path.sep)) return;
    await rm(file, { force: true });
  }
}

/**
 * Files only the app reads back (hire evidence): under their own root, never registered as public uploads. Keys are
 * random and chosen here; `read` refuses any key that would leave the root.
 */
export class PrivateFileStore {
  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  save(data: Buffer, extension: 'jpg' | 'png' | 'pdf', folder: string): Promise<string> {
    return writeNew(this.root, data, extension, folder);
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`not a key of this store: ${key}`);
    return file;
  }
}

/** Serves the stored files: immutable names, so a long cache; nosniff so a file is only ever an image. */
export async function registerUploads(app: FastifyInstance, root: string) {
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
}
