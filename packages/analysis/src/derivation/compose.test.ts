import { describe, expect, it } from 'vitest';
import type { TextLanguage } from '../types.ts';
import { composeWords, type BaseWord, type ComposedWord } from './compose.ts';
import { composeTranslation, derivationsOf } from './derivations.ts';
import { article, frenchDe, frenchFeminine } from './gloss-forms.ts';
import type { GlossLanguage } from './types.ts';

interface TestWord {
  language: TextLanguage;
  written: string;
  category: string;
  homograph: number;
  senses: Array<Partial<Record<GlossLanguage, string>>>;
}

/** A dictionary word with one sense per gloss map. */
function word(
  language: TextLanguage,
  written: string,
  category: string,
  ...senses: Array<Partial<Record<GlossLanguage, string>>>
): TestWord {
  return { language, written, category, homograph: 0, senses };
}

const DICTIONARY: TestWord[] = [
  word('ko_KR', '구매', 'noun', { en_US: 'purchase, buying', fr_FR: 'achat', ja_JP: '購入' }),
  word('ko_KR', '학습', 'noun', { en_US: 'learning, study', fr_FR: 'apprentissage' }),
  word('ko_KR', '경제', 'noun', { en_US: 'economy', ja_JP: '経済' }),
  word('ko_KR', '가능', 'noun', { en_US: 'possibility' }),
  word('ko_KR', '사용', 'noun', { en_US: 'use', ja_JP: '使用' }),
  word('ko_KR', '자연', 'noun', { en_US: 'nature' }),
  word('ko_KR', '평화', 'noun', { en_US: 'peace' }),
  word('ko_KR', '공식', 'noun', { en_US: 'official, formal' }),
  word('ko_KR', '관심', 'noun', { en_US: 'interest' }),
  word('ko_KR', '만족', 'noun', { en_US: 'satisfaction' }),
  word('ko_KR', '학교', 'noun', { en_US: 'school' }),
  word('ko_KR', '공부하다', 'verb', { en_US: 'to study' }),
  word('ko_KR', '배송하다', 'verb', { en_US: 'to deliver, to ship' }),
  word('ko_KR', '작곡', 'noun', { en_US: '(music) composition' }),
  word('ko_KR', '까다', 'verb', { en_US: 'to peel' }),
  word('en_US', 'course', 'noun', { fr_FR: 'cours' }),
  word('en_US', 'assemble', 'verb', { fr_FR: 'assembler' }),
  word('fr_FR', 'arbitraire', 'adjective', { en_US: 'arbitrary' }),
  word('fr_FR', 'fond', 'noun', { en_US: 'bottom' }),
  word('en_US', 'happy', 'adjective', { fr_FR: 'heureux, content', ko_KR: '행복한' }),
  word('en_US', 'install', 'verb', { fr_FR: 'installer', ko_KR: '설치하다' }),
  word('en_US', 'quick', 'adjective', { fr_FR: 'rapide' }),
  word('en_US', 'hope', 'noun', { fr_FR: 'espoir' }),
  word('en_US', 'care', 'noun', { fr_FR: 'soin' }),
  word('en_US', 'kind', 'adjective', { en_US: 'friendly' }),
  word('fr_FR', 'installer', 'verb', { en_US: 'to install, to set up', ko_KR: '설치하다' }),
  word('fr_FR', 'faire', 'verb', { en_US: 'to do' }),
  word('fr_FR', 'partir', 'verb', { en_US: 'to leave, to go' }),
  word('en_US', 'sort', 'verb', { fr_FR: 'trier' }),
  word('fr_FR', 'utile', 'adjective', { en_US: 'useful' }),
  word('fr_FR', 'heureux', 'adjective', { en_US: 'happy' }),
  word('fr_FR', 'lent', 'adjective', { en_US: 'slow' }),
  // The words the issue found composed wrongly, and their bases.
  word('ko_KR', '가정', 'noun', { en_US: 'home, family' }),
  word('ko_KR', '지도', 'noun', { en_US: 'map' }),
  word('ko_KR', '금지', 'noun', { en_US: 'prohibition, ban' }),
  word('fr_FR', 'cent', 'numeral', { en_US: 'hundred' }),
  word('fr_FR', 'mon', 'determiner', { en_US: 'my' }),
  word('fr_FR', 'montrer', 'verb', { en_US: 'to show' }),
  word('en_US', 'hard', 'adjective', { fr_FR: 'difficile' }),
  word('en_US', 'busy', 'adjective', { fr_FR: 'occupé' }),
  word('en_US', 'man', 'noun', { fr_FR: 'homme' }),
  { ...word('en_US', 'fair', 'adjective', { fr_FR: 'juste' }), homograph: 1 },
  { ...word('en_US', 'fair', 'adjective', { fr_FR: 'clair' }), homograph: 2 },
];

