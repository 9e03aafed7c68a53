/**
 * `npm run coverage:heldout [-- --only ko|en|fr] [--missing N]`: on a fresh offline start, the share of the
 * words a learner would look up (names, numbers, foreign words and interjections left out) that have a
 * translation, in held-out text nobody picks words from (heldout-texts.ts), per text language and per
 * dictionary language that text language allows. Prints the most frequent misses only with --missing, so
 * the usual run names no word to add from the measuring text.
 */
import { dictionaryLanguagesFor, type DictionaryTextLanguage } from '@glossa/contract';
import { measureTexts, percent, withFreshStart } from './fresh-start.ts';
import { GUIDE_DIR, readHeldoutTexts } from './heldout-texts.ts';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The dictionary languages a text language allows, its own language left out. */
const allowedOthers = (language: DictionaryTextLanguage) =>
  dictionaryLanguagesFor(language).filter((lang) => lang !== language);

async function main(): Promise<void> {
  const texts = readHeldoutTexts(option('--only'));
  if (texts.length === 0) {
    console.info(
      `coverage:heldout skipped: no held-out text at ${GUIDE_DIR} (apt-get install installation-guide-amd64)`,
    );
    return;
  }
  const missingCount = Number(option('--missing') ?? 0);
  const rows = await withFreshStart({}, (database) => measureTexts(database, texts, allowedOthers));
  console.info('\n| text | dictionary language | units | with a translation | of which composed |');
  console.info('|---|---|---|---|---|');
  for (const { text, lang, row } of rows) {
    console.info(
      `| ${text.name} | ${lang} | ${row.units} | ${percent(row.covered, row.units)}% | ${percent(row.composed, row.units)}% |`,
    );
  }
  if (missingCount > 0) {
    for (const { text, lang, row } of rows) {
      const list = row.missing.slice(0, missingCount).map(([word, count]) => `${word} ${count}`);
      console.info(`\nmost frequent missing, ${text.name}, ${lang}: ${list.join(', ')}`);
    }
  }
}

await main();
