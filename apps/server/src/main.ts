// Process entry: configuration from the environment, listen, and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A request that never ends must not keep the process alive for ever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Closing drops idle keep-alive connections once; one that was busy then goes idle after its answer and
    // would hold the close until the keep-alive timeout. Drop those as they go idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
