import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collect, tempDir } from '../testing/collect.ts';
import { KRDICT_HEAD, KRDICT_TAIL, krdictDocument, SCHOOL } from '../testing/krdict-xml.ts';
import { buildZip } from '../testing/zip-writer.ts';
import { openKrdict } from './krdict.ts';

const GO = {
  id: 2,
  written: '가다',
  pos: '동사',
  level: '초급',
  senses: [
    {
      definition: '한 곳에서 다른 곳으로 움직이다.',
      equivalents: [{ language: '영어', lemma: 'go', definition: 'To move.' }],
      examples: [],
    },
  ],
};

describe('krdict LMF XML', () => {
  it('maps LexicalEntry, senses, equivalents and examples', async () => {
    const file = path.join(tempDir('krdict'), 'krdict.xml');
    fs.writeFileSync(file, krdictDocument([SCHOOL, GO]));
    const { source, entries } = await openKrdict(file, 'v1');
    expect(source).toMatchObject({ id: 'krdict', licence: 'CC BY-SA 2.0 KR', textLanguage: 'ko_KR' });
    const [school, go] = await collect(entries);
    expect(school).toMatchObject({
      written: '학교',
      category: 'noun',
      level: 1,
      pronunciation: '학꾜',
      homograph: 0,
    });
    const sense = school?.senses[0];
    expect(Object.keys(sense?.glosses ?? {}).sort()).toEqual(['en_US', 'es_ES', 'fr_FR', 'ja_JP', 'ko_KR']);
    expect(sense?.glosses.en_US).toEqual({
      translation: 'school',
      definition: 'An institution where students are taught.',
    });
    expect(sense?.glosses.ko_KR?.definition).toMatch(/학생을 가르치는 기관/);
    expect(sense?.examples).toEqual([
      { category: 'fragment', example: '학교에 가다' },
      { category: 'sentence', example: '저는 매일 학교에 가요.' },
      { category: 'conversation', example: '가: 어디 가요?\n나: 학교에 가요.' },
    ]);
    expect(go).toMatchObject({ written: '가다', category: 'verb' });
  });

  it('reads the official zip of several XML files and a folder of them', async () => {
    const dir = tempDir('krdict-zip');
    const zip = path.join(dir, 'krdict_full.zip');
    fs.writeFileSync(
      zip,
      buildZip([
        { name: '1.xml', data: krdictDocument([SCHOOL]) },
        { name: '2.xml', data: krdictDocument([GO]) },
      ]),
    );
    expect((await collect((await openKrdict(zip, 'v')).entries)).map((e) => e.written)).toEqual([
      '학교',
      '가다',
    ]);
    const folder = path.join(dir, 'xml');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'a.xml'), krdictDocument([GO]));
    fs.writeFileSync(path.join(folder, 'b.xml'), krdictDocument([SCHOOL]));
    expect((await collect((await openKrdict(folder, 'v')).entries)).map((e) => e.written)).toEqual([
      '가다',
      '학교',
    ]);
  });

  it('stops on malformed or truncated XML with the position', async () => {
    const file = path.join(tempDir('krdict-bad'), 'bad.xml');
    const whole = krdictDocument([SCHOOL, GO]);
    fs.writeFileSync(file, whole.slice(0, whole.length - 60));
    await expect(collect((await openKrdict(file, 'v')).entries)).rejects.toThrow(
      /bad\.xml \(line \d+, column \d+\): malformed XML/,
    );
    fs.writeFileSync(file, krdictDocument([SCHOOL]).replace('<Lemma>', '<Lemma><oops>'));
    await expect(collect((await openKrdict(file, 'v')).entries)).rejects.toThrow(/malformed XML/);
    fs.writeFileSync(file, krdictDocument([{ ...GO, written: '' }]));
    await expect(collect((await openKrdict(file, 'v')).entries)).rejects.toThrow(
      /LexicalEntry 2.*writtenForm/,
    );
    fs.writeFileSync(file, '<!DOCTYPE x [<!ENTITY a "aaaa">]><LexicalResource>&a;</LexicalResource>');
    await expect(collect((await openKrdict(file, 'v')).entries)).rejects.toThrow(/malformed XML/);
  });

  it('copes with what real dumps hold: a DOCTYPE, stray control bytes, double escapes, conjugation forms', async () => {
    const file = path.join(tempDir('krdict-real'), 'real.xml');
    const entry =
      '<LexicalEntry att="id" val="9"><feat att="homonymNumber" val="2"/><feat att="partOfSpeech" val="동사"/>' +
      '<Lemma><feat att="writtenForm" val="묻다"/></Lemma>' +
      '<WordForm><feat att="type" val="활용"/><feat att="writtenForm" val="물어"/><feat att="pronunciation" val="무러"/></WordForm>' +
      '<WordForm><feat att="type" val="발음"/><feat att="pronunciation" val="묻ː따"/></WordForm>' +
      '<Sense att="id" val="1"><feat att="definition" val="무엇을 \u0008밝히려고 &amp;quot;대답&amp;quot;을 요구하다."/>' +
      '<Equivalent><feat att="language" val="영어"/><feat att="lemma" val="ask"/><feat att="definition" val="To request an answer."/></Equivalent>' +
      '<SenseExample type="대화"><feat att="example" val="가: 뭐 물어봐도 돼요?"/><feat att="example" val="나: 네."/></SenseExample>' +
      '</Sense></LexicalEntry>';
    fs.writeFileSync(file, KRDICT_HEAD + entry + KRDICT_TAIL);
    const [ask] = await collect((await openKrdict(file, 'v')).entries);
    expect(ask).toMatchObject({ written: '묻다', homograph: 2, pronunciation: '묻ː따', category: 'verb' });
    expect(ask?.senses[0]?.glosses.ko_KR?.definition).toBe('무엇을 밝히려고 "대답"을 요구하다.');
    expect(ask?.senses[0]?.examples).toEqual([
      { category: 'conversation', example: '가: 뭐 물어봐도 돼요?\n나: 네.' },
    ]);
  });
});
