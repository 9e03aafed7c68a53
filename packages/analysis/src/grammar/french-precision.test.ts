// General faults of the French patterns found with new dev gold sentences, each on sentences of its own: the
// passé composé is être in the present only; what a subjunctive conjunction governs is not a présent; an
// imperative inside a sentence; trop ... pour is one construction.
import { describe, expect, it } from 'vitest';
import { frenchAnalyzer } from '../french/index.ts';
import { grammarMatcher } from './catalogue.ts';

const ids = (sentence: string): string[] => [
  ...new Set(
    grammarMatcher('fr_FR')
      .match(frenchAnalyzer.analyze(sentence))
      .map((s) => s.id),
  ),
];

describe('French grammar: precision', () => {
  it('reads être + participle as a passé composé only when être is in the present', () => {
    expect(ids('Elle est arrivée en retard.')).toContain('fr.tense.passe-compose-etre');
    expect(ids('Nous nous sommes levés tôt.')).toContain('fr.tense.passe-compose-etre');
    const pluperfect = ids('Quand je suis arrivé, ils étaient déjà sortis.');
    expect(pluperfect).toEqual(expect.arrayContaining(['fr.tense.plus-que-parfait']));
    expect(ids('Ils étaient déjà sortis.')).not.toContain('fr.tense.passe-compose-etre');
    expect(ids('Sans la pluie, nous serions restés dehors.')).not.toContain('fr.tense.passe-compose-etre');
    expect(ids("Elle s'était trompée de route.")).not.toContain('fr.tense.passe-compose-etre');
  });

  it('does not call the verb a subjunctive conjunction governs a présent', () => {
    expect(ids("Je t'attends jusqu'à ce que tu reviennes.")).not.toContain('fr.clause.ce-qui-ce-que');
    for (const sentence of [
      "Bien qu'il fasse froid, nous prenons le vélo.",
      "On restera dedans à moins qu'il arrête de pleuvoir.",
      'Je parle lentement pour que tu puisses suivre.',
    ]) {
      const spans = grammarMatcher('fr_FR').match(frenchAnalyzer.analyze(sentence));
      const subjunctive = spans.find((s) => s.id.startsWith('fr.mood.subjonctif'));
      expect(subjunctive, sentence).toBeDefined();
      const inside = spans.filter(
        (s) =>
          s.id === 'fr.tense.present' &&
          s.first >= (subjunctive?.first ?? 0) &&
          s.last <= (subjunctive?.last ?? 0),
      );
      expect(inside, sentence).toEqual([]);
    }
    // The présent of the main clause is still found.
    expect(ids("Bien qu'il fasse froid, nous prenons le vélo.")).toContain('fr.tense.present');
  });

  it('finds an imperative inside a sentence, not a second verb after et', () => {
    expect(ids('Égouttez les pâtes, puis ajoutez le beurre.')).not.toContain('fr.tense.present');
    expect(ids('Si tu as froid, prends mon pull.')).toContain('fr.mood.imperatif');
    expect(ids('Nous chantons et dansons toute la nuit.')).not.toContain('fr.mood.imperatif');
  });

  it('reads trop / assez ... pour + infinitif as one construction', () => {
    const found = ids('Cette valise est trop lourde pour voyager.');
    expect(found).toContain('fr.expression.trop-assez-pour');
    expect(found).not.toContain('fr.verb.pour-infinitif');
    expect(ids('Je travaille pour gagner ma vie.')).toContain('fr.verb.pour-infinitif');
  });
});
