/**
 * Headword rules: from a learner unit (a run of morphemes inside one eojeol) to the dictionary forms it may
 * stand for, most likely first. Verbs and adjectives get 다, derivations stay one word (공부하다,
 * 깨끗하다, 사용되다), irregular stems are rebuilt (지어요 -> 짓다), and the lexicon, when given, picks the
 * first candidate that really exists.
 */
import type { HeadwordLexicon } from '../types.ts';
import { FINAL, PALATAL_INITIALS, VOWEL, decompose, startsWithAEoEu, withFinal } from './hangul.ts';
import { tagClass } from './tags.ts';
import type { KoreanMorpheme } from './tokenize.ts';
import { lookupTable } from '../lookup-table.ts';

/** A unit being built: consecutive morphemes of one eojeol. */
export interface UnitDraft {
  tokens: KoreanMorpheme[];
  start: number;
  end: number;
}

/** Noun suffixes a learner's dictionary never lists with the noun (plural, approximation, distribution). */
const DETACHED_SUFFIXES = new Set([
  '들',
  '쯤',
  '씩',
  '째',
  '끼리',
  '경',
  '당',
  '별',
  '짜리',
  '어치',
  '분',
  '간',
]);

/** Nouns after which 들어 means "listen" (듣다) rather than "lift, enter" (들다). */
const HEARING_NOUNS = new Set([
  '음악',
  '노래',
  '소리',
  '말',
  '이야기',
  '얘기',
  '소식',
  '강의',
  '수업',
  '설명',
  '뉴스',
  '라디오',
  '목소리',
  '충고',
  '조언',
  '말씀',
  '연주',
  '대답',
  '방송',
  '녹음',
]);

/**
 * Pronouns MeCab lists in a contracted or spoken form: the possessives 내 (나의), 제 (저의), 네 (너의), and the
 * spoken 이거, 그거, 저거 of 이것, 그것, 저것 (이건 = 이거 + ㄴ).
 */
const PRONOUN_CONTRACTIONS: Readonly<Record<string, string>> = lookupTable({
  내: '나',
  제: '저',
  네: '너',
  이거: '이것',
  그거: '그것',
  저거: '저것',
});

/** Time words after which 산 is 사다 "bought" rather than 살다 "lived" (어제 산 책). */
const TIME_WORDS = new Set([
  '어제',
  '그제',
  '그저께',
  '지난주',
  '지난달',
  '작년',
  '오늘',
  '아까',
  '방금',
  '최근',
  '전',
  '얼마',
]);

const CONTENT = new Set([
  'noun',
  'predicate',
  'modifier',
  'root',
  'prefix',
  'number',
  'foreign',
  'hanja',
  'other',
]);

/** Whether a morpheme carries meaning of its own (not a particle, ending, suffix or punctuation). */
export function isContent(m: KoreanMorpheme): boolean {
  return CONTENT.has(tagClass(m.tag));
}

/** Whether a morpheme is a verb/adjective stem or a derivational suffix that ends in 다 as a headword. */
export function isStemBearing(m: KoreanMorpheme): boolean {
  const c = tagClass(m.tag);
  return c === 'predicate' || c === 'verbSuffix';
}

/**
 * Whether a predicate is really the suffix -스럽다 that MeCab sometimes splits off as a verb of its own
 * (자연 + 스러워/VV); it then belongs to its noun (자연스럽다).
 * @example isSeureopSuffix(tokenizeKorean('자연스러워요')[1]) // true
 */
export function isSeureopSuffix(m: KoreanMorpheme): boolean {
  return /^(VV|VA|XSA)/.test(m.tag) && /^스(러|럽|런)/.test(m.surface);
}

/**
 * The lexical form of a morpheme: the first part of an Inflect/Preanalysis expression (갔 -> 가), else the
 * surface.
 * @example stemOf(tokenizeKorean('갔어요')[0]) // '가'
 */
