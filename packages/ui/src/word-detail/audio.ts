import { shortCode, speechQuerySchema, type Locale, type ShortCode } from '@glossa/contract';
import type { Pronunciation } from '../provider.tsx';

/**
 * Pronunciation in three tiers (ARCHITECTURE.md, "Where the language data comes from"): the dictionary's
 * recording when the word has one; else the server's speech (espeak-ng) when the server has it, since many
 * browsers have no Korean or French voice; else the browser's speech synthesis. A tier that fails hands
 * over to the next; failures are only logged. The URLs come from the client (Pronunciation).
 */

/** The languages each server speaks: asked once per Pronunciation, none once its speech failed to play. */
const serverLanguages = new WeakMap<Pronunciation, Promise<readonly ShortCode[]>>();

function serverSpeaks(server: Pronunciation, text: string, lang: ShortCode): Promise<boolean> {
  let languages = serverLanguages.get(server);
  if (!languages) {
    languages = server
      .speechInfo()
      .then((info) => (info.available ? info.languages : []))
      .catch((error: unknown) => {
        console.warn('Audio: cannot tell whether the server speaks', error);
        return [];
      });
    serverLanguages.set(server, languages);
  }
  // A text the server would refuse (too long, starting with '-') is not worth a request.
  const speakable = speechQuerySchema.safeParse({ text }).success;
  return languages.then((list) => speakable && list.includes(lang));
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
async function speak(text: string, textLanguage: Locale): Promise<boolean> {
  if (typeof window.speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') {
    console.warn('Audio: speech synthesis is not available in this browser');
    return false;
  }
  const lang = textLanguage.replace('_', '-');
  const short = shortCode(textLanguage);
  const voice = (await browserVoices()).find((v) => v.lang.replace('_', '-').startsWith(short));
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

async function pronounce(
  server: Pronunciation | undefined,
  text: string,
  textLanguage: Locale,
  audioId: string | null | undefined,
): Promise<boolean> {
  const lang = shortCode(textLanguage);
  if (server) {
    if (audioId && (await play(server.recordingUrl(lang, audioId), 'recording'))) return true;
    if (await serverSpeaks(server, text, lang)) {
      if (await play(server.speechUrl(lang, text), 'server speech')) return true;
      serverLanguages.set(server, Promise.resolve([])); // the browser's voices for the rest of the session
    }
  }
  return speak(text, textLanguage);
}

/**
 * Plays a word: its recording when it has an audio id, else the server's speech, else the browser's. Resolves
 * false when none of them could say it (the button then says so instead of staying silent).
 * @example await playWord(pronunciation, '학교', 'ko_KR', null) // true: spoken in Korean
 */
export function playWord(
  server: Pronunciation | undefined,
  text: string,
  textLanguage: Locale,
  audioId: string | null | undefined,
): Promise<boolean> {
  return pronounce(server, text, textLanguage, audioId).catch((error: unknown) => {
    console.warn('Audio: pronunciation failed', error);
    return false;
  });
}
