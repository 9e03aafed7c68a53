/** Pronunciation: the dictionary's recording when the server has one, the browser's speech synthesis otherwise. */

const SPEECH_LANG: Readonly<Record<string, string>> = {
  ko: 'ko-KR',
  en: 'en-US',
  fr: 'fr-FR',
  es: 'es-ES',
  ja: 'ja-JP',
};

/**
 * Where the server serves a dictionary recording: by short language code and audio id (spec section 7).
 * @example audioUrl('ko_KR', 'a123') // '/api/audio/ko/a123'
 */
export function audioUrl(textLanguage: string, audioId: string): string {
  return `/api/audio/${textLanguage.slice(0, 2)}/${encodeURIComponent(audioId)}`;
}

function speak(text: string, textLanguage: string): void {
  if (typeof window.speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') {
    console.warn('Audio: speech synthesis is not available in this browser');
    return;
  }
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = SPEECH_LANG[textLanguage.slice(0, 2)] ?? textLanguage.replace('_', '-');
  utterance.rate = 0.9;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

/**
 * Plays a word: its recording when it has an audio id, falling back to speech synthesis when there is none
 * or the recording cannot play (failures are only logged, spec section 8).
 * @example playWord('학교', 'ko_KR', null) // speaks 학교 in Korean
 */
export function playWord(text: string, textLanguage: string, audioId: string | null | undefined): void {
  if (!audioId) {
    speak(text, textLanguage);
    return;
  }
  const audio = new Audio(audioUrl(textLanguage, audioId));
  audio.play().catch((error: unknown) => {
    console.warn('Audio: recording failed, using speech synthesis', error);
    speak(text, textLanguage);
  });
}
