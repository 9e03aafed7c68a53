import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioUrl, playWord } from './audio.ts';

/** Browser stand-ins: an Audio element whose play() succeeds or fails, and speech synthesis that records. */
function stubBrowser(play: () => Promise<void>) {
  const created: string[] = [];
  const spoken: Array<{ text: string; lang: string }> = [];
  class FakeAudio {
    constructor(readonly src: string) {
      created.push(src);
    }
    play = play;
  }
  class FakeUtterance {
    lang = '';
    rate = 1;
    constructor(readonly text: string) {}
  }
  const speechSynthesis = {
    cancel: vi.fn(),
    speak: (utterance: FakeUtterance) => spoken.push({ text: utterance.text, lang: utterance.lang }),
  };
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('window', { speechSynthesis });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { created, spoken };
}

describe('word pronunciation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the server for a recording by short language code and encoded audio id', () => {
    expect(audioUrl('ko_KR', 'krdict:12345')).toBe('/api/audio/ko/krdict%3A12345');
    expect(audioUrl('en', 'a.b_c-d')).toBe('/api/audio/en/a.b_c-d');
    expect(audioUrl('fr_FR', 'x/y')).toBe('/api/audio/fr/x%2Fy');
  });

  it('plays the recording when the word has one', async () => {
    const browser = stubBrowser(() => Promise.resolve());
    playWord('학교', 'ko_KR', 'krdict:12345');
    await Promise.resolve();
    expect(browser.created).toEqual(['/api/audio/ko/krdict%3A12345']);
    expect(browser.spoken).toEqual([]);
  });

  it('speaks the word when it has no recording, or when the recording cannot play', async () => {
    const browser = stubBrowser(() => Promise.reject(new Error('404')));
    playWord('école', 'fr_FR', null);
    expect(browser.spoken).toEqual([{ text: 'école', lang: 'fr-FR' }]);
    playWord('학교', 'ko_KR', 'krdict:99999');
    await vi.waitFor(() => expect(browser.spoken).toHaveLength(2));
    expect(browser.spoken[1]).toEqual({ text: '학교', lang: 'ko-KR' });
  });
});