/** The base words of these written forms in one text language, keyed as asked, with the forms asked. */
function lookupIn(language: TextLanguage, lang: GlossLanguage) {
  const asked: string[][] = [];
  const lookup = async (writtens: readonly string[]) => {
    asked.push([...writtens]);
    return new Map(
      writtens.map((written): [string, BaseWord[]] => [
        written,
        DICTIONARY.filter(
          (w) => w.language === language && w.written.toLowerCase() === written.toLowerCase(),
        ).map((w) => ({ ...w, translations: w.senses.map((sense) => sense[lang] ?? '') })),
      ]),
    );
  };
  return { lookup, asked };
}

async function composed(written: string, language: TextLanguage, lang: GlossLanguage) {
  const [result] = await composeWords([written], language, lang, lookupIn(language, lang).lookup);
  return result;
}

/** "Composed: 구매 (purchase) + 하다 (do)", as the word detail shows it. */
function partsText(result: ComposedWord | undefined): string {
  return (result?.parts ?? []).map((p) => (p.gloss ? `${p.written} (${p.gloss})` : p.written)).join(' + ');
}

describe('composed glosses of Korean derived words', () => {
  it.each([
    ['재구매', 'en_US', 're-purchase', 'noun', '재- (re-, again) + 구매 (purchase)'],
    ['재구매', 'ja_JP', '再購入', 'noun', '재- (再) + 구매 (購入)'],
    ['비공식', 'en_US', 'non-official', 'noun', '비- (non-) + 공식 (official)'],
    ['불만족', 'en_US', 'lack of satisfaction', 'noun', '불- (un-, lack of) + 만족 (satisfaction)'],
    ['무관심', 'en_US', 'without interest', 'noun', '무- (without) + 관심 (interest)'],
    ['재배송하다', 'en_US', 'to re-deliver', 'verb', '재- (re-, again) + 배송하다 (to deliver)'],
  ] as const)('%s in %s: "%s" (a safe rule)', async (written, lang, translation, category, parts) => {
    const result = await composed(written, 'ko_KR', lang);
    expect(result?.translation).toBe(translation);
    expect(result?.category).toBe(category);
    expect(partsText(result)).toBe(parts);
  });

  it.each([
    ['구매하다', 'en_US', 'verb', '구매 (purchase) + 하다 (do; makes a verb)'],
    ['구매하다', 'ja_JP', 'verb', '구매 (購入) + 하다 (する（動詞を作る）)'],
    ['재구매하다', 'en_US', 'verb', '재- (re-, again) + 구매 (purchase) + 하다 (do; makes a verb)'],
    ['학습시키다', 'fr_FR', 'verb', '학습 (apprentissage) + 시키다 (faire faire)'],
    ['경제적', 'en_US', 'noun', '경제 (economy) + -적 (-ic, relating to)'],
    ['가능성', 'en_US', 'noun', '가능 (possibility) + -성 (nature, quality)'],
    ['사용되다', 'en_US', 'verb', '사용 (use) + 되다 (become, be done; makes a verb)'],
    ['자연스럽다', 'en_US', 'adjective', '자연 (nature) + 스럽다 (having the air of; makes an adjective)'],
    ['평화롭다', 'en_US', 'adjective', '평화 (peace) + 롭다 (full of; makes an adjective)'],
    // The wrong glosses: "to home", "to map", "to prohibition", "to composition", "nature-like".
    ['가정하다', 'en_US', 'verb', '가정 (home) + 하다 (do; makes a verb)'],
    ['지도하다', 'en_US', 'verb', '지도 (map) + 하다 (do; makes a verb)'],
    ['금지하다', 'en_US', 'verb', '금지 (prohibition) + 하다 (do; makes a verb)'],
    ['작곡하다', 'en_US', 'verb', '작곡 (composition) + 하다 (do; makes a verb)'],
  ] as const)(
    '%s in %s: no made-up gloss, its parts with their own glosses',
    async (written, lang, category, parts) => {
      const result = await composed(written, 'ko_KR', lang);
      expect(result?.translation).toBeUndefined();
      expect(result?.category).toBe(category);
      expect(partsText(result)).toBe(parts);
    },
  );
});

