import type { Health } from '@glossa/contract';
import type { Dialect } from '../../db/database.ts';
import { APP_VERSION } from '../../version.ts';
import type { HealthRepository } from './health.repository.ts';

/** The server's health for load balancers: whether the database answers, and which schema it has. */
export class HealthService {
  // The schema only changes when a server starts, so it is read once, not on every health probe.
  private version: string | null = null;

  constructor(
    private readonly repository: HealthRepository,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Checks the database and answers the health document.
   * @example (await health.check()).database.reachable // true
   */
  async check(): Promise<Health> {
    let reachable = true;
    try {
      await this.repository.ping();
      this.version ??= await this.repository.schemaVersion();
    } catch {
      reachable = false;
    }
    return {
      status: reachable ? 'ok' : 'degraded',
      version: APP_VERSION,
      database: { dialect: this.dialect, reachable, schemaVersion: this.version },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
