import { speechInfoSchema, speechQuerySchema } from '@glossa/contract';
import { api } from '../../lib/api/client.ts';

/**
 * Pronunciation in three tiers (ARCHITECTURE.md, "Where the language data comes from"): the dictionary's
 * recording when the word has one; else the server's speech (espeak-ng) when the server has it, since many
 * browsers have no Korean or French voice; else the browser's speech synthesis. A tier that fails hands
 * over to the next; failures are only logged (spec section 8).
 */

const SPEECH_LANG: Readonly<Record<string, string>> = {
  ko: 'ko-KR',
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  ja: 'ja-JP',
};

const shortCode = (textLanguage: string) => textLanguage.slice(0, 2);

/**
 * Where the server serves a dictionary recording: by short language code and audio id (spec section 7).
 * @example audioUrl('ko_KR', 'a123') // '/api/audio/ko/a123'
 */
export function audioUrl(textLanguage: string, audioId: string): string {
  return `/api/audio/${shortCode(textLanguage)}/${encodeURIComponent(audioId)}`;
}

/**
 * Where the server speaks a text with espeak-ng.
 * @example speechUrl('ko_KR', '학교') // '/api/speech/ko?text=%ED%95%99%EA%B5%90'
 */
export function speechUrl(textLanguage: string, text: string): string {
  return `/api/speech/${shortCode(textLanguage)}?text=${encodeURIComponent(text)}`;
}

/** The languages the server speaks: asked once per page load, none once it failed to play. */
let serverLanguages: Promise<readonly string[]> | undefined;

function serverSpeaks(text: string, textLanguage: string): Promise<boolean> {
  serverLanguages ??= api
    .get<unknown>('/speech')
    .then((answer) => {
      const info = speechInfoSchema.parse(answer);
      return info.available ? info.languages : [];
    })
    .catch((error: unknown) => {
      console.warn('Audio: cannot tell whether the server speaks', error);
      return [];
    });
  // A text the server would refuse (too long, starting with '-') is not worth a request.
  const speakable = speechQuerySchema.safeParse({ text }).success;
  return serverLanguages.then((languages) => speakable && languages.includes(shortCode(textLanguage)));
}

/** Plays an audio URL; false (logged) when it cannot: missing, refused, not playable. */
function play(url: string, what: string): Promise<boolean> {
  return new Audio(url).play().then(
    () => true,
    (error: unknown) => {
      console.warn(`Audio: ${what} failed`, error);
      return false;
    },
  );
}

/** The browser's voices, waiting briefly for Chrome, which loads them after the page. */
async function browserVoices(): Promise<SpeechSynthesisVoice[]> {
  const voices = window.speechSynthesis.getVoices();
  if (voices.length > 0) return voices;
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    window.speechSynthesis.addEventListener('voiceschanged', done, { once: true });
    setTimeout(done, 400);
  });
  return window.speechSynthesis.getVoices();
}

/** Speaks with the browser's voice for the language; false when the browser has none. */
async function speak(text: string, textLanguage: string): Promise<boolean> {
  if (typeof window.speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') {
    console.warn('Audio: speech synthesis is not available in this browser');
    return false;
  }
  const lang = SPEECH_LANG[shortCode(textLanguage)] ?? textLanguage.replace('_', '-');
  const voice = (await browserVoices()).find((v) => v.lang.replace('_', '-').startsWith(lang.slice(0, 2)));
  if (!voice) {
    console.warn(`Audio: this browser has no ${lang} voice`);
    return false;
  }
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.voice = voice;
  utterance.rate = 0.9;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

async function pronounce(text: string, textLanguage: string, audioId: string | null | undefined) {
  if (audioId && (await play(audioUrl(textLanguage, audioId), 'recording'))) return true;
  if (await serverSpeaks(text, textLanguage)) {
    if (await play(speechUrl(textLanguage, text), 'server speech')) return true;
    serverLanguages = Promise.resolve([]); // the browser's voices for the rest of the session
  }
  return speak(text, textLanguage);
}

/**
 * Plays a word: its recording when it has an audio id, else the server's speech, else the browser's. Resolves
 * false when none of them could say it (the button then says so instead of staying silent).
 * @example await playWord('학교', 'ko_KR', null) // true: spoken in Korean
 */
export function playWord(
  text: string,
  textLanguage: string,
  audioId: string | null | undefined,
): Promise<boolean> {
  return pronounce(text, textLanguage, audioId).catch((error: unknown) => {
    console.warn('Audio: pronunciation failed', error);
    return false;
  });
}
