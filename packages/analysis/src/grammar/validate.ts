/**
 * The catalogue validator: every rule a catalogue file must keep, each problem naming the file and line.
 * It runs the real analysers: an example or a `matches` sentence its own pattern does not find, or a
 * `nearMisses` sentence it does find, is a problem.
 */
import { analyzerFor } from '../analyzers.ts';
import type { TextLanguage } from '../types.ts';
import { readCatalogueFiles, lineOfValue, CATALOGUE_ROOT } from './catalogue-files.ts';
import type { RawEntry } from './catalogue-files.ts';
import { compilePattern, GrammarMatcher } from './matcher.ts';
import type { CompiledPattern } from './matcher.ts';
import { PatternError } from './pattern-parse.ts';
import { scriptProblem, sentenceScriptProblem } from './scripts-check.ts';
import { GRAMMAR_CATEGORIES, GRAMMAR_FOLDERS, GRAMMAR_LEVELS, GRAMMAR_LOCALES } from './types.ts';
import type { GrammarLocale } from './types.ts';

/** One broken rule, where it is and what is wrong. */
export interface CatalogueProblem {
  file: string;
  line: number;
  id?: string;
  message: string;
}

/** What the validator found for one text language. */
export interface CatalogueReport {
  language: TextLanguage;
  files: number;
  entries: number;
  problems: CatalogueProblem[];
}

const ID = /^(ko|en|fr)\.[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]+(-[a-z0-9]+)*$/;
const KNOWN_FIELDS = new Set([
  'id',
  'display',
  'level',
  'category',
  'pattern',
  'languages',
  'examples',
  'confusedWith',
  'hides',
  'matches',
  'nearMisses',
]);
const ALL_LOCALES: readonly GrammarLocale[] = ['en', 'fr', 'es', 'ja', 'ko'];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function nonEmpty(v: unknown): v is string {
  return typeof v === 'string' && v.trim() !== '';
}

function stringList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((s) => typeof s === 'string');
}

/** Checks one entry's own fields; returns its id and compiled pattern when they are usable. */
function checkFields(
  raw: RawEntry,
  language: TextLanguage,
  report: (message: string, at?: string) => void,
): { id?: string; pattern?: CompiledPattern } {
  const e = raw.value;
  if (!isRecord(e)) {
    report('an entry is a JSON object');
    return {};
  }
  for (const key of Object.keys(e)) if (!KNOWN_FIELDS.has(key)) report(`unknown field "${key}"`, key);
  const folder = GRAMMAR_FOLDERS[language];
  let id: string | undefined;
  if (!nonEmpty(e.id) || !ID.test(e.id)) {
    report(
      `"id" must look like ${folder}.<family>.<name> in lower case with hyphens (got ${JSON.stringify(e.id)})`,
    );
  } else if (!e.id.startsWith(`${folder}.`)) {
    report(`"id" ${e.id} must start with "${folder}." in the ${folder} folder`);
  } else id = e.id;
  if (!nonEmpty(e.display)) report('"display" is missing');
  if (typeof e.level !== 'string' || !GRAMMAR_LEVELS[language].includes(e.level)) {
    report(`"level" must be one of ${GRAMMAR_LEVELS[language].join(', ')} (got ${JSON.stringify(e.level)})`);
  }
  if (typeof e.category !== 'string' || !(GRAMMAR_CATEGORIES as readonly string[]).includes(e.category)) {
    report(`"category" must be one of ${GRAMMAR_CATEGORIES.join(', ')} (got ${JSON.stringify(e.category)})`);
  }
  checkLanguages(e.languages, language, report);
  checkExamples(e.examples, language, report);
  if (!stringList(e.confusedWith)) report('"confusedWith" must be a list of ids (may be empty)');
  if (e.hides !== undefined && !stringList(e.hides)) report('"hides" must be a list of ids', 'hides');
  if (!stringList(e.matches) || e.matches.length < 3) {
    report('"matches" must list at least three sentences the pattern finds');
  }
  if (!stringList(e.nearMisses) || e.nearMisses.length < 1) {
    report('"nearMisses" must list at least one sentence the pattern must not find');
  }
  for (const s of [
    ...(stringList(e.matches) ? e.matches : []),
    ...(stringList(e.nearMisses) ? e.nearMisses : []),
  ]) {
    const bad = sentenceScriptProblem(language, s);
    if (bad) report(`sentence "${s}" ${bad}`, s);
  }
  let pattern: CompiledPattern | undefined;
  if (!nonEmpty(e.pattern)) report('"pattern" is missing');
  else {
    try {
      pattern = compilePattern(id ?? '?', e.pattern, language);
    } catch (error) {
      if (!(error instanceof PatternError)) throw error;
      report(`"pattern" does not parse: ${error.message}`, e.pattern);
    }
  }
  return { id, pattern };
}

