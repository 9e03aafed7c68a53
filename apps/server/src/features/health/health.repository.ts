import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import { schemaVersion } from '../../db/migrate.ts';

/** What the health check asks of the database. */
export class HealthRepository {
  constructor(private readonly database: AppDatabase) {}

  /** Throws when the database does not answer a trivial query. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.database.db);
  }

  /** The newest applied migration's name. */
  schemaVersion(): Promise<string | null> {
    return schemaVersion(this.database);
  }
}
