/**
 * Builds the French lexicon from dictionary-fr's Hunspell files into the disk cache
 * (`node_modules/.cache/glossa`, or `$GLOSSA_CACHE_DIR`). Run with `npm run build:fr-lexicon`; the analyser
 * also builds it on first use when the cache is missing.
 */
import { buildAndCacheFrenchLexicon, lexiconCachePath } from '../src/french/lexicon-cache.ts';

const path = lexiconCachePath();
const started = performance.now();
const { stats } = buildAndCacheFrenchLexicon(path);
console.log(
  `French lexicon: ${stats.stems} stems -> ${stats.forms} forms in ${((performance.now() - started) / 1000).toFixed(2)} s`,
);
console.log(`written to ${path}`);
