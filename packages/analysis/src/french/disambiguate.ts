/**
 * Chooses one reading per token, left to right, with hand-written context rules: after a determiner a
 * noun (`l'été`, `le lit`), after a subject or object pronoun a verb (`il lit`, `nous avions`), after a
 * form of avoir a participle (`a été`), then marks être/avoir as auxiliaries before a participle.
 */
import { OBJECT_CLITICS, SUBJECT_PRONOUNS } from './closed-class.ts';
import type { Reading } from './readings.ts';
import { normalizeForm } from './tokenizer.ts';

/** A token's text and readings as the chooser sees them. */
export interface Candidate {
  text: string;
  readings: Reading[];
}

const DETERMINER_FORMS = new Set([
  'le',
  'la',
  'les',
  "l'",
  'un',
  'une',
  'des',
  'du',
  'au',
  'aux',
  'ce',
  'cet',
  'cette',
  'ces',
  'mon',
  'ma',
  'mes',
  'ton',
  'ta',
  'tes',
  'son',
  'sa',
  'ses',
  'notre',
  'nos',
  'votre',
  'vos',
  'leur',
  'leurs',
  'chaque',
  'quelques',
  'plusieurs',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'aucun',
  'aucune',
  'cet',
]);
const PARTICIPLE_ENDING =
  /(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|it|ite|its|ites|ert|erte|erts|ertes|int|inte|eint|aint|oint|ort|orte|û)$/;
const BETWEEN_AUX = new Set([
  'ne',
  "n'",
  'pas',
  'plus',
  'jamais',
  'déjà',
  'bien',
  'toujours',
  'encore',
  'souvent',
  'y',
  'en',
  'tout',
  'beaucoup',
  'vraiment',
  'aussi',
  'rien',
  'point',
]);

/** Words after which a finite verb is expected besides subject pronouns (`qui trouve`, `cela pose`). */
const VERB_TRIGGERS = new Set(['ne', "n'", 'qui', 'cela', 'ça', 'ceci']);

interface Context {
  prev: Reading | undefined;
  prevForm: string;
  nextReadings: readonly Reading[];
  /** The nearest word before, past adverbs, is être or a copula (`étaient toujours parfaits`). */
  afterCopula: boolean;
}

/** Verbs conjugated with être: after it their participle is a compound tense (`est mort`). */
export const ETRE_VERBS = new Set(
  (
    'aller venir arriver partir naître mourir tomber rester entrer sortir monter descendre retourner ' +
    'devenir revenir rentrer passer parvenir intervenir décéder repartir redescendre remonter survenir'
  ).split(' '),
);

/** Adjectives that usually stand before their noun (`une belle maison`, `un vieil homme`). */
const PRENOMINAL = new Set(
  (
    'beau bon grand petit jeune vieux nouveau mauvais joli gros long haut premier dernier autre même seul ' +
    'vrai faux meilleur pire court large gentil cher ancien prochain simple double demi'
  ).split(' '),
);

const COPULA_LEMMAS = new Set(['être', 'sembler', 'devenir', 'rester', 'paraître']);
/** Tags that open the phrase after a transitive or intransitive verb (`montre une`, `change lentement`). */
const PHRASE_OPENERS = new Set(['DET', 'ADV', 'PRON', 'ADP']);

function isVerbContext(ctx: Context): boolean {
  const { prev, prevForm } = ctx;
  if (!prev) return false;
  if (SUBJECT_PRONOUNS.has(prevForm) || VERB_TRIGGERS.has(prevForm)) return true;
  if (prev.tag === 'PRON' && (OBJECT_CLITICS.has(prevForm) || ['le', 'la', 'les', "l'"].includes(prevForm)))
    return true;
  return false;
}

