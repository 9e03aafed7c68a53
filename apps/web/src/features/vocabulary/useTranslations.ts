import { api, dictionaryWordSchema, type Locale } from '@glossa/contract';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { gloss, type SenseGloss } from '@glossa/ui';
import { client } from '../../lib/client.ts';

const wordsSchema = z.array(dictionaryWordSchema);

/** What the Vocabulary screen shows of a word: its first translation, and its senses when the row is open. */
export interface WordGlosses {
  /** The first translation in the dictionary language (a definition when explained in its own language). */
  first: string;
  /** Every sense in the dictionary language, of every dictionary word with this headword, in order. */
  senses: SenseGloss[];
}

/**
 * The glosses in the dictionary language of each given word (by NFC lower-case headword), fetched in one call
 * per page of words; absent while loading or when the dictionaries do not know the word. Failures are only
 * logged: the list works without translations.
 * @example const glosses = useFirstTranslations(['학교', '집'], 'ko_KR', 'en_US'); glosses.get('학교')?.first // 'school'
 */
export function useFirstTranslations(
  writtens: readonly string[],
  textLanguage: Locale,
  dictLanguage: Locale,
): ReadonlyMap<string, WordGlosses> {
  const [found, setFound] = useState<{ key: string; map: Map<string, WordGlosses> }>({
    key: '',
    map: new Map(),
  });
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
        const map = new Map<string, WordGlosses>();
        for (const word of wordsSchema.parse(answer)) {
          const written = word.written.normalize('NFC').toLowerCase();
          const entry = map.get(written) ?? { first: '', senses: [] };
          for (const sense of word.senses) {
            const g = gloss(sense, dictLanguage, textLanguage);
            // Senses with nothing in the dictionary language are left out.
            if (g.missing || !(g.translation || g.definition)) continue;
            entry.senses.push(g);
            entry.first ||= g.translation || g.definition;
          }
          if (entry.senses.length > 0) map.set(written, entry);
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

const EMPTY: ReadonlyMap<string, WordGlosses> = new Map();
