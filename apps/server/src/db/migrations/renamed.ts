/**
 * Migrations that were renamed to the one naming scheme (`YYYY-MM-DD-NNN_<what>`), by their former name.
 * Kysely's migrator records names in its table and refuses to start when one it ran is gone, so
 * `migrateToLatest` rewrites these names in that table before migrating: a database migrated under the
 * former names then carries on as if it had always had the new ones. Entries are never removed (a database
 * may be upgraded from any release).
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0001_foundation': '2026-11-21-001_foundation',
  '0100_dictionary': '2026-11-21-002_dictionary',
  '0200_accounts': '2026-11-21-003_accounts',
  '0300_vocabulary': '2026-11-21-004_vocabulary',
};
