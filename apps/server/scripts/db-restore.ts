/** npm run db:restore -- <file>: puts a db:backup file back into DATA_DIR, the server stopped (docs/operations.md). */
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { BackupError, restoreDataDir } from '../src/db/backup.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run db:restore -- <file.tar.gz>');
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore and put DATA_DIR/uploads back (docs/operations.md, "Backups").');
  process.exit(2);
}
const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
try {
  const { uploads } = await restoreDataDir(config.dataDir, source);
  console.log(`Restored ${source} into ${config.dataDir} (${uploads} uploaded files). Start the server.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exit(1);
}
