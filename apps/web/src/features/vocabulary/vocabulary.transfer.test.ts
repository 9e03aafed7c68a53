import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, exportText, importFormat, parseImport } from './vocabulary.transfer.ts';

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
