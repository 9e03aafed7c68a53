import { describe, expect, it } from 'vitest';
import type { VocabularyItem } from '@glossa/contract';
import {
  IMPORT_MESSAGES,
  exportText,
  fullExportText,
  importFormat,
  parseImport,
} from './vocabulary.transfer.ts';

describe('import', () => {
  it('accepts only .json and .csv', () => {
    expect(importFormat('Words.JSON')).toBe('json');
    expect(importFormat('list.csv')).toBe('csv');
    expect(parseImport('list.txt', 'a')).toEqual({ ok: false, message: IMPORT_MESSAGES.unsupported });
  });

  it('reads the keys of a JSON object', () => {
    expect(parseImport('a.json', '{"house": 1, " tree ": 0, "": 1, "house ": 2}')).toEqual({
      ok: true,
      words: ['house', 'tree'],
    });
    expect(parseImport('a.json', '{"house": ')).toEqual({ ok: false, message: IMPORT_MESSAGES.invalidJson });
    expect(parseImport('a.json', '["house"]')).toEqual({ ok: false, message: IMPORT_MESSAGES.jsonError });
    expect(parseImport('a.json', 'null')).toEqual({ ok: false, message: IMPORT_MESSAGES.jsonError });
  });

  it('reads the first field of each non-empty CSV line, quotes included', () => {
    const csv = '\uFEFFhouse,1\r\n\r\n  tree ,x,y\n"a, b",1\n"say ""hi""",1\n집\n';
    expect(parseImport('a.csv', csv)).toEqual({
      ok: true,
      words: ['house', 'tree', 'a, b', 'say "hi"', '집'],
    });
    expect(parseImport('a.csv', '"open,1\n')).toEqual({ ok: false, message: IMPORT_MESSAGES.csvError });
  });

  it('leaves out words longer than 200 characters and normalises to NFC', () => {
    const tooLong = 'x'.repeat(201);
    const longest = 'y'.repeat(200);
    expect(parseImport('a.csv', `${tooLong}\n${longest}\ne\u0301\n`)).toEqual({
      ok: true,
      words: [longest, '\u00e9'],
    });
  });
});

describe('files that are not text', () => {
  it('refuses a binary renamed .csv or .json with the spec message, not as a word of control characters', () => {
    // What a decoder makes of a PNG's first bytes (\x89 is not UTF-8).
    const png = '\uFFFDPNG\r\n\u001A\n\u0000\u0000\u0000\rIHDR';
    expect(parseImport('photo.csv', png)).toEqual({ ok: false, message: IMPORT_MESSAGES.unsupported });
    expect(parseImport('photo.json', '{"a\u0000": 1}')).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.unsupported,
    });
    // Tabs and line breaks are text.
    expect(parseImport('a.csv', 'house\t1\r\ntree\n')).toEqual({ ok: true, words: ['house\t1', 'tree'] });
  });
});

describe('full export', () => {
  const items: VocabularyItem[] = [
    { written: '집', lang: 'ko_KR', status: 'seen', updated_at: '2026-01-02T03:04:05.000Z' },
    { written: 'maison', lang: 'fr_FR', status: 'ignore', updated_at: '2026-02-03T04:05:06.000Z' },
    { written: 'house', lang: 'en_US', status: 'learned', updated_at: '2026-03-04T05:06:07.000Z' },
  ];

  it('is read back whole: every language, status and time', () => {
    const text = fullExportText(items, new Date('2026-11-28T00:00:00Z'));
    expect(JSON.parse(text)).toMatchObject({
      glossa: 'vocabulary',
      version: 1,
      exported_at: '2026-11-28T00:00:00.000Z',
    });
    expect(parseImport('glossa-vocabulary-full.json', text)).toEqual({ ok: true, items });
  });

  it('leaves out bad words and refuses a file of another version', () => {
    const text = JSON.stringify({
      glossa: 'vocabulary',
      version: 1,
      words: [items[0], { written: '', lang: 'ko_KR', status: 'seen', updated_at: 'x' }, { written: 'a' }],
    });
    expect(parseImport('f.json', text)).toEqual({ ok: true, items: [items[0]] });
    expect(parseImport('f.json', JSON.stringify({ glossa: 'vocabulary', version: 2, words: [] }))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.jsonError,
    });
  });
});

describe('export', () => {
  it('maps each word to 1 in JSON and writes word,1 lines in CSV; both read back', () => {
    const words = ['house', 'a, b', '__proto__', 'say "hi"', '집'];
    const json = exportText(words, 'json');
    expect(JSON.parse(json)).toEqual(Object.fromEntries(words.map((w) => [w, 1])));
    expect(exportText(['a', 'b'], 'csv')).toBe('a,1\nb,1\n');
    expect(parseImport('x.json', json)).toEqual({ ok: true, words });
    expect(parseImport('x.csv', exportText(words, 'csv'))).toEqual({ ok: true, words });
  });
});
