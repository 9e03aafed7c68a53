// General faults of the English patterns found with new dev gold sentences, each on sentences of its own:
// what one construction stands for is not reported a second time, look-alikes are not conditionals, and
// forms the patterns used to miss.
import { describe, expect, it } from 'vitest';
import { englishAnalyzer } from '../english/index.ts';
import { grammarMatcher } from './catalogue.ts';

const ids = (sentence: string): string[] => [
  ...new Set(
    grammarMatcher('en_US')
      .match(englishAnalyzer.analyze(sentence))
      .map((s) => s.id),
  ),
];

describe('English grammar: one explanation per construction', () => {
  it.each([
    [
      'She might have missed the bus.',
      'en.modal.modal-perfect',
      ['en.modal.may-might', 'en.tense.present-perfect'],
    ],
    [
      'He must have forgotten our address.',
      'en.modal.modal-perfect',
      ['en.modal.must', 'en.tense.present-perfect'],
    ],
    ['I wish we had taken the earlier flight.', 'en.mood.wish-past-perfect', ['en.tense.past-perfect']],
    [
      'You are supposed to wear a badge.',
      'en.modal.be-supposed-to',
      ['en.voice.passive', 'en.tense.present-simple'],
    ],
    [
      'They were supposed to arrive at noon.',
      'en.modal.be-supposed-to',
      ['en.voice.passive', 'en.tense.past-simple'],
    ],
    [
      'We had better leave now.',
      'en.modal.had-better',
      ['en.tense.past-simple', 'en.comparison.comparative'],
    ],
  ])('%s: %s, not also %j', (sentence, found, hidden) => {
    const got = ids(sentence);
    expect(got).toContain(found);
    for (const id of hidden) expect(got).not.toContain(id);
  });
});

describe('English grammar: look-alikes and missed forms', () => {
  it('does not read as if / asked if / wonder if as a conditional', () => {
    expect(ids('She smiled as if she knew the answer.')).not.toContain('en.conditional.second');
    expect(ids('He asked if we would stay for dinner.')).not.toContain('en.conditional.second');
    expect(ids("I wonder if they'll call us back.")).not.toContain('en.conditional.first');
    // A real condition still is one.
    expect(ids('If she knew the answer, she would tell us.')).toContain('en.conditional.second');
  });

  it('finds will + passive as the future with will, not will be + -ing or will have + participle', () => {
    expect(ids('The results will be published next month.')).toEqual(
      expect.arrayContaining(['en.tense.future-will', 'en.voice.passive']),
    );
    expect(ids("They'll be travelling all week.")).not.toContain('en.tense.future-will');
    expect(ids('She will have left by then.')).not.toContain('en.tense.future-will');
    expect(ids('We will have a party on Saturday.')).toContain('en.tense.future-will');
  });

  it('finds the past simple of a subject after another noun phrase', () => {
    expect(ids('By the time the guests arrived, dinner was cold.')).toEqual(
      expect.arrayContaining(['en.tense.past-simple']),
    );
    const spans = grammarMatcher('en_US').match(englishAnalyzer.analyze('By the time the guests arrived'));
    expect(spans.map((s) => s.id)).toContain('en.tense.past-simple');
  });

  it('finds comparatives without than, and not -er words that are not comparatives', () => {
    expect(ids('This box is heavier.')).toContain('en.comparison.comparative');
    expect(ids('You should drive more carefully.')).toContain('en.comparison.comparative');
    expect(ids('The weather got worse in the afternoon.')).toContain('en.comparison.comparative');
    expect(ids('She has other plans.')).not.toContain('en.comparison.comparative');
    expect(ids('I never eat meat.')).not.toContain('en.comparison.comparative');
    expect(ids("I'll see you later.")).not.toContain('en.comparison.comparative');
    expect(ids("I can't eat any more now.")).not.toContain('en.comparison.comparative');
  });

  it('finds a relative which after an adverb (the clause about the whole sentence)', () => {
    expect(ids('He left early, which surprised everyone.')).toContain('en.clause.relative-which');
    expect(ids('The hall was cold, which nobody expected.')).toContain('en.clause.relative-which');
    expect(ids('Which book do you want?')).not.toContain('en.clause.relative-which');
    expect(ids("I'm not sure which bus goes there.")).not.toContain('en.clause.relative-which');
  });
});
