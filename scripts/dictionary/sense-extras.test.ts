import { describe, expect, it } from 'vitest';
import { applyPatches, mergeSense, readPatch, senseIsIncomplete } from './sense-extras.ts';

const eat = [
  'to eat',
  'manger',
  'comer',
  '食べる',
  '음식을 입에 넣고 씹어서 삼키다.',
  'To eat.',
  ['밥을 먹다'],
];
const complete = {
  def: { fr: 'Manger.', es: 'Comer.', ja: '食べる。' },
  ex: [{ en: 'eat rice', fr: 'manger du riz', es: 'comer arroz', ja: 'ご飯を食べる' }],
};

describe('completing senses', () => {
  it('calls a sense incomplete until every definition language and ex[0] are there', () => {
    expect(senseIsIncomplete(eat, 'ko_KR')).toBe(true);
    expect(senseIsIncomplete([...eat, { def: complete.def }], 'ko_KR')).toBe(true);
    expect(senseIsIncomplete([...eat, complete], 'ko_KR')).toBe(false);
    const withoutExamples = eat.slice(0, 6);
    expect(senseIsIncomplete([...withoutExamples, { def: complete.def }], 'ko_KR')).toBe(false);
  });

  it('adds what is missing and never overwrites what a sense already has', () => {
    const before = [...eat, { def: { fr: 'Ancienne définition.' } }];
    const merged = mergeSense(before, complete);
    expect(merged.at(-1)).toEqual({
      def: { fr: 'Ancienne définition.', es: 'Comer.', ja: '食べる。' },
      ex: complete.ex,
    });
    expect(merged.slice(0, 7)).toEqual(eat);
  });

  it('applies a patch to the named sense of the named entry only', () => {
    const lines = [
      JSON.stringify(['먹다', 'verb', 1, [eat]]),
      JSON.stringify(['먹다', 'noun', 1, [eat]]),
      '',
    ];
    const patch = readPatch(JSON.stringify(['먹다', 'verb', 0, complete]));
    const stray = readPatch(JSON.stringify(['먹다', 'verb', 3, complete]));
    if (typeof patch === 'string' || typeof stray === 'string') throw new Error('bad patch');
    const result = applyPatches(lines, [patch, stray]);
    expect(result.applied.has(patch)).toBe(true);
    expect(result.applied.has(stray)).toBe(false);
    expect(JSON.parse(result.lines[0]!)[3][0].at(-1)).toEqual(complete);
    expect(result.lines[1]).toBe(lines[1]);
    expect(result.lines[2]).toBe('');
  });

  it('refuses patch lines of the wrong shape', () => {
    expect(readPatch('{')).toBe('not JSON');
    expect(readPatch('["먹다","verb",-1,{}]')).toMatch(/whole number/);
    expect(readPatch('["먹다","verb",0,[]]')).toMatch(/object/);
  });
});
