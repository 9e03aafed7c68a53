/**
 * Readers for Glossa's own Korean test data (test-data/korean): the parity sentences, mecab's reference output
 * for them, the hand-annotated gold headwords and the small gold lexicon. Shared by tests, parity and benches.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder of the Korean fixtures. */
export const KOREAN_TEST_DATA = fileURLToPath(new URL('../../test-data/korean/', import.meta.url));

/** One gold sentence: its text and the expected headwords of its content words, in order. */
export interface GoldSentence {
  sentence: string;
  headwords: string[];
}

/** One sentence with mecab's output: `[surface, feature]` pairs. */
export interface ReferenceSentence {
  sentence: string;
  morphemes: [string, string][];
}

const lines = (file: string): string[] =>
  readFileSync(KOREAN_TEST_DATA + file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0 && !line.startsWith('#'));

/**
 * The hand-annotated gold set.
 * @example readGoldSentences()[0] // { sentence: '저는 학교에 갔어요.', headwords: ['저', '학교', '가다'] }
 */
export function readGoldSentences(): GoldSentence[] {
  return lines('gold-headwords.tsv').map((line) => {
    const [sentence = '', headwords = ''] = line.split('\t');
    return { sentence, headwords: headwords.split(' ').filter(Boolean) };
  });
}

/**
 * Every sentence written for parity: the edge cases then the gold sentences.
 * @example readParitySentences().length // > 200
 */
export function readParitySentences(): string[] {
  return [...lines('parity-sentences.txt'), ...readGoldSentences().map((g) => g.sentence)];
}

/**
 * The gold lexicon: one `written<TAB>category` per line.
 * @example readGoldLexiconEntries()[0] // { written: '가다', category: 'verb' }
 */
export function readGoldLexiconEntries(): { written: string; category: string }[] {
  return lines('gold-lexicon.tsv').map((line) => {
    const [written = '', category = 'noun'] = line.split('\t');
    return { written, category };
  });
}

/** File holding mecab's reference output for the parity sentences. */
export const REFERENCE_FILE = 'parity-reference.txt';

/**
 * Parses mecab's reference output (`>>> sentence`, then `surface<TAB>feature` lines, then `EOS`).
 * @example readReference()[0]?.morphemes[0] // ['아버지', 'NNG,*,F,아버지,*,*,*,*']
 */
export function readReference(): ReferenceSentence[] {
  const file = KOREAN_TEST_DATA + REFERENCE_FILE;
  if (!existsSync(file)) return [];
  const result: ReferenceSentence[] = [];
  let current: ReferenceSentence | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('>>> ')) {
      current = { sentence: line.slice(4), morphemes: [] };
      result.push(current);
    } else if (line !== 'EOS' && line.includes('\t') && current) {
      const tab = line.indexOf('\t');
      current.morphemes.push([line.slice(0, tab), line.slice(tab + 1)]);
    }
  }
  return result;
}

/**
 * The Korean nouns of Glossa's core dictionary (packages/dictionary/core/ko), as the server hands an installed
 * dictionary's nouns to the analyser: for tests and benches of user dictionary entries.
 * @example readCoreKoreanNouns().includes('해수욕장') // true
 */
export function readCoreKoreanNouns(): string[] {
  const dir = fileURLToPath(new URL('../../../dictionary/core/ko/', import.meta.url));
  const nouns: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of readFileSync(dir + file, 'utf8').split('\n')) {
      if (!line.startsWith('[')) continue;
      const [written, category] = JSON.parse(line) as [unknown, unknown];
      if (category === 'noun' && typeof written === 'string') nouns.push(written);
    }
  }
  return nouns;
}

/**
 * The Kiwi evaluation corpus in the shared development data: `../shared/data/kiwi-eval` beside the repository
 * (`KIWI_EVAL_DIR` moves it). Absent on machines without the shared folder: callers skip what needs it.
 * @example kiwiEvalDir() // '/work/shared/data/kiwi-eval'
 */
export function kiwiEvalDir(env: NodeJS.ProcessEnv = process.env): string {
  const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  return env.KIWI_EVAL_DIR ?? resolve(repositoryRoot, '../shared/data/kiwi-eval');
}

/**
 * First column of every Kiwi evaluation file (the sentences), or an empty list when the folder is absent.
 * @example readKiwiSentences().length // 190 where the shared data is present
 */
export function readKiwiSentences(dir = kiwiEvalDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && !f.startsWith('LICENSE'))
    .sort()
    .flatMap((f) => readFileSync(resolve(dir, f), 'utf8').split('\n'))
    .map((line) => line.split('\t')[0] ?? '')
    .filter((s) => s.trim().length > 0);
}
