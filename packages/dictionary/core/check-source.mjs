#!/usr/bin/env node
// Quick structural check of core dictionary source files (the compact authoring format, see core/README.md).
// Usage: node packages/dictionary/core/check-source.mjs [--complete] <file.jsonl>...   Exit 1 on any error.
// --complete: every sense must also carry its definitions in every other dictionary language and the
// translation of its first example (how new entries are written now).
// The full validation (analyser-checked examples, duplicates across files) is core/validate.ts in npm test.
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';

const CATEGORIES = new Set([
  'noun',
  'pronoun',
  'numeral',
  'verb',
  'adjective',
  'adverb',
  'determiner',
  'particle',
  'ending',
  'affix',
  'interjection',
  'conjunction',
  'preposition',
  'article',
  'phrase',
  'expression',
  'other',
]);
// Column layout of a sense, per text language (folder name).
const LAYOUT = {
  ko: ['en', 'fr', 'es', 'ja', 'def_ko', 'def_en'],
  fr: ['en', 'ko', 'es', 'ja', 'def_fr', 'def_en'],
  en: ['fr', 'ko', 'es', 'ja', 'def_en'],
};
// Languages of the optional trailing object: extra definitions ("def") and example translations ("ex").
const EXTRA_DEF = { ko: ['fr', 'es', 'ja'], fr: ['ko', 'es'], en: ['fr', 'ko', 'es'] };
const EXAMPLE_LANGS = { ko: ['en', 'fr', 'es', 'ja'], fr: ['en', 'ko', 'es'], en: ['fr', 'ko', 'es'] };
const HANGUL = /[\uac00-\ud7a3]/;
const KANA_KANJI = /[\u3040-\u30ff\u4e00-\u9fff]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
const LATIN = /[A-Za-zÀ-ÿ]/;

function scriptProblem(field, value) {
  const lang = field.replace(/^def_/, '');
  if (lang === 'ko') {
    if (!HANGUL.test(value)) return 'has no Hangul';
    if (LATIN_WORD.test(value.replace(/\([^)]*\)/g, ''))) return 'has Latin words';
  } else if (lang === 'ja') {
    if (!KANA_KANJI.test(value)) return 'has no kana or kanji';
    if (HANGUL.test(value)) return 'has Hangul';
  } else {
    if (HANGUL.test(value) || /[\u3040-\u30ff]/.test(value)) return 'has Korean or Japanese script';
    if (!LATIN.test(value)) return 'has no Latin letters';
  }
  return null;
}