function checkLanguages(
  value: unknown,
  language: TextLanguage,
  report: (message: string, at?: string) => void,
): void {
  if (!isRecord(value)) {
    report(`"languages" must hold ${GRAMMAR_LOCALES[language].join(', ')}`);
    return;
  }
  const wanted = GRAMMAR_LOCALES[language];
  for (const key of Object.keys(value)) {
    if (!wanted.includes(key as GrammarLocale))
      report(`"languages" has "${key}", not a dictionary language of this text language`, key);
  }
  const english = isRecord(value.en) ? value.en : undefined;
  for (const locale of wanted) {
    const text = value[locale];
    if (!isRecord(text)) {
      report(`missing dictionary language "${locale}" in "languages"`);
      continue;
    }
    for (const field of ['meaning', 'explanation'] as const) {
      const s = text[field];
      if (!nonEmpty(s)) {
        report(`"languages.${locale}.${field}" is missing`);
        continue;
      }
      const bad = scriptProblem(locale, s);
      if (bad) report(`"languages.${locale}.${field}" ${bad}`, s);
      if (locale !== 'en' && field === 'explanation' && english && s === english.explanation) {
        report(`"languages.${locale}.explanation" is the English text copied`, s);
      }
    }
    if (nonEmpty(text.meaning) && text.meaning.includes('\n'))
      report(`"languages.${locale}.meaning" must be one line`);
  }
}

function checkExamples(
  value: unknown,
  language: TextLanguage,
  report: (message: string, at?: string) => void,
): void {
  if (!Array.isArray(value) || value.length < 2) {
    report('"examples" must hold at least two examples');
    if (!Array.isArray(value)) return;
  }
  for (const example of value) {
    if (!isRecord(example) || !nonEmpty(example.sentence) || !isRecord(example.translation)) {
      report('an example is {"sentence": "...", "translation": {"en": "...", ...}}');
      continue;
    }
    const bad = sentenceScriptProblem(language, example.sentence);
    if (bad) report(`example "${example.sentence}" ${bad}`, example.sentence);
    if (!nonEmpty(example.translation.en))
      report(`example "${example.sentence}" has no English translation`, example.sentence);
    for (const [locale, text] of Object.entries(example.translation)) {
      if (!ALL_LOCALES.includes(locale as GrammarLocale) || !nonEmpty(text)) {
        report(`example "${example.sentence}": bad translation "${locale}"`, example.sentence);
        continue;
      }
      const wrong = scriptProblem(locale as GrammarLocale, text);
      if (wrong) report(`translation "${text}" ${wrong}`, text);
    }
  }
}

/** Runs the entry's own pattern over its sentences through the real analyser. */
function checkSentences(
  e: Record<string, unknown>,
  pattern: CompiledPattern,
  language: TextLanguage,
  report: (message: string, at?: string) => void,
): void {
  const matcher = new GrammarMatcher(language, [pattern]);
  const analyzer = analyzerFor(language);
  const found = (sentence: string): boolean => matcher.match(analyzer.analyze(sentence)).length > 0;
  const examples = Array.isArray(e.examples) ? e.examples : [];
  for (const example of examples) {
    if (isRecord(example) && nonEmpty(example.sentence) && !found(example.sentence)) {
      report(
        `the pattern does not find example "${example.sentence}" (try: npm run grammar:try)`,
        example.sentence,
      );
    }
  }
  for (const s of stringList(e.matches) ? e.matches : []) {
    if (!found(s)) report(`the pattern does not find "${s}" from "matches" (try: npm run grammar:try)`, s);
  }
  for (const s of stringList(e.nearMisses) ? e.nearMisses : []) {
    if (found(s)) report(`the pattern finds near miss "${s}": it must not`, s);
  }
}

/**
 * Validates the catalogue of one text language.
 * @example validateCatalogue('ko_KR').problems // []
 */
export function validateCatalogue(language: TextLanguage, root: string = CATALOGUE_ROOT): CatalogueReport {
  const read = readCatalogueFiles(language, root);
  const problems: CatalogueProblem[] = read.problems.map((p) => ({ ...p }));
  const seen = new Map<string, string>();
  const checked: { raw: RawEntry; id?: string; pattern?: CompiledPattern }[] = [];
  for (const raw of read.entries) {
    const id = isRecord(raw.value) && typeof raw.value.id === 'string' ? raw.value.id : undefined;
    const report = (message: string, at?: string): void => {
      problems.push({ file: raw.file, line: at ? lineOfValue(raw, at) : raw.line, id, message });
    };
    const fields = checkFields(raw, language, report);
    if (fields.id) {
      const before = seen.get(fields.id);
      if (before) report(`id ${fields.id} is used twice (first at ${before})`);
      else seen.set(fields.id, `${raw.file}:${raw.line}`);
    }
    checked.push({ raw, ...fields });
  }
  for (const { raw, id, pattern } of checked) {
    if (!isRecord(raw.value)) continue;
    const report = (message: string, at?: string): void => {
      problems.push({ file: raw.file, line: at ? lineOfValue(raw, at) : raw.line, id, message });
    };
    const confused = raw.value.confusedWith;
    for (const other of stringList(confused) ? confused : []) {
      if (other === id) report(`"confusedWith" names the entry itself`, other);
      else if (!seen.has(other)) report(`"confusedWith" names unknown id ${other}`, other);
    }
    const hides = raw.value.hides;
    for (const other of stringList(hides) ? hides : []) {
      if (other === id) report(`"hides" names the entry itself`, other);
      else if (!seen.has(other)) report(`"hides" names unknown id ${other}`, other);
    }
    if (pattern) checkSentences(raw.value, pattern, language, report);
  }
  problems.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  return { language, files: read.files.length, entries: read.entries.length, problems };
}
