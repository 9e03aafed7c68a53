import { api, type Health } from '@glossa/contract';
import { serve } from '../../http/serve.ts';
import { sql } from 'kysely';
import { schemaVersion } from '../../db/migrate.ts';
import { APP_VERSION } from '../../version.ts';
import type { FeatureRoutes } from '../feature.ts';

/** `GET /api/health`: 200 when the database answers, 503 when it does not (for load balancers). */
export const healthRoutes: FeatureRoutes = async (app, { database }) => {
  // The schema only changes when a server starts, so it is read once, not on every health probe.
  let version: string | null = null;
  serve(app, api.health.get, async ({ reply }) => {
    let reachable = true;
    try {
      await sql`select 1`.execute(database.db);
      version ??= await schemaVersion(database);
    } catch {
      reachable = false;
    }
    const health: Health = {
      status: reachable ? 'ok' : 'degraded',
      version: APP_VERSION,
      database: { dialect: database.dialect, reachable, schemaVersion: version },
      uptimeSeconds: Math.round(process.uptime()),
    };
    return reply
      .code(reachable ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(health);
  });
};
