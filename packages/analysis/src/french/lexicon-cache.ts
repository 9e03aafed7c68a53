/**
 * Where the built French lexicon lives and how it is obtained: read from the disk cache when present,
 * otherwise built from dictionary-fr's Hunspell files (a few seconds) and written atomically so concurrent
 * workers never read half a file. The built data is never committed: it is derived from MPL-2.0 files.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildFrenchLexiconText } from './lexicon-build.ts';
import type { BuildStats } from './lexicon-build.ts';
import { FrenchLexicon } from './lexicon-format.ts';

/** Bumped whenever the expansion or the format changes, so stale caches are rebuilt. */
export const LEXICON_FORMAT_VERSION = 3;

/** Location of the Hunspell files and the dictionary version. */
export interface DictionarySource {
  aff: string;
  dic: string;
  version: string;
}

/**
 * Finds dictionary-fr's .aff/.dic through Node resolution (works from any workspace).
 * @example dictionarySource().aff // '/…/node_modules/dictionary-fr/index.aff'
 */
export function dictionarySource(): DictionarySource {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('dictionary-fr'));
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string };
  return { aff: join(dir, 'index.aff'), dic: join(dir, 'index.dic'), version: pkg.version ?? '0' };
}

/**
 * The cache file: `$GLOSSA_CACHE_DIR` or `node_modules/.cache/glossa`, named by dictionary and format version.
 * @example lexiconCachePath() // '/…/node_modules/.cache/glossa/fr-lexicon-3.0.0-f3.txt'
 */
export function lexiconCachePath(source: DictionarySource = dictionarySource()): string {
  const dir = process.env.GLOSSA_CACHE_DIR ?? join(dirname(dirname(source.aff)), '.cache', 'glossa');
  return join(dir, `fr-lexicon-${source.version}-f${LEXICON_FORMAT_VERSION}.txt`);
}

/**
 * Builds the lexicon from the Hunspell files and writes it to the cache path.
 * @example buildAndCacheFrenchLexicon().stats.forms // ~ 600 000
 */
export function buildAndCacheFrenchLexicon(path = lexiconCachePath()): { text: string; stats: BuildStats } {
  const source = dictionarySource();
  const built = buildFrenchLexiconText(readFileSync(source.aff, 'utf8'), readFileSync(source.dic, 'utf8'));
  try {
    mkdirSync(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, built.text);
    renameSync(temp, path);
  } catch (error) {
    // A read-only install still works: the lexicon is kept in memory and rebuilt by the next process.
    console.warn(`French lexicon not cached at ${path}: ${String(error)}`);
  }
  return built;
}

let loaded: FrenchLexicon | undefined;

/**
 * The process-wide French lexicon, loaded from the cache or built on first use.
 * @example getFrenchLexicon().lookup('allions')[0]?.lemma // 'aller'
 */
export function getFrenchLexicon(): FrenchLexicon {
  if (loaded) return loaded;
  const path = lexiconCachePath();
  const text = existsSync(path) ? readFileSync(path, 'utf8') : buildAndCacheFrenchLexicon(path).text;
  loaded = new FrenchLexicon(text);
  return loaded;
}
