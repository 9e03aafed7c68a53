import { api, dictionaryWordSchema, type Locale } from '@glossa/contract';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { gloss } from '@glossa/ui';
import { client } from '../../lib/client.ts';

const wordsSchema = z.array(dictionaryWordSchema);

/**
 * The first translation in the dictionary language of each given word (a definition when the word is
 * explained in its own language), fetched in one call per page of words; absent while loading or when the
 * dictionaries do not know the word. Failures are only logged: the list works without translations.
 * @example const first = useFirstTranslations(['학교', '집'], 'ko_KR', 'en_US'); first.get('학교') // 'school'
 */
export function useFirstTranslations(
  writtens: readonly string[],
  textLanguage: Locale,
  dictLanguage: Locale,
): ReadonlyMap<string, string> {
  const [found, setFound] = useState<{ key: string; map: Map<string, string> }>({ key: '', map: new Map() });
  const key = `${textLanguage}|${dictLanguage}|${writtens.join('\u0000')}`;
  useEffect(() => {
    // A comma separates the forms in the path: a word holding one is left out.
    const asked = writtens.filter((w) => !w.includes(',')).slice(0, 200);
    if (asked.length === 0) return;
    let live = true;
    client
      .call(api.dictionary.wordsOfMany, {
        params: { writtens: asked.join(',') },
        query: { language: textLanguage, lang: dictLanguage },
      })
      .then((answer) => {
        if (!live) return;
        const map = new Map<string, string>();
        for (const word of wordsSchema.parse(answer)) {
          const written = word.written.normalize('NFC').toLowerCase();
          if (map.has(written)) continue;
          for (const sense of word.senses) {
            const g = gloss(sense, dictLanguage, textLanguage);
            if (g.fallback) continue;
            const text = g.translation || g.definition;
            if (text) {
              map.set(written, text);
              break;
            }
          }
        }
        setFound({ key, map });
      })
      .catch((error: unknown) => console.warn('Vocabulary: translations could not be loaded', error));
    return () => {
      live = false;
    };
  }, [key, writtens, textLanguage, dictLanguage]);
  return found.key === key ? found.map : EMPTY;
}

const EMPTY: ReadonlyMap<string, string> = new Map();
