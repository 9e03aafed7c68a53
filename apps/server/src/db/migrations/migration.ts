import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * One schema change, written once for both engines. `dialect` lets a migration pick the few things that
 * differ (auto-increment ids, some index kinds); everything else uses Kysely's portable schema builder.
 * Times are stored as ISO 8601 UTC text in both engines so that they compare and sort the same way.
 */
export interface AppMigration {
  // Migrations see the database before their own change, so they cannot use the current Database type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/** Column type of an auto-incrementing integer primary key in each engine. */
export function autoIdType(dialect: Dialect): 'integer' | 'serial' {
  return dialect === 'postgres' ? 'serial' : 'integer';
}
