import type { AppDatabase } from '../../../db/database.ts';

/**
 * The version of a starter dictionary installed last, kept under `key` in app_meta, or undefined.
 * @example await readInstallMarker(database, 'dictionary.auto.glossa-starter-ko') // '2026-11-20'
 */
export async function readInstallMarker(database: AppDatabase, key: string): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/**
 * Records the version of a starter dictionary just installed (replacing the one before).
 * @example await writeInstallMarker(database, 'dictionary.auto.glossa-starter-ko', '2026-11-20')
 */
export async function writeInstallMarker(database: AppDatabase, key: string, version: string): Promise<void> {
  const stored = key.slice(0, 100);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('app_meta').where('key', '=', stored).execute();
    await trx.insertInto('app_meta').values({ key: stored, value: version }).execute();
  });
}
