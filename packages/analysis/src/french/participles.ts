/**
 * Past participles used as adjectives (`une porte fermée`, `il est fatigué`) take the adjective's
 * masculine singular as headword; in compound tenses and passives (`elle est allée`, `fermée par`) they
 * stay verbs with the infinitive. Runs after the reading chooser.
 */
import { ETRE_VERBS } from './disambiguate.ts';
import type { Candidate } from './disambiguate.ts';
import type { FrenchLexicon } from './lexicon-format.ts';
import type { Reading } from './readings.ts';
import { normalizeForm } from './tokenizer.ts';

const COPULAS = new Set(['sembler', 'devenir', 'rester', 'paraître', 'demeurer', 'avoir l’air']);
const INTENSIFIERS = new Set([
  'très',
  'si',
  'trop',
  'plus',
  'moins',
  'assez',
  'bien',
  'vraiment',
  'tout',
  'aussi',
  'toujours',
  'déjà',
]);
/** Verbs whose passive names its agent with de rather than par (`connu de tous`). */
const AGENT_WITH_DE = new Set(
  'connaître aimer respecter apprécier craindre détester haïr admirer adorer suivre accompagner entourer précéder'.split(
    ' ',
  ),
);
const REFLEXIVES = new Set(['me', "m'", 'te', "t'", 'se', "s'", 'nous', 'vous']);

function isParticiple(reading: Reading, form: string): boolean {
  return (
    reading.tag === 'VERB' &&
    (reading.lexClass === 'P' || (reading.lexClass === 'V' && /é(e|s|es)?$/.test(form)))
  );
}

/** The masculine singular of a participle: the shortest ending-stripped form with the same lemma. */
function masculine(form: string, lemma: string, lexicon: FrenchLexicon): string {
  const candidates = [
    form.replace(/ées$/, 'é'),
    form.replace(/ée$/, 'é'),
    form.replace(/es$/, ''),
    form.replace(/[es]$/, ''),
  ];
  let best = form;
  for (const c of candidates) {
    if (c.length < best.length && lexicon.lookup(c).some((e) => e.lemma === lemma)) best = c;
  }
  return best;
}

/** Why the participle at `i` reads as an adjective, judged from the words before and after it. */
function adjectivalContext(
  tokens: readonly Candidate[],
  chosen: readonly Reading[],
  i: number,
  lemma: string,
): boolean {
  let j = i - 1;
  while (j >= 0 && INTENSIFIERS.has(normalizeForm(tokens[j]?.text ?? ''))) j -= 1;
  const prev = chosen[j];
  if (!prev) return false;
  const nextForm = normalizeForm(tokens[i + 1]?.text ?? '');
  if (prev.tag === 'NOUN' && j === i - 1) return true;
  // `amicaux mais très disputés`: coordinated with an adjective.
  if (prev.tag === 'CCONJ' && chosen[j - 1]?.tag === 'ADJ') return true;
  if (COPULAS.has(prev.lemma) && prev.tag === 'VERB') return true;
  if (prev.lemma !== 'être' || normalizeForm(tokens[j]?.text ?? '') === 'été') return false;
  if (ETRE_VERBS.has(lemma) || nextForm === 'par') return false;
  // A passive whose agent comes with de (`connus de tous`, `aimée de ses voisins`).
  if (AGENT_WITH_DE.has(lemma) && ['de', "d'", 'des', 'du'].includes(nextForm)) return false;
  // `elle s'est levée`: a reflexive before être makes a compound tense.
  const beforeEtre = normalizeForm(tokens[j - 1]?.text ?? '');
  const beforeThat = normalizeForm(tokens[j - 2]?.text ?? '');
  return (
    !REFLEXIVES.has(beforeEtre) &&
    !(beforeEtre === 'ne' || beforeEtre === "n'" ? REFLEXIVES.has(beforeThat) : false)
  );
}

/**
 * Rewrites adjectival participles in place to ADJ readings with the masculine singular lemma.
 * @example markAdjectivalParticiples(tokens, chosen, lexicon) // `fatigué` after `suis` -> ADJ fatigué
 */
export function markAdjectivalParticiples(
  tokens: readonly Candidate[],
  chosen: Reading[],
  lexicon: FrenchLexicon,
): void {
  for (let i = 0; i < chosen.length; i += 1) {
    const reading = chosen[i] as Reading;
    const form = normalizeForm(tokens[i]?.text ?? '');
    if (!isParticiple(reading, form) || !adjectivalContext(tokens, chosen, i, reading.lemma)) continue;
    const adjective = tokens[i]?.readings.find((r) => r.lexClass === 'A' && r.tag === 'ADJ');
    chosen[i] = adjective ?? {
      lemma: masculine(form, reading.lemma, lexicon),
      tag: 'ADJ',
      lexClass: 'A',
      prior: reading.prior,
    };
  }
}
