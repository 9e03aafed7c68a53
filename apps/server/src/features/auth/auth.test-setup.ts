import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig, type AppConfig } from '../../config.ts';
import { openDatabase, type AppDatabase } from '../../db/database.ts';
import { FAST_AUTH_ENV } from './auth.test-helpers.ts';

/** The engines the accounts tests run on: a temp SQLite file always, PostgreSQL when TEST_DATABASE_URL is set. */
export function authTestDialects(): Array<'sqlite' | 'postgres'> {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestServer {
  app: FastifyInstance;
  config: AppConfig;
  database: AppDatabase;
  close(): Promise<void>;
}

/**
 * Builds the real server over a fresh SQLite file (or the test PostgreSQL) with cheap argon2.
 * @example const server = await startAuthServer('sqlite', { RATE_LIMIT_LOGIN_PER_IP: '3' });
 */
export async function startAuthServer(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-auth-'));
  const config = loadConfig({
    ...FAST_AUTH_ENV,
    DATA_DIR: dir,
    DATABASE_URL:
      dialect === 'postgres' ? (process.env.TEST_DATABASE_URL ?? '') : `sqlite:${dir}/test.sqlite`,
    WEB_DIST_DIR: dir,
    ...env,
  });
  const database = openDatabase(config.database);
  const app = await buildApp(config, { database, logger: false });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
