import { describe, expect, it } from 'vitest';
import { englishAnalyzer } from './index.ts';

/** `surface=word/TAG` of the named units. */
const read = (text: string, surfaces: string[]) => {
  const units = englishAnalyzer.analyze(text);
  return surfaces.map((s) => {
    const unit = units.find((u) => u.surface === s);
    return unit ? `${s}=${unit.word}/${unit.morphs.map((m) => m.tag).join('+')}` : `${s}: missing`;
  });
};

describe('English lemmas and tags learners meet', () => {
  it('reads better and best after be as good, after an action verb as well', () => {
    expect(read('She is the best.', ['best'])).toEqual(['best=good/ADJ']);
    expect(read('It is better now.', ['better'])).toEqual(['better=good/ADJ']);
    expect(read('He works best at night.', ['best'])).toEqual(['best=well/ADV']);
    expect(read('They played better than us.', ['better'])).toEqual(['better=well/ADV']);
  });

  it('keeps a.m. and the contracted is apart: a.m. is not be, He is is be', () => {
    expect(read("We left at 9 a.m. He's tall.", ['a.m.', "He's"])).toEqual([
      'a.m.=a.m./NOUN',
      "He's=be/PRON+AUX",
    ]);
  });

  it('tags nationality adjectives ADJ (the Iranian president, American officials)', () => {
    expect(read('The Iranian president met American officials.', ['Iranian', 'American'])).toEqual([
      'Iranian=Iranian/ADJ',
      'American=American/ADJ',
    ]);
    expect(read('She is Canadian.', ['Canadian'])).toEqual(['Canadian=Canadian/ADJ']);
    expect(read('Brian Smith came.', ['Brian'])).toEqual(['Brian=Brian/PROPN']);
  });

  it('tags the particles of phrasal verbs ADP', () => {
    expect(read('She found out and gave up.', ['out', 'up'])).toEqual(['out=out/ADP', 'up=up/ADP']);
  });

  it('tags words of another language as foreign (X): French inside English', () => {
    expect(read("He said c'est la vie, déjà vu.", ["c'est", 'la', 'vie', 'déjà'])).toEqual([
      "c'est=c'est/X",
      'la=la/X',
      'vie=vie/X',
      'déjà=déjà/X',
    ]);
    expect(read('The cafe is open.', ['cafe'])).toEqual(['cafe=cafe/NOUN']);
  });
});
