import type { DictionaryLocale, DictionaryTextLanguage, DictionaryWord } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import { COMPOSED_SOURCE, composeWords, withComposedWords } from './composed-words.ts';
import { derivationsOf } from './derivation-rules.ts';

let nextId = 1;

/** A stored dictionary word with one sense per gloss map (what lookupWords answers). */
function word(
  language: DictionaryTextLanguage,
  written: string,
  category: string,
  ...senses: Array<Partial<Record<DictionaryLocale, string>>>
): DictionaryWord {
  return {
    id: nextId++,
    written,
    category,
    senses: senses.map((glosses) => ({
      id: nextId++,
      translation: Object.values(glosses)[0] ?? '',
      definition: '',
      variants: Object.fromEntries(
        Object.entries(glosses).map(([locale, translation]) => [locale, { translation, definition: '' }]),
      ),
    })),
    audio_id: null,
    homograph: 0,
    level: null,
    pronunciation: null,
    language,
    source: 'test',
  };
}

const DICTIONARY: DictionaryWord[] = [
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
  word('fr_FR', 'utile', 'adjective', { en_US: 'useful' }),
  word('fr_FR', 'heureux', 'adjective', { en_US: 'happy' }),
  word('fr_FR', 'lent', 'adjective', { en_US: 'slow' }),
];

/** The words of these written forms in one text language, as lookupWords finds them. */
function lookupIn(language: DictionaryTextLanguage) {
  const asked: string[][] = [];
  const lookup = async (writtens: string[]) => {
    asked.push(writtens);
    const keys = new Set(writtens.map((w) => w.toLowerCase()));
    return DICTIONARY.filter((w) => w.language === language && keys.has(w.written.toLowerCase()));
  };
  return { lookup, asked };
}

async function composed(written: string, language: DictionaryTextLanguage, lang: DictionaryLocale) {
  const [result] = await composeWords([written], language, lang, lookupIn(language).lookup);
  return result;
}

/** "Composed: 구매 (purchase) + 하다 (do)", as the word detail shows it. */
function partsText(result: DictionaryWord | undefined): string {
  return (result?.composedOf ?? [])
    .map((p) => (p.gloss ? `${p.written} (${p.gloss})` : p.written))
    .join(' + ');
}

describe('composed glosses of Korean derived words', () => {
  it.each([
    ['구매하다', 'en_US', 'to purchase', 'verb', '구매 (purchase) + 하다 (do)'],
    ['구매하다', 'ja_JP', '購入する', 'verb', '구매 (購入) + 하다 (する)'],
    ['재구매', 'en_US', 're-purchase', 'noun', '재- (re-, again) + 구매 (purchase)'],
    ['재구매하다', 'en_US', 'to re-purchase', 'verb', '재- (re-, again) + 구매 (purchase) + 하다 (do)'],
    [
      '학습시키다',
      'en_US',
      'to make (someone) do learning',
      'verb',
      '학습 (learning) + 시키다 (make someone do)',
    ],
    [
      '학습시키다',
      'fr_FR',
      'faire faire : apprentissage',
      'verb',
      '학습 (apprentissage) + 시키다 (faire faire)',
    ],
    ['경제적', 'en_US', 'relating to economy', 'noun', '경제 (economy) + -적 (-ic, relating to)'],
    ['경제적', 'ja_JP', '経済的', 'noun', '경제 (経済) + -적 (的)'],
    [
      '가능성',
      'en_US',
      'possibility (nature, quality)',
      'noun',
      '가능 (possibility) + -성 (nature, quality)',
    ],
    ['사용되다', 'ja_JP', '使用される', 'verb', '사용 (使用) + 되다 (される)'],
    ['자연스럽다', 'en_US', 'nature-like', 'adjective', '자연 (nature) + 스럽다 (-like)'],
    ['평화롭다', 'en_US', 'full of peace', 'adjective', '평화 (peace) + 롭다 (full of)'],
    ['비공식', 'en_US', 'non-official', 'noun', '비- (non-) + 공식 (official)'],
    ['불만족', 'en_US', 'lack of satisfaction', 'noun', '불- (un-, lack of) + 만족 (satisfaction)'],
    ['무관심', 'en_US', 'without interest', 'noun', '무- (without) + 관심 (interest)'],
  ] as const)('%s in %s: "%s"', async (written, lang, translation, category, parts) => {
    const result = await composed(written, 'ko_KR', lang);
    expect(result?.senses.map((s) => s.translation)).toEqual([translation]);
    expect(result?.senses[0]?.variants?.[lang]?.translation).toBe(translation);
    expect(result?.category).toBe(category);
    expect(result?.source).toBe(COMPOSED_SOURCE);
    expect(partsText(result)).toBe(parts);
  });
});

