import { describe, expect, it } from 'vitest';
import { parseSites, siteOf, sitePattern } from './sites.ts';

describe('per-site highlighting', () => {
  it('names a site by scheme and host, without port, path or query', () => {
    expect(siteOf('https://news.example.com:8443/a?b#c')).toBe('https://news.example.com');
    expect(siteOf('http://127.0.0.1:5173/page')).toBe('http://127.0.0.1');
    expect(sitePattern('https://example.com')).toBe('https://example.com/*');
  });

  it('has no site for pages the extension cannot colour', () => {
    for (const url of [
      'chrome://extensions',
      'file:///tmp/a.html',
      'data:text/html,hi',
      'nonsense',
      undefined,
    ])
      expect(siteOf(url)).toBeNull();
    expect(siteOf('https://chromewebstore.google.com/detail/x')).toBeNull();
  });

  it('keeps only valid, distinct sites from what is stored', () => {
    expect(
      parseSites(['https://b.example/x', 'https://a.example', 'https://a.example', 'ftp://c', 3]),
    ).toEqual([]);
    expect(parseSites(['https://b.example/x', 'https://a.example', 'https://a.example', 'ftp://c'])).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(parseSites('https://a.example')).toEqual([]);
  });
});
