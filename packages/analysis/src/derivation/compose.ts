import type { TextLanguage } from '../types.ts';
import { composeTranslation, derivationsOf } from './derivations.ts';
import type { Affix, Derivation, GlossLanguage } from './types.ts';

/** A dictionary word a derived word may be built on, as the dictionary gives it. */
export interface BaseWord {
  written: string;
  category: string;
  homograph: number;
  /** Its senses' translations in the gloss language, in the dictionary's order ('' where a sense has none). */
  translations: readonly string[];
}

/**
 * The dictionary's words for each written form asked (keyed by the form as asked; a form it lacks may be
 * left out). Words Glossa composed itself are no bases: a composed base would compose twice.
 */
export type BaseLookup = (writtens: readonly string[]) => Promise<ReadonlyMap<string, readonly BaseWord[]>>;

/** One part of a composed word as the word detail lists it: `재-` "again", `구매` "purchase". */
export interface ComposedWordPart {
  written: string;
  gloss: string;
}

/** A word no dictionary has, composed from a base it has and the affixes around it. */
export interface ComposedWord {
  /** The headword asked for. */
  written: string;
  /** The outermost affix's category, else the base's. */
  category: string;
  /** The translation composed from the base's gloss, only when every affix is safe. */
  translation?: string;
  /** Prefixes (outermost first), the base, then suffixes, each with its gloss in the gloss language. */
  parts: ComposedWordPart[];
}

/**
 * The base's first gloss: its first translated sense without its qualifiers and up to the first comma ("to
 * purchase, to buy" -> "to purchase", "(music) composition" -> "composition"), or undefined when it has none.
 */
function firstGloss(word: BaseWord): string | undefined {
  for (const translation of word.translations) {
    const gloss = translation
      .replace(/[(（][^)）]*[)）]/g, '')
      .split(/[,;、]/)[0]!
      .replace(/\s+/g, ' ')
      .trim();
    if (gloss) return gloss;
  }
  return undefined;
}

function parts(
  derivation: Derivation,
  base: string,
  baseGloss: string,
  lang: GlossLanguage,
): ComposedWordPart[] {
  const part = (affix: Affix): ComposedWordPart => ({
    written: affix.label,
    gloss: affix.meaning[lang] ?? '',
  });
  const prefixes = derivation.affixes.filter((a) => a.kind === 'prefix').reverse();
  const suffixes = derivation.affixes.filter((a) => a.kind === 'suffix');
  return [...prefixes.map(part), { written: base, gloss: baseGloss }, ...suffixes.map(part)];
}

/**
 * The base word to compose from: one with a gloss, of the category the innermost affix follows when it says
 * (하다 follows a noun: 까다롭다 is no 까다 "to peel" + 롭다; -ly an adjective). None when the dictionaries
 * hold several homographs of that category (배 "pear", 배 "ship"): which one the word is made of cannot be
 * told, and a guess misleads.
 */
function chooseBase(
  candidates: readonly BaseWord[],
  derivation: Derivation,
): { word: BaseWord; gloss: string } | undefined {
  const wanted = derivation.affixes[0]?.baseCategory;
  const fitting = candidates.filter((word) => !wanted || word.category === wanted);
  const homographs = new Set(fitting.map((word) => `${word.category}|${word.homograph}`));
  if (homographs.size > 1) return undefined;
  for (const word of fitting) {
    const gloss = firstGloss(word);
    if (gloss) return { word, gloss };
  }
  return undefined;
}

/**
 * Composed words for headwords that have no entry of their own but whose base the dictionary knows, with
 * their parts: when every affix is safe, a translation in `lang` composed from the base's gloss (재구매 =
 * 재- + 구매 -> "re-purchase"); otherwise only the parts with their own glosses (구매하다 = 구매 "purchase"
 * + 하다 "do; makes a verb"). Only the headwords given are tried: call it with those the dictionary lacks.
 * A headword whose base is unknown, ambiguous, or has no gloss in `lang`, gets nothing. The dictionary is
 * asked once, for every candidate base, and not at all when no rule applies.
 * @example await composeWords(['재구매'], 'ko_KR', 'en_US', lookup) // [{ written: '재구매', translation: 're-purchase', ... }]
 */
export async function composeWords(
  headwords: readonly string[],
  textLanguage: TextLanguage,
  lang: GlossLanguage,
  lookup: BaseLookup,
): Promise<ComposedWord[]> {
  const derivations = new Map(headwords.map((headword) => [headword, derivationsOf(headword, textLanguage)]));
  const bases = [...new Set([...derivations.values()].flatMap((list) => list.map((d) => d.base)))];
  if (bases.length === 0) return [];
  const found = await lookup(bases);
  const composed: ComposedWord[] = [];
  for (const [headword, list] of derivations) {
    for (const derivation of list) {
      const base = chooseBase(found.get(derivation.base) ?? [], derivation);
      if (!base) continue;
      const safe = derivation.affixes.every((affix) => affix.safe === true);
      const translation = safe ? composeTranslation(derivation, base.gloss, lang) : undefined;
      if (safe && !translation) continue;
      const outer = derivation.affixes[derivation.affixes.length - 1];
      composed.push({
        written: headword,
        category: outer?.category ?? base.word.category,
        ...(translation ? { translation } : {}),
        parts: parts(derivation, base.word.written, base.gloss, lang),
      });
      break;
    }
  }
  return composed;
}