function score(reading: Reading, form: string, ctx: Context): number {
  let s = reading.prior;
  const { prev, prevForm } = ctx;
  const tag = reading.tag;
  if (['le', 'la', 'les', "l'"].includes(form)) {
    // Object pronoun after a subject, `ne` or another clitic (`je l'aime`, `il ne la voit`); article otherwise.
    const objectSlot = isVerbContext(ctx) || (prev?.tag === 'PRON' && OBJECT_CLITICS.has(prevForm));
    const nextIsVerbOnly = ctx.nextReadings.length > 0 && ctx.nextReadings.every((r) => r.tag === 'VERB');
    if (tag === 'PRON') s += objectSlot || nextIsVerbOnly ? 3 : -1;
    return s;
  }
  if (form === "s'" && tag === 'SCONJ') s += ctx.nextReadings.some((r) => r.lemma === 'il') ? 3 : -3;
  if (form === 'en' && tag === 'PRON')
    s += isVerbContext(ctx) || ctx.nextReadings[0]?.tag === 'VERB' ? 1 : -1;
  if (form === 'que' || form === "qu'") {
    if (tag === 'PRON' && (prev?.tag === 'NOUN' || prev?.tag === 'PRON')) s += 1;
  }
  const nextNominal = ctx.nextReadings.some((r) => r.tag === 'NOUN' || r.tag === 'ADJ');
  if (tag === 'DET' && nextNominal) s += 1.5;
  // An invariable noun beats the plural of a rarer one (`fois` not `foi`, `sens` not `sen`).
  if (tag === 'NOUN' && reading.lexClass === 'X' && reading.lemma === form) s += 0.25;
  if (prevForm === 'en' && reading.lexClass === 'G') s += 2;
  if (!prev) return s;
  const afterDeterminer = prev.tag === 'DET' || DETERMINER_FORMS.has(prevForm) || prev.tag === 'NUM';
  if (afterDeterminer && prev.tag !== 'PRON') {
    if (tag === 'NOUN') s += 2;
    // An adjective before the noun (`un grand hôpital`, `les belles actrices`) when the next word is first of
    // all a noun or the adjective is one that goes first: a noun then an adjective (`les droits humains`) is
    // the usual order otherwise.
    else if (tag === 'ADJ') {
      const nextNoun = ctx.nextReadings.some((r) => r.tag === 'NOUN' && r.prior >= 0.7);
      const first = ctx.nextReadings[0]?.tag === 'NOUN' || PRENOMINAL.has(reading.lemma);
      s += nextNoun && first ? 2.2 : 1.2;
    } else if (tag === 'VERB' && reading.lexClass !== 'P') s -= 2.5;
    else if (tag === 'VERB') s -= 1.5;
  } else if (isVerbContext({ ...ctx })) {
    if (tag === 'VERB' && reading.lexClass !== 'I' && reading.lexClass !== 'P') s += 2.5;
    else if (tag === 'NOUN' || tag === 'ADJ') s -= 2;
  } else if (prev.tag === 'ADP') {
    if (reading.lexClass === 'I' || tag === 'NOUN') s += 1;
    else if (tag === 'VERB' && reading.lexClass !== 'G') s -= 1.5;
  } else if (prev.lemma === 'avoir' && (prev.tag === 'VERB' || prev.tag === 'AUX')) {
    if (tag === 'VERB') s += 1.5;
    else if (tag === 'NOUN') s -= 1.5;
  } else if (ctx.afterCopula) {
    if (tag === 'ADJ') s += reading.lexClass === 'N' ? 0.5 : 1;
    // A regular participle, or an irregular one of a verb conjugated with être (`est mort`, `est né`).
    const regular = /é(?:e|s|es)?$/.test(form);
    const compound = ETRE_VERBS.has(reading.lemma) && PARTICIPLE_ENDING.test(form);
    if (reading.lexClass === 'P' || (reading.lexClass === 'V' && (regular || compound))) s += 1;
    else if (tag === 'VERB' && reading.lexClass === 'V') s -= 1;
  } else if (prev.tag === 'NOUN' || prev.tag === 'PROPN') {
    // A gender-invariable word after a noun is more often its verb than an adjective (`la fresque montre`).
    if (tag === 'ADJ') s += reading.lexClass === 'N' ? 0.8 : 1;
    else if (tag === 'VERB' && reading.lexClass === 'V') {
      const opens = ctx.nextReadings.some((r) => PHRASE_OPENERS.has(r.tag) || r.lexClass === 'I');
      s += opens ? 1.1 : 0.3;
    }
  } else if (prev.tag === 'ADJ' && tag === 'NOUN') s += 0.5;
  return s;
}

/**
 * Picks the best reading of each token in place of the candidate lists; `adjust` may rewrite choices
 * before auxiliaries are marked.
 * @example chooseReadings([{ text: 'il', readings }, { text: 'lit', readings }])[1]?.lemma // 'lire'
 */
export function chooseReadings(
  tokens: readonly Candidate[],
  adjust?: (chosen: Reading[]) => void,
): Reading[] {
  const chosen: Reading[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Candidate;
    const form = normalizeForm(token.text);
    let k = i - 1;
    while (k >= 0 && chosen[k]?.tag === 'ADV') k -= 1;
    const before = chosen[k];
    const ctx: Context = {
      prev: chosen[i - 1],
      prevForm: i > 0 ? normalizeForm(tokens[i - 1]?.text ?? '') : '',
      nextReadings: tokens[i + 1]?.readings ?? [],
      afterCopula: before !== undefined && before.tag === 'VERB' && COPULA_LEMMAS.has(before.lemma),
    };
    let best = token.readings[0] as Reading;
    let bestScore = -Infinity;
    for (const reading of token.readings) {
      const value = score(reading, form, ctx);
      if (value > bestScore) {
        best = reading;
        bestScore = value;
      }
    }
    chosen.push(best);
  }
  adjust?.(chosen);
  markAuxiliaries(tokens, chosen);
  return chosen;
}

/** être/avoir followed (past negation and adverbs) by a past participle are auxiliaries. */
function markAuxiliaries(tokens: readonly Candidate[], chosen: Reading[]): void {
  for (let i = 0; i < chosen.length; i += 1) {
    const reading = chosen[i] as Reading;
    if (reading.tag !== 'VERB' || (reading.lemma !== 'être' && reading.lemma !== 'avoir')) continue;
    let j = i + 1;
    while (j < chosen.length && BETWEEN_AUX.has(normalizeForm(tokens[j]?.text ?? ''))) j += 1;
    const next = chosen[j];
    const nextForm = normalizeForm(tokens[j]?.text ?? '');
    if (
      next?.tag === 'VERB' &&
      (next.lexClass === 'P' || (next.lexClass === 'V' && PARTICIPLE_ENDING.test(nextForm)))
    ) {
      chosen[i] = { ...reading, tag: 'AUX' };
    }
  }
}
