/**
 * A learner-facing repair on top of the MeCab-exact morphemes: the polite present of a verb whose stem ends in
 * ㅏ/ㅓ/ㅐ/ㅔ/ㅕ contracts with 아요/어요 into the bare stem + 요 (가 + 아요 -> 가요), and MeCab with
 * mecab-ko-dic then reads many of them as a noun or as particles: 가요 'popular song', 자요, 서요, 차/NNG +
 * 요/JX, 가/JKS + 요/JX (어디 가요?), 끝/NNG + 이/VCP + 나요. At the end of a sentence these are almost always
 * the verb ("학교에 가요.", "잘 자요.", "수업이 끝나요."), which is what a learner looks up. The morphemes of
 * such a sentence-final word are replaced by stem/VV + 요/EF when the verb exists; everything else keeps
 * MeCab's reading (the parity with MeCab is that of `tokenizeKorean`, which this does not touch).
 */
import type { HeadwordLexicon } from '../types.ts';
import { decompose } from './hangul.ts';
import { isPredicateIn } from './headwords.ts';
import type { KoreanMorpheme } from './tokenize.ts';

/** Vowels (Unicode vowel indexes) that swallow the 아/어 of 아요/어요: ㅏ ㅐ ㅓ ㅔ ㅕ. */
const CONTRACTING_VOWELS = new Set([0, 1, 4, 5, 6]);

/**
 * Common verbs of that shape, used when no dictionary is installed (resolution then works from rules alone).
 * With a dictionary, any verb or adjective it lists qualifies.
 */
const KNOWN_CONTRACTED_VERBS = new Set([
  '가다',
  '자다',
  '서다',
  '사다',
  '타다',
  '차다',
  '나다',
  '싸다',
  '짜다',
  '켜다',
  '펴다',
  '깨다',
  '내다',
  '세다',
  '끝나다',
  '떠나다',
  '만나다',
  '나가다',
  '일어나다',
  '건너다',
]);

/** Tags that already make the word a predicate: MeCab's reading is then kept. */
const PREDICATE_TAG = /^(VV|VA|VX)/;
/** Symbols, foreign words and numbers end a word run (a full stop after 가요 is its own morpheme). */
const SYMBOL_TAG = /^S/;
/** What may follow the last word of a sentence. */
const SENTENCE_END = /^\s*(?:$|[.?!…~。？！"'”’」』)\]\n])/;

function verbExists(headword: string, lexicon: HeadwordLexicon | undefined): boolean {
  if (KNOWN_CONTRACTED_VERBS.has(headword)) return true;
  return !!lexicon && isPredicateIn(headword, lexicon);
}

/** The stem before 요 when it can be a contracted verb stem (ends in an open ㅏ/ㅓ/ㅐ/ㅔ/ㅕ syllable). */
function contractedStem(word: string): string | undefined {
  if (word.length < 2 || !word.endsWith('요')) return undefined;
  const stem = word.slice(0, -1);
  const last = decompose(stem.slice(-1));
  if (!last || last.final !== 0 || !CONTRACTING_VOWELS.has(last.vowel)) return undefined;
  return stem;
}

function morpheme(
  text: string,
  start: number,
  end: number,
  tag: 'VV' | 'EF',
  jongseong: boolean,
): KoreanMorpheme {
  const surface = text.slice(start, end);
  return {
    surface,
    start,
    end,
    tag,
    semanticClass: undefined,
    jongseong,
    reading: surface,
    type: undefined,
    firstTag: undefined,
    lastTag: undefined,
    expression: undefined,
    feature: `${tag},*,${jongseong ? 'T' : 'F'},${surface},*,*,*,*`,
    known: false,
  };
}

/**
 * Replaces the reading of sentence-final polite verbs that MeCab took for a noun or particles.
 * @example repairPolitePredicates(tokenizeKorean('학교에 가요.'), '학교에 가요.') // ... 가/VV, 요/EF, ./SF
 */
export function repairPolitePredicates(
  morphemes: KoreanMorpheme[],
  text: string,
  lexicon?: HeadwordLexicon,
): KoreanMorpheme[] {
  let out: KoreanMorpheme[] | undefined;
  let runStart = 0;
  for (let i = 0; i < morphemes.length; i++) {
    const current = morphemes[i]!;
    const next = morphemes[i + 1];
    if (SYMBOL_TAG.test(current.tag)) {
      runStart = i + 1;
      continue;
    }
    // A word run is a stretch of adjacent, non-symbol morphemes; it ends before a space or a symbol.
    const runEnds = !next || next.start > current.end || SYMBOL_TAG.test(next.tag);
    if (!runEnds) continue;
    const run = morphemes.slice(runStart, i + 1);
    runStart = i + 1;
    const first = run[0]!;
    // Only a whole space-separated word: "노래가요" glued to more Hangul before it is left alone.
    if (first.start > 0 && /\p{Script=Hangul}/u.test(text[first.start - 1]!)) continue;
    if (run.some((m) => PREDICATE_TAG.test(m.tag))) continue;
    if (!SENTENCE_END.test(text.slice(current.end))) continue;
    const word = text.slice(first.start, current.end);
    const stem = contractedStem(word);
    if (!stem || !verbExists(`${stem}다`, lexicon)) continue;
    out ??= morphemes.slice();
    const stemEnd = current.end - 1;
    const replaced = [
      morpheme(text, first.start, stemEnd, 'VV', false),
      morpheme(text, stemEnd, current.end, 'EF', false),
    ];
    const offset = out.length - morphemes.length;
    out.splice(i - run.length + 1 + offset, run.length, ...replaced);
  }
  return out ?? morphemes;
}
