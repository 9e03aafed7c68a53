import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** The open database: the Kysely instance every repository uses, and which engine is behind it. */
export interface AppDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the tables live in, when not the default one. */
  schema?: string;
  close(): Promise<void>;
}

/**
 * Opens the database the configuration names: an embedded SQLite file (WAL, foreign keys on) by default,
 * PostgreSQL when DATABASE_URL is a postgres URL.
 * @example const { db } = openDatabase({ dialect: 'sqlite', file: ':memory:' });
 */
export function openDatabase(target: DatabaseTarget): AppDatabase {
  if (target.dialect === 'postgres') {
    // Dates come back as ISO text and bigints as numbers: the app stores times as ISO 8601 text anyway.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const schema = target.schema;
    if (schema) {
      // Every connection works in the configured schema (validated as a plain identifier by the config).
      pool.on('connect', (client) => void client.query(`set search_path to "${schema}"`));
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', ...(schema ? { schema } : {}), close: () => db.destroy() };
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A dictionary swap on the install's own connection holds the write lock for a second or two; a writer here
  // waits for it (inside the call). Past this, the request is answered 503 with Retry-After
  // (http/error-handler.ts) rather than a 500.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
