import type { AppDatabase } from '../../db/database.ts';
import type { UserSettingsTable } from './settings.table.ts';

/** The `user_settings` rows. */
export class SettingsRepository {
  constructor(private readonly database: AppDatabase) {}

  /** @example await repository.find(userId) // { user_id, settings: '{"textLanguage":"fr_FR"}', updated_at } */
  async find(userId: string): Promise<UserSettingsTable | undefined> {
    return this.database.db
      .selectFrom('user_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Stores a change unless the stored one is newer: one statement, so two devices writing at once cannot
   * let the older change win. Answers the row as it is afterwards.
   */
  async saveIfNewer(row: UserSettingsTable): Promise<UserSettingsTable> {
    await this.database.db
      .insertInto('user_settings')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ settings: row.settings, updated_at: row.updated_at })
          .where('user_settings.updated_at', '<=', row.updated_at),
      )
      .execute();
    return (await this.find(row.user_id)) ?? row;
  }
}
