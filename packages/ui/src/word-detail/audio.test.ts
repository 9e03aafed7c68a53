import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AudioModule from './audio.ts';

/**
 * Browser stand-ins: Audio elements whose play() succeeds or fails by URL, speech synthesis that records,
 * and fetch answering `GET /api/speech` with `speechInfo` (or failing when it is an Error).
 */
function stubBrowser(options: {
  plays: (src: string) => boolean;
  speechInfo: unknown;
  /** The languages the browser has a voice for (all five by default). */
  voices?: string[];
}) {
  const played: string[] = [];
  const spoken: Array<{ text: string; lang: string }> = [];
  const fetch = vi.fn((url: string) => {
    if (url !== '/api/speech') return Promise.reject(new Error(`unexpected fetch ${url}`));
    if (options.speechInfo instanceof Error) return Promise.reject(options.speechInfo);
    return Promise.resolve(
      new Response(JSON.stringify(options.speechInfo), { headers: { 'content-type': 'application/json' } }),
    );
  });
  class FakeAudio {
    constructor(readonly src: string) {}
    play() {
      played.push(this.src);
      return options.plays(this.src) ? Promise.resolve() : Promise.reject(new Error('cannot play'));
    }
  }
  class FakeUtterance {
    lang = '';
    rate = 1;
    constructor(readonly text: string) {}
  }
  const voices = (options.voices ?? ['ko-KR', 'en-US', 'fr-FR', 'es-ES', 'ja-JP']).map((lang) => ({ lang }));
  const speechSynthesis = {
    getVoices: () => voices,
    addEventListener: vi.fn(),
    cancel: vi.fn(),
    speak: (utterance: FakeUtterance) => spoken.push({ text: utterance.text, lang: utterance.lang }),
  };
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('window', { speechSynthesis, location: { origin: 'http://localhost' } });
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { played, spoken, fetch };
}

const SPEAKS_ALL = { available: true, languages: ['en', 'ko', 'fr', 'es', 'ja'] };
const SCHOOL = '/api/speech/ko?text=%ED%95%99%EA%B5%90';

describe('word pronunciation', () => {
  // The server's answer about speech is kept for the page's life: every test gets a fresh module.
  let audio: typeof AudioModule;
  beforeEach(async () => {
    vi.resetModules();
    audio = await import('./audio.ts');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the server for a recording by short language code and encoded audio id, or for speech', () => {
    expect(audio.audioUrl('ko_KR', 'krdict:12345')).toBe('/api/audio/ko/krdict%3A12345');
    expect(audio.audioUrl('en', 'a.b_c-d')).toBe('/api/audio/en/a.b_c-d');
    expect(audio.audioUrl('fr_FR', 'x/y')).toBe('/api/audio/fr/x%2Fy');
    expect(audio.speechUrl('ko_KR', '학교')).toBe(SCHOOL);
    expect(audio.speechUrl('fr', 'a & b?')).toBe('/api/speech/fr?text=a%20%26%20b%3F');
  });

  it('plays the recording when the word has one, without asking about server speech', async () => {
    const browser = stubBrowser({ plays: () => true, speechInfo: SPEAKS_ALL });
    audio.playWord('학교', 'ko_KR', 'krdict:12345');
    await vi.waitFor(() => expect(browser.played).toEqual(['/api/audio/ko/krdict%3A12345']));
    expect(browser.spoken).toEqual([]);
    expect(browser.fetch).not.toHaveBeenCalled();
  });

  it("plays the server's speech when there is no recording, asking once whether the server speaks", async () => {
    const browser = stubBrowser({ plays: () => true, speechInfo: SPEAKS_ALL });
    audio.playWord('학교', 'ko_KR', null);
    await vi.waitFor(() => expect(browser.played).toEqual([SCHOOL]));
    audio.playWord('école', 'fr_FR', undefined);
    await vi.waitFor(() => expect(browser.played).toHaveLength(2));
    expect(browser.played[1]).toBe('/api/speech/fr?text=%C3%A9cole');
    expect(browser.fetch).toHaveBeenCalledTimes(1);
    expect(browser.spoken).toEqual([]);
  });

  it("falls back from a recording that cannot play to the server's speech", async () => {
    const browser = stubBrowser({ plays: (src) => src.startsWith('/api/speech/'), speechInfo: SPEAKS_ALL });
    audio.playWord('학교', 'ko_KR', 'krdict:99999');
    await vi.waitFor(() => expect(browser.played).toEqual(['/api/audio/ko/krdict%3A99999', SCHOOL]));
    expect(browser.spoken).toEqual([]);
  });

  it("falls back to the browser's voice when the server's speech fails, and stops asking the server", async () => {
    const browser = stubBrowser({ plays: (src) => !src.startsWith('/api/speech/'), speechInfo: SPEAKS_ALL });
    audio.playWord('학교', 'ko_KR', null);
    await vi.waitFor(() => expect(browser.spoken).toEqual([{ text: '학교', lang: 'ko-KR' }]));
    expect(browser.played).toEqual([SCHOOL]);
    audio.playWord('école', 'fr_FR', null);
    await vi.waitFor(() => expect(browser.spoken).toHaveLength(2));
    expect(browser.spoken[1]).toEqual({ text: 'école', lang: 'fr-FR' });
    expect(browser.played).toEqual([SCHOOL]);
    expect(console.warn).toHaveBeenCalledWith('Audio: server speech failed', expect.any(Error));
  });

  it.each([
    ['the server does not speak', { available: false, languages: [] }],
    ['the server cannot be asked', new Error('offline')],
    ['the server answers something else', { available: 'yes' }],
    ['the server does not speak this language', { available: true, languages: ['en'] }],
  ])("speaks with the browser's voice when %s", async (_case, speechInfo) => {
    const browser = stubBrowser({ plays: () => true, speechInfo });
    audio.playWord('학교', 'ko_KR', null);
    await vi.waitFor(() => expect(browser.spoken).toEqual([{ text: '학교', lang: 'ko-KR' }]));
    expect(browser.played).toEqual([]);
  });

  it('speaks with the browser when the recording fails and the server does not speak', async () => {
    const browser = stubBrowser({ plays: () => false, speechInfo: { available: false, languages: [] } });
    audio.playWord('학교', 'ko_KR', 'krdict:99999');
    await vi.waitFor(() => expect(browser.spoken).toEqual([{ text: '학교', lang: 'ko-KR' }]));
    expect(browser.played).toEqual(['/api/audio/ko/krdict%3A99999']);
  });

  it('says it could not play when there is no recording, no server voice and no browser voice', async () => {
    const browser = stubBrowser({
      plays: () => false,
      speechInfo: { available: false, languages: [] },
      voices: ['en-US'],
    });
    expect(await audio.playWord('학교', 'ko_KR', 'krdict:99999')).toBe(false);
    expect(browser.spoken).toEqual([]);
    expect(await audio.playWord('school', 'en_US', null)).toBe(true);
  });

  it('does not send the server a text it would refuse, and still uses it for the next word', async () => {
    const browser = stubBrowser({ plays: () => true, speechInfo: SPEAKS_ALL });
    audio.playWord('-는', 'ko_KR', null);
    audio.playWord('가'.repeat(101), 'ko_KR', null);
    await vi.waitFor(() => expect(browser.spoken).toHaveLength(2));
    audio.playWord('학교', 'ko_KR', null);
    await vi.waitFor(() => expect(browser.played).toEqual([SCHOOL]));
  });
});
