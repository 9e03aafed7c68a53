/**
 * Candidate readings (lemma + universal tag) of one French token, from the function-word table and the
 * expanded Hunspell lexicon, each with a prior score that context rules then adjust.
 */
import { closedReadings } from './closed-class.ts';
import type { LexClass } from './flag-classes.ts';
import type { FrenchLexicon } from './lexicon-format.ts';
import { normalizeForm } from './tokenizer.ts';
import { lookupTable } from '../lookup-table.ts';

/** One possible analysis of a token. */
export interface Reading {
  lemma: string;
  tag: string;
  /** Lexicon class, for rules that need to know a form is a participle or an infinitive. */
  lexClass?: LexClass;
  parts?: { lex: string; tag: string }[];
  prior: number;
}

/** Frequent lemmas win ties between homographs (`suis`: être over suivre, `allions`: aller over allier). */
const FREQUENT = new Set(
  (
    'être avoir aller faire dire pouvoir vouloir savoir voir venir prendre devoir mettre falloir croire ' +
    'parler trouver donner passer rester penser tenir porter partir sortir vivre lire écrire connaître ' +
    'fils temps jour an année homme femme enfant maison ville pays monde vie main tête œil porte nuit ' +
    'sentir rendre attendre entendre répondre suivre ouvrir comprendre apprendre boire manger jouer ' +
    'mourir naître'
  ).split(' '),
);
/** Rare homograph lemmas that should lose against any other reading. */
const RARE = new Set(['allier', 'fil', 'suivre', 'lire', 'avion', 'est', 'vis', 'mes', 'sen', 'a', 'foi']);
/** Forms whose rare reading above is in fact the usual one. */
const RARE_EXEMPT: Readonly<Record<string, string>> = lookupTable({
  lit: 'lire',
  suit: 'suivre',
  suivent: 'suivre',
});

/** English words the French lexicon lists as borrowings but that are English where they appear in French. */
const ENGLISH_WORDS = new Set(['build', 'builds', 'the', 'commit', 'merge', 'release', 'update', 'upgrade']);

/** Plural or suppletive forms the dictionary lists as stems of their own. */
const LEMMA_OVERRIDES: Readonly<Record<string, string>> = lookupTable({
  yeux: 'œil',
  cieux: 'ciel',
  messieurs: 'monsieur',
  mesdames: 'madame',
  mesdemoiselles: 'mademoiselle',
  aïeux: 'aïeul',
});

function tagsOf(lexClass: LexClass, lemma: string): { tag: string; prior: number }[] {
  switch (lexClass) {
    case 'N':
      return [
        { tag: 'NOUN', prior: 1 },
        { tag: 'ADJ', prior: 0.6 },
      ];
    case 'A':
      return [
        { tag: 'ADJ', prior: 1 },
        { tag: 'NOUN', prior: 0.7 },
      ];
    case 'X':
      if (/^\p{Lu}/u.test(lemma)) return [{ tag: 'PROPN', prior: 1 }];
      if (lemma.endsWith('ment')) return [{ tag: 'ADV', prior: 1 }];
      return [{ tag: 'NOUN', prior: 0.8 }];
    default:
      return [{ tag: 'VERB', prior: 1 }];
  }
}

function priorOf(form: string, lemma: string, base: number): number {
  let prior = base;
  if (FREQUENT.has(lemma)) prior += 0.5;
  if (RARE.has(lemma) && RARE_EXEMPT[form] !== lemma) prior -= 0.6;
  return prior;
}

function push(out: Reading[], reading: Reading): void {
  const same = out.find((r) => r.lemma === reading.lemma && r.tag === reading.tag);
  if (!same) out.push(reading);
  else if (same.prior < reading.prior) Object.assign(same, reading);
}

/**
 * All readings of a word token, best prior first; an unknown word gets a guessed noun or proper noun.
 * @example wordReadings('allions', lexicon, false)[0] // { lemma: 'aller', tag: 'VERB', ... }
 */
export function wordReadings(text: string, lexicon: FrenchLexicon, sentenceStart: boolean): Reading[] {
  const lower = normalizeForm(text);
  const straight = text.replace(/[’ʼ]/g, "'");
  const capitalised = /^\p{Lu}/u.test(text);
  const out: Reading[] = [];
  const closed = closedReadings(lower);
  closed?.forEach((r, i) => push(out, { ...r, prior: 2 - i * 0.1 }));
  const exact = capitalised ? lexicon.lookup(straight) : [];
  const entries = [...exact, ...(straight === lower ? [] : lexicon.lookup(lower))];
  if (!capitalised) entries.push(...lexicon.lookup(lower));
  for (const entry of entries) {
    if (closed && entry.lexClass === 'X') continue;
    // `plus` is the adverb far more often than `plaire`'s past historic: function words keep their role.
    const closedPenalty = closed && entry.lexClass === 'V' ? 1 : 0;
    const lemma = LEMMA_OVERRIDES[lower] ?? entry.lemma;
    // Inside a sentence a capitalised word the dictionary spells with a capital is that name (`Paris`).
    const nameBonus = capitalised && /^\p{Lu}/u.test(lemma) ? (sentenceStart ? 0.3 : 1) : 0;
    const lowerPenalty = capitalised && !sentenceStart && !/^\p{Lu}/u.test(lemma) ? 0.5 : 0;
    for (const { tag, prior } of tagsOf(entry.lexClass, lemma)) {
      const base = priorOf(lower, lemma, prior) + nameBonus - lowerPenalty - closedPenalty;
      push(out, { lemma, tag, lexClass: entry.lexClass, prior: base });
    }
  }
  // A capital inside a sentence usually names someone (`Pierre`, `Rose`) even if a common noun exists.
  if (capitalised && !sentenceStart && !closed) push(out, { lemma: text, tag: 'PROPN', prior: 1.2 });
  // Words of another language in French text (`the`, `apt-get`, a `build`) are foreign, as Korean tags Latin
  // letters SL: an unknown word of plain ASCII letters, or an English word Hunspell lists as an anglicism.
  if (ENGLISH_WORDS.has(lower) || (out.length === 0 && !capitalised && /^[a-z]+$/.test(lower))) {
    return [{ lemma: lower, tag: 'X', prior: 3 }];
  }
  if (out.length === 0) {
    push(
      out,
      capitalised ? { lemma: text, tag: 'PROPN', prior: 1 } : { lemma: lower, tag: 'NOUN', prior: 0.5 },
    );
  }
  return out.sort((a, b) => b.prior - a.prior);
}
