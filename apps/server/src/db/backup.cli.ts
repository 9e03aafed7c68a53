// `npm run backup [-- FILE]` and `npm run restore -- FILE`: a backup of the configured database (DATABASE_URL,
// DATA_DIR), safe while the server runs, and its restore (stop the server first).
import { loadConfig } from '../config.ts';
import { backupDatabase, defaultBackupFile, restoreDatabase } from './backup.ts';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
try {
  if (command === 'backup') {
    const out = file ?? defaultBackupFile(config.dataDir, config.database.dialect);
    const report = await backupDatabase(config.database, out);
    console.info(`Backup written: ${report.file} (${(report.bytes / 1024).toFixed(0)} KiB)`);
  } else if (command === 'restore' && file) {
    const report = await restoreDatabase(config.database, file);
    console.info(`Restored ${report.file} into the ${config.database.dialect} database.`);
  } else {
    console.error('usage: npm run backup [-- FILE]   |   npm run restore -- FILE');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
