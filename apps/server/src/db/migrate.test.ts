import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from './database.ts';
import { compareMigrationNames, migrateToLatest, schemaVersion } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import type { AppMigration } from './migrations/migration.ts';

/** The names databases already carry; every later migration is dated (migrations/README.md). */
const OLD_NAMES = ['0001_foundation', '0100_dictionary', '0200_accounts', '0300_vocabulary'];
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

const opened: { database: AppDatabase; dir: string }[] = [];
function emptyDatabase(): AppDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-migrate-'));
  const database = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') });
  opened.push({ database, dir });
  return database;
}
afterEach(async () => {
  for (const { database, dir } of opened.splice(0)) {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function tableExists(database: AppDatabase, name: string): Promise<boolean> {
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name = ${name}`.execute(database.db);
  return rows.length === 1;
}

describe('migration names', () => {
  it('are registered in the order they sort, so the order they were added is the order they run', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort(compareMigrationNames));
  });

  it('are the four old ones, then dated YYYY-MM-DD-NNN_name ones only', () => {
    const names = Object.keys(migrations);
    expect(names.slice(0, OLD_NAMES.length)).toEqual(OLD_NAMES);
    for (const name of names.slice(OLD_NAMES.length)) expect(name).toMatch(DATED);
  });

  it('compare by code unit: old names before dated ones, dated ones by day then number', () => {
    const shuffled = [
      '2026-12-01-001_b',
      '0300_vocabulary',
      '2026-11-27-002_a',
      '0001_foundation',
      '2026-11-27-001_z',
    ];
    expect(shuffled.sort(compareMigrationNames)).toEqual([
      '0001_foundation',
      '0300_vocabulary',
      '2026-11-27-001_z',
      '2026-11-27-002_a',
      '2026-12-01-001_b',
    ]);
  });
});

describe('migrating', () => {
  it('upgrades a database migrated with the old names to a dated migration added later', async () => {
    const database = emptyDatabase();
    const old = Object.fromEntries(OLD_NAMES.map((name) => [name, migrations[name] as AppMigration]));
    expect(await migrateToLatest(database, old)).toBe('0300_vocabulary');
    expect(await tableExists(database, 'migration_probe')).toBe(false);

    const later = { ...migrations, '2099-01-01-001_probe': probe };
    expect(await migrateToLatest(database, later)).toBe('2099-01-01-001_probe');
    expect(await tableExists(database, 'migration_probe')).toBe(true);
    // Starting again changes nothing.
    expect(await migrateToLatest(database, later)).toBe('2099-01-01-001_probe');
  });

  it('gives a fresh database every migration, the dated ones last', async () => {
    const database = emptyDatabase();
    const all = { ...migrations, '2099-01-01-001_probe': probe };
    expect(await migrateToLatest(database, all)).toBe('2099-01-01-001_probe');
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      database.db,
    );
    expect(rows.map((row) => row.name)).toEqual(Object.keys(all));
    expect(await tableExists(database, 'vocabulary')).toBe(true);
    expect(await schemaVersion(database)).toBe(Object.keys(migrations).at(-1));
  });
});
