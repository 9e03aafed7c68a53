// Validation of the Glossa core dictionary (packages/dictionary/core): run by `npm run dict:validate` and,
// through validate-core.test.ts, by `npm test`. Checks what the importer cannot: every required language is
// there, each field is written in its language's script, the examples really use the headword (checked with
// our own analysers), no sense is repeated, no entry is written twice.
import { analyzerFor, type HeadwordEntry, type HeadwordLexicon, type TextLanguage } from '@glossa/analysis';
import {
  CORE_EXAMPLE_LANGUAGES,
  CORE_EXTRA_DEFINITIONS,
  CORE_FOLDER,
  CORE_LAYOUT,
  coreFiles,
  readCoreRows,
  searchKey,
  WORD_CATEGORIES,
  type CoreRow,
} from '@glossa/dictionary';

export interface CoreProblem {
  where: string;
  problem: string;
}

export interface CoreReport {
  language: TextLanguage;
  files: number;
  entries: number;
  senses: number;
  examples: number;
  /** Senses with a definition, per dictionary language (the fixed row's and the trailing object's). */
  definitions: Record<string, number>;
  /** Examples with a translation in at least one language, and translations per language. */
  translatedExamples: number;
  exampleTranslations: Record<string, number>;
  problems: CoreProblem[];
}

const HANGUL = /[\uac00-\ud7a3]/;
const KANA = /[\u3040-\u30ff]/;
const KANA_KANJI = /[\u3040-\u30ff\u4e00-\u9fff]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
const LATIN = /[A-Za-zÀ-ÿ]/;

/**
 * What is wrong with a field's script for its language, or null.
 * @example scriptProblem('ja_JP', 'school') // 'has no kana or kanji'
 */
export function scriptProblem(locale: string, value: string): string | null {
  if (locale === 'ko_KR') {
    if (!HANGUL.test(value)) return 'has no Hangul';
    if (LATIN_WORD.test(value.replace(/\([^)]*\)/g, ''))) return 'has Latin words';
  } else if (locale === 'ja_JP') {
    if (!KANA_KANJI.test(value)) return 'has no kana or kanji';
    if (HANGUL.test(value)) return 'has Hangul';
  } else {
    if (HANGUL.test(value) || KANA.test(value)) return 'has Korean or Japanese script';
    if (!LATIN.test(value)) return 'has no Latin letters';
  }
  return null;
}

/** A lexicon of the core's own headwords, so that the analysers resolve examples as the server would. */
function lexiconOf(rows: CoreRow[]): HeadwordLexicon {
  const map = new Map<string, HeadwordEntry[]>();
  for (const row of rows) {
    const key = searchKey(row.written);
    const list = map.get(key) ?? [];
    list.push({ written: row.written, category: row.category });
    map.set(key, list);
  }
  return {
    has: (written) => map.has(searchKey(written)),
    homographs: (written) => map.get(searchKey(written)) ?? [],
  };
}

/**
 * Whether an example uses the headword: its text holds the headword (or a Korean predicate's stem), or the
 * analyser finds the headword (or, for a multi-word phrase, each of its words) among the example's units.
 * @example usesHeadword('ko_KR', '듣다', '음악을 들어요.', lexicon) // true (the analyser gives 듣다)
 */
