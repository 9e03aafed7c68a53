// `npm run dict:validate [-- ko|en|fr]`: validates the core dictionary and prints its size and every problem.
import { coreDirectory, TEXT_LANGUAGES, toTextLanguage } from '@glossa/dictionary';
import { validateCore } from './validate-core.ts';

const coreDir = coreDirectory();
if (!coreDir) {
  console.error('the core dictionary folder (packages/dictionary/core) was not found');
  process.exit(2);
}
const asked = process.argv.slice(2).map((code) => toTextLanguage(code));
if (asked.includes(null)) {
  console.error('usage: npm run dict:validate [-- ko|en|fr ...]');
  process.exit(2);
}
let problems = 0;
for (const language of asked.length ? (asked as typeof TEXT_LANGUAGES) : TEXT_LANGUAGES) {
  const report = await validateCore(coreDir, language);
  problems += report.problems.length;
  for (const p of report.problems) console.info(`${p.where}: ${p.problem}`);
  const tally = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([locale, n]) => `${locale.slice(0, 2)} ${n}`)
      .join(', ') || 'none';
  console.info(
    `${language}: ${report.files} files, ${report.entries} entries, ${report.senses} senses (definitions: ${tally(report.definitions)}), ${report.examples} examples (${report.translatedExamples} translated: ${tally(report.exampleTranslations)}), ${report.problems.length} problems`,
  );
}
process.exit(problems ? 1 : 0);
