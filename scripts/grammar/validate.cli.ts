// `npm run grammar:validate [-- ko|en|fr ...]`: checks the grammar catalogue and prints every problem as file:line.
import { relative } from 'node:path';
import { validateCatalogue } from '@glossa/analysis/grammar';
import type { TextLanguage } from '@glossa/analysis';

const CODES: Record<string, TextLanguage> = { ko: 'ko_KR', en: 'en_US', fr: 'fr_FR' };
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !CODES[a]);
if (unknown.length > 0) {
  console.error(`unknown language ${unknown.join(', ')}; usage: npm run grammar:validate [-- ko|en|fr ...]`);
  process.exit(2);
}
let problems = 0;
for (const code of asked.length > 0 ? asked : Object.keys(CODES)) {
  const report = validateCatalogue(CODES[code] as TextLanguage);
  problems += report.problems.length;
  for (const p of report.problems) {
    console.info(`${relative(process.cwd(), p.file)}:${p.line}: ${p.id ? `${p.id}: ` : ''}${p.message}`);
  }
  console.info(
    `${code}: ${report.files} files, ${report.entries} constructions, ${report.problems.length} problems`,
  );
}
process.exit(problems > 0 ? 1 : 0);
