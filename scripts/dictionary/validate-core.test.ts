import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { coreDirectory, TEXT_LANGUAGES } from '@glossa/dictionary';
import { describe, expect, it } from 'vitest';
import { scriptProblem, usesHeadword, validateCore } from './validate-core.ts';

describe('the core dictionary', () => {
  const coreDir = coreDirectory();
  it.each(TEXT_LANGUAGES)(
    '%s: every entry is complete, in the right scripts, with examples that use it',
    async (language) => {
      expect(coreDir).not.toBeNull();
      const report = await validateCore(coreDir!, language);
      expect(report.problems.map((p) => `${p.where}: ${p.problem}`)).toEqual([]);
    },
  );
});

describe('core dictionary validation rules', () => {
  it('tells a field written in the wrong script', () => {
    expect(scriptProblem('ja_JP', 'school')).toMatch(/kana/);
    expect(scriptProblem('ko_KR', '학교 school')).toMatch(/Latin/);
    expect(scriptProblem('en_US', '학교')).toMatch(/Korean/);
    expect(scriptProblem('fr_FR', 'école')).toBeNull();
    expect(scriptProblem('ja_JP', '学校')).toBeNull();
  });

  it('finds a headword through the analysers, irregular forms and phrases included', () => {
    expect(usesHeadword('ko_KR', '듣다', '매일 음악을 들어요.')).toBe(true);
    expect(usesHeadword('ko_KR', '먹다', '저는 사과를 좋아해요.')).toBe(false);
    expect(usesHeadword('en_US', 'go', 'She went home early.')).toBe(true);
    expect(usesHeadword('en_US', 'look for', 'I am looking for my keys.')).toBe(true);
    expect(usesHeadword('fr_FR', 'aller', 'Nous allons au marché.')).toBe(true);
    expect(usesHeadword('fr_FR', 'aller', 'Il mange une pomme.')).toBe(false);
  });

  it('reports a broken file, a wrong layout, a missing example and a repeated entry', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-core-'));
    fs.mkdirSync(path.join(dir, 'en'));
    fs.writeFileSync(
      path.join(dir, 'en', 'a-01.jsonl'),
      [
        '["cat","noun",1,[["chat","고양이","gato","猫","A small furry pet.",["The cat sleeps."]]]]',
        '["cat","noun",1,[["chat","고양이","gato","猫","A small furry pet.",["A cat!"]]]]',
        '["dog","noun",1,[["chien","개","perro","犬","An animal kept as a pet."]]]',
        '["run","verb",1,[["courir","달리다","correr","A fast walk.",["He runs."]]]]',
      ].join('\n'),
    );
    const report = await validateCore(dir, 'en_US');
    const text = report.problems.map((p) => `${p.where}: ${p.problem}`).join('\n');
    expect(text).toMatch(/a-01.jsonl:2 cat: written twice/);
    expect(text).toMatch(/dog: the first sense has no example/);
    expect(text).toMatch(/run: sense 1: 4 fields instead of 5/);
    expect(report.entries).toBe(4);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('checks the trailing object: allowed languages, scripts, empty texts, one translation per example, lines', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-core-'));
    fs.mkdirSync(path.join(dir, 'en'));
    const row = (written: string, extra: unknown, examples = ['The cat sleeps.']) =>
      JSON.stringify([
        written,
        'noun',
        1,
        [['chat', '고양이', 'gato', '猫', 'A small furry pet.', examples, extra]],
      ]);
    fs.writeFileSync(
      path.join(dir, 'en', 'a-01.jsonl'),
      [
        row('cat', {
          def: { fr: 'Petit animal.', ko: '작은 동물.', es: 'Animal pequeño.' },
          ex: [{ fr: 'Le chat dort.', ko: '고양이가 자요.', es: 'El gato duerme.' }],
        }),
        row('kitten', { def: { ja: '子猫。' } }, ['The kitten plays.']),
        row('puppy', { def: { ko: 'a young dog' } }, ['The puppy plays.']),
        row('pet', { ex: [{ ko: '' }] }, ['A pet sleeps.']),
        row('dog', { ex: [{ fr: 'A: Il dort ?' }] }, ['A: Is the dog asleep?\nB: Yes.']),
        row('bird', { ex: [{ fr: 'Un oiseau.' }, { fr: 'Deux.' }] }, ['A bird sings.']),
      ].join('\n'),
    );
    const report = await validateCore(dir, 'en_US');
    const text = report.problems.map((p) => `${p.where}: ${p.problem}`).join('\n');
    expect(text).not.toMatch(/ cat: /);
    expect(text).toMatch(/kitten: sense 1: def: ja is not one of fr, ko, es/);
    expect(text).toMatch(/puppy: sense 1: def: ko "a young dog" has no Hangul/);
    expect(text).toMatch(/pet: sense 1: ex 1: ko is empty/);
    expect(text).toMatch(/dog: sense 1: ex 1: fr has 1 lines, the example 2/);
    expect(text).toMatch(/bird: sense 1: ex: 2 translations for 1 examples/);
    expect(report.definitions).toMatchObject({ en_US: 6, fr_FR: 1, es_ES: 1, ko_KR: 2 });
    expect(report.translatedExamples).toBe(3);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('asks every sense for its definitions in every dictionary language and its first example translated', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-core-'));
    fs.mkdirSync(path.join(dir, 'en'));
    const sense = (extra?: unknown) => [
      'chat',
      '고양이',
      'gato',
      '猫',
      'A small furry pet.',
      ['The cat sleeps.'],
      ...(extra ? [extra] : []),
    ];
    const complete = {
      def: { fr: 'Petit animal.', ko: '작은 동물.', es: 'Animal pequeño.' },
      ex: [{ fr: 'Le chat dort.', ko: '고양이가 자요.', es: 'El gato duerme.' }],
    };
    fs.writeFileSync(
      path.join(dir, 'en', 'a-01.jsonl'),
      [
        JSON.stringify(['cat', 'noun', 1, [sense(complete)]]),
        JSON.stringify(['kitty', 'noun', 1, [sense()]]),
        JSON.stringify(['tomcat', 'noun', 1, [sense({ ...complete, def: { fr: 'Chat mâle.' } })]]),
        JSON.stringify(['puss', 'noun', 1, [sense({ ...complete, ex: [{ fr: 'Le chat dort.' }] })]]),
        JSON.stringify([
          'moggy',
          'noun',
          1,
          [
            ['chat', '고양이', 'gato', '猫', 'A cat.', ['The moggy sleeps.'], complete],
            ['chat', '고양이', 'gato', '猫', 'A pet cat.'],
          ],
        ]),
      ].join('\n'),
    );
    const report = await validateCore(dir, 'en_US');
    const text = report.problems.map((p) => `${p.where}: ${p.problem}`).join('\n');
    expect(text).not.toMatch(/ cat: /);
    expect(text).toMatch(/kitty: sense 1: def: missing fr, ko, es/);
    expect(text).toMatch(/kitty: sense 1: ex 1: missing fr, ko, es/);
    expect(text).toMatch(/tomcat: sense 1: def: missing ko, es/);
    expect(text).toMatch(/puss: sense 1: ex 1: missing ko, es/);
    expect(text).toMatch(/moggy: sense 2: def: missing fr, ko, es/);
    expect(text).not.toMatch(/moggy: sense 2: ex 1/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
