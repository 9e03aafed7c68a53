import { Migrator, type Migration } from 'kysely';
import type { AppDatabase } from './database.ts';
import type { AppMigration } from './migrations/migration.ts';
import { migrations } from './migrations/index.ts';

/**
 * Migration names in plain code-unit order, not the locale's (which may weigh '-' and '_' differently):
 * the four first names (`0001_…` to `0300_…`) sort before every dated one (`2026-11-27-001_…`), so a
 * database migrated with the old names takes the new ones after them. Rule: migrations/README.md.
 * @example ['2026-11-27-001_deck', '0300_vocabulary'].sort(compareMigrationNames) // ['0300_vocabulary', '2026-…']
 */
export function compareMigrationNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Brings the schema up to date; safe to run on every start and from several servers (Kysely locks).
 * @example const version = await migrateToLatest(database); // '0001_foundation'
 */
export async function migrateToLatest(
  database: AppDatabase,
  all: Record<string, AppMigration> = migrations,
): Promise<string | null> {
  const migrator = createMigrator(database, all);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return schemaVersion(database, all);
}

/** Name of the newest applied migration, or null on an empty database. */
export async function schemaVersion(
  database: AppDatabase,
  all: Record<string, AppMigration> = migrations,
): Promise<string | null> {
  const applied = (await createMigrator(database, all).getMigrations()).filter((m) => m.executedAt);
  return applied.at(-1)?.name ?? null;
}

function createMigrator(database: AppDatabase, all: Record<string, AppMigration>): Migrator {
  const bound: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(all)) {
    bound[name] = { up: (db) => migration.up(db, database.dialect) };
  }
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => bound },
    nameComparator: compareMigrationNames,
    // Kysely would otherwise find another schema's migration tables and skip creating its own.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
}
