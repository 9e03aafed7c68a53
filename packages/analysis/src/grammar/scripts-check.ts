/**
 * Whether a text is written in the script (and, for longer Latin texts, the language) it claims: an
 * English explanation pasted in the French slot, or a Korean meaning typed in the Japanese slot, is caught.
 * Explanations quote the construction (`-아서`, `have + past participle`), so a script only has to hold
 * most of the letters, not all of them.
 */
import type { TextLanguage } from '../types.ts';
import type { GrammarLocale } from './types.ts';

const HANGUL = /\p{Script=Hangul}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/** Frequent function words: a longer text in one of these languages holds more of its own than others'. */
const FUNCTION_WORDS: Readonly<Record<'en' | 'fr' | 'es', ReadonlySet<string>>> = {
  en: new Set('the a an is are of to and in for with it this that you not be can when'.split(' ')),
  fr: new Set(
    'le la les de du des un une est et en pour que qui avec il elle ne pas au aux on se'.split(' '),
  ),
  es: new Set('el la los las de del un una es y en para que con se no por lo al como'.split(' ')),
};

function shares(text: string): { hangul: number; kana: number; han: number; latin: number; letters: number } {
  const out = { hangul: 0, kana: 0, han: 0, latin: 0, letters: 0 };
  for (const ch of text) {
    if (!LETTER.test(ch)) continue;
    out.letters++;
    if (HANGUL.test(ch)) out.hangul++;
    else if (KANA.test(ch)) out.kana++;
    else if (HAN.test(ch)) out.han++;
    else if (LATIN.test(ch)) out.latin++;
  }
  return out;
}

function latinLanguageProblem(locale: 'en' | 'fr' | 'es', text: string): string | undefined {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  if (words.length < 20) return undefined;
  const hits = (l: 'en' | 'fr' | 'es'): number => words.filter((w) => FUNCTION_WORDS[l].has(w)).length;
  const own = hits(locale);
  const best = (['en', 'fr', 'es'] as const).reduce((a, b) => (hits(b) > hits(a) ? b : a));
  // Quoted examples bring the other language's words: only a clear majority of them tells.
  if (best !== locale && hits(best) > own * 2) return `reads as ${best}, not ${locale}`;
  return undefined;
}

/**
 * What is wrong with a text claimed to be in `locale`, or undefined.
 * @example scriptProblem('ja', '비가 와서') // 'has no kana: not Japanese'
 */
export function scriptProblem(locale: GrammarLocale, text: string): string | undefined {
  const s = shares(text);
  if (s.letters === 0) return 'has no letters';
  // A Korean or Japanese text about English or French grammar quotes many Latin words: a quarter of
  // the letters in its own script is enough to tell it from a text pasted in the wrong slot.
  if (locale === 'ko') return s.hangul * 4 >= s.letters ? undefined : 'has too little Hangul: not Korean';
  if (locale === 'ja') {
    // A short term may be all kanji (過去); a sentence without kana is Chinese, not Japanese.
    if (s.kana === 0 && s.letters > 4) return 'has no kana: not Japanese';
    if (s.hangul > s.kana + s.han) return 'is mostly Hangul: not Japanese';
    return (s.kana + s.han) * 4 >= s.letters ? undefined : 'has too little kana and kanji: not Japanese';
  }
  if (s.latin * 2 < s.letters) return `is not mostly Latin letters: not ${locale}`;
  return latinLanguageProblem(locale, text);
}

/**
 * What is wrong with a sentence claimed to be in a text language, or undefined.
 * @example sentenceScriptProblem('ko_KR', 'I went home') // 'is not mostly Hangul: not Korean'
 */
export function sentenceScriptProblem(language: TextLanguage, text: string): string | undefined {
  if (language === 'ko_KR') return scriptProblem('ko', text);
  const s = shares(text);
  if (s.letters === 0) return 'has no letters';
  return s.latin === s.letters ? undefined : 'has letters outside the Latin script';
}