let errors = 0;
let entries = 0;
let senses = 0;
const args = process.argv.slice(2);
const complete = args.includes('--complete');
for (const file of args.filter((a) => a !== '--complete')) {
  const lang = basename(dirname(file));
  const layout = LAYOUT[lang];
  if (!layout) {
    console.error(`${file}: the file must be in a folder named ko, fr or en`);
    errors++;
    continue;
  }
  const seen = new Set();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      const where = `${file}:${i + 1}`;
      const fail = (msg) => {
        errors++;
        console.error(`${where}: ${msg}`);
      };
      let e;
      try {
        e = JSON.parse(line);
      } catch (err) {
        return fail(`not JSON (${err.message})`);
      }
      if (!Array.isArray(e) || e.length !== 4) return fail('an entry is [written, category, level, senses]');
      const [written, category, level, sensesOf] = e;
      if (typeof written !== 'string' || !written.trim() || written !== written.trim())
        return fail('bad written form');
      if (!CATEGORIES.has(category)) return fail(`unknown category ${JSON.stringify(category)}`);
      if (![1, 2, 3].includes(level)) return fail('level must be 1, 2 or 3');
      const key = `${written}\u0000${category}`;
      if (seen.has(key)) fail(`duplicate entry ${written} (${category}): put every sense in one entry`);
      seen.add(key);
      if (!Array.isArray(sensesOf) || sensesOf.length < 1 || sensesOf.length > 4)
        return fail('1 to 4 senses');
      entries++;
      sensesOf.forEach((s, si) => {
        senses++;
        const n = layout.length;
        if (!Array.isArray(s))
          return fail(`sense ${si + 1}: ${n} strings (${layout.join(', ')}), then examples, then {def, ex}`);
        const items = [...s];
        const extra =
          items.length > 0 &&
          typeof items.at(-1) === 'object' &&
          items.at(-1) !== null &&
          !Array.isArray(items.at(-1))
            ? items.pop()
            : undefined;
        const ex = Array.isArray(items.at(-1)) ? items.pop() : undefined;
        if (items.length !== n || items.some((v) => typeof v !== 'string'))
          return fail(
            `sense ${si + 1}: ${n} strings (${layout.join(', ')}) then optionally an array of examples, then optionally {def, ex}`,
          );
        layout.forEach((field, fi) => {
          const v = items[fi];
          if (!v.trim()) return fail(`sense ${si + 1}: ${field} is empty`);
          const p = scriptProblem(field, v);
          if (p) fail(`sense ${si + 1}: ${field} ${JSON.stringify(v)} ${p}`);
        });
        if (si === 0 && (!Array.isArray(ex) || ex.length === 0))
          fail('the first sense needs at least one example');
        if (ex !== undefined) {
          if (ex.some((x) => typeof x !== 'string' || !x.trim()))
            return fail(`sense ${si + 1}: examples must be non-empty strings`);
          for (const x of ex) {
            if (lang === 'ko' && !HANGUL.test(x))
              fail(`sense ${si + 1}: example ${JSON.stringify(x)} is not Korean`);
            if (lang !== 'ko' && HANGUL.test(x))
              fail(`sense ${si + 1}: example ${JSON.stringify(x)} has Hangul`);
          }
        }
        if (extra !== undefined) checkExtra(extra, ex ?? [], (msg) => fail(`sense ${si + 1}: ${msg}`));
        if (complete) checkComplete(extra ?? {}, ex ?? [], (msg) => fail(`sense ${si + 1}: ${msg}`));
      });
    });

  function checkComplete(extra, examples, fail) {
    const def = extra.def ?? {};
    const missing = EXTRA_DEF[lang].filter((code) => typeof def[code] !== 'string');
    if (missing.length) fail(`def: missing ${missing.join(', ')}`);
    if (examples.length === 0) return;
    const first = (extra.ex ?? [])[0] ?? {};
    const untranslated = EXAMPLE_LANGS[lang].filter((code) => typeof first[code] !== 'string');
    if (untranslated.length) fail(`ex 1: missing ${untranslated.join(', ')}`);
  }

  function checkExtra(extra, examples, fail) {
    const keys = Object.keys(extra).filter((k) => k !== 'def' && k !== 'ex');
    if (keys.length) fail(`unknown key ${JSON.stringify(keys[0])} in the object (only "def" and "ex")`);
    const { def = {}, ex = [] } = extra;
    const texts = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((t) => typeof t === 'string');
    if (!texts(def)) return fail('"def" must be an object of strings');
    for (const [code, text] of Object.entries(def)) {
      if (!EXTRA_DEF[lang].includes(code)) fail(`def: ${code} is not one of ${EXTRA_DEF[lang].join(', ')}`);
      else if (!text.trim()) fail(`def: ${code} is empty`);
      else {
        const p = scriptProblem(code, text);
        if (p) fail(`def: ${code} ${JSON.stringify(text)} ${p}`);
      }
    }
    if (!Array.isArray(ex) || !ex.every(texts)) return fail('"ex" must be an array of objects of strings');
    if (ex.length > examples.length) fail(`ex: ${ex.length} translations for ${examples.length} examples`);
    ex.forEach((byCode, xi) => {
      for (const [code, text] of Object.entries(byCode)) {
        if (!EXAMPLE_LANGS[lang].includes(code))
          fail(`ex ${xi + 1}: ${code} is not one of ${EXAMPLE_LANGS[lang].join(', ')}`);
        else if (!text.trim()) fail(`ex ${xi + 1}: ${code} is empty`);
        else {
          const p = scriptProblem(code, text);
          if (p) fail(`ex ${xi + 1}: ${code} ${JSON.stringify(text)} ${p}`);
          const lines = (examples[xi] ?? '').split('\n').length;
          if (text.split('\n').length !== lines)
            fail(`ex ${xi + 1}: ${code} has ${text.split('\n').length} lines, the example ${lines}`);
        }
      }
    });
  }
}
console.log(`${entries} entries, ${senses} senses, ${errors} errors`);
process.exit(errors ? 1 : 0);
