import { describe, expect, it } from 'vitest';
import { parseSites, siteOf, sitePattern } from './sites.ts';

describe('per-site highlighting', () => {
  it('names a site by its origin: scheme, host and port, without path or query', () => {
    expect(siteOf('https://news.example.com:8443/a?b#c')).toBe('https://news.example.com:8443');
    expect(siteOf('http://127.0.0.1:5173/page')).toBe('http://127.0.0.1:5173');
    expect(siteOf('https://example.com:443/a')).toBe('https://example.com');
    expect(siteOf('HTTP://Example.COM:80/')).toBe('http://example.com');
  });

  it('matches one port only: allowing one local server does not allow every local port', () => {
    // A Chrome match pattern without a port matches every port: each pattern names its port.
    expect(sitePattern('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/*');
    expect(sitePattern('http://127.0.0.1')).toBe('http://127.0.0.1:80/*');
    expect(sitePattern('https://example.com')).toBe('https://example.com:443/*');
    expect(sitePattern('http://[::1]:8080')).toBe('http://[::1]:8080/*');
    expect(sitePattern(siteOf('http://127.0.0.1:5173/')!)).not.toBe(
      sitePattern(siteOf('http://127.0.0.1:8092/')!),
    );
  });

  it('reads a list stored without ports as the default ports, never wider', () => {
    // Before, 'http://127.0.0.1' meant every port of this machine.
    expect(parseSites(['http://127.0.0.1', 'https://news.example.com', 'http://127.0.0.1:5173'])).toEqual([
      'http://127.0.0.1',
      'http://127.0.0.1:5173',
      'https://news.example.com',
    ]);
    expect(parseSites(['http://127.0.0.1']).map(sitePattern)).toEqual(['http://127.0.0.1:80/*']);
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
