/**
 * The measuring machinery both coverage commands share: a fresh offline start (a new SQLite file and the
 * dictionaries a first start installs) and the coverage of texts in chosen dictionary languages, each text's
 * units found as POST /api/analyze finds them (the analysis worker run on the main thread, composed glosses
 * looked up as the server composes them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalysedUnit } from '@glossa/analysis';
import type { DictionaryLocale, DictionaryTextLanguage } from '@glossa/contract';
import { openDatabase, type AppDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import analyzeInWorker from '../../apps/server/src/features/analyze/analysis.worker.ts';
import { packLexicon, type SharedLexicon } from '../../apps/server/src/features/analyze/lexicon-buffer.ts';
import { createDictionaryService } from '../../apps/server/src/features/dictionary/dictionary.service.ts';
import { installSettings } from '../../apps/server/src/features/dictionary/installs/install.config.ts';
import { countsForCoverage, coverageOf, tally, type Coverage, type CoverageRow } from './measure.ts';

export interface Text {
  name: string;
  language: DictionaryTextLanguage;
  /** Paragraphs, analysed one at a time as the web app sends them. */
  paragraphs: string[];
}

export interface MeasuredRow {
  text: Text;
  lang: DictionaryLocale;
  row: CoverageRow;
  /** The composed glosses of the text's headwords, to be read: a wrong base shows at once. */
  composed: string[];
}

/**
 * Runs `work` against a new SQLite file holding what a first offline start installs, then deletes it.
 * `wordnet: false` leaves WordNet out (faster, English definitions only).
 */
export async function withFreshStart<T>(
  options: { wordnet?: boolean },
  work: (database: AppDatabase) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-coverage-'));
  const database = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'coverage.sqlite') });
  try {
    await migrateToLatest(database);
    const started = Date.now();
    const settings = {
      ...installSettings({ ...process.env, DICT_AUTO_INSTALL: 'true', DICT_SOURCES_DIR: '' }),
      ...(options.wordnet === false ? { wordnet: false } : {}),
    };
    const steps = await createDictionaryService(database).installStarter({ settings });
    const failed = steps.filter((step) => step.status === 'failed');
    if (failed.length > 0) throw new Error(`install failed: ${JSON.stringify(failed)}`);
    console.info(
      `fresh start: ${steps.map((s) => `${s.source} (${s.entries ?? 0})`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    return await work(database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The units of a text as the server's analysis worker gives them, with the dictionaries' headwords. */
export function analyseText(text: Text, lexicon: SharedLexicon): AnalysedUnit[] {
  return text.paragraphs.flatMap(
    (paragraph) =>
      JSON.parse(
        new TextDecoder().decode(
          analyzeInWorker({ text: paragraph, language: text.language, lexicon }).unitsJson,
        ),
      ) as AnalysedUnit[],
  );
}

/** Measures each text in each of the dictionary languages `languagesFor` gives for its language. */
export async function measureTexts(
  database: AppDatabase,
  texts: readonly Text[],
  languagesFor: (language: DictionaryTextLanguage) => readonly DictionaryLocale[],
): Promise<MeasuredRow[]> {
  const rows: MeasuredRow[] = [];
  const dictionary = createDictionaryService(database);
  const lexicons = new Map<DictionaryTextLanguage, SharedLexicon>();
  for (const text of texts) {
    let lexicon = lexicons.get(text.language);
    if (!lexicon) {
      lexicon = packLexicon('coverage', await dictionary.headwords(text.language));
      lexicons.set(text.language, lexicon);
    }
    const counted = analyseText(text, lexicon).filter(countsForCoverage);
    const headwords = [...new Set(counted.flatMap((unit) => (unit.vocabulary ? [unit.vocabulary] : [])))];
    for (const lang of languagesFor(text.language)) {
      const words = await dictionary.wordsWithComposed(headwords, text.language, lang);
      const coverage = new Map<string, Coverage>(
        headwords.map((headword) => [
          headword,
          coverageOf(
            words.filter((word) => word.written.toLowerCase() === headword.toLowerCase()),
            lang,
          ),
        ]),
      );
      const composed = words
        .filter((word) => word.composedOf && coverage.get(word.written) === 'composed')
        .map((word) => `${word.written} "${word.senses[0]?.translation ?? ''}"`);
      rows.push({ text, lang, row: tally(counted, coverage), composed });
    }
  }
  return rows;
}

export const percent = (part: number, whole: number) => ((100 * part) / Math.max(1, whole)).toFixed(1);
