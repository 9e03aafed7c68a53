import { DEFAULT_MIGRATION_TABLE, Migrator, type Kysely, type Migration } from 'kysely';
import type { AppDatabase } from './database.ts';
import type { AppMigration } from './migrations/migration.ts';
import { migrations } from './migrations/index.ts';
import { RENAMED_MIGRATIONS } from './migrations/renamed.ts';

/**
 * Migration names in plain code-unit order, not the locale's (which may weigh '-' and '_' differently).
 * Rule: migrations/README.md.
 * @example ['2026-11-27-003_deck', '2026-11-21-001_foundation'].sort(compareMigrationNames) // foundation first
 */
export function compareMigrationNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Brings the schema up to date; safe to run on every start and from several servers (Kysely locks).
 * Migrations recorded under a former name are renamed first (RENAMED_MIGRATIONS).
 * @example const version = await migrateToLatest(database); // '2026-11-28-050_stats_sums'
 */
export async function migrateToLatest(
  database: AppDatabase,
  all: Record<string, AppMigration> = migrations,
): Promise<string | null> {
  await renameRecordedMigrations(database, all);
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

interface MigrationTable {
  [DEFAULT_MIGRATION_TABLE]: { name: string; timestamp: string };
}

/**
 * Rewrites former migration names in Kysely's table to the current ones. Only names `all` knows are
 * written, so a set of migrations still under the former names (a test of the upgrade) is left alone; an
 * empty database (no table yet) has nothing to rename. Idempotent: several servers may do it at once.
 */
async function renameRecordedMigrations(
  database: AppDatabase,
  all: Record<string, AppMigration>,
): Promise<void> {
  const renames = Object.entries(RENAMED_MIGRATIONS).filter(([, current]) => current in all);
  if (renames.length === 0) return;
  const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
  const recorded = tables.some(
    (table) =>
      table.name === DEFAULT_MIGRATION_TABLE && (!database.schema || table.schema === database.schema),
  );
  if (!recorded) return;
  // Kysely's own table is not in the app's Database type.
  const migrationsDb = database.db as unknown as Kysely<MigrationTable>;
  const db = database.schema ? migrationsDb.withSchema(database.schema) : migrationsDb;
  await db.transaction().execute(async (trx) => {
    for (const [former, current] of renames) {
      await trx
        .updateTable(DEFAULT_MIGRATION_TABLE)
        .set({ name: current })
        .where('name', '=', former)
        .execute();
    }
  });
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
