import type { ShortCode, SpeechInfo } from '@glossa/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pronunciation } from '../provider.tsx';
import { playWord } from './audio.ts';

/**
 * Browser stand-ins: Audio elements whose play() succeeds or fails by URL, and speech synthesis that records
 * what it says, with voices for the given languages (all five by default).
 */
function stubBrowser(options: { plays: (src: string) => boolean; voices?: string[] }) {
  const played: string[] = [];
  const spoken: Array<{ text: string; lang: string }> = [];
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
  vi.stubGlobal('window', { speechSynthesis });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { played, spoken };
}

/** A client's pronunciation tiers with recognisable URLs, answering `info` (or failing when it is an Error). */
function fakeServer(info: SpeechInfo | Error): Pronunciation & { speechInfo: ReturnType<typeof vi.fn> } {
  return {
    recordingUrl: (lang: ShortCode, audioId: string) => `rec:${lang}:${audioId}`,
    speechUrl: (lang: ShortCode, text: string) => `say:${lang}:${text}`,
    speechInfo: vi.fn(() => (info instanceof Error ? Promise.reject(info) : Promise.resolve(info))),
  };
}

const SPEAKS_ALL: SpeechInfo = { available: true, languages: ['en', 'ko', 'fr', 'es', 'ja'] };

describe('word pronunciation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('plays the recording at the URL the client gives, by short language code, without asking about speech', async () => {
    const browser = stubBrowser({ plays: () => true });
    const server = fakeServer(SPEAKS_ALL);
    expect(await playWord(server, '학교', 'ko_KR', 'krdict:12345')).toBe(true);
    expect(browser.played).toEqual(['rec:ko:krdict:12345']);
    expect(browser.spoken).toEqual([]);
    expect(server.speechInfo).not.toHaveBeenCalled();
  });

  it("plays the server's speech when there is no recording, asking once whether the server speaks", async () => {
    const browser = stubBrowser({ plays: () => true });
    const server = fakeServer(SPEAKS_ALL);
    expect(await playWord(server, '학교', 'ko_KR', null)).toBe(true);
    expect(await playWord(server, 'école', 'fr_FR', undefined)).toBe(true);
    expect(browser.played).toEqual(['say:ko:학교', 'say:fr:école']);
    expect(server.speechInfo).toHaveBeenCalledTimes(1);
    expect(browser.spoken).toEqual([]);
  });

  it("falls back from a recording that cannot play to the server's speech", async () => {
    const browser = stubBrowser({ plays: (src) => src.startsWith('say:') });
    await playWord(fakeServer(SPEAKS_ALL), '학교', 'ko_KR', 'krdict:99999');
    expect(browser.played).toEqual(['rec:ko:krdict:99999', 'say:ko:학교']);
    expect(browser.spoken).toEqual([]);
  });

  it("falls back to the browser's voice when the server's speech fails, and stops asking the server", async () => {
    const browser = stubBrowser({ plays: (src) => !src.startsWith('say:') });
    const server = fakeServer(SPEAKS_ALL);
    await playWord(server, '학교', 'ko_KR', null);
    expect(browser.spoken).toEqual([{ text: '학교', lang: 'ko-KR' }]);
    expect(browser.played).toEqual(['say:ko:학교']);
    await playWord(server, 'école', 'fr_FR', null);
    expect(browser.spoken[1]).toEqual({ text: 'école', lang: 'fr-FR' });
    expect(browser.played).toEqual(['say:ko:학교']);
    expect(console.warn).toHaveBeenCalledWith('Audio: server speech failed', expect.any(Error));
  });

  it.each([
    ['the server does not speak', { available: false, languages: [] }],
    ['the server cannot be asked', new Error('offline')],
    ['the server does not speak this language', { available: true, languages: ['en'] }],
  ] satisfies [string, SpeechInfo | Error][])(
    "speaks with the browser's voice when %s",
    async (_case, info) => {
      const browser = stubBrowser({ plays: () => true });
      expect(await playWord(fakeServer(info), '학교', 'ko_KR', null)).toBe(true);
      expect(browser.spoken).toEqual([{ text: '학교', lang: 'ko-KR' }]);
      expect(browser.played).toEqual([]);
    },
  );

  it("uses the browser's voice only when the client gives no pronunciation", async () => {
    const browser = stubBrowser({ plays: () => true });
    expect(await playWord(undefined, 'school', 'en_US', 'wn:1')).toBe(true);
    expect(browser.played).toEqual([]);
    expect(browser.spoken).toEqual([{ text: 'school', lang: 'en-US' }]);
  });

  it('says it could not play when there is no recording, no server voice and no browser voice', async () => {
    const browser = stubBrowser({ plays: () => false, voices: ['en-US'] });
    const server = fakeServer({ available: false, languages: [] });
    expect(await playWord(server, '학교', 'ko_KR', 'krdict:99999')).toBe(false);
    expect(browser.spoken).toEqual([]);
    expect(await playWord(server, 'school', 'en_US', null)).toBe(true);
  });

  it('does not send the server a text it would refuse, and still uses it for the next word', async () => {
    const browser = stubBrowser({ plays: () => true });
    const server = fakeServer(SPEAKS_ALL);
    await playWord(server, '-는', 'ko_KR', null);
    await playWord(server, '가'.repeat(101), 'ko_KR', null);
    expect(browser.spoken).toHaveLength(2);
    expect(browser.played).toEqual([]);
    await playWord(server, '학교', 'ko_KR', null);
    expect(browser.played).toEqual(['say:ko:학교']);
  });
});