describe('composed glosses read as English and French', () => {
  it('chooses "a" or "an" by sound', () => {
    expect(['arbitrary', 'honest', 'hour', 'useful', 'university', 'happy', 'one-off'].map(article)).toEqual([
      'an',
      'an',
      'an',
      'a',
      'a',
      'a',
      'a',
    ]);
  });

  it('elides "de" and makes adjectives agree in the French templates', () => {
    expect(frenchDe('espoir')).toBe("d'espoir");
    expect(frenchDe('humour')).toBe("d'humour");
    expect(frenchDe('haine')).toBe('de haine');
    expect(frenchDe('soin')).toBe('de soin');
    expect(['sûr', 'heureux', 'actif', 'premier', 'naturel', 'rapide', 'public'].map(frenchFeminine)).toEqual(
      ['sûre', 'heureuse', 'active', 'première', 'naturelle', 'rapide', 'publique'],
    );
    const hopeful = derivationsOf('hopeful', 'en_US').find((d) => d.base === 'hope')!;
    expect(composeTranslation(hopeful, 'espoir', 'fr_FR')).toBe("plein d'espoir");
    const surely = derivationsOf('surely', 'en_US').find((d) => d.base === 'sure')!;
    expect(composeTranslation(surely, 'sûr', 'fr_FR')).toBe('de façon sûre');
  });
});

describe('composed glosses of English and French derived words', () => {
  it.each([
    ['hopeless', 'en_US', 'fr_FR', 'sans espoir', 'adjective', 'hope (espoir) + -less (sans)'],
  ] as const)(
    '%s (%s) in %s: "%s" (a safe rule)',
    async (written, language, lang, translation, category, parts) => {
      const result = await composed(written, language, lang);
      expect(result?.written).toBe(written);
      expect(result?.translation).toBe(translation);
      expect(result?.category).toBe(category);
      expect(partsText(result)).toBe(parts);
    },
  );

  it.each([
    // re- is no safe rule: répartir is no "to leave again", resort (to) no "sort again".
    ['re-install', 'en_US', 'fr_FR', 're- (de nouveau) + install (installer)'],
    ['reinstall', 'en_US', 'ko_KR', 're- (다시) + install (설치하다)'],
    ['réinstaller', 'fr_FR', 'en_US', 're- (again) + installer (to install)'],
    ['répartir', 'fr_FR', 'en_US', 're- (again) + partir (to leave)'],
    ['resort', 'en_US', 'fr_FR', 're- (de nouveau) + sort (trier)'],
    ['unhappiness', 'en_US', 'fr_FR', "un- (pas, contraire) + happy (heureux) + -ness (le fait d'être)"],
    ['quickly', 'en_US', 'fr_FR', 'quick (rapide) + -ly (de façon)'],
    ['careful', 'en_US', 'fr_FR', 'care (soin) + -ful (plein de)'],
    ['inutile', 'fr_FR', 'en_US', 'in- (not) + utile (useful)'],
    ['lentement', 'fr_FR', 'en_US', 'lent (slow) + -ment (-ly)'],
    // The issue's: "in a difficult way", "in a happy way", "le fait d'être occupé".
    ['hardly', 'en_US', 'fr_FR', 'hard (difficile) + -ly (de façon)'],
    ['heureusement', 'fr_FR', 'en_US', 'heureux (happy) + -ment (-ly)'],
    ['business', 'en_US', 'fr_FR', "busy (occupé) + -ness (le fait d'être)"],
    ['arbitrairement', 'fr_FR', 'en_US', 'arbitraire (arbitrary) + -ment (-ly)'],
  ] as const)('%s (%s) in %s: no made-up gloss, its parts', async (written, language, lang, parts) => {
    const result = await composed(written, language, lang);
    expect(result?.translation).toBeUndefined();
    expect(partsText(result)).toBe(parts);
  });

  it('gives the affixes their gloss in the dictionary language', async () => {
    const result = await composed('unhappiness', 'en_US', 'fr_FR');
    expect(result?.parts).toEqual([
      { written: 'un-', gloss: 'pas, contraire' },
      { written: 'happy', gloss: 'heureux' },
      { written: '-ness', gloss: "le fait d'être" },
    ]);
  });
});

