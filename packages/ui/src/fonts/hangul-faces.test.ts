import { describe, expect, it } from 'vitest';
import { hangulFaces, hangulFontFaceRules, hangulRange, hangulSubsets } from './hangul-faces.ts';

const CSS = `
/* latin-ish */
@font-face { font-family: 'Noto Sans KR'; font-style: normal; font-display: swap; font-weight: 400;
  src: url(/assets/kr-120-400.woff2) format('woff2'), url(/assets/kr-120-400.woff) format('woff');
  unicode-range: U+0000-00ff,U+0131,U+2000-206f; }
@font-face { font-family: 'Noto Sans KR'; font-style: normal; font-display: swap; font-weight: 700;
  src: url("/assets/kr-5-700.woff2") format('woff2'); unicode-range: U+e8,U+3131-3132,U+ac00-ac0f,U+d7a3; }
@font-face { font-family: 'Noto Sans KR'; font-style: italic; font-weight: 400;
  src: url(/assets/it.woff2) format('woff2'); unicode-range: U+ac00-ac0f; }
`;

describe('Hangul-only faces', () => {
  it('keeps only the Hangul of a range', () => {
    expect(hangulRange('U+e8,U+3131-3132,U+ac00-ac0f,U+d7a3')).toBe('U+3131-3132,U+ac00-ac0f,U+d7a3');
    expect(hangulRange('U+10f0-1105, U+d7f0-e000')).toBe('U+1100-1105,U+d7f0-d7ff');
    expect(hangulRange('U+0000-00ff')).toBe('');
    expect(hangulRange('garbage,U+zz')).toBe('');
  });

  it('leaves out faces without Hangul and italic ones, keeps the woff2 file', () => {
    expect(hangulFaces(CSS)).toEqual([
      { weight: '700', url: '/assets/kr-5-700.woff2', unicodeRange: 'U+3131-3132,U+ac00-ac0f,U+d7a3' },
    ]);
  });

  it('writes rules that try installed Korean fonts before the file', () => {
    const rules = hangulFontFaceRules(hangulFaces(CSS), 'Noto Sans KR', (url) => `https://x.test${url}`);
    expect(rules).toContain('font-family: "Noto Sans KR"');
    expect(rules).toContain('font-weight: 700');
    expect(rules).toMatch(
      /src: local\("Apple SD Gothic Neo Bold"\).*url\("https:\/\/x\.test\/assets\/kr-5-700\.woff2"\)/,
    );
    expect(rules).toContain('unicode-range: U+3131-3132,U+ac00-ac0f,U+d7a3;');
    expect(rules).not.toContain('U+e8');
  });

  it('numbers the subsets with Hangul by their file names', () => {
    const css = `@font-face { font-family: 'Noto Sans KR'; font-weight: 400;
      src: url(./files/noto-sans-kr-7-400-normal.woff2) format('woff2'); unicode-range: U+41,U+ac00-ac01; }
      @font-face { font-family: 'Noto Sans KR'; font-weight: 400;
      src: url(./files/noto-sans-kr-8-400-normal.woff2) format('woff2'); unicode-range: U+41; }`;
    expect(hangulSubsets(css)).toEqual([[7, 'U+ac00-ac01']]);
  });
});