describe('composed glosses read as English', () => {
  it('keeps "to" in front of a verb, drops qualifiers and chooses "a" or "an"', async () => {
    expect((await composed('재배송하다', 'ko_KR', 'en_US'))?.senses[0]?.translation).toBe('to re-deliver');
    expect((await composed('작곡하다', 'ko_KR', 'en_US'))?.senses[0]?.translation).toBe('to composition');
    expect((await composed('arbitrairement', 'fr_FR', 'en_US'))?.senses[0]?.translation).toBe(
      'in an arbitrary way',
    );
  });
});

describe('composed glosses of English and French derived words', () => {
  it.each([
    [
      'unhappiness',
      'en_US',
      'fr_FR',
      "le fait d'être pas heureux",
      'noun',
      "un- (pas, contraire) + happy (heureux) + -ness (le fait d'être)",
    ],
    [
      'unhappiness',
      'en_US',
      'ko_KR',
      '반대: 행복한 상태',
      'noun',
      'un- (반대) + happy (행복한) + -ness (상태)',
    ],
    [
      're-install',
      'en_US',
      'fr_FR',
      'installer de nouveau',
      'verb',
      're- (de nouveau) + install (installer)',
    ],
    ['reinstall', 'en_US', 'ko_KR', '다시 설치하다', 'verb', 're- (다시) + install (설치하다)'],
    ['quickly', 'en_US', 'fr_FR', 'de façon rapide', 'adverb', 'quick (rapide) + -ly (de façon)'],
    ['hopeless', 'en_US', 'fr_FR', 'sans espoir', 'adjective', 'hope (espoir) + -less (sans)'],
    ['careful', 'en_US', 'fr_FR', 'plein de soin', 'adjective', 'care (soin) + -ful (plein de)'],
    ['réinstaller', 'fr_FR', 'en_US', 'to install again', 'verb', 're- (again) + installer (to install)'],
    ['réinstaller', 'fr_FR', 'ko_KR', '다시 설치하다', 'verb', 're- (다시) + installer (설치하다)'],
    ['défaire', 'fr_FR', 'en_US', 'opposite of to do', 'verb', 'dé- (un-, undo) + faire (to do)'],
    ['inutile', 'fr_FR', 'en_US', 'not useful', 'adjective', 'in- (not) + utile (useful)'],
    ['heureusement', 'fr_FR', 'en_US', 'in a happy way', 'adverb', 'heureux (happy) + -ment (-ly)'],
    ['lentement', 'fr_FR', 'en_US', 'in a slow way', 'adverb', 'lent (slow) + -ment (-ly)'],
  ] as const)('%s (%s) in %s: "%s"', async (written, language, lang, translation, category, parts) => {
    const result = await composed(written, language, lang);
    expect(result?.written).toBe(written);
    expect(result?.senses.map((s) => s.translation)).toEqual([translation]);
    expect(result?.category).toBe(category);
    expect(partsText(result)).toBe(parts);
  });

  it('gives the affixes their gloss in the dictionary language', async () => {
    const result = await composed('unhappiness', 'en_US', 'fr_FR');
    expect(result?.composedOf).toEqual([
      { written: 'un-', gloss: 'pas, contraire' },
      { written: 'happy', gloss: 'heureux' },
      { written: '-ness', gloss: "le fait d'être" },
    ]);
  });

  it('gives stable negative ids no stored word can have', async () => {
    const first = await composed('구매하다', 'ko_KR', 'en_US');
    const again = await composed('구매하다', 'ko_KR', 'en_US');
    const other = await composed('재구매', 'ko_KR', 'en_US');
    expect(first?.id).toBeLessThan(0);
    expect(first?.id).toBe(again?.id);
    expect(other?.id).not.toBe(first?.id);
  });
});

describe('no composed gloss', () => {
  it('when the word has its own entry', async () => {
    const { lookup } = lookupIn('ko_KR');
    const words = await withComposedWords(['공부하다', '구매하다'], 'ko_KR', 'en_US', lookup);
    expect(words.map((w) => [w.written, w.source])).toEqual([
      ['공부하다', 'test'],
      ['구매하다', COMPOSED_SOURCE],
    ]);
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
    const { lookup, asked } = lookupIn('ko_KR');
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
