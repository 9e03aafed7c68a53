/**
 * Writes the Home page demo's data files, src/features/home/demo-data/{ko,en,fr}.json: each demo paragraph
 * (packages/dictionary/starter/demo) analysed by the real analysers over a lexicon of the starter dictionary,
 * with the dictionary words its units need in all five dictionary languages and their examples. The demo then
 * works without any server call. Run: `npm run demo:build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  createLexicon,
  englishAnalyzer,
  frenchAnalyzer,
  koreanAnalyzer,
  type Analyzer,
} from '@glossa/analysis';
import { grammarEntries, grammarMatcher } from '@glossa/analysis/grammar';
import type { DictionaryLocale, DictionaryWord, Example, Sense, WordStatus } from '@glossa/contract';
import type { DemoGrammar } from '../src/features/home/demo-grammar.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STARTER = path.join(ROOT, 'packages/dictionary/starter');
const OUT = path.join(ROOT, 'apps/web/src/features/home/demo-data');

type Gloss = { translation: string; definition: string };
interface StarterEntry {
  written: string;
  category: string;
  homograph?: number;
  level?: number;
  frequency?: number;
  pronunciation?: string;
  audioId?: string | null;
  senses: { translations: Partial<Record<DictionaryLocale, Gloss>>; examples?: Example[] }[];
}

const LANGUAGES = [
  { file: 'ko', language: 'ko_KR', analyzer: koreanAnalyzer },
  { file: 'en', language: 'en_US', analyzer: englishAnalyzer },
  { file: 'fr', language: 'fr_FR', analyzer: frenchAnalyzer },
] as const satisfies readonly { file: string; language: string; analyzer: Analyzer }[];

/**
 * Statuses the demo starts with, so that every colour of the legend shows: of the paragraph's headwords, the
 * most frequent third is known, the next quarter seen, the rest still to learn (starter frequency ranks).
 */
const LEARNED_SHARE = 0.35;
const SEEN_SHARE = 0.25;

function readStarter(file: string): StarterEntry[] {
  const lines = fs.readFileSync(path.join(STARTER, `${file}.glossa.jsonl`), 'utf8').split('\n');
  return lines
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StarterEntry);
}

function key(written: string): string {
  return written.normalize('NFC').toLocaleLowerCase();
}

function build(file: string, language: (typeof LANGUAGES)[number]['language'], analyzer: Analyzer) {
  const paragraph = fs.readFileSync(path.join(STARTER, 'demo', `${file}.txt`), 'utf8').trim();
  const entries = readStarter(file);
  // Words stay the units; a phrase the dictionary knows ("woke up", "looked up") is a span over them.
  const { units, phrases } = analyzer.analyzeWithPhrases(paragraph, createLexicon(entries));
  const needed = new Set(units.flatMap((unit) => (unit.vocabulary ? [key(unit.vocabulary)] : [])));
  for (const phrase of phrases) needed.add(key(phrase.vocabulary));

  // Ids are stable across runs: the entry's line, and line * 100 + sense number for senses.
  const words: DictionaryWord[] = [];
  const examples: Record<string, Example[]> = {};
  const ranks = new Map<string, number>();
  entries.forEach((entry, line) => {
    if (!needed.has(key(entry.written))) return;
    const id = line + 1;
    const senses: Sense[] = entry.senses.map((sense, i) => {
      const senseId = id * 100 + i + 1;
      const english = sense.translations.en_US ?? Object.values(sense.translations)[0];
      if (sense.examples?.length) examples[senseId] = sense.examples;
      return {
        id: senseId,
        translation: english?.translation ?? '',
        definition: english?.definition ?? '',
        variants: sense.translations,
      };
    });
    words.push({
      id,
      written: entry.written,
      category: entry.category,
      senses,
      audio_id: entry.audioId ?? null,
      homograph: entry.homograph ?? 0,
      level: entry.level ?? null,
      pronunciation: entry.pronunciation ?? null,
      language,
      source: `glossa-starter-${file}`,
    });
    const rank = entry.frequency ?? Number.MAX_SAFE_INTEGER;
    ranks.set(entry.written, Math.min(rank, ranks.get(entry.written) ?? rank));
  });
  // Statuses are keyed by the units' own references (the vocabulary store's key), ranked by frequency.
  // Phrases start unknown: their underline and "Part of" show what is still to learn.
  const refs = [...new Set(units.flatMap((unit) => (unit.vocabulary ? [unit.vocabulary] : [])))];
  const writtenOf = (ref: string) => words.find((word) => key(word.written) === key(ref))?.written ?? ref;
  refs.sort((a, b) => (ranks.get(writtenOf(a)) ?? Infinity) - (ranks.get(writtenOf(b)) ?? Infinity));
  const vocabWords: Record<string, WordStatus> = {};
  refs.forEach((ref, i) => {
    if (i < refs.length * LEARNED_SHARE) vocabWords[ref] = 'learned';
    else if (i < refs.length * (LEARNED_SHARE + SEEN_SHARE)) vocabWords[ref] = 'seen';
  });
  const missing = [...needed].filter((written) => !words.some((word) => key(word.written) === written));
  if (missing.length > 0) console.warn(`${file}: headwords without a starter entry: ${missing.join(', ')}`);
  return {
    language,
    paragraph,
    units,
    phrases,
    words,
    examples,
    vocabWords,
    grammar: demoGrammar(language, units),
  };
}

/**
 * The grammar constructions of the paragraph, as the analysis answer would find them, with each one's texts
 * in every dictionary language and its examples: the demo's word detail explains them without a server.
 */
function demoGrammar(
  language: (typeof LANGUAGES)[number]['language'],
  units: Parameters<ReturnType<typeof grammarMatcher>['match']>[0],
): DemoGrammar {
  const spans = grammarMatcher(language).match(units);
  const byId = new Map(grammarEntries(language).map((e) => [e.id, e]));
  const entries: DemoGrammar['entries'] = {};
  for (const span of spans) {
    const entry = byId.get(span.id);
    if (!entry || entries[span.id]) continue;
    const texts: DemoGrammar['entries'][string]['texts'] = {};
    for (const [lang, text] of Object.entries(entry.languages)) {
      if (text) texts[lang] = { meaning: text.meaning, explanation: text.explanation };
    }
    entries[span.id] = {
      display: entry.display,
      level: entry.level,
      category: entry.category,
      texts,
      examples: entry.examples.map((e) => ({ sentence: e.sentence, translation: { ...e.translation } })),
    };
  }
  return { spans, entries };
}

fs.mkdirSync(OUT, { recursive: true });
for (const { file, language, analyzer } of LANGUAGES) {
  const data = build(file, language, analyzer);
  const target = path.join(OUT, `${file}.json`);
  // Formatted as the repository's Prettier would, so the generated files pass `npm run format:check`.
  fs.writeFileSync(
    target,
    await format(JSON.stringify(data), { ...(await resolveConfig(target)), filepath: target }),
  );
  const counts = Object.values(data.vocabWords).reduce<Record<string, number>>(
    (acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }),
    {},
  );
  console.log(
    `${path.relative(ROOT, target)}: ${data.units.length} units, ${data.phrases.length} phrases ` +
      `${data.grammar.spans.length} grammar constructions, ` +
      `(${data.phrases.map((p) => p.vocabulary).join(', ')}), ${data.words.length} words, ` +
      `${fs.statSync(target).size} bytes, statuses ${JSON.stringify(counts)}`,
  );
}
