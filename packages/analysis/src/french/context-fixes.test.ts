import { describe, expect, it } from 'vitest';
import { frenchAnalyzer } from './index.ts';

/** `surface=word/TAG` for each unit, to compare whole sentences at once. */
const read = (text: string, surfaces: string[]) => {
  const units = frenchAnalyzer.analyze(text);
  return surfaces.map((s) => {
    const unit = units.find((u) => u.surface === s);
    return unit ? `${s}=${unit.word}/${unit.morphs.map((m) => m.tag).join('+')}` : `${s}: missing`;
  });
};

describe('French lemmas and tags learners meet', () => {
  it('keeps feminine nouns that are words of their own (retraite, capitale, moyenne)', () => {
    expect(read('Elle a pris sa retraite dans la capitale.', ['retraite', 'capitale'])).toEqual([
      'retraite=retraite/NOUN',
      'capitale=capitale/NOUN',
    ]);
    expect(read('La moyenne des notes est bonne.', ['moyenne'])).toEqual(['moyenne=moyenne/NOUN']);
    expect(read('Les capitales européennes', ['capitales'])).toEqual(['capitales=capitale/NOUN']);
  });

  it('reads besoin, envie, peur after avoir as nouns', () => {
    expect(read("J'ai besoin d'aide et il a peur.", ['besoin', 'peur'])).toEqual([
      'besoin=besoin/NOUN',
      'peur=peur/NOUN',
    ]);
  });

  it('reads a noun before an adjective as the noun (droits humains)', () => {
    expect(read('Les droits humains sont universels.', ['droits', 'humains'])).toEqual([
      'droits=droit/NOUN',
      'humains=humain/ADJ',
    ]);
  });

  it('reads des after a noun as de + les, and as the article elsewhere', () => {
    const [ofThe] = frenchAnalyzer.analyze('Le prix des pommes augmente.').filter((u) => u.surface === 'des');
    expect(ofThe?.word).toBe('de');
    expect(ofThe?.morphs).toEqual([
      { lex: 'de', tag: 'ADP' },
      { lex: 'le', tag: 'DET' },
    ]);
    const [some] = frenchAnalyzer.analyze('Il y a des pommes.').filter((u) => u.surface === 'des');
    expect(some?.word).toBe('un');
    expect(some?.morphs).toEqual([{ lex: 'un', tag: 'DET' }]);
  });

  it('tags être as an auxiliary, as a copula too, and its participle été as être', () => {
    expect(read('Il a été malade. Elle est contente.', ['été', 'est'])).toEqual([
      'été=être/AUX',
      'est=être/AUX',
    ]);
    expect(read("C'est vrai.", ["C'", 'est'])).toEqual(["C'=ce/PRON", 'est=être/AUX']);
  });

  it('tags words of another language as foreign (X), as Korean tags Latin letters SL', () => {
    expect(read("J'utilise apt-get pour installer le build, the best.", ['build', 'the', 'best'])).toEqual([
      'build=build/X',
      'the=the/X',
      'best=best/X',
    ]);
    expect(read('Il mange une pomme.', ['mange', 'pomme'])).toEqual([
      'mange=manger/VERB',
      'pomme=pomme/NOUN',
    ]);
  });
});

describe('French passives with an agent in de', () => {
  it('reads connus de tous as the verb connaître, connu alone after être as the adjective', () => {
    expect(read('Ils sont connus de tous.', ['connus'])).toEqual(['connus=connaître/VERB']);
    expect(read('Les documents requis sont prêts.', ['requis'])).toEqual(['requis=requérir/VERB']);
  });
});

describe('French nouns the tagger once read as adjectives', () => {
  it('reads source and dépendance as nouns, c’est as ce + être', () => {
    expect(read('La source de la dépendance est claire.', ['source', 'dépendance'])).toEqual([
      'source=source/NOUN',
      'dépendance=dépendance/NOUN',
    ]);
    expect(frenchAnalyzer.analyze("C'est vrai.").map((u) => u.surface)).toEqual(["C'", 'est', 'vrai']);
  });
});
