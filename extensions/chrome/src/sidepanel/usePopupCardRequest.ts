import { textLanguageSchema, LOCALES } from '@glossa/contract';
import { useEffect } from 'react';
import { z } from 'zod';
import { CARD_REQUEST_KEY, send } from '../messages.ts';
import { setCardRequest } from './card-request.ts';

const waitingSchema = z.object({
  written: z.string().min(1).max(200),
  textLanguage: textLanguageSchema,
  dictLanguage: z.enum(LOCALES),
});

/**
 * Opens the creator for the word whose "+" was pressed in a page's popup: the service worker leaves it in
 * session storage; the panel looks its dictionary entries up and takes it (once).
 * @example usePopupCardRequest();
 */
export function usePopupCardRequest(): void {
  useEffect(() => {
    const take = async (value: unknown) => {
      const parsed = waitingSchema.safeParse(value);
      if (!parsed.success) return;
      await chrome.storage.session.remove(CARD_REQUEST_KEY);
      const { written, textLanguage, dictLanguage } = parsed.data;
      const words = await send('dictionaryWords', { written, textLanguage, dictLanguage });
      setCardRequest({
        written,
        textLanguage,
        dictLanguage,
        words,
        loadExamples: (senseId) => send('examples', { senseId, lang: dictLanguage }),
      });
    };
    void chrome.storage.session
      .get(CARD_REQUEST_KEY)
      .then((stored) => take(stored[CARD_REQUEST_KEY]), logQuietly);
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'session' && CARD_REQUEST_KEY in changes)
        void take(changes[CARD_REQUEST_KEY]?.newValue).catch(logQuietly);
    };
    chrome.storage.onChanged.addListener(onChanged);
    return () => chrome.storage.onChanged.removeListener(onChanged);
  }, []);
}

function logQuietly(error: unknown): void {
  console.warn(error);
}
