import { describe, expect, it } from 'vitest';
import { expandEntry } from './affix-expander.ts';
import { parseAff, parseDic, splitFlags } from './affix-parser.ts';
import { buildFrenchLexiconText } from './lexicon-build.ts';
import { FrenchLexicon, serializeLexicon } from './lexicon-format.ts';

// A hand-written miniature in the dictionary's own style: long flags, elision prefixes, a derivational
// prefix with a continuation class, conditions, a cross product and a forbidden word.
const AFF = [
  'SET UTF-8',
  'FLAG long',
  'NEEDAFFIX ()',
  'FORBIDDENWORD {}',
  "PFX L' Y 1",
  "PFX L' 0 l' [aeiouh]",
  'PFX Um Y 2',
  'PFX Um 0 kilo/S. .',
  "PFX Um 0 l'kilo .",
  'SFX S. Y 2',
  "SFX S. 0 0/L' [^sxz]",
  "SFX S. 0 s/L' [^sxz]",
  'SFX F. Y 3',
  'SFX F. 0 e [^e]',
  'SFX F. 0 s [^sxz]',
  'SFX F. 0 es [^e]',
  'SFX a0 Y 4',
  'SFX a0 er ons er',
  'SFX a0 er ions er',
  'SFX a0 er ant [^cg]er',
  'SFX a0 ger geant ger',
  'SFX p+ Y 2',
  'SFX p+ er é er',
  'SFX p+ er ées er',
].join('\n');
const DIC = ['6', "chat/S.L'", 'petit/F.', 'manger/a0p+', 'aimer/a0p+', 'mètre/UmS.', 'zut/{}'].join('\n');

describe('Hunspell parsing', () => {
  it('splits long flags two characters at a time', () => {
    expect(splitFlags("S.L'a0", 'long')).toEqual(['S.', "L'", 'a0']);
  });

  it('reads affix classes with strip, add, continuation and condition', () => {
    const aff = parseAff(AFF);
    expect(aff.flagMode).toBe('long');
    const verb = aff.classes.get('a0');
    expect(verb?.rules).toHaveLength(4);
    expect(verb?.rules[3]?.strip).toBe('ger');
    expect(verb?.rules[2]?.condition.test('manger')).toBe(false);
    expect(verb?.rules[2]?.condition.test('aimer')).toBe(true);
    expect(aff.classes.get('Um')?.rules[0]?.continuation).toEqual(['S.']);
  });

  it('reads stems and flags from the .dic', () => {
    expect(parseDic(DIC, 'long')[0]).toEqual({ stem: 'chat', flags: ['S.', "L'"], morph: '' });
  });
});

describe('affix expansion', () => {
  const aff = parseAff(AFF);
  const forms = (stem: string): string[] => {
    const out: string[] = [];
    const entry = parseDic(DIC, 'long').find((e) => e.stem === stem);
    if (entry) expandEntry(aff, entry, (form, lemma, cls) => out.push(`${form}>${lemma}:${cls}`));
    // The builder stores pairs in a set, so a form reached twice (cross product, continuation) counts once.
    return [...new Set(out)].sort();
  };

  it('inflects nouns and adjectives to their masculine singular', () => {
    expect(forms('chat')).toEqual(['chat>chat:N', 'chats>chat:N']);
    expect(forms('petit')).toEqual(['petit>petit:A', 'petite>petit:A', 'petites>petit:A', 'petits>petit:A']);
  });

  it('conjugates verbs under their conditions, with participles', () => {
    expect(forms('manger')).toEqual([
      'mangeant>manger:G',
      'manger>manger:I',
      'mangions>manger:V',
      'mangons>manger:V',
      'mangé>manger:P',
      'mangées>manger:P',
    ]);
  });

  it('applies a derivational prefix with its continuation class and skips elisions', () => {
    expect(forms('mètre')).toEqual([
      'kilomètre>kilomètre:N',
      'kilomètres>kilomètre:N',
      'mètre>mètre:N',
      'mètres>mètre:N',
    ]);
  });

  it('drops forbidden words', () => {
    expect(forms('zut')).toEqual([]);
  });
});

describe('compact lexicon format', () => {
  it('round-trips forms, lemmas and classes through binary search', () => {
    const { text, stats } = buildFrenchLexiconText(AFF, DIC);
    expect(stats.stems).toBe(6);
    const lexicon = new FrenchLexicon(text);
    expect(lexicon.lookup('mangions')).toEqual([{ lemma: 'manger', lexClass: 'V' }]);
    expect(lexicon.lookup('petites')).toEqual([{ lemma: 'petit', lexClass: 'A' }]);
    expect(lexicon.lookup('kilomètres')).toEqual([{ lemma: 'kilomètre', lexClass: 'N' }]);
    expect(lexicon.has('zut')).toBe(false);
    expect(lexicon.has('')).toBe(false);
    expect(lexicon.size).toBe(stats.forms);
  });

  it('keeps several readings of one form in a stable order', () => {
    const text = serializeLexicon(new Map([['est', new Set(['être\tV', 'est\tX'])]]));
    expect(new FrenchLexicon(text).lookup('est')).toEqual([
      { lemma: 'est', lexClass: 'X' },
      { lemma: 'être', lexClass: 'V' },
    ]);
  });
});
