import { api, type DailyHistory, type Locale, type TextLanguage } from '@glossa/contract';
import { SETTINGS_KEY, repairSettings } from '../../app/settings/settings.ts';
import { client } from '../../lib/client.ts';
import { readJson } from '../../lib/storage.ts';

/** One history request per text and dictionary language at a time, shared by the prefetch and the screen. */
const requests = new Map<string, Promise<DailyHistory>>();
/** Histories already answered, so a screen opened again shows its word on its first render. */
const answered = new Map<string, DailyHistory>();

export function historyKey(textLanguage: TextLanguage, dictLanguage: Locale): string {
  return `${textLanguage}/${dictLanguage}`;
}

/**
 * The last 30 days' words (GET /dayword/history), asked once: a caller at the same time, or later in the
 * same visit, gets the same answer. A failed request is forgotten, so the next caller asks again.
 * @example const days = await dailyHistory('fr_FR', 'en_US');
 */
export function dailyHistory(textLanguage: TextLanguage, dictLanguage: Locale): Promise<DailyHistory> {
  const key = historyKey(textLanguage, dictLanguage);
  let request = requests.get(key);
  if (!request) {
    request = client.call(api.daily.history, { query: { language: textLanguage, lang: dictLanguage } });
    requests.set(key, request);
    request.then(
      (days) => answered.set(key, days),
      () => requests.delete(key),
    );
  }
  return request;
}

/** The history when it has already arrived (the first render then shows it, without "Loading…"). */
export function answeredHistory(textLanguage: TextLanguage, dictLanguage: Locale): DailyHistory | undefined {
  return answered.get(historyKey(textLanguage, dictLanguage));
}

/**
 * Starts the Daily screen's request as soon as the router knows the screen, in parallel with its code: the
 * languages come from the stored settings, as the screen will read them. Errors are the screen's to report.
 */
export function prefetchDailyHistory(): void {
  const settings = repairSettings(
    readJson(SETTINGS_KEY, (value) => value),
    false,
  );
  dailyHistory(settings.textLanguage, settings.dictionaryLanguage).catch(() => undefined);
}
