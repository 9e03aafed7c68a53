/**
 * Groups morphemes into units as a learner sees words: inside one eojeol (a space-separated chunk), a content
 * word takes the particles, endings and suffixes that follow it (학교에, 갔어요, 공부하는); a second content
 * word starts a new unit unless the two form a compound the lexicon (or a safe rule) knows (좋아하다,
 * 대표팀, 잘하다). Punctuation belongs to no unit.
 */
import type { HeadwordLexicon } from '../types.ts';
import { isContent, isSeureopSuffix, stemOf } from './headwords.ts';
import type { UnitDraft } from './headwords.ts';
import { tagClass } from './tags.ts';
import type { KoreanMorpheme } from './tokenize.ts';

/** Connective endings after which a following stem may form a compound verb (좋+아+하, 들+어+오). */
const COMPOUNDING_ENDINGS = new Set(['아', '어', '여']);

const classOf = (m: KoreanMorpheme) => tagClass(m.tag);

/** The last lexical part of a morpheme (했 -> 았 is its ending part; 좋 -> 좋). */
function lastPart(m: KoreanMorpheme): { lex: string; tag: string } {
  const parts = m.expression;
  const last = parts?.[parts.length - 1];
  if ((m.type === 'Inflect' || m.type === 'Preanalysis') && last) return last;
  return { lex: m.surface, tag: m.tag.split('+').pop() ?? m.tag };
}

/** Whether the unit so far is only nouns (with prefixes): no particle, ending or suffix yet. */
const onlyNouns = (draft: UnitDraft) =>
  draft.tokens.every((t) => {
    const c = classOf(t);
    return c === 'noun' || c === 'prefix';
  });

/** Whether a stem following `draft` in the same eojeol forms one headword with it. */
function mergesVerb(
  draft: UnitDraft,
  next: KoreanMorpheme,
  text: string,
  lexicon?: HeadwordLexicon,
): boolean {
  const stem = stemOf(next);
  const head = draft.tokens[0];
  const tail = draft.tokens[draft.tokens.length - 1];
  if (!head || !tail) return false;
  const candidate = text.slice(draft.start, next.start) + stem + '다';
  const ending = lastPart(tail);
  const afterConnective = ending.tag === 'EC' && COMPOUNDING_ENDINGS.has(ending.lex.slice(-1));
  const headClass = classOf(head);
  if (afterConnective && draft.tokens.every((t) => classOf(t) === 'predicate' || classOf(t) === 'ending')) {
    if (lexicon) {
      const decomposed = draft.tokens
        .map((t) => t.expression?.map((p) => p.lex).join('') ?? t.surface)
        .join('');
      return lexicon.has(candidate) || lexicon.has(decomposed + stem + '다');
    }
    // Without a dictionary only the productive, always-listed patterns merge: -아/어하다 on adjectives
    // (좋아하다, 싫어하다) and motion compounds with 가다/오다 (걸어가다, 뛰어오다).
    const headTag = head.tag.split('+')[0];
    return (stem === '하' && headTag === 'VA') || ((stem === '가' || stem === '오') && headTag === 'VV');
  }
  if (headClass === 'modifier' && draft.tokens.length === 1) {
    if (lexicon) return lexicon.has(candidate);
    return (head.surface === '잘' || head.surface === '못') && stem === '하';
  }
  if (onlyNouns(draft)) return lexicon?.has(candidate) ?? false;
  return false;
}

/** Whether a noun following `draft` in the same eojeol makes a compound noun the lexicon has. */
function mergesNoun(
  draft: UnitDraft,
  next: KoreanMorpheme,
  text: string,
  lexicon?: HeadwordLexicon,
): boolean {
  const head = draft.tokens[0];
  if (head && classOf(head) === 'number') {
    // 2024년, 3시: a number and its counter read as one unit named by the counter.
    return draft.tokens.every((t) => classOf(t) === 'number') && /^NNB/.test(next.tag);
  }
  if (head && classOf(head) === 'prefix' && draft.tokens.length === 1) return true;
  // A determiner or adverb glued to a noun may be one dictionary word (한+번 -> 한번).
  const glued =
    onlyNouns(draft) || (head !== undefined && classOf(head) === 'modifier' && draft.tokens.length === 1);
  return lexicon !== undefined && glued && lexicon.has(text.slice(draft.start, next.end));
}

/** Whether `next` attaches to the unit being built rather than starting a new one. */
function attaches(draft: UnitDraft, next: KoreanMorpheme, text: string, lexicon?: HeadwordLexicon): boolean {
  switch (classOf(next)) {
    case 'particle':
    case 'ending':
    case 'copula':
    case 'nounSuffix':
    case 'verbSuffix':
      return true;
    case 'noun':
      return mergesNoun(draft, next, text, lexicon);
    case 'predicate':
      return (isSeureopSuffix(next) && onlyNouns(draft)) || mergesVerb(draft, next, text, lexicon);
    case 'foreign':
      // 5G, 3D: a number glued to Latin letters reads as one token.
      return draft.tokens.every((t) => classOf(t) === 'number');
    default:
      return !draft.tokens.some(isContent);
  }
}

/**
 * Splits morphemes into learner units (drafts); `text` is the analysed input the offsets refer to.
 * @example groupUnits(tokenizeKorean('학교에 갔어요'), '학교에 갔어요').length // 2
 */
export function groupUnits(
  morphemes: readonly KoreanMorpheme[],
  text: string,
  lexicon?: HeadwordLexicon,
): UnitDraft[] {
  const units: UnitDraft[] = [];
  let current: UnitDraft | undefined;
  let previousEnd = -1;
  for (const m of morphemes) {
    const sameEojeol = m.start === previousEnd;
    previousEnd = m.end;
    if (classOf(m) === 'punctuation') {
      current = undefined;
      continue;
    }
    if (current && sameEojeol && attaches(current, m, text, lexicon)) {
      current.tokens.push(m);
      current.end = m.end;
      continue;
    }
    current = { tokens: [m], start: m.start, end: m.end };
    units.push(current);
  }
  return units;
}
