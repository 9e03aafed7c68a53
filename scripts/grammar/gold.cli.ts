// `npm run grammar:gold [-- ko|en|fr] [--errors]`: runs the real analysers and the grammar matcher on the
// hand-annotated gold sentences (packages/analysis/test-data/grammar) and prints precision and recall per
// language and per part: dev (tuners may read it) and held-out (never read while tuning patterns).
// --errors also prints each sentence the matcher gets wrong (dev part only, so the held-out text stays unread).
// --dev scores the dev part only (while tuning: not even the held-out figures are seen).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyzerFor } from '@glossa/analysis';
import type { TextLanguage } from '@glossa/analysis';
import { grammarEntries, grammarMatcher } from '@glossa/analysis/grammar';
import { parseGold, precisionRecall, scoreGold, type GoldScore } from './gold-score.ts';

// GRAMMAR_GOLD_DIR points at another folder of <lang>-dev.tsv / <lang>-heldout.tsv files (to try the script).
const DIR =
  process.env.GRAMMAR_GOLD_DIR?.replace(/\/?$/, '/') ??
  fileURLToPath(new URL('../../packages/analysis/test-data/grammar/', import.meta.url));
const LANGS: Record<string, TextLanguage> = { ko: 'ko_KR', en: 'en_US', fr: 'fr_FR' };
const PARTS = ['dev', 'heldout'] as const;

const args = process.argv.slice(2);
const showErrors = args.includes('--errors');
const parts = args.includes('--dev') ? (['dev'] as const) : PARTS;
const chosen = args.filter((a) => !a.startsWith('--'));
for (const c of chosen) {
  if (!(c in LANGS)) {
    console.error(`unknown language ${c}; usage: npm run grammar:gold [-- ko|en|fr] [--errors] [--dev]`);
    process.exit(2);
  }
}
const codes = chosen.length > 0 ? chosen : Object.keys(LANGS);

const pct = (x: number): string => (Number.isNaN(x) ? '  n/a' : `${(100 * x).toFixed(1)}%`);
const top = (m: ReadonlyMap<string, number>, n = 12): string =>
  [...m]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([id, k]) => `${id} ×${k}`)
    .join(', ') || '-';

for (const code of codes) {
  const language = LANGS[code]!;
  const known = new Set(grammarEntries(language).map((e) => e.id));
  const matcher = grammarMatcher(language);
  const analyzer = analyzerFor(language);
  console.info(`\n== ${code} (${known.size} constructions in the catalogue)`);
  const total = { tp: 0, fp: 0, fn: 0 };
  for (const part of parts) {
    const file = `${code}-${part}.tsv`;
    const gold = parseGold(file, readFileSync(DIR + file, 'utf8'));
    const predicted = gold.map((g) => [
      ...new Set(matcher.match(analyzer.analyze(g.sentence)).map((s) => s.id)),
    ]);
    const score: GoldScore = scoreGold(gold, predicted, known);
    const { precision, recall } = precisionRecall(score);
    total.tp += score.truePositives;
    total.fp += score.falsePositives;
    total.fn += score.falseNegatives;
    console.info(
      `${part.padEnd(7)} sentences ${score.sentences}  precision ${pct(precision)}  recall ${pct(recall)}  ` +
        `TP ${score.truePositives}  FP ${score.falsePositives}  FN ${score.falseNegatives}  ` +
        `skipped (id not in catalogue) ${score.skippedUnknown}`,
    );
    console.info(`  false positives: ${top(score.fpById)}`);
    console.info(`  false negatives: ${top(score.fnById)}`);
    if (score.unknownIds.size > 0) console.info(`  skipped ids: ${top(score.unknownIds, 50)}`);
    if (showErrors && part === 'dev') {
      for (const e of score.errors) {
        console.info(`  ${file}:${e.line} ${e.sentence}`);
        if (e.fp.length > 0) console.info(`      FP ${e.fp.join(', ')}`);
        if (e.fn.length > 0) console.info(`      FN ${e.fn.join(', ')}`);
      }
    }
  }
  const both = precisionRecall({
    truePositives: total.tp,
    falsePositives: total.fp,
    falseNegatives: total.fn,
  });
  console.info(`both    precision ${pct(both.precision)}  recall ${pct(both.recall)}`);
}
