import { syncedSettingsSchema, type SyncedSettings, type UserSettings } from '@glossa/contract';
import type { SettingsRepository } from './settings.repository.ts';
import type { UserSettingsTable } from './settings.table.ts';

/** Row to answer; a stored text the contract no longer accepts counts as nothing stored. */
function toUserSettings(row: UserSettingsTable | undefined): UserSettings {
  if (!row) return { settings: {}, updated_at: null };
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(row.settings);
  } catch {
    parsed = null;
  }
  const settings = syncedSettingsSchema.safeParse(parsed);
  return settings.success
    ? { settings: settings.data, updated_at: row.updated_at }
    : { settings: {}, updated_at: null };
}

/**
 * A signed-in learner's settings that follow the account: read, and replaced by a newer change (a change
 * older than the stored one, from a device that was offline, is answered with the stored one instead).
 * @example await service.save(userId, { textLanguage: 'fr_FR' }, '2026-11-28T10:00:00.000Z')
 */
export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  async get(userId: string): Promise<UserSettings> {
    return toUserSettings(await this.settings.find(userId));
  }

  async save(userId: string, settings: SyncedSettings, updatedAt: string): Promise<UserSettings> {
    const row = await this.settings.saveIfNewer({
      user_id: userId,
      settings: JSON.stringify(settings),
      updated_at: updatedAt,
    });
    return toUserSettings(row);
  }
}
