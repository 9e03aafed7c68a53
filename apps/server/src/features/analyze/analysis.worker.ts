// One analysis worker thread: runs the CPU-heavy analysers off the event loop. Piscina calls the default
// export once per task.
import { analyzerFor, type AnalysedUnit, type HeadwordLexicon, type TextLanguage } from '@glossa/analysis';
import { unpackLexicon, type SharedLexicon } from './lexicon-buffer.ts';

export interface AnalysisTask {
  text: string;
  language: TextLanguage;
  /** The installed dictionaries' headwords; absent when none are installed (rules alone then). */
  lexicon?: SharedLexicon;
}

/** The decoded lexicon of each language, kept while its version stays current. */
const lexicons = new Map<TextLanguage, { version: string; lexicon: HeadwordLexicon }>();

function lexiconFor(task: AnalysisTask): HeadwordLexicon | undefined {
  if (!task.lexicon) return undefined;
  const cached = lexicons.get(task.language);
  if (cached?.version === task.lexicon.version) return cached.lexicon;
  const lexicon = unpackLexicon(task.lexicon);
  lexicons.set(task.language, { version: task.lexicon.version, lexicon });
  return lexicon;
}

export default function analyze(task: AnalysisTask): AnalysedUnit[] {
  return analyzerFor(task.language).analyze(task.text, lexiconFor(task));
}
