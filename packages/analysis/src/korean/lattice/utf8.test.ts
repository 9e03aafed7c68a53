import { describe, expect, it } from 'vitest';
import { encodeUtf8, utf16Offsets } from './utf8.ts';

describe('UTF-8 offsets', () => {
  it('encodes like Buffer, lone surrogates as U+FFFD', () => {
    for (const text of ['가a', '😀x', 'a\ud800b', '\udc00', 'é漢']) {
      expect(Array.from(encodeUtf8(text))).toEqual(Array.from(Buffer.from(text, 'utf8')));
    }
  });

  it('maps byte offsets back to UTF-16 offsets, surrogate pairs included', () => {
    expect(utf16Offsets('가a', [0, 3, 4])).toEqual([0, 1, 2]);
    expect(utf16Offsets('😀가', [0, 4, 7])).toEqual([0, 2, 3]);
    expect(utf16Offsets('a\ud800b', [1, 4, 5])).toEqual([1, 2, 3]);
    expect(utf16Offsets('', [0])).toEqual([0]);
  });
});
