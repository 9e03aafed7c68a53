import { api, type SyncedSettings, type UserSettings } from '@glossa/contract';
import { useEffect, useRef } from 'react';
import { client } from '../../lib/client.ts';
import { readJson, writeJson } from '../../lib/storage.ts';
import { repairSettings, type Settings } from './settings.ts';

/** The settings that follow the account (the theme stays with the device). */
export const SYNCED_KEYS = [
  'textLanguage',
  'dictionaryLanguage',
  'annotationStyle',
  'coloringEnabled',
  'onlyUnknownColoring',
  'vocabularyEnabled',
  'dailyGoal',
] as const satisfies readonly (keyof Settings & keyof SyncedSettings)[];

/** When this browser's synced settings last changed (ISO time), by the learner here or from the account. */
const CHANGED_AT_KEY = 'glossa.settings.changedAt';

export function syncedPart(settings: Settings): SyncedSettings {
  const part: Record<string, unknown> = {};
  for (const key of SYNCED_KEYS) part[key] = settings[key];
  return part;
}

/** Whether a change touches a setting that follows the account. */
export function touchesSynced(before: Settings, after: Settings): boolean {
  return SYNCED_KEYS.some((key) => before[key] !== after[key]);
}

export function localChangedAt(): string | null {
  return readJson(CHANGED_AT_KEY, (value) => (typeof value === 'string' ? value : undefined)) ?? null;
}

export function setLocalChangedAt(time: string): void {
  writeJson(CHANGED_AT_KEY, time);
}

/**
 * What a device does with the account's stored settings when it signs in: take them when they are newer
 * than this browser's last change (or this browser never changed any), else send its own.
 * @example syncDecision({ settings: {...}, updated_at: '2026-11-28T10:00:00.000Z' }, null) // 'take'
 */
export function syncDecision(remote: UserSettings, localTime: string | null): 'take' | 'send' | 'same' {
  if (remote.updated_at === null) return localTime === null ? 'same' : 'send';
  if (localTime === null || remote.updated_at > localTime) return 'take';
  return remote.updated_at === localTime ? 'same' : 'send';
}

/**
 * Keeps a signed-in learner's settings in step with the account: on sign-in (or start) the newer of the
 * account's and this browser's wins, and each later change here is sent. Failures are only logged; the
 * browser keeps its settings (they are in local storage either way).
 */
export function useSettingsSync(
  userId: string | null,
  settings: Settings,
  replace: (next: (current: Settings) => Settings) => void,
  prefersDark: () => boolean,
): void {
  // The account whose stored settings have been read: only then are this browser's changes sent.
  const readFor = useRef<string | null>(null);
  const sentAt = useRef<string | null>(null);

  useEffect(() => {
    readFor.current = null;
    if (!userId) return;
    let live = true;
    client.call(api.settings.get).then(
      (remote) => {
        if (!live) return;
        const decision = syncDecision(remote, localChangedAt());
        if (decision === 'take' && remote.updated_at) {
          setLocalChangedAt(remote.updated_at);
          sentAt.current = remote.updated_at;
          replace((current) => repairSettings({ ...current, ...remote.settings }, prefersDark()));
        } else if (decision === 'same') {
          sentAt.current = remote.updated_at;
        }
        // 'send': the effect below sends this browser's newer settings.
        readFor.current = userId;
        replace((current) => ({ ...current }));
      },
      (error: unknown) => console.warn('Settings could not be read from the account:', error),
    );
    return () => {
      live = false;
    };
  }, [userId, replace, prefersDark]);

  useEffect(() => {
    if (!userId || readFor.current !== userId) return;
    const changedAt = localChangedAt();
    if (!changedAt || changedAt === sentAt.current) return;
    sentAt.current = changedAt;
    client
      .call(api.settings.put, { body: { settings: syncedPart(settings), updated_at: changedAt } })
      .catch((error: unknown) => {
        sentAt.current = null;
        console.warn('Settings could not be saved to the account:', error);
      });
  }, [userId, settings]);
}
