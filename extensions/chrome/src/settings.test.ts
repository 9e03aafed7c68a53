import { describe, expect, it } from 'vitest';
import { extensionIdOf } from '../scripts/extension-id.ts';
import { EXTENSION_KEY } from '../manifest.config.ts';
import { serverOrigin, textLanguageOf } from './settings.ts';

describe('settings helpers', () => {
  it('keeps only the origin of an http(s) server address', () => {
    expect(serverOrigin('http://localhost:8080/app?x=1')).toBe('http://localhost:8080');
    expect(serverOrigin(' https://glossa.example ')).toBe('https://glossa.example');
    expect(serverOrigin('javascript:alert(1)')).toBeNull();
    expect(serverOrigin('glossa.example')).toBeNull();
  });

  it('reads a selection with Hangul as Korean, anything else in the chosen language', () => {
    expect(textLanguageOf('학교에 가요', 'en_US')).toBe('ko_KR');
    expect(textLanguageOf('le chat noir', 'fr_FR')).toBe('fr_FR');
    expect(textLanguageOf('the black cat', 'en_US')).toBe('en_US');
  });

  it('derives the fixed extension id from the manifest key', () => {
    expect(extensionIdOf(EXTENSION_KEY)).toBe('akghlaafnhcdnaamfnnijiihajaipbgc');
    expect(extensionIdOf(EXTENSION_KEY)).toMatch(/^[a-p]{32}$/);
  });
});
