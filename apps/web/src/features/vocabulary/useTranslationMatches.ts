import { api, type Locale, type TextLanguage } from '@glossa/contract';
import { useEffect, useState } from 'react';
import { client } from '../../lib/client.ts';

const DEBOUNCE_MS = 300;

/**
 * The headwords (NFC lower case) whose translation in the dictionary language matches a search, so the
 * Vocabulary search finds "school" as well as 학교: the dictionary's own search (translation matches among
 * them) answers, debounced as the Dictionary screen's search is. Empty for an empty search; failures are
 * only logged (the search still finds headwords).
 * @example const also = useTranslationMatches('school', 'ko_KR', 'en_US'); also.has('학교') // true once answered
 */
export function useTranslationMatches(
  query: string,
  textLanguage: TextLanguage,
  dictLanguage: Locale,
): ReadonlySet<string> {
  const [found, setFound] = useState<{ key: string; words: ReadonlySet<string> }>({
    key: '',
    words: new Set(),
  });
  const q = query.trim();
  const key = `${textLanguage}|${dictLanguage}|${q}`;
  useEffect(() => {
    if (!q) return;
    let live = true;
    const timer = setTimeout(() => {
      client
        .call(api.dictionary.search, {
          query: { q, language: textLanguage, lang: dictLanguage, pageSize: 100 },
        })
        .then(
          (answer) => {
            if (!live) return;
            const words = new Set(answer.results.map((hit) => hit.written.normalize('NFC').toLowerCase()));
            setFound({ key, words });
          },
          (error: unknown) => console.warn('Vocabulary: translation search failed', error),
        );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, textLanguage, dictLanguage, key]);
  return q && found.key === key ? found.words : EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
