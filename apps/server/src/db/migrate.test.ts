import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects, type TestDialect } from '../testing/test-database.ts';
import { openDatabase, type AppDatabase } from './database.ts';
import { compareMigrationNames, migrateToLatest, schemaVersion } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import type { AppMigration } from './migrations/migration.ts';
import { RENAMED_MIGRATIONS } from './migrations/renamed.ts';

/** The former names of the four first migrations, which databases migrated before the rename carry. */
const OLD_NAMES = Object.keys(RENAMED_MIGRATIONS);
const DATED = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{3}_[a-z0-9_-]+$/;

/** A later migration, as the next feature will add: one table. */
const probe: AppMigration = {
  async up(db) {
    await db.schema
      .createTable('migration_probe')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
  },
};

const cleanups: (() => Promise<void>)[] = [];
function emptyDatabase(): AppDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-migrate-'));
  const database = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') });
  cleanups.push(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return database;
}
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** An empty database of that engine: a new SQLite file, or a new schema of the test PostgreSQL. */
async function emptyDatabaseOf(dialect: TestDialect): Promise<AppDatabase> {
  if (dialect === 'sqlite') return emptyDatabase();
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `m_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create schema ${schema}`);
  const database = openDatabase({ dialect, url, schema });
  cleanups.push(async () => {
    await database.close();
    await admin(`drop schema ${schema} cascade`);
  });
  return database;
}

async function tableExists(database: AppDatabase, name: string): Promise<boolean> {
  const tables = await database.db.introspection.getTables();
  return tables.some(
    (table) => table.name === name && (!database.schema || table.schema === database.schema),
  );
}

/** The names Kysely has recorded as run, with when, in name order. */
async function recorded(database: AppDatabase): Promise<{ name: string; timestamp: string }[]> {
  const table = database.schema
    ? sql.table(`${database.schema}.kysely_migration`)
    : sql.table('kysely_migration');
  const { rows } = await sql<{
    name: string;
    timestamp: string;
  }>`select name, timestamp from ${table} order by name`.execute(database.db);
  return rows;
}

describe('migration names', () => {
  it('are registered in the order they sort, so the order they were added is the order they run', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort(compareMigrationNames));
  });

  it('are all dated YYYY-MM-DD-NNN_name, and the former names map to registered ones in their order', () => {
    const names = Object.keys(migrations);
    for (const name of names) expect(name).toMatch(DATED);
    const renamed = Object.values(RENAMED_MIGRATIONS);
    expect(names.slice(0, renamed.length)).toEqual(renamed);
    expect(OLD_NAMES).toEqual([...OLD_NAMES].sort(compareMigrationNames));
  });

  it('compare by code unit: by day, then number', () => {
    const shuffled = [
      '2026-12-01-001_b',
      '2026-11-21-004_vocabulary',
      '2026-11-27-002_a',
      '2026-11-21-001_foundation',
      '2026-11-27-001_z',
    ];
    expect(shuffled.sort(compareMigrationNames)).toEqual([
      '2026-11-21-001_foundation',
      '2026-11-21-004_vocabulary',
      '2026-11-27-001_z',
      '2026-11-27-002_a',
      '2026-12-01-001_b',
    ]);
  });
});

describe('migrating', () => {
  // The release before the rename had the four first migrations under their former names.
  const formerRelease = Object.fromEntries(
    Object.entries(RENAMED_MIGRATIONS).map(([former, current]) => [
      former,
      migrations[current] as AppMigration,
    ]),
  );

  it.each(testDialects())(
    'upgrades a database migrated under the former names to the current names and later migrations (%s)',
    async (dialect) => {
      const database = await emptyDatabaseOf(dialect);
      expect(await migrateToLatest(database, formerRelease)).toBe('0300_vocabulary');
      const before = await recorded(database);
      expect(before.map((row) => row.name)).toEqual(OLD_NAMES);
      expect(await tableExists(database, 'vocabulary')).toBe(true);
      expect(await tableExists(database, 'migration_probe')).toBe(false);

      const later = { ...migrations, '2099-01-01-001_probe': probe };
      expect(await migrateToLatest(database, later)).toBe('2099-01-01-001_probe');
      expect(await tableExists(database, 'migration_probe')).toBe(true);
      const after = await recorded(database);
      expect(after.map((row) => row.name)).toEqual(Object.keys(later));
      // The four were renamed, not run again: they keep the time they first ran.
      for (const [index, row] of before.entries()) expect(after[index]?.timestamp).toEqual(row.timestamp);
      // Starting again changes nothing.
      expect(await migrateToLatest(database, later)).toBe('2099-01-01-001_probe');
      expect(await recorded(database)).toEqual(after);
    },
  );

  it('gives a fresh database every migration, the dated ones last', async () => {
    const database = emptyDatabase();
    const all = { ...migrations, '2099-01-01-001_probe': probe };
    expect(await migrateToLatest(database, all)).toBe('2099-01-01-001_probe');
    expect((await recorded(database)).map((row) => row.name)).toEqual(Object.keys(all));
    expect(await tableExists(database, 'vocabulary')).toBe(true);
    expect(await schemaVersion(database)).toBe(Object.keys(migrations).at(-1));
  });
});
