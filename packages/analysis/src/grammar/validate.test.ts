// Each validator rule on a catalogue written to a temporary folder: the problem names the file and line.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ROOT } from './catalogue-files.ts';
import type { CatalogueProblem } from './validate.ts';
import { validateCatalogue } from './validate.ts';

const root = mkdtempSync(join(tmpdir(), 'grammar-catalogue-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The committed worked examples, a known-good base to break one rule at a time; look-alikes in the other
 * files of the catalogue are dropped (and the ids it hides there), as this test's catalogue holds this file alone.
 */
function goodEntries(folder: 'ko' | 'en' | 'fr'): Record<string, unknown>[] {
  const entries = JSON.parse(
    readFileSync(join(CATALOGUE_ROOT, folder, 'worked-examples.json'), 'utf8'),
  ) as Record<string, unknown>[];
  const ids = new Set(entries.map((e) => e.id));
  for (const e of entries) {
    e.confusedWith = (e.confusedWith as string[]).filter((id) => ids.has(id));
    if (e.hides) e.hides = (e.hides as string[]).filter((id) => ids.has(id));
  }
  return entries;
}

let n = 0;
/** Writes the entries as the only file of a fresh catalogue and validates it. */
function validate(folder: 'ko' | 'en' | 'fr', text: string): { problems: CatalogueProblem[]; file: string } {
  const dir = join(root, `case-${n++}`);
  mkdirSync(join(dir, folder), { recursive: true });
  const file = join(dir, folder, 'batch.json');
  writeFileSync(file, text);
  const language = folder === 'ko' ? 'ko_KR' : folder === 'en' ? 'en_US' : 'fr_FR';
  return { problems: validateCatalogue(language, dir).problems, file };
}

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

describe('grammar catalogue validator', () => {
  it('accepts the worked examples as they are', () => {
    const text = JSON.stringify(goodEntries('ko'), null, 2);
    expect(validate('ko', text).problems).toEqual([]);
  }, 60_000);

  it('names the file and line of a missing dictionary language', () => {
    const entries = goodEntries('ko');
    const languages = entries[1]?.languages as Record<string, unknown>;
    delete languages.ja;
    const text = JSON.stringify(entries, null, 2);
    const { problems, file } = validate('ko', text);
    expect(problems).toContainEqual({
      file,
      line: lineOf(text, '"id": "ko.auxiliary.go-sipda"'),
      id: 'ko.auxiliary.go-sipda',
      message: 'missing dictionary language "ja" in "languages"',
    });
  }, 60_000);

  it('finds a text in the wrong script', () => {
    const entries = goodEntries('ko');
    const languages = entries[0]?.languages as Record<string, { meaning: string }>;
    (languages.ja as { meaning: string }).meaning = 'so, because';
    (languages.ko as { meaning: string }).meaning = 'so, because (pasted in English)';
    const text = JSON.stringify(entries, null, 2);
    const messages = validate('ko', text).problems.map((p) => [p.line, p.message]);
    expect(messages).toContainEqual([
      lineOf(text, '"so, because"'),
      '"languages.ja.meaning" has no kana: not Japanese',
    ]);
    expect(messages).toContainEqual([
      lineOf(text, '"so, because (pasted'),
      '"languages.ko.meaning" has too little Hangul: not Korean',
    ]);
  }, 60_000);

  it('finds an id used twice and an unknown confusedWith id', () => {
    const entries = goodEntries('en');
    const second = entries[1] as Record<string, unknown>;
    second.id = 'en.tense.present-perfect';
    second.confusedWith = ['en.tense.no-such-thing'];
    const text = JSON.stringify(entries, null, 2);
    const { problems, file } = validate('en', text);
    const messages = problems.map((p) => p.message);
    const firstLine = lineOf(text, '"id": "en.tense.present-perfect"');
    expect(messages).toContain(`id en.tense.present-perfect is used twice (first at ${file}:${firstLine})`);
    expect(messages).toContain('"confusedWith" names unknown id en.tense.no-such-thing');
  }, 60_000);

  it('finds a "hides" id that does not exist or names the entry itself', () => {
    const entries = goodEntries('en');
    const first = entries[0] as Record<string, unknown>;
    first.hides = ['en.tense.no-such-thing', first.id];
    const messages = validate('en', JSON.stringify(entries, null, 2)).problems.map((p) => p.message);
    expect(messages).toContain('"hides" names unknown id en.tense.no-such-thing');
    expect(messages).toContain('"hides" names the entry itself');
  }, 60_000);

  it('finds an example its own pattern does not match through the real analyser', () => {
    const entries = goodEntries('ko');
    const first = entries[0] as { examples: { sentence: string }[] };
    (first.examples[0] as { sentence: string }).sentence = '비가 오고 바람이 불었어요.';
    const text = JSON.stringify(entries, null, 2);
    const { problems } = validate('ko', text);
    expect(problems.map((p) => [p.line, p.message])).toContainEqual([
      lineOf(text, '"sentence": "비가 오고'),
      'the pattern does not find example "비가 오고 바람이 불었어요." (try: npm run grammar:try)',
    ]);
  }, 60_000);

  it('finds a near miss the pattern does match, and too few matches', () => {
    const entries = goodEntries('fr');
    const first = entries[0] as { nearMisses: string[]; matches: string[] };
    first.nearMisses = ['Elle est partie hier.'];
    first.matches = ['Je suis né à Lyon.'];
    const text = JSON.stringify(entries, null, 2);
    const messages = validate('fr', text).problems.map((p) => p.message);
    expect(messages).toContain('the pattern finds near miss "Elle est partie hier.": it must not');
    expect(messages).toContain('"matches" must list at least three sentences the pattern finds');
  }, 60_000);

  it('finds a pattern that does not parse, on its line', () => {
    const entries = goodEntries('ko');
    (entries[2] as { pattern: string }).pattern = '( 았|었/EP';
    const text = JSON.stringify(entries, null, 2);
    const { problems } = validate('ko', text);
    expect(problems.map((p) => [p.line, p.message])).toContainEqual([
      lineOf(text, '"pattern": "( 았'),
      '"pattern" does not parse: "(" is never closed',
    ]);
  }, 60_000);

  it('names the line of a file that is not valid JSON', () => {
    const { problems, file } = validate('en', '[\n  {\n    "id": "en.x.y",\n  }\n]\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe(file);
    expect(problems[0]?.line).toBe(4);
    expect(problems[0]?.message).toMatch(/^not valid JSON/);
  });
});
