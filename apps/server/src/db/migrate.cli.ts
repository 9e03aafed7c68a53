// `npm run migrate`: apply every pending migration to the configured database and print the version.
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfig();
const database = openDatabase(config.database);
try {
  const version = await migrateToLatest(database);
  console.info(`Database (${database.dialect}) is at schema version ${version ?? 'none'}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