export function stemOf(m: KoreanMorpheme): string {
  if (isSeureopSuffix(m)) return '스럽';
  const first = m.type === 'Inflect' || m.type === 'Preanalysis' ? m.expression?.[0] : undefined;
  const lex = first?.lex;
  if (!lex) return m.surface;
  // The copula 이 drops after a vowel (누구든, 얘기다): the expression's 이 is right, not the surface.
  if (first.tag === 'VCP') return lex;
  // A one-part expression of the morpheme's own tag is a spelling of the word itself, and the surface is
  // the better one (mecab-ko-dic spells 물론's as 몰론).
  if (m.expression?.length === 1 && first.tag === m.tag) return m.surface;
  // Irregular stems keep their first consonant (들어 -> 듣, 몰라 -> 모르). An expression that does not
  // (mecab-ko-dic reads 하세요 as 않 + 시 + 어요) is not trusted: the surface spells the stem.
  const written = decompose(m.surface.charAt(0));
  const stem = decompose(lex.charAt(0));
  if (written && stem && written.initial !== stem.initial) return m.surface.slice(0, lex.length);
  return lex;
}

/** The decomposed lexical text of a morpheme (도와 -> 돕아), used to rebuild compounds like 여쭈어보다. */
function decomposedOf(m: KoreanMorpheme): string {
  if ((m.type === 'Inflect' || m.type === 'Preanalysis') && m.expression)
    return m.expression.map((p) => p.lex).join('');
  return m.surface;
}

/**
 * Stems an irregular verb may have when MeCab kept the stem unchanged before a vowel-initial ending:
 * 지+어 is 짓다 (지다 would contract to 져), 들+어 may be 듣다. Most likely first.
 */
function stemVariants(token: KoreanMorpheme, next: KoreanMorpheme | undefined, stem: string): string[] {
  const first = token.tag.split('+')[0];
  const rieul = rieulStem(token, next, stem);
  if (rieul) return [stem, rieul];
  if (
    (first !== 'VV' && first !== 'VA') ||
    token.surface !== stem ||
    !next ||
    !startsWithAEoEu(next.surface)
  ) {
    return [stem];
  }
  const last = decompose(stem.slice(-1));
  if (!last || stem === '하') return [stem];
  const ending = decompose(next.surface.charAt(0));
  if (last.final === FINAL.NONE) {
    const sios = withFinal(stem, FINAL.SIOS);
    if (!sios) return [stem];
    // ㅏ/ㅓ stems always contract (가+아 -> 가), and 지/치/찌 write 져/쳐/쪄: an uncontracted form means ㅅ.
    const mustContract =
      last.vowel === VOWEL.A ||
      last.vowel === VOWEL.EO ||
      (last.vowel === VOWEL.I && PALATAL_INITIALS.includes(last.initial)) ||
      ending?.vowel === VOWEL.EU;
    return mustContract ? [sios, stem] : [stem, sios];
  }
  if (last.final === FINAL.RIEUL) {
    const digeut = withFinal(stem, FINAL.DIGEUT);
    return digeut ? [stem, digeut] : [stem];
  }
  return [stem];
}

// Initials before which an ㄹ stem drops its ㄹ: ㄴ (아는, 드니까), ㅂ and ㅅ (아세요); index in the Unicode order.
const RIEUL_DROPPING_INITIALS: readonly number[] = [2, 7, 9];
// Endings that start with a final consonant after an open syllable: 든 (ᆫ), 알 (ᆯ), 압니다 (ᆸ).
const RIEUL_DROPPING_FINALS = new Set(['\u11ab', '\u11af', '\u11b8']);

/**
 * The ㄹ stem an open verb stem may stand for: an ㄹ stem loses its ㄹ before ㄴ, ㅂ and ㅅ (알+는 -> 아는,
 * 열+는 -> 여는, 들+는 -> 드는), and MeCab sometimes keeps the bare open stem (아/VV + 는/ETM). Offered after
 * the stem as written, so the lexicon still prefers 가다 for 가는 and only picks 알다 where 아다 is no word.
 */
