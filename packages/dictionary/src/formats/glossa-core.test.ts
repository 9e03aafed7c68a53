import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEntry } from '../entry-check.ts';
import { DictionaryFormatError } from '../errors.ts';
import { coreRowToEntry, readCoreRows, type CoreRow } from './glossa-core.ts';

async function rowsOf(folder: string, lines: string[]): Promise<CoreRow[]> {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-core-read-')), folder);
  fs.mkdirSync(dir);
  const file = path.join(dir, 'a-01.jsonl');
  fs.writeFileSync(file, lines.join('\n'));
  const rows: CoreRow[] = [];
  for await (const row of readCoreRows(file)) rows.push(row);
  return rows;
}

const KO_ROW = [
  '먹다',
  'verb',
  1,
  [
    [
      'to eat',
      'manger',
      'comer',
      '食べる',
      '음식을 입에 넣고 씹어서 삼키다.',
      'To put food in the mouth, chew it and swallow it.',
      ['저는 아침에 빵을 먹어요.', '가: 뭐 먹어요?\n나: 김밥 먹어요.'],
      {
        def: {
          fr: 'Mettre un aliment dans la bouche et l’avaler.',
          es: 'Tomar alimento.',
          ja: '食べ物を口に入れて飲み込む。',
        },
        ex: [{ en: 'I eat bread in the morning.', fr: 'Je mange du pain le matin.' }],
      },
    ],
  ],
];

describe('the core format', () => {
  it('reads a row written before the trailing object existed as before', async () => {
    const [row] = await rowsOf('en', [
      '["cat","noun",1,[["chat","고양이","gato","猫","A small furry pet.",["The cat sleeps."]]]]',
    ]);
    const entry = coreRowToEntry(row!, 'en_US') as { senses: Array<Record<string, unknown>> };
    expect(entry.senses[0]).toEqual({
      translations: {
        fr_FR: { translation: 'chat', definition: '' },
        ko_KR: { translation: '고양이', definition: '' },
        es_ES: { translation: 'gato', definition: '' },
        ja_JP: { translation: '猫', definition: '' },
        en_US: { translation: '', definition: 'A small furry pet.' },
      },
      examples: [{ category: 'sentence', example: 'The cat sleeps.' }],
    });
  });

  it('takes the definitions in other dictionary languages and the examples’ translations from the object', async () => {
    const [row] = await rowsOf('ko', [JSON.stringify(KO_ROW)]);
    const checked = checkEntry(coreRowToEntry(row!, 'ko_KR'));
    if (!('entry' in checked)) throw new Error(checked.problem);
    const sense = checked.entry.senses[0]!;
    expect(sense.glosses.fr_FR).toEqual({
      translation: 'manger',
      definition: 'Mettre un aliment dans la bouche et l’avaler.',
    });
    expect(sense.glosses.ja_JP?.definition).toBe('食べ物を口に入れて飲み込む。');
    expect(sense.glosses.ko_KR?.definition).toBe('음식을 입에 넣고 씹어서 삼키다.');
    expect(sense.examples[0]).toEqual({
      category: 'sentence',
      example: '저는 아침에 빵을 먹어요.',
      translations: { en_US: 'I eat bread in the morning.', fr_FR: 'Je mange du pain le matin.' },
    });
    expect(sense.examples[1]).toEqual({
      category: 'conversation',
      example: '가: 뭐 먹어요?\n나: 김밥 먹어요.',
    });
  });

  it('takes the object without examples', async () => {
    const [row] = await rowsOf('fr', [
      '["chat","noun",1,[["cat","고양이","gato","猫","Petit animal.","A small pet.",{"def":{"ko":"작은 동물.","es":"Animal pequeño."}}]]]',
    ]);
    const entry = coreRowToEntry(row!, 'fr_FR') as {
      senses: Array<{ translations: Record<string, unknown> }>;
    };
    expect(entry.senses[0]!.translations.es_ES).toEqual({
      translation: 'gato',
      definition: 'Animal pequeño.',
    });
  });

  it('refuses a language the text language does not allow there, an empty text and extra translations', async () => {
    const [japanese] = await rowsOf('en', [
      '["cat","noun",1,[["chat","고양이","gato","猫","A pet.",["The cat sleeps."],{"def":{"ja":"猫。"}}]]]',
    ]);
    expect(() => coreRowToEntry(japanese!, 'en_US')).toThrow(/"def" takes fr, ko, es .* not "ja"/);
    const [empty] = await rowsOf('en', [
      '["cat","noun",1,[["chat","고양이","gato","猫","A pet.",["The cat sleeps."],{"ex":[{"fr":" "}]}]]]',
    ]);
    expect(() => coreRowToEntry(empty!, 'en_US')).toThrow(DictionaryFormatError);
    const [tooMany] = await rowsOf('en', [
      '["cat","noun",1,[["chat","고양이","gato","猫","A pet.",["The cat sleeps."],{"ex":[{"fr":"Le chat dort."},{"fr":"Encore."}]}]]]',
    ]);
    expect(() => coreRowToEntry(tooMany!, 'en_US')).toThrow(/2 translations for 1 examples/);
  });

  it('refuses an unknown key and a misplaced object with the line number', async () => {
    await expect(
      rowsOf('en', ['["cat","noun",1,[["chat","고양이","gato","猫","A pet.",["The cat."],{"defs":{}}]]]']),
    ).rejects.toThrow(/line 1.*unknown key "defs"/);
    await expect(
      rowsOf('en', ['["cat","noun",1,[["chat",{"def":{}},"고양이","gato","猫","A pet.",["The cat."]]]]']),
    ).rejects.toThrow(/not an array of strings/);
  });
});
