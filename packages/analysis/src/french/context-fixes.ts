/**
 * Corrections after the reading chooser, each for a case the lexicon cannot tell apart by itself:
 * feminine nouns that are words of their own (la retraite is not le retrait), nouns of `avoir besoin`-type
 * phrases, `des` as the contraction of de + les after a noun, and être as an auxiliary (the universal
 * tagging of the copula too).
 */
import type { Candidate } from './disambiguate.ts';
import type { Reading } from './readings.ts';
import { normalizeForm } from './tokenizer.ts';

/**
 * Feminine nouns the Hunspell lexicon only lists as the feminine of a masculine (retraite -> retrait,
 * capitale -> capital): each is a noun with a meaning of its own, so it is its own lemma.
 */
const FEMININE_NOUNS = new Set(
  (
    'retraite capitale moyenne commune calculatrice chaudière baignoire rédaction couverture ouverture ' +
    'fermeture bouilloire passoire friteuse laveuse tondeuse perceuse imprimante agrafeuse trottinette'
  ).split(' '),
);

/** Nouns of `avoir besoin/envie/peur ...` (a noun, never an adjective, right after avoir). */
const AVOIR_NOUNS = new Set([
  'besoin',
  'envie',
  'peur',
  'faim',
  'soif',
  'froid',
  'chaud',
  'sommeil',
  'honte',
  'raison',
  'tort',
  'lieu',
  'mal',
]);

/** Words before which `des` is de + les (`près des`, `à cause des`), besides nouns. */
const DE_GOVERNORS = new Set([
  'près',
  'loin',
  'lors',
  'autour',
  'hors',
  'cause',
  'partir',
  'côté',
  'face',
  'auprès',
  'long',
  'parmi',
  'beaucoup',
  'plupart',
  'ensemble',
  'sortir',
  'venir',
  'revenir',
  'parler',
]);

const CONTRACTED_DES = [
  { lex: 'de', tag: 'ADP' },
  { lex: 'le', tag: 'DET' },
];

/** The feminine singular a noun reading's form stands for, when it is one of FEMININE_NOUNS. */
function feminineNoun(form: string): string | undefined {
  if (FEMININE_NOUNS.has(form)) return form;
  const singular = form.endsWith('s') ? form.slice(0, -1) : undefined;
  return singular && FEMININE_NOUNS.has(singular) ? singular : undefined;
}

/**
 * Rewrites chosen readings in place (see the module comment).
 * @example fixFrenchReadings(words, chosen) // sa retraite: retraite/NOUN, not retrait/ADJ
 */
export function fixFrenchReadings(tokens: readonly Candidate[], chosen: Reading[]): void {
  for (let i = 0; i < chosen.length; i += 1) {
    const reading = chosen[i];
    if (!reading) continue;
    const form = normalizeForm(tokens[i]?.text ?? '');
    const prev = chosen[i - 1];
    const prevForm = normalizeForm(tokens[i - 1]?.text ?? '');
    const feminine = feminineNoun(form);
    if (feminine && (reading.tag === 'NOUN' || reading.tag === 'ADJ' || prev?.tag === 'DET')) {
      chosen[i] = { lemma: feminine, tag: 'NOUN', lexClass: 'N', prior: reading.prior };
    } else if (AVOIR_NOUNS.has(form) && prev?.lemma === 'avoir' && reading.tag !== 'NOUN') {
      chosen[i] = { lemma: form, tag: 'NOUN', lexClass: 'N', prior: reading.prior };
    } else if (
      form === 'des' &&
      reading.tag === 'DET' &&
      (prev?.tag === 'NOUN' || prev?.tag === 'PROPN' || DE_GOVERNORS.has(prevForm))
    ) {
      chosen[i] = { lemma: 'de', tag: 'ADP', parts: CONTRACTED_DES, prior: reading.prior };
    } else if (reading.lemma === 'être' && reading.tag === 'VERB') {
      chosen[i] = { ...reading, tag: 'AUX' };
    }
  }
}