function rieulStem(
  token: KoreanMorpheme,
  next: KoreanMorpheme | undefined,
  stem: string,
): string | undefined {
  const first = token.tag.split('+')[0];
  if ((first !== 'VV' && first !== 'VA') || token.surface !== stem || !next) return undefined;
  const last = decompose(stem.slice(-1));
  if (!last || last.final !== FINAL.NONE || stem === '하') return undefined;
  const start = next.surface.charAt(0);
  const ending = decompose(start);
  const drops = ending ? RIEUL_DROPPING_INITIALS.includes(ending.initial) : RIEUL_DROPPING_FINALS.has(start);
  return drops ? withFinal(stem, FINAL.RIEUL) : undefined;
}

const unique = (list: string[]): string[] => [...new Set(list.filter((s) => s.length > 0))];

/** Candidates of a unit ending in a verb/adjective stem or a derivational suffix. */
function predicateCandidates(draft: UnitDraft, text: string, s: number, recent: readonly string[]): string[] {
  const { tokens } = draft;
  const token = tokens[s];
  if (!token) return [];
  const prefix = text.slice(draft.start, token.start);
  const decomposedPrefix = tokens.slice(0, s).map(decomposedOf).join('');
  let stems = stemVariants(token, tokens[s + 1], stemOf(token));
  // 산 after a time word: MeCab reads 살+ㄴ ("lived"), a learner's text means 사+ㄴ ("bought").
  if (token.surface === '산' && stems.includes('살') && recent[0] && TIME_WORDS.has(recent[0]))
    stems = ['사', ...stems];
  const listens = recent.some((w) => HEARING_NOUNS.has(w));
  if (listens && stems.some((x) => x.endsWith('듣')))
    stems = [...stems.filter((x) => x.endsWith('듣')), ...stems];
  const list = stems.flatMap((stem) => [prefix + stem + '다', decomposedPrefix + stem + '다']);
  // One token holding two stems (도와드릴까요 = 돕+아+드리+ㄹ까요): the first stem is the safest headword.
  const parts = token.expression ?? [];
  const stemParts = parts.filter((p) => p.tag === 'VV' || p.tag === 'VA' || p.tag === 'VX');
  if (stemParts.length > 1 && stemParts[0]) list.push(stemParts[0].lex + '다');
  // A derivation the lexicon lacks (공부+하 without 공부하다) still names its noun.
  const head = tokens[0];
  if (tagClass(token.tag) === 'verbSuffix' && head && tagClass(head.tag) === 'noun') {
    list.push(
      nounCandidates({ tokens: tokens.slice(0, s), start: draft.start, end: token.start }, text)[0] ?? '',
    );
  }
  return unique(list);
}

/** Candidates of a noun unit (nouns, optional prefix, noun suffixes). */
function nounCandidates(draft: UnitDraft, text: string): string[] {
  const { tokens } = draft;
  let nounEnd = draft.start;
  let suffixEnd = -1;
  const suffixes: string[] = [];
  for (const t of tokens) {
    const c = tagClass(t.tag);
    if (c === 'noun' || c === 'prefix') {
      if (suffixEnd >= 0) break;
      nounEnd = t.end;
    } else if (c === 'nounSuffix') {
      suffixEnd = t.end;
      suffixes.push(t.surface);
    } else break;
  }
  const first = tokens[0];
  let base = text.slice(draft.start, nounEnd);
  if (first && tokens.length >= 1 && nounEnd === first.end) {
    // Contractions and inflected pronouns: 내 -> 나, 제 -> 저, 게 -> 것, 거 -> 것.
    base = stemOf(first);
    if (first.tag.startsWith('NP')) base = PRONOUN_CONTRACTIONS[base] ?? base;
    if (base === '거' && first.tag.startsWith('NNB')) base = '것';
    const hasHanja = /[\u3400-\u9fff\uf900-\ufaff]/.test(first.surface);
    if (hasHanja && first.reading) base = first.reading;
  }
  // An inflected noun token (배 = 바+이, 내 = 나+의) may also be the plain noun its surface spells.
  const spelled = first && nounEnd === first.end && first.surface !== base ? [first.surface] : [];
  // A prefixed noun the lexicon lacks (재구매, 비회원) still names its noun, after the whole word.
  const second = tokens[1];
  const unprefixed =
    first && second && tagClass(first.tag) === 'prefix' && tagClass(second.tag) === 'noun'
      ? [text.slice(second.start, nounEnd)]
      : [];
  if (suffixEnd < 0) return [base, ...spelled, ...unprefixed];
  const combined = text.slice(draft.start, suffixEnd);
  return suffixes.every((s) => DETACHED_SUFFIXES.has(s))
    ? [base, ...spelled, ...unprefixed]
    : [combined, base, ...spelled, ...unprefixed];
}

