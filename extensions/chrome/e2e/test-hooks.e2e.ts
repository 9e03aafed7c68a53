/**
 * The service worker's test hooks (`globalThis.glossa`, the browser tests' handles on its handlers) are in the
 * browser tests' build and nowhere in the store zip. Reads the built files as text: the shipped zip
 * (`npm run build:chrome`) and the e2e build (`npm run build:chrome:e2e`), which `npm test` both makes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DIST } from '@glossa/testing/extension';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ZIP = path.join(ROOT, 'dist/glossa-chrome.zip');

/** Every hook the e2e build puts on `globalThis.glossa`. */
const HOOKS = [
  'onMenuClicked',
  'analyzeText',
  'analyzeChunk',
  'analyzeChunks',
  'authStatus',
  'vocabularySnapshot',
  'setWordStatus',
  'vocabulary',
  'highlightTab',
  'setSiteHighlighting',
  'listDecks',
  'createCard',
  'reviewDeck',
  'rateCard',
  'deckCards',
  'updateCard',
  'deleteCard',
  'syncDecks',
  'deckSyncStatus',
];
/**
 * Hook names that are neither a message's name nor a method's elsewhere (DeckSync has a listDecks): in a
 * minified build they stand only as the hooks' keys.
 */
const HOOK_ONLY = ['onMenuClicked', 'analyzeText', 'vocabularySnapshot', 'setWordStatus', 'deckSyncStatus'];

/** The `glossa:{...}` object literal a build assigns to globalThis, or null. */
function hooksObject(code: string): string | null {
  return /glossa:\{[^}]*\}/.exec(code)?.[0] ?? null;
}

function scriptsOfDir(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
}

function scriptsOfZip(zip: string): string[] {
  const files = unzipSync(fs.readFileSync(zip));
  return Object.entries(files)
    .filter(([name]) => name.endsWith('.js'))
    .map(([, bytes]) => strFromU8(bytes));
}

const missing = [ZIP, DIST].filter((place) => !fs.existsSync(place));
if (missing.length > 0) console.warn(`Test hook build checks skipped: not built: ${missing.join(', ')}`);

describe.skipIf(missing.length > 0)('the service worker test hooks', () => {
  it('are in the browser tests build, every one of them', () => {
    const objects = scriptsOfDir(DIST).flatMap((code) => hooksObject(code) ?? []);
    expect(objects).toHaveLength(1);
    const keys = [...objects[0]!.matchAll(/[{,]([A-Za-z]+):/g)].map((match) => match[1]);
    expect(keys.sort()).toEqual([...HOOKS].sort());
  });

  it('are not in the store zip', () => {
    const scripts = scriptsOfZip(ZIP);
    expect(scripts.length).toBeGreaterThan(1);
    const found = scripts.flatMap((code) => [
      ...(hooksObject(code) ? ['glossa:{…}'] : []),
      ...HOOK_ONLY.filter((name) => code.includes(name)),
    ]);
    expect(found).toEqual([]);
  });
});
