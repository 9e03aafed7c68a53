import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { openDatabase, type AppDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * Real databases for integration tests: a temp SQLite file always, and a fresh schema of the test PostgreSQL
 * when TEST_DATABASE_URL is set (npm test starts one), so test files can run in parallel on either engine.
 */

export type TestDialect = 'sqlite' | 'postgres';

/** The engines the tests run on, for `describe.each`. */
export function testDialects(): TestDialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  database: AppDatabase;
  target: DatabaseTarget;
  /** Closes the database and removes its file or schema. */
  cleanup(): Promise<void>;
}

/**
 * Opens and migrates an empty database of that engine.
 * @example const { database, cleanup } = await openTestDatabase('sqlite');
 */
export async function openTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-test-'));
    const target: DatabaseTarget = { dialect, file: path.join(dir, 'test.sqlite') };
    const database = openDatabase(target);
    await migrateToLatest(database);
    return {
      database,
      target,
      async cleanup() {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  const target: DatabaseTarget = { dialect, url, schema };
  const database = openDatabase(target);
  await migrateToLatest(database);
  return {
    database,
    target,
    async cleanup() {
      await database.close();
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
