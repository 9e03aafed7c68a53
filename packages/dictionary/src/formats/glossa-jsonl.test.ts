import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DictionaryFormatError } from '../errors.ts';
import { collect, tempDir } from '../testing/collect.ts';
import { openGlossaJsonl } from './glossa-jsonl.ts';

const HEADER = JSON.stringify({
  format: 'glossa-dictionary',
  version: 1,
  source: { id: 'test-ko', name: 'Test', licence: 'CC0', url: '', textLanguage: 'ko_KR' },
});
const ENTRY = {
  written: ' 학교 ',
  category: 'noun',
  level: 1,
  senses: [
    {
      translations: { en_US: { translation: 'school', definition: 'A place of learning.' } },
      examples: [{ category: 'conversation', example: '가: 어디 가요?\n나: 학교에 가요.' }],
    },
  ],
};

function write(lines: string[]): string {
  const file = path.join(tempDir('jsonl'), 'test.glossa.jsonl');
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}

describe('Glossa JSONL format', () => {
  it('reads the header and streams checked entries', async () => {
    const { source, entries } = await openGlossaJsonl(write([HEADER, JSON.stringify(ENTRY), '']));
    expect(source).toMatchObject({ id: 'test-ko', textLanguage: 'ko_KR', format: 'glossa' });
    const all = await collect(entries);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      written: '학교',
      category: 'noun',
      homograph: 0,
      level: 1,
      frequency: null,
    });
    expect(all[0]?.senses[0]?.examples[0]?.example).toBe('가: 어디 가요?\n나: 학교에 가요.');
  });

  it('refuses an empty file, a bad header and names the bad line', async () => {
    await expect(openGlossaJsonl(write(['']))).rejects.toThrow(/empty/);
    await expect(openGlossaJsonl(write(['{"format":"other"}']))).rejects.toThrow(/line 1/);
    const { entries } = await openGlossaJsonl(write([HEADER, JSON.stringify(ENTRY), '{not json']));
    await expect(collect(entries)).rejects.toThrow(/line 3.*not valid JSON/);
    const bad = { ...ENTRY, category: 'thing' };
    const second = await openGlossaJsonl(write([HEADER, JSON.stringify(bad)]));
    await expect(collect(second.entries)).rejects.toBeInstanceOf(DictionaryFormatError);
    const control = { ...ENTRY, written: 'a\u0001b' };
    const third = await openGlossaJsonl(write([HEADER, JSON.stringify(control)]));
    await expect(collect(third.entries)).rejects.toThrow(/line 2.*control/);
  });
});
