import type { AnalysedUnitDto, DictionaryWord, Example, PhraseSpanDto, WordStatus } from '@glossa/contract';
import type { TextLanguage } from '../../app/settings/settings.ts';
import type { DemoGrammar } from './demo-grammar.ts';

/**
 * The demo's local data for one text language, written by `npm run demo:build`
 * (apps/web/scripts/build-demo-data.ts): the paragraph, its analysed units, the dictionary words they need
 * with senses in all five dictionary languages (`variants`), each sense's examples, and the statuses the demo
 * starts with (units, text, vocabWords).
 */
export interface DemoData {
  language: TextLanguage;
  paragraph: string;
  units: AnalysedUnitDto[];
  /** The phrases the dictionary knows over the units ("woke up" -> wake up), as the analysis answer has them. */
  phrases: PhraseSpanDto[];
  words: DictionaryWord[];
  /** Examples by sense id. */
  examples: Record<string, Example[]>;
  /** Starting status per vocabulary reference; a reference absent here counts as unknown. */
  vocabWords: Record<string, WordStatus>;
  /** The grammar constructions of the paragraph with their texts and examples (the word detail's Grammar). */
  grammar?: DemoGrammar;
}

// Vite turns each file into its own lazily loaded chunk; typed here rather than by TypeScript reading 150 kB of JSON.
const LOADERS = import.meta.glob<DemoData>('./demo-data/*.json', { import: 'default' });

const FILES: Record<TextLanguage, string> = {
  ko_KR: './demo-data/ko.json',
  en_US: './demo-data/en.json',
  fr_FR: './demo-data/fr.json',
};

const pending = new Map<TextLanguage, Promise<DemoData>>();
const loaded = new Map<TextLanguage, DemoData>();

/**
 * Loads one language's demo data as its own chunk, so the Home page only downloads the paragraph shown;
 * each language is fetched once (a failed load may be retried).
 * @example const data = await loadDemoData('ko_KR');
 */
export function loadDemoData(language: TextLanguage): Promise<DemoData> {
  let promise = pending.get(language);
  if (!promise) {
    const load = LOADERS[FILES[language]];
    promise = load
      ? load().then((data) => {
          loaded.set(language, data);
          return data;
        })
      : Promise.reject(new Error(`No demo data for ${language}`));
    promise.catch(() => pending.delete(language));
    pending.set(language, promise);
  }
  return promise;
}

/**
 * The demo data of a language when it has already arrived (so a view can show it without a loading flash).
 * @example loadedDemoData('ko_KR')?.paragraph
 */
export function loadedDemoData(language: TextLanguage): DemoData | undefined {
  return loaded.get(language);
}
