import {
  analyzeResponseSchema,
  api,
  type AnalysedUnitDto,
  type DictionaryWord,
  type GrammarFoundDto,
  type PhraseSpanDto,
} from '@glossa/contract';
import { useCallback, useRef, useState } from 'react';
import type { Locale, TextLanguage } from '../../app/settings/settings.ts';
import { client } from '../../lib/client.ts';
import { readJson, writeJson } from '../../lib/storage.ts';
import { LANGUAGE_NAMES, TEXT_LANGUAGES } from '../../app/settings/settings.ts';

/**
 * The last analysis of this tab, so that a round trip through sign-in (or a reload) brings the learner back
 * to the analysed text, not to an empty screen. Session storage: it is this tab's reading, not a record.
 */
// v2: `grammar` sends each construction once with its places; an answer kept in the per-place shape is not read.
const LAST_ANALYSIS_KEY = 'glossa.analyze.last.v2';

function readLastAnalysis(): Analysis | null {
  return (
    readJson(
      LAST_ANALYSIS_KEY,
      (value): Analysis | undefined => {
        if (typeof value !== 'object' || value === null) return undefined;
        const { text, textLanguage, dictLanguage, ...answer } = value as Record<string, unknown>;
        const parsed = analyzeResponseSchema.safeParse(answer);
        if (
          !parsed.success ||
          typeof text !== 'string' ||
          !(TEXT_LANGUAGES as readonly unknown[]).includes(textLanguage) ||
          typeof dictLanguage !== 'string' ||
          !Object.hasOwn(LANGUAGE_NAMES, dictLanguage)
        )
          return undefined;
        return {
          text,
          textLanguage: textLanguage as TextLanguage,
          dictLanguage: dictLanguage as Locale,
          ...parsed.data,
        };
      },
      'session',
    ) ?? null
  );
}

/** One analysis as the screen shows it: the text it was made from and the languages it was made in. */
export interface Analysis {
  text: string;
  textLanguage: TextLanguage;
  dictLanguage: Locale;
  units: AnalysedUnitDto[];
  vocab: DictionaryWord[];
  /** Phrases the dictionary knows over the units (phrasal verbs, idioms). */
  phrases: PhraseSpanDto[];
  /** Grammar constructions over the units, explained in the dictionary language (per place: grammarSpans). */
  grammar: GrammarFoundDto[];
}

export type AnalysisState = 'idle' | 'running' | 'failed';

/**
 * Runs the analysis call (`api.analyze.text`). A failure is logged and keeps the previous result; the state
 * says so, for a quiet notice. A newer run supersedes an older one still on the way.
 * @example const { analysis, state, run } = useAnalysis(); await run(text, 'ko_KR', 'en_US');
 */
export function useAnalysis() {
  const [analysis, setAnalysis] = useState<Analysis | null>(readLastAnalysis);
  const [state, setState] = useState<AnalysisState>('idle');
  const latest = useRef<AbortController | null>(null);

  const run = useCallback(async (text: string, textLanguage: TextLanguage, dictLanguage: Locale) => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setState('running');
    try {
      const answer = await client.call(api.analyze.text, {
        body: { text, text_lang: textLanguage, dico_lang: dictLanguage },
        signal: controller.signal,
      });
      if (controller.signal.aborted) return false;
      // For `npm run bench:web`: the answer is here; rendering starts now.
      performance.mark('glossa:analyze-answer');
      const parsed = analyzeResponseSchema.parse(answer);
      const next: Analysis = {
        text,
        textLanguage,
        dictLanguage,
        units: parsed.units,
        vocab: parsed.vocab,
        phrases: parsed.phrases,
        grammar: parsed.grammar,
      };
      setAnalysis(next);
      writeJson(LAST_ANALYSIS_KEY, next, 'session');
      setState('idle');
      return true;
    } catch (error) {
      if (controller.signal.aborted) return false;
      console.warn('Analysis failed:', error);
      setState('failed');
      return false;
    }
  }, []);

  return { analysis, state, run };
}
