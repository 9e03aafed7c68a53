import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '../lib/client.ts';
import { webPronunciation } from './ui-provider.tsx';

/** fetch answering the speech-info call (`GET <base>/speech`) with `answer`; anything else is a test failure. */
function stubSpeechInfo(answer: unknown) {
  const fetch = vi.fn((url: string) => {
    if (url !== `${API_BASE}/speech`) return Promise.reject(new Error(`unexpected fetch ${url}`));
    return Promise.resolve(
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe("the web app's pronunciation for @glossa/ui", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server for a recording by short language code and encoded audio id', () => {
    expect(webPronunciation.recordingUrl('ko', 'krdict:12345')).toBe(`${API_BASE}/audio/ko/krdict%3A12345`);
    expect(webPronunciation.recordingUrl('en', 'a.b_c-d')).toBe(`${API_BASE}/audio/en/a.b_c-d`);
    expect(webPronunciation.recordingUrl('fr', 'x/y')).toBe(`${API_BASE}/audio/fr/x%2Fy`);
  });

  it('asks the server to speak an encoded text', () => {
    expect(webPronunciation.speechUrl('ko', '학교')).toBe(`${API_BASE}/speech/ko?text=%ED%95%99%EA%B5%90`);
    expect(webPronunciation.speechUrl('fr', 'a & b?')).toBe(`${API_BASE}/speech/fr?text=a%20%26%20b%3F`);
  });

  it('reads whether the server speaks from the speech-info call', async () => {
    const fetch = stubSpeechInfo({ available: true, languages: ['ko', 'fr'] });
    await expect(webPronunciation.speechInfo()).resolves.toEqual({
      available: true,
      languages: ['ko', 'fr'],
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer that is not the speech schema (the components then use browser voices)', async () => {
    stubSpeechInfo({ available: 'yes' });
    await expect(webPronunciation.speechInfo()).rejects.toThrow();
  });
});