export function usesHeadword(
  language: TextLanguage,
  written: string,
  example: string,
  lexicon?: HeadwordLexicon,
): boolean {
  const text = example.normalize('NFC').toLowerCase();
  const head = written.normalize('NFC').toLowerCase();
  if (text.includes(head)) return true;
  if (language === 'ko_KR' && head.endsWith('다') && head.length > 1) {
    if (text.includes(head.slice(0, -1)) || spellsKoreanStem(text, head.slice(0, -1))) return true;
  }
  if (language !== 'ko_KR' && spellsStem(language, text, head)) return true;
  const units = analyzerFor(language).analyze(example, lexicon);
  const found = new Set<string>();
  for (const unit of units) {
    for (const form of [unit.word, unit.vocabulary, unit.surface]) if (form) found.add(searchKey(form));
    for (const morph of unit.morphs) found.add(searchKey(morph.lex));
  }
  if (found.has(searchKey(head))) return true;
  if (language === 'ko_KR') {
    // A Korean predicate: its stem as a morpheme (들 of 듣다 is found as 듣 by MeCab).
    if (head.endsWith('다') && found.has(head.slice(0, -1))) return true;
    return false;
  }
  // A phrase (look for, avoir faim, se trouver): every word that is not a reflexive pronoun is there.
  const words = head
    .split(/[\s'’]+/)
    .filter((w) => w && !/^(se|s|one|someone|something|somebody|qn|qch|à|de|en|y)$/.test(w));
  const isPhrase = head.includes(' ') || /^s['’]/.test(head);
  return (
    isPhrase &&
    words.length > 0 &&
    words.every((w) => found.has(w) || text.includes(w) || spellsStem(language, text, w))
  );
}

const HANGUL_BASE = 0xac00;
const choseong = (syllable: number) => Math.floor((syllable - HANGUL_BASE) / 588);
const jungseong = (syllable: number) => Math.floor(((syllable - HANGUL_BASE) % 588) / 28);
const isHangul = (code: number) => code >= HANGUL_BASE && code <= 0xd7a3;

/**
 * Whether a Korean text holds a contracted or irregular form of a predicate stem: the stem's syllables but the
 * last, then a syllable with the last one's initial consonant (가까워지 -> 가까워졌, 드시 -> 드세요, 그렇 -> 그래);
 * for a one-syllable stem, a syllable with its initial and vowel (걷 -> 걸어요, 돌 -> 도세요, 곱 -> 고와요).
 */
function spellsKoreanStem(text: string, stem: string): boolean {
  const last = stem.codePointAt(stem.length - 1) ?? 0;
  if (!isHangul(last)) return false;
  const before = stem.slice(0, -1);
  // (An empty `before` is found at every index, and indexOf never returns past the end: stop there.)
  for (let i = text.indexOf(before); i >= 0 && i < text.length; i = text.indexOf(before, i + 1)) {
    const next = text.codePointAt(i + before.length) ?? 0;
    if (!isHangul(next) || choseong(next) !== choseong(last)) continue;
    if (before.length > 0 || jungseong(next) === jungseong(last)) return true;
  }
  return false;
}

/**
 * Whether an English or French text holds a word starting with the headword's stem (souffler -> souffle,
 * taper -> tape, se trouver -> trouve): the analysers may read such a form as another part of speech.
 */
function spellsStem(language: TextLanguage, text: string, head: string): boolean {
  const base = head.replace(/^(se |s'|s’|to )/, '');
  if (base.includes(' ')) return false;
  const stem = language === 'fr_FR' ? base.replace(/(oir|er|ir|re)$/, '') : base.replace(/(e|y)$/, '');
  if (stem.length < 3) return false;
  return text.split(/[^\p{L}]+/u).some((word) => word.startsWith(stem));
}

/**
 * Reads and checks every core file of one text language.
 * @example (await validateCore('/app/packages/dictionary/core', 'ko_KR')).problems // []
 */
export async function validateCore(coreDir: string, language: TextLanguage): Promise<CoreReport> {
  const layout = CORE_LAYOUT[language];
  const files = coreFiles(coreDir, language);
  const rows: CoreRow[] = [];
  const problems: CoreProblem[] = [];
  for (const file of files) {
    try {
      for await (const row of readCoreRows(file)) rows.push(row);
    } catch (error) {
      problems.push({ where: file, problem: error instanceof Error ? error.message : String(error) });
    }
  }
  const lexicon = lexiconOf(rows);
  const seen = new Map<string, string>();
  let senses = 0;
  let examples = 0;
  let translatedExamples = 0;
  const definitions: Record<string, number> = {};
  const exampleTranslations: Record<string, number> = {};
  const count = (tally: Record<string, number>, key: string) => {
    tally[key] = (tally[key] ?? 0) + 1;
  };
  for (const row of rows) {
    const where = `${CORE_FOLDER[language]}/${row.file}:${row.line} ${row.written}`;
    const fail = (problem: string): void => {
      problems.push({ where, problem });
    };
    if (row.written !== row.written.trim() || !row.written) fail('the written form has outer spaces');
    if (!(WORD_CATEGORIES as readonly string[]).includes(row.category))
      fail(`unknown category ${row.category}`);
    if (![1, 2, 3].includes(row.level)) fail('level must be 1, 2 or 3');
    if (row.senses.length > 4) fail('more than 4 senses');
    const key = `${searchKey(row.written)} (${row.category})`;
    const earlier = seen.get(key);
    if (earlier) fail(`written twice (also ${earlier})`);
    else seen.set(key, `${row.file}:${row.line}`);
    const senseKeys = new Set<string>();
    row.senses.forEach((sense, index) => {
      senses += 1;
      const label = `sense ${index + 1}`;
      if (sense.fields.length !== layout.length) {
        fail(`${label}: ${sense.fields.length} fields instead of ${layout.length} (${layout.join(', ')})`);
        return;
      }
      layout.forEach((field, i) => {
        const value = sense.fields[i]!.trim();
        if (!value) return fail(`${label}: ${field} is empty`);
        if (field.startsWith('def:')) count(definitions, field.slice(4));
        const problem = scriptProblem(field.replace(/^def:/, ''), value);
        if (problem) fail(`${label}: ${field} ${JSON.stringify(value)} ${problem}`);
      });
      for (const problem of extraProblems(language, sense, definitions, exampleTranslations))
        fail(`${label}: ${problem}`);
      for (const problem of completenessProblems(language, sense)) fail(`${label}: ${problem}`);
      translatedExamples += (sense.extra?.ex ?? [])
        .slice(0, sense.examples.length)
        .filter((byCode) => Object.values(byCode).some((text) => text.trim() !== '')).length;
      // Two senses may share a translation in one language (a pound of flour, a pound sterling: "livre"),
      // not every field.
      const senseKey = sense.fields.map(searchKey).join('|');
      if (senseKeys.has(senseKey)) fail(`${label} repeats an earlier sense (${sense.fields[0]})`);
      senseKeys.add(senseKey);
      if (index === 0 && sense.examples.length === 0) fail('the first sense has no example');
      for (const example of sense.examples) {
        examples += 1;
        if (!example.trim()) fail(`${label}: an empty example`);
        else if (language === 'ko_KR' ? !HANGUL.test(example) : HANGUL.test(example) || KANA.test(example))
          fail(`${label}: example ${JSON.stringify(example)} is not in the text language`);
        else if (!usesHeadword(language, row.written, example, lexicon))
          fail(`${label}: example ${JSON.stringify(example)} does not use the headword`);
      }
    });
  }
  return {
    language,
    files: files.length,
    entries: rows.length,
    senses,
    examples,
    definitions,
    translatedExamples,
    exampleTranslations,
    problems,
  };
}

/**
 * What a sense still lacks: every sense carries its definition in every dictionary language its text language
 * allows, and its first example (when it has one) a translation into each of them, so no learner meets an entry
 * explained only in someone else's language.
 * @example completenessProblems('en_US', { fields, examples: ['Hi.'], extra: { def: { fr: '…' }, ex: [] } }) // ['def: missing ko, es', 'ex 1: missing fr, ko, es']
 */
export function completenessProblems(language: TextLanguage, sense: CoreRow['senses'][number]): string[] {
  const problems: string[] = [];
  const def = sense.extra?.def ?? {};
  const code = (locale: string) => locale.slice(0, 2);
  const missing = CORE_EXTRA_DEFINITIONS[language].map(code).filter((c) => !def[c]?.trim());
  if (missing.length) problems.push(`def: missing ${missing.join(', ')}`);
  if (sense.examples.length > 0) {
    const first = sense.extra?.ex[0] ?? {};
    const untranslated = CORE_EXAMPLE_LANGUAGES[language].map(code).filter((c) => !first[c]?.trim());
    if (untranslated.length) problems.push(`ex 1: missing ${untranslated.join(', ')}`);
  }
  return problems;
}

/**
 * What is wrong with a sense's trailing object (`{"def": {...}, "ex": [...]}`): a language its text language
 * does not allow there, an empty text, a text in the wrong script, more translations than examples, a
 * conversation translated with another number of lines. Counts the definitions and example translations.
 * @example extraProblems('en_US', { fields, examples: ['Hi.'], extra: { def: { ja: '…' }, ex: [] } }, {}, {}) // ['def: ja is not ...']
 */
export function extraProblems(
  language: TextLanguage,
  sense: CoreRow['senses'][number],
  definitions: Record<string, number> = {},
  exampleTranslations: Record<string, number> = {},
): string[] {
  const problems: string[] = [];
  const extra = sense.extra;
  if (!extra) return problems;
  const byCode = (locales: readonly string[]) =>
    new Map(locales.map((locale) => [locale.slice(0, 2), locale]));
  const definitionLanguages = byCode(CORE_EXTRA_DEFINITIONS[language]);
  for (const [code, text] of Object.entries(extra.def)) {
    const locale = definitionLanguages.get(code);
    if (!locale) {
      problems.push(`def: ${code} is not one of ${[...definitionLanguages.keys()].join(', ')}`);
      continue;
    }
    if (!text.trim()) {
      problems.push(`def: ${code} is empty`);
      continue;
    }
    definitions[locale] = (definitions[locale] ?? 0) + 1;
    const script = scriptProblem(locale, text);
    if (script) problems.push(`def: ${code} ${JSON.stringify(text)} ${script}`);
  }
  if (extra.ex.length > sense.examples.length)
    problems.push(`ex: ${extra.ex.length} translations for ${sense.examples.length} examples`);
  const exampleLanguages = byCode(CORE_EXAMPLE_LANGUAGES[language]);
  extra.ex.forEach((translations, index) => {
    const example = sense.examples[index] ?? '';
    for (const [code, text] of Object.entries(translations)) {
      const locale = exampleLanguages.get(code);
      if (!locale) {
        problems.push(`ex ${index + 1}: ${code} is not one of ${[...exampleLanguages.keys()].join(', ')}`);
        continue;
      }
      if (!text.trim()) {
        problems.push(`ex ${index + 1}: ${code} is empty`);
        continue;
      }
      exampleTranslations[locale] = (exampleTranslations[locale] ?? 0) + 1;
      const script = scriptProblem(locale, text);
      if (script) problems.push(`ex ${index + 1}: ${code} ${JSON.stringify(text)} ${script}`);
      const lines = example.split('\n').length;
      if (text.split('\n').length !== lines)
        problems.push(`ex ${index + 1}: ${code} has ${text.split('\n').length} lines, the example ${lines}`);
    }
  });
  return problems;
}
