import { api } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { routeUrl, serialiseQuery } from './request-url.ts';

describe('routeUrl', () => {
  it('fills a path parameter, percent-encoding what a path segment cannot hold', () => {
    expect(
      routeUrl('/api', api.vocabulary.changesSince, { since: '2026-01-02T03:04:05.000+09:00' }, undefined),
    ).toBe('/api/user/voc/change/2026-01-02T03%3A04%3A05.000%2B09%3A00');
    expect(routeUrl('/api', api.dictionary.words, { written: 'a/b?c#d 학교' }, undefined)).toBe(
      '/api/written/a%2Fb%3Fc%23d%20%ED%95%99%EA%B5%90/words',
    );
  });

  it('encodes the commas that separate several written forms', () => {
    expect(
      routeUrl('/api', api.dictionary.wordsOfMany, { writtens: ['학교', 'go'].join(',') }, undefined),
    ).toBe('/api/writtens/%ED%95%99%EA%B5%90%2Cgo/words');
  });

  it('fills several parameters and keeps a trailing slash of the base from doubling', () => {
    expect(
      routeUrl(
        'https://glossa.test/api/',
        api.audio.recording,
        { lang: 'ko', audioId: 'krdict:12' },
        undefined,
      ),
    ).toBe('https://glossa.test/api/audio/ko/krdict%3A12');
  });

  it('refuses a missing path parameter', () => {
    expect(() => routeUrl('/api', api.user.revokeSession, {}, undefined)).toThrow(
      'missing path parameter id',
    );
  });

  it('gives a route without parameters its plain path', () => {
    expect(routeUrl('/api', api.auth.logout, undefined, undefined)).toBe('/api/auth/logout');
  });
});

describe('serialiseQuery', () => {
  it("writes the keys in the route's order, leaving out undefined ones", () => {
    expect(
      serialiseQuery(api.dictionary.words, { lang: 'fr_FR', language: undefined, senses: 'false' }),
    ).toBe('?senses=false&lang=fr_FR');
  });

  it('percent-encodes values (a space as %20, as an <audio> URL needs)', () => {
    expect(serialiseQuery(api.speech.speak, { text: 'école & co' })).toBe('?text=%C3%A9cole%20%26%20co');
  });

  it('writes numbers and gives nothing for an empty query', () => {
    expect(serialiseQuery(api.dictionary.search, { q: 'go', page: 2 })).toBe('?q=go&page=2');
    expect(serialiseQuery(api.dictionary.search, {})).toBe('');
    expect(serialiseQuery(api.dictionary.search, undefined)).toBe('');
  });

  it('refuses a key the route does not declare', () => {
    expect(() => serialiseQuery(api.dictionary.search, { q: 'go', sort: 'asc' })).toThrow(
      'dictionary.search: unknown query parameter sort',
    );
    expect(() => serialiseQuery(api.health.get, { verbose: 1 })).toThrow(
      'health.get: unknown query parameter verbose',
    );
  });
});
