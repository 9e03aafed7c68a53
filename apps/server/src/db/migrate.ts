import { Migrator, type Migration } from 'kysely';
import type { AppDatabase } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * Brings the schema up to date; safe to run on every start and from several servers (Kysely locks).
 * @example const version = await migrateToLatest(database); // '0001_foundation'
 */
export async function migrateToLatest(database: AppDatabase): Promise<string | null> {
  const migrator = createMigrator(database);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return schemaVersion(database);
}

/** Name of the newest applied migration, or null on an empty database. */
export async function schemaVersion(database: AppDatabase): Promise<string | null> {
  const applied = (await createMigrator(database).getMigrations()).filter((m) => m.executedAt);
  return applied.at(-1)?.name ?? null;
}

function createMigrator(database: AppDatabase): Migrator {
  const all: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(migrations)) {
    all[name] = { up: (db) => migration.up(db, database.dialect) };
  }
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => all },
    // Kysely would otherwise find another schema's migration tables and skip creating its own.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
}
