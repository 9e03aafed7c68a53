import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig, type AppConfig } from '../../config.ts';
import type { AppDatabase } from '../../db/database.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { FAST_AUTH_ENV } from './auth.test-helpers.ts';

/** The engines the accounts tests run on (see testing/test-database.ts). */
export { testDialects as authTestDialects } from '../../testing/test-database.ts';

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
  const config = loadConfig({ ...FAST_AUTH_ENV, DATA_DIR: dir, WEB_DIST_DIR: dir, ...env });
  const { database, cleanup } = await openTestDatabase(dialect);
  const app = await buildApp(config, { database, logger: false });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
