import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../../db/database.ts';
import type { AppContext } from '../../feature.ts';
import { onlineInstallerOf, type OnlineInstaller } from './online.install.ts';
import { removeStaleStagingFiles, sqliteFileOf } from './staging.import.ts';
import { installStarterDictionaries } from './starter.install.ts';

/**
 * Runs the first-start install in the background once the server is ready (after listen: requests are
 * served meanwhile), logging progress, then the online installer's downloads when one is given; closing the
 * server stops them between entries and waits for them.
 * @example scheduleStarterInstall(app, context)
 */
export function scheduleStarterInstall(
  app: FastifyInstance,
  context: AppContext,
  settings = context.config.dictionaryInstall,
  online: OnlineInstaller = onlineInstallerOf(context, app.log),
): void {
  const hasOnline = online.list().length > 0;
  if (!settings.enabled && !hasOnline) return;
  const controller = new AbortController();
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    // setImmediate: onReady runs before listen() binds; the install must not hold up the first request.
    running = new Promise((resolve) => setImmediate(resolve)).then(async () => {
      const started = Date.now();
      // On SQLite the install gets a connection of its own: the app's connection serves requests meanwhile
      // (WAL readers never wait) and the staged swap holds the write lock only briefly.
      const file = await sqliteFileOf(context.database);
      if (file) {
        const stale = removeStaleStagingFiles(file);
        if (stale.length > 0)
          app.log.info({ files: stale }, 'dictionary install: removed stale staging files');
      }
      const own = file ? openDatabase({ dialect: 'sqlite', file }) : null;
      try {
        if (settings.enabled) {
          const steps = await installStarterDictionaries(
            { database: own ?? context.database },
            { settings, log: app.log, signal: controller.signal },
          );
          app.log.info({ ms: Date.now() - started, steps }, 'dictionary install: finished');
        }
        // The big dictionaries come after the core one, one at a time: the core answers from the start.
        if (hasOnline) await online.run(own ?? context.database, controller.signal);
      } finally {
        await own?.close();
      }
    });
    running.catch((error: unknown) => app.log.error({ err: error }, 'dictionary install failed'));
  });
  app.addHook('onClose', async () => {
    controller.abort();
    await running?.catch(() => undefined);
  });
}
