// `npm run grammar:try -- ko "비가 와서 집에 있었어요" [--pattern "아서|어서/EC"]`: prints the units, their
// morphemes and the constructions the catalogue (or the one pattern given) finds, to debug patterns.
import { analyzerFor } from '@glossa/analysis';
import {
  compilePattern,
  grammarMatcher,
  GrammarMatcher,
  MatchContext,
  PatternError,
} from '@glossa/analysis/grammar';
import type { TextLanguage } from '@glossa/analysis';

const CODES: Record<string, TextLanguage> = { ko: 'ko_KR', en: 'en_US', fr: 'fr_FR' };
const args = process.argv.slice(2);
const p = args.indexOf('--pattern');
const source = p >= 0 ? args[p + 1] : undefined;
if (p >= 0) args.splice(p, 2);
const [code, ...words] = args;
const language = code ? CODES[code] : undefined;
const text = words.join(' ');
if (!language || text.trim() === '' || (p >= 0 && !source)) {
  console.error('usage: npm run grammar:try -- ko|en|fr "a sentence" [--pattern "<pattern>"]');
  process.exit(2);
}
let matcher: GrammarMatcher;
try {
  matcher = source
    ? new GrammarMatcher(language, [compilePattern('(--pattern)', source, language)])
    : grammarMatcher(language);
} catch (error) {
  if (error instanceof PatternError) {
    console.error(`the pattern does not parse: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
const units = analyzerFor(language).analyze(text);
const ctx = new MatchContext(units, language);
console.info('units (morphemes as lex/TAG; [form=...] where a verb form is known):');
let pos = 0;
units.forEach((unit, u) => {
  const morphs = unit.morphs.map((m) => {
    const forms = ctx.feature(pos++, 'form');
    return `${m.lex}/${m.tag}${forms.length > 0 ? `[form=${forms.join('|')}]` : ''}`;
  });
  console.info(`  ${u}  ${unit.surface}  word=${unit.word}  ${morphs.join(' + ')}`);
});
const spans = matcher.match(units);
console.info(spans.length > 0 ? 'matches:' : 'matches: none');
for (const span of spans) {
  const parts = span.morphs.map((r) => {
    const unit = units[r.unit];
    const lexes = unit?.morphs
      .slice(r.first, r.last + 1)
      .map((m) => m.lex)
      .join('+');
    return `${unit?.surface}[${r.first}..${r.last}]=${lexes}`;
  });
  console.info(`  ${span.id}  units ${span.first}..${span.last}  ${parts.join('  ')}`);
}