describe('no composed gloss', () => {
  it('for dé-, which misread most words it fired on (décent, démon, démontrer, défaire)', async () => {
    for (const written of ['décent', 'démon', 'démontrer', 'défaire']) {
      expect(await composed(written, 'fr_FR', 'en_US')).toBeUndefined();
    }
  });

  it('for un- on a noun (unman is no "pas homme")', async () => {
    expect(await composed('unman', 'en_US', 'fr_FR')).toBeUndefined();
  });

  it('when the base has several homographs (which "fair" is unfair made of?)', async () => {
    expect(await composed('unfair', 'en_US', 'fr_FR')).toBeUndefined();
  });

  it('when the base is unknown', async () => {
    expect(await composed('운동하다', 'ko_KR', 'en_US')).toBeUndefined();
    expect(await composed('재배치', 'ko_KR', 'en_US')).toBeUndefined();
    expect(await composed('unkindness', 'en_US', 'fr_FR')).toBeUndefined();
    expect(await composed('défendre', 'fr_FR', 'en_US')).toBeUndefined();
  });

  it('when the base has no translation in the dictionary language', async () => {
    // 가능 has only English; "kind" only an English gloss, which is no French translation.
    expect(await composed('가능성', 'ko_KR', 'fr_FR')).toBeUndefined();
    expect(await composed('kindness', 'en_US', 'fr_FR')).toBeUndefined();
  });

  it('when the base is not of the category the affix follows', async () => {
    // 까다롭다 is no 까다 "to peel" + 롭다, "recourse" no "course" again, "assembly" no "assemble" + -ly,
    // "fondement" no "fond" + -ment.
    expect(await composed('까다롭다', 'ko_KR', 'en_US')).toBeUndefined();
    expect(await composed('recourse', 'en_US', 'fr_FR')).toBeUndefined();
    expect(await composed('assembly', 'en_US', 'fr_FR')).toBeUndefined();
    expect(await composed('fondement', 'fr_FR', 'en_US')).toBeUndefined();
  });

  it('when the base would be one Korean syllable (달하다 is no "to moon")', async () => {
    expect(derivationsOf('달하다', 'ko_KR')).toEqual([]);
    expect(derivationsOf('학교', 'ko_KR').map((d) => d.base)).toEqual([]);
    expect(await composed('학교', 'ko_KR', 'en_US')).toBeUndefined();
  });

  it('asks the dictionary for no base when no rule applies', async () => {
    const { lookup, asked } = lookupIn('ko_KR', 'en_US');
    expect(await composeWords(['학교', '나'], 'ko_KR', 'en_US', lookup)).toEqual([]);
    expect(asked).toEqual([]);
  });
});

describe('derivationsOf', () => {
  it('lists the closest bases first, a suffix outermost first, up to two affixes', () => {
    expect(derivationsOf('재구매하다', 'ko_KR').map((d) => [d.base, d.affixes.map((a) => a.label)])).toEqual([
      ['재구매', ['하다']],
      ['구매하다', ['재-']],
      ['구매', ['재-', '하다']],
      ['구매', ['하다', '재-']],
    ]);
    expect(derivationsOf('unhappiness', 'en_US').map((d) => [d.base, d.affixes.map((a) => a.label)])).toEqual(
      [
        ['unhappy', ['-ness']],
        ['unhappi', ['-ness']],
        ['happiness', ['un-']],
        ['happy', ['un-', '-ness']],
        ['happi', ['un-', '-ness']],
        ['happy', ['-ness', 'un-']],
        ['happi', ['-ness', 'un-']],
      ],
    );
  });
});
