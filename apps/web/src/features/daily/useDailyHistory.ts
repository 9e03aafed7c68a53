import type { DailyHistory, Locale, TextLanguage } from '@glossa/contract';
import { useEffect, useState } from 'react';
import { answeredHistory, dailyHistory, historyKey } from './daily.prefetch.ts';

export type DailyHistoryState =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; days: DailyHistory; key: string };

/**
 * The last 30 days' words of the text language, today first, with senses in the dictionary language
 * (GET /dayword/history, usually already asked by the router's prefetch). A failure is only logged.
 * @example const history = useDailyHistory('ko_KR', 'en_US'); if (history.state === 'loaded') history.days[0]
 */
export function useDailyHistory(textLanguage: TextLanguage, dictLanguage: Locale): DailyHistoryState {
  const key = historyKey(textLanguage, dictLanguage);
  const [result, setResult] = useState<DailyHistoryState>(() => {
    const days = answeredHistory(textLanguage, dictLanguage);
    return days ? { state: 'loaded', days, key } : { state: 'loading' };
  });
  useEffect(() => {
    let live = true;
    dailyHistory(textLanguage, dictLanguage).then(
      (days) => live && setResult({ state: 'loaded', days, key }),
      (error: unknown) => {
        if (!live) return;
        console.warn('The daily words could not be loaded:', error);
        setResult({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [textLanguage, dictLanguage, key]);
  // Another language's days are not shown while this one's load.
  return result.state === 'loaded' && result.key !== key ? { state: 'loading' } : result;
}

/**
 * The picture's file name in an entry's image URL, which the client turns back into a URL of its own.
 * @example pictureFile(entry.image) // '1F3EB.svg' for an image at …/dayword/picture/1F3EB.svg
 */
export function pictureFile(image: string): string {
  return image.slice(image.lastIndexOf('/') + 1);
}

/**
 * A day as the history shows it: "Today", "Yesterday", else day and month (UTC dates).
 * @example dayLabel('2026-11-25', '2026-11-27') // '25 Nov'
 */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  const day = new Date(`${date}T00:00:00Z`);
  const previous = new Date(`${today}T00:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  if (day.getTime() === previous.getTime()) return 'Yesterday';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(day);
}
