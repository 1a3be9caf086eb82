/**
 * Just enough of the ustar format for the backups (regular files, names up to 255 bytes), so a backup opens with
 * `tar -xzf` anywhere and the server needs no archive package.
 */

const BLOCK = 512;

export type TarEntry = { name: string; data: Buffer };

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  const cut = name.lastIndexOf('/', 155);
  const prefix = name.slice(0, cut);
  const base = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) throw new Error(`name too long for tar: ${name}`);
  return { prefix, base };
}

const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  header.write(base, 0, 100);
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write(' '.repeat(8), 148);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148);
  return header;
}

/** Zeros that fill a file's data up to a whole block. */
export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Two zero blocks end an archive. */
export const tarEnd = () => Buffer.alloc(BLOCK * 2);

const text = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The regular files of an uncompressed archive (directories and other entry types are skipped). */
export function* readTar(archive: Buffer): Generator<TarEntry> {
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = text(header, 156, 1);
    const prefix = text(header, 345, 155);
    const base = text(header, 0, 100);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error('truncated tar archive');
    if (type === '0' || type === '') yield { name: prefix ? `${prefix}/${base}` : base, data: archive.subarray(start, start + size) };
    offset = start + size + tarPadding(size).length;
  }
}