/**
 * The headwords a unit may stand for, most likely first (empty for units without a content word).
 * `recent` holds the words of the previous units, nearest first (they choose 듣다 over 들다 after 음악을).
 * @example headwordCandidates(unitOf('갔어요'), '갔어요') // ['가다']
 */
export function headwordCandidates(draft: UnitDraft, text: string, recent: readonly string[] = []): string[] {
  const { tokens } = draft;
  const first = tokens[0];
  if (!first) return [];
  const firstClass = tagClass(first.tag);
  if (firstClass === 'number') {
    const counter = tokens.find((t) => tagClass(t.tag) === 'noun');
    return counter ? [stemOf(counter)] : [];
  }
  if (firstClass === 'foreign' || firstClass === 'hanja') return [];
  // A suffix written apart from its noun (공부 해요, 석 달 됐어요) still names 하다/되다.
  if (!tokens.some(isContent) && firstClass !== 'verbSuffix') return [];
  let s = -1;
  tokens.forEach((t, i) => {
    if (isStemBearing(t)) s = i;
  });
  if (s >= 0) return predicateCandidates(draft, text, s, recent);
  if (firstClass === 'noun' || firstClass === 'prefix') return nounCandidates(draft, text);
  const gluedNoun = tokens.findLast((t) => tagClass(t.tag) === 'noun');
  if (gluedNoun) return [text.slice(draft.start, gluedNoun.end), stemOf(first)];
  return [stemOf(first)];
}

/** Dictionary categories (English or Korean names) that fit a unit ending in a verb or adjective stem. */
const PREDICATE_CATEGORY = /verb|adjective|동사|형용사/i;

/**
 * Whether the lexicon lists `written` as a verb or adjective.
 * @example isPredicateIn('마시다', createLexicon([{ written: '마시다', category: 'verb' }])) // true
 */
export function isPredicateIn(written: string, lexicon: HeadwordLexicon): boolean {
  return lexicon.homographs(written).some((e) => PREDICATE_CATEGORY.test(e.category));
}

/**
 * Picks the headword: with a lexicon, the first candidate it has, preferring entries whose category fits
 * (a verb for 들어요, not a noun of the same spelling); without one, the first candidate.
 * @example resolveHeadword(['좋아하다', '좋다'], createLexicon([{ written: '좋아하다', category: 'verb' }])) // '좋아하다'
 */
export function resolveHeadword(
  candidates: readonly string[],
  lexicon?: HeadwordLexicon,
  predicate = false,
): string | undefined {
  if (!lexicon) return candidates[0];
  if (predicate) {
    const fitting = candidates.find((c) => isPredicateIn(c, lexicon));
    if (fitting) return fitting;
  }
  return candidates.find((c) => lexicon.has(c));
}

/**
 * Whether a unit's headword is a verb or adjective (it holds a stem or a derivational suffix).
 * @example isPredicateUnit(draftOf('갔어요')) // true
 */
export function isPredicateUnit(draft: UnitDraft): boolean {
  return draft.tokens.some(isStemBearing) && tagClass(draft.tokens[0]?.tag ?? '') !== 'number';
}
