import {
  analyzeResponseSchema,
  TEXT_LANGUAGES,
  type AnalysedUnitDto,
  type DictionaryWord,
  type GrammarFoundDto,
  type Locale,
  type PhraseSpanDto,
  type TextLanguage,
} from '@glossa/contract';
import { z } from 'zod';

/**
 * What the side panel shows: the last analysis the service worker ran, kept in `chrome.storage.session`
 * (gone with the browser session, readable by the extension's pages but not by content scripts), so that a
 * side panel opened after the analysis, or reopened, still shows it.
 */
// v2: `grammar` sends each construction once with its places (an analysis kept in the per-place shape is not read).
export const ANALYSIS_KEY = 'glossa.analysis.v2';

export interface Analysis {
  text: string;
  textLanguage: TextLanguage;
  dictLanguage: Locale;
  units: AnalysedUnitDto[];
  vocab: DictionaryWord[];
  phrases: PhraseSpanDto[];
  /** The grammar constructions over the units, each once with its places (per place: grammarSpans). */
  grammar?: GrammarFoundDto[];
}

export type AnalysisState =
  | { state: 'running'; text: string; startedAt: number }
  | { state: 'failed'; text: string; error: string }
  | ({ state: 'done' } & Analysis);

const stateSchema = z.union([
  z.object({ state: z.literal('running'), text: z.string(), startedAt: z.number() }),
  z.object({ state: z.literal('failed'), text: z.string(), error: z.string() }),
  analyzeResponseSchema.extend({
    state: z.literal('done'),
    text: z.string(),
    textLanguage: z.enum(TEXT_LANGUAGES),
    dictLanguage: z.string(),
  }),
]);

/**
 * Reads the stored state, or null when there is none (or it does not parse).
 * @example const shown = parseAnalysisState((await chrome.storage.session.get(ANALYSIS_KEY))[ANALYSIS_KEY]);
 */
export function parseAnalysisState(value: unknown): AnalysisState | null {
  const parsed = stateSchema.safeParse(value);
  return parsed.success ? (parsed.data as AnalysisState) : null;
}
