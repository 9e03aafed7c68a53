// The simple-tense predicates (English @presentSimple/@pastSimple, French @present ... @imperatif), the
// subjunctive of avoir, and `hides` (a construction standing for a more general one it overlaps), on the
// real analysers and the committed catalogue.
import { describe, expect, it } from 'vitest';
import { englishAnalyzer } from '../english/index.ts';
import { frenchAnalyzer } from '../french/index.ts';
import { koreanAnalyzer } from '../korean/index.ts';
import { grammarMatcher } from './catalogue.ts';
import { compilePattern, GrammarMatcher } from './matcher.ts';
import { frenchSimpleTenses } from './french-tense.ts';

const found = (
  language: 'en_US' | 'fr_FR',
  units: Parameters<GrammarMatcher['match']>[0],
  pattern: string,
): string[] =>
  new GrammarMatcher(language, [compilePattern('t', pattern, language)]).match(units).map((s) =>
    units
      .slice(s.first, s.last + 1)
      .map((u) => u.surface)
      .join(' '),
  );

describe('English simple tenses', () => {
  const cases: [string, string[], string[]][] = [
    // sentence, present simple heads, past simple heads
    ['The woman next door is a nurse.', ['is'], []],
    ["We don't have any milk left.", ["don't"], []],
    ['Do you speak English?', ['Do'], []],
    ['I had my hair cut yesterday.', [], ['had']],
    ['The museum was built in 1887.', [], ['was']],
    ['The team played better in the second half.', [], ['played']],
    ['The man whose car was stolen went to the police.', [], ['was', 'went']],
    ["I'm going to buy some bread.", [], []],
    ["She's been learning Japanese.", [], []],
    ['I have to finish this report.', [], []],
    ['Could you close the window?', [], []],
    ['The doctor made me wait.', [], ['made']],
    ['The bridge is being repaired.', [], []],
    // A heading before the sentence, without punctuation between (a web page's text).
    ['Reading in the library\nThe students read a long book.', ['read'], []],
  ];
  for (const [sentence, present, past] of cases) {
    it(sentence, () => {
      const units = englishAnalyzer.analyze(sentence);
      expect(found('en_US', units, '/VERB|AUX[@presentSimple]')).toEqual(present);
      expect(found('en_US', units, '/VERB|AUX[@pastSimple]')).toEqual(past);
    });
  }
});

describe('French simple tenses', () => {
  it('reads the tense from the written form and the lemma', () => {
    const table: [string, string, string[]][] = [
      ['partirons', 'partir', ['futur']],
      ['lèvera', 'lever', ['futur']],
      ['seront', 'être', ['futur']],
      ['pourriez', 'pouvoir', ['conditionnel']],
      ['aimerais', 'aimer', ['conditionnel']],
      ['étais', 'être', ['imparfait']],
      ['allais', 'aller', ['imparfait']],
      ['finissions', 'finir', ['imparfait', 'present']],
      ['mourut', 'mourir', ['passe-simple']],
      ['succéda', 'succéder', ['passe-simple']],
      ['rendit', 'rendre', ['passe-simple']],
      ['marchèrent', 'marcher', ['passe-simple']],
      ['préfèrent', 'préférer', ['present']],
      ['oubliez', 'oublier', ['present']],
      ['fait', 'faire', ['present']],
      ['parle', 'parler', ['present']],
    ];
    for (const [written, lemma, tenses] of table)
      expect([written, frenchSimpleTenses(written, lemma)]).toEqual([written, tenses]);
  });

  const cases: [string, string, string[]][] = [
    ['Je vais appeler le médecin.', '@present', []],
    ['Elle est partie en vacances.', '@present', []],
    ['Le pain est fini.', '@present', ['est']],
    ['Il ne faut pas que tu oublies ton passeport.', '@present', ['faut', 'oublies']],
    ['Est-ce que tu as déjà lu ce roman ?', '@present', []],
    ['Il fait froid.', '@present', ['fait']],
    ['Ne touchez pas à ce bouton.', '@present', []],
    ['Ne touchez pas à ce bouton.', '@imperatif', ['touchez']],
    ['Prends ton parapluie.', '@imperatif', ['Prends']],
    ['Vous prenez le train.', '@imperatif', []],
    ['Veux-tu du thé ?', '@imperatif', []],
    ["Quand j'étais petit, j'allais à la mer.", '@imparfait', ['étais', 'allais']],
    ['Elle avait déjà mangé.', '@imparfait', []],
    ["Il est important que vous arriviez à l'heure.", '@imparfait', []],
    ['Nous partirons dès que le soleil se lèvera.', '@futur', ['partirons', 'lèvera']],
    ["J'aurais aimé venir.", '@conditionnel', []],
    ['Vous pourriez baisser la musique ?', '@conditionnel', ['pourriez']],
    ['Le roi mourut et son fils lui succéda.', '@passeSimple', ['mourut', 'succéda']],
  ];
  for (const [sentence, predicate, expected] of cases) {
    it(`${predicate}: ${sentence}`, () => {
      expect(found('fr_FR', frenchAnalyzer.analyze(sentence), `/VERB|AUX[${predicate}]`)).toEqual(expected);
    });
  }

  it('takes ait and aient for subjunctives after a trigger', () => {
    const units = frenchAnalyzer.analyze("Il faut qu'elle ait fini avant qu'ils aient faim.");
    // (faut passes too: the predicate only says a form can be a subjunctive; the trigger decides.)
    expect(found('fr_FR', units, '/VERB|AUX[@subjunctive]')).toEqual(
      expect.arrayContaining(['ait', 'aient']),
    );
  });
});

describe('hides', () => {
  it('drops the matches of a hidden construction inside the span of the one that hides it, only there', () => {
    const units = koreanAnalyzer.analyze('천천히 말씀하세요');
    const patterns = [
      compilePattern('general', '어요/EF', 'ko_KR'),
      compilePattern('specific', '시/EP 어요/EF', 'ko_KR'),
    ];
    expect(new GrammarMatcher('ko_KR', patterns).match(units).map((s) => s.id)).toEqual([
      'specific',
      'general',
    ]);
    const hiding = new GrammarMatcher('ko_KR', patterns, new Map([['specific', ['general']]]));
    expect(hiding.match(units).map((s) => s.id)).toEqual(['specific']);
    expect(hiding.match(koreanAnalyzer.analyze('말씀하세요 맛있어요')).map((s) => [s.id, s.first])).toEqual([
      ['specific', 0],
      ['general', 1],
    ]);
  });

  it('the catalogue shows -(으)세요 alone, never also -아요/어요 over the same word', () => {
    const matcher = grammarMatcher('ko_KR');
    for (const sentence of ['천천히 말씀하세요.', '여기 앉으세요.', '다음에 또 놀러 오세요.']) {
      const ids = matcher.match(koreanAnalyzer.analyze(sentence)).map((s) => s.id);
      expect(ids).toContain('ko.ending.euseyo');
      expect(ids).not.toContain('ko.ending.ayo');
    }
    expect(matcher.match(koreanAnalyzer.analyze('맛있어요.')).map((s) => s.id)).toContain('ko.ending.ayo');
  });

  it('the tenses inside an English conditional belong to it', () => {
    const ids = grammarMatcher('en_US')
      .match(englishAnalyzer.analyze("If it rains tomorrow, we'll stay at home."))
      .map((s) => s.id);
    expect(ids).toContain('en.conditional.first');
    expect(ids).not.toContain('en.tense.present-simple');
    expect(ids).not.toContain('en.tense.future-will');
  });
});
