import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import { ERROR_CODES } from '@glossa/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppConfig } from './config.ts';
import { openDatabase, type AppDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { AppContext } from './features/feature.ts';
import { getCurrentUser } from './features/auth/current-user.ts';
import { featureRoutes } from './features/index.ts';
import { installCsrf } from './http/csrf.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installUserResolver } from './http/serve.ts';
import { installPathGuard, installSecurityHeaders } from './http/security.ts';
import { installTextInputCheck } from './http/text-input.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { defaultWebDistDir, installWebApp } from './http/web-app.ts';
import { createServices } from './services.ts';

/** A route as Fastify registered it (the fuzz suite and the API document walk them all). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, filled as they are registered. */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface BuildOptions {
  /** An already open database (tests share one); otherwise the configured one is opened and owned. */
  database?: AppDatabase;
  /** Pino logger options override (tests pass `false`). */
  logger?: boolean;
  /** Extra routes mounted under /api after the features' (tests use a probe route). */
  extraRoutes?: (api: FastifyInstance) => Promise<void>;
}

/**
 * Builds the whole server: database (migrated), security, every feature under /api, and the web app.
 * Used by main.ts and by the tests alike.
 * @example const app = await buildApp(loadConfig()); await app.listen({ port: 8080 });
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.cookie'] },
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      // Node checks the timeouts on this interval (30 s by default): often enough that they hold.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { maxParamLength: 1000 },
    return503OnClosing: true,
    // Malformed URLs are refused before routing; answer them in the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      // The reply here is typed for a route schema that does not exist yet; it is a plain reply.
      const plain = reply as unknown as FastifyReply;
      void plain.code(400).send({ detail: `Malformed request: ${error.message}`, code: ERROR_CODES.badPath });
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

  const database = options.database ?? openDatabase(config.database);
  if (!options.database) app.addHook('onClose', async () => database.close());
  await migrateToLatest(database);

  installErrorHandler(app);
  installPathGuard(app);
  await installSecurityHeaders(app);
  await app.register(cookie);
  installCsrf(app, config.auth.publicOrigin);
  installTextInputCheck(app);

  const context: AppContext = { config, database, services: createServices(database, config) };
  installUserResolver(app, (request) => getCurrentUser(request, context));
  await app.register(
    async (api) => {
      for (const routes of featureRoutes) await routes(api, context);
      await options.extraRoutes?.(api);
    },
    { prefix: '/api' },
  );
  await installWebApp(app, config.webDistDir || defaultWebDistDir());
  return app;
}
