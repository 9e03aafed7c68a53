import { describe, expect, it } from 'vitest';
import { isAllowedRedirectUri, withCodeAndState } from './redirect-uri.ts';

const list = {
  webOrigin: 'https://glossa.example',
  chromeExtensionIds: ['abcdefghijklmnopabcdefghijklmnop'],
};

describe('the redirect URI allow-list', () => {
  it.each([
    ['https://glossa.example/oauth/callback', 'chrome'],
    ['https://glossa.example/oauth/callback', 'firefox'],
    ['https://glossa.example/oauth/callback', 'anki'],
    ['https://glossa.example/api/oauth/apple', 'anki'],
    ['https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/', 'chrome'],
    ['http://127.0.0.1:53682/', 'anki'],
    ['http://127.0.0.1:1/glossa/callback', 'anki'],
    ['http://127.0.0.1:65535/a-b_c.d~e', 'anki'],
  ] as const)('allows %s for %s', (uri, client) => {
    expect(isAllowedRedirectUri(uri, client, list)).toBe(true);
  });

  it.each([
    // Other hosts and look-alikes of ours.
    ['https://evil.example/oauth/callback', 'chrome'],
    ['https://glossa.example.evil.example/oauth/callback', 'chrome'],
    ['https://glossa.example@evil.example/oauth/callback', 'chrome'],
    ['https://evil.example@glossa.example/oauth/callback', 'chrome'],
    ['https://glossa.example/oauth/callback?next=https://evil.example', 'chrome'],
    ['https://glossa.example/oauth/callback#https://evil.example', 'chrome'],
    ['https://glossa.example/oauth/callback/', 'chrome'],
    ['https://glossa.example/oauth/callback/../../evil', 'chrome'],
    ['https://GLOSSA.example/oauth/callback', 'chrome'],
    ['http://glossa.example/oauth/callback', 'chrome'],
    ['https://glossa.example/oauth%2Fcallback', 'chrome'],
    ['//evil.example/oauth/callback', 'chrome'],
    ['/oauth/callback', 'chrome'],
    // Chrome: only configured ids, only for the chrome client, exactly.
    ['https://ponmlkjihgfedcbaponmlkjihgfedcba.chromiumapp.org/', 'chrome'],
    ['https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/', 'anki'],
    ['https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/x', 'chrome'],
    ['https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org.evil.example/', 'chrome'],
    ['http://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/', 'chrome'],
    // Loopback: 127.0.0.1 with a port, for the add-on only; no tricks.
    ['http://127.0.0.1:53682/', 'chrome'],
    ['http://127.0.0.1:53682/', 'firefox'],
    ['http://localhost:53682/', 'anki'],
    ['http://127.0.0.1.evil.com:53682/', 'anki'],
    ['http://127.0.0.1.evil.com/', 'anki'],
    ['http://127.0.0.1@evil.com:53682/', 'anki'],
    ['http://evil.com@127.0.0.1:53682/', 'anki'],
    ['http://127.0.0.1:53682@evil.com/', 'anki'],
    ['http://127.0.0.1/', 'anki'],
    ['http://127.0.0.1:0/', 'anki'],
    ['http://127.0.0.1:65536/', 'anki'],
    ['http://127.0.0.1:53682', 'anki'],
    ['http://127.0.0.1:53682/%2F%2Fevil.com', 'anki'],
    ['http://127.0.0.1:53682/a%2e%2e/b', 'anki'],
    ['http://127.0.0.1:53682/../x', 'anki'],
    ['http://127.0.0.1:53682/cb?x=https://evil.com', 'anki'],
    ['http://127.0.0.1:53682/cb#frag', 'anki'],
    ['http://127.0.0.1:53682\\@evil.com/', 'anki'],
    ['https://127.0.0.1:53682/', 'anki'],
    ['http://[::1]:53682/', 'anki'],
    ['http://0x7f000001:53682/', 'anki'],
    ['http://2130706433:53682/', 'anki'],
    ['http://127.1:53682/', 'anki'],
    ['http://127.0.0.1:53682/cb\n', 'anki'],
    ['', 'anki'],
  ] as const)('refuses %j for %s', (uri, client) => {
    expect(isAllowedRedirectUri(uri, client, list)).toBe(false);
  });

  it('allows no web page when the origin is unknown', () => {
    expect(isAllowedRedirectUri('/oauth/callback', 'chrome', { ...list, webOrigin: '' })).toBe(false);
  });

  it('adds the code and state as an encoded query', () => {
    expect(withCodeAndState('http://127.0.0.1:5000/cb', 'a b', 'x&y=https://evil')).toBe(
      'http://127.0.0.1:5000/cb?code=a+b&state=x%26y%3Dhttps%3A%2F%2Fevil',
    );
  });
});
