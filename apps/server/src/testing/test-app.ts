import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@glossa/contract';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppDatabase } from '../db/database.ts';
import { openTestDatabase, type TestDialect } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  /** The database behind the app, to arrange data directly. */
  database: AppDatabase;
  /** A request as a browser of this app would send it: with the CSRF cookie and header. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real server over a fresh real database, driven through `inject` (no socket needed).
 * @example const { request, close } = await createTestApp('sqlite'); await request({ url: '/api/health' });
 */
export async function createTestApp(
  dialect: TestDialect,
  env: Record<string, string> = {},
  extraRoutes?: (api: FastifyInstance) => Promise<void>,
): Promise<TestApp> {
  const testDatabase = await openTestDatabase(dialect);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DICT_AUTO_INSTALL: 'false',
    ANALYSIS_WORKERS: '1',
    ...env,
  });
  const app = await buildApp(config, {
    database: testDatabase.database,
    logger: false,
    ...(extraRoutes ? { extraRoutes } : {}),
  });
  await app.ready();
  const token = 'test-csrf-token-0123456789abcdef';
  return {
    app,
    database: testDatabase.database,
    request: (options) =>
      app.inject({
        ...options,
        cookies: { [CSRF_COOKIE]: token, ...(options.cookies ?? {}) },
        headers: { [CSRF_HEADER]: token, ...(options.headers ?? {}) },
      }),
    async close() {
      await app.close();
      await testDatabase.cleanup();
    },
  };
}
