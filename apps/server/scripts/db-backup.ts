/** npm run db:backup -- <file>: the embedded database and the uploads into one gzipped tar (docs/operations.md). */
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { backupDataDir, BackupError } from '../src/db/backup.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run db:backup -- <file.tar.gz>');
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump and copy DATA_DIR/uploads (docs/operations.md, "Backups").');
  process.exit(2);
}
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
try {
  const { uploads, bytes } = await backupDataDir(config.dataDir, target);
  console.log(`Backup of ${config.dataDir} written to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${uploads} uploaded files).`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Backup refused: ${error.message}`);
  process.exit(1);
}
