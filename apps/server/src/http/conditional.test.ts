import { describe, expect, it } from 'vitest';
import { entityTag, ifRangeAllows, noneMatch, parseRange } from './conditional.ts';

describe('audio caching and range rules', () => {
  it('tags a file by size and modification time', () => {
    expect(entityTag(1000, new Date(0))).toBe('"3e8-0"');
    expect(entityTag(1000, new Date(1))).toBe('"3e8-1"');
    expect(entityTag(1001, new Date(0))).toBe('"3e9-0"');
  });

  it('matches If-None-Match weakly, in a list, and with *', () => {
    expect(noneMatch('"a"', '"a"')).toBe(true);
    expect(noneMatch('W/"a"', '"a"')).toBe(true);
    expect(noneMatch('"x", "a"', '"a"')).toBe(true);
    expect(noneMatch('*', '"a"')).toBe(true);
    expect(noneMatch('"b"', '"a"')).toBe(false);
    expect(noneMatch(undefined, '"a"')).toBe(false);
  });

  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=10-', { start: 10, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['BYTES=999-999', { start: 999, end: 999 }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('finds %s unsatisfiable', (header) => {
    expect(parseRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=5-1', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b'])(
    'sends the whole file for %s',
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );

  it('finds every range of an empty file unsatisfiable', () => {
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-10', 0)).toBe('unsatisfiable');
  });

  it('applies a range only when If-Range is absent or names the current tag', () => {
    expect(ifRangeAllows(undefined, '"a"')).toBe(true);
    expect(ifRangeAllows('"a"', '"a"')).toBe(true);
    expect(ifRangeAllows('"b"', '"a"')).toBe(false);
    expect(ifRangeAllows('Wed, 21 Oct 2015 07:28:00 GMT', '"a"')).toBe(false);
    expect(ifRangeAllows(['"a"', '"a"'], '"a"')).toBe(false);
  });
});
