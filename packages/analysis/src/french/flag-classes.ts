/**
 * The classic Hunspell French dictionary has no morphological fields, so a stem's part of speech is read
 * from its affix flags: plural/gender flags mean noun or adjective, conjugation flags mean verb, and the
 * elision-only flags (`L'D'Q'`) mark invariable words whose class comes from the closed-class table.
 */

/** Coarse class of a lexicon entry before context decides between noun and adjective. */
export type LexClass =
  /** noun or adjective, invariable gender (`rapide/S.`, `maison/S.`) */
  | 'N'
  /** noun or adjective with feminine forms (`petit/F.`, `acteur/Fc`) */
  | 'A'
  /** finite or other verb form */
  | 'V'
  /** infinitive */
  | 'I'
  /** past participle */
  | 'P'
  /** present participle */
  | 'G'
  /** invariable word with no telling flag (adverb, preposition, invariable noun ...) */
  | 'X';

const NOUN_FLAGS = new Set(['S.', 'S=', 'X.', 'A.', 'I.', 'Um', 'Ui', 'U.']);
const GENDER_FLAGS = new Set(['F.', 'Fs', 'Fc', 'Fe', 'Gs', 'Gc', 'Ge', 'Go', 'F+', 'Fx', 'W.', 'Wx']);
const PARTICIPLE_FLAGS = new Set(['p+', 'p.', 'q+', 'q.']);
/** Elision prefixes: the tokenizer splits `l'`, `d'` ... off, so forms carrying them are never looked up. */
const ELISION_FLAGS = new Set([
  "L'",
  "D'",
  "Q'",
  'Q*',
  'Qj',
  'Si',
  "n'",
  "q'",
  "d'",
  "j'",
  "c'",
  "l'",
  "m'",
  "t'",
  "s'",
]);

/**
 * Whether a flag only adds an elided article or pronoun in front of the word.
 * @example isElisionFlag("L'") // true
 */
export function isElisionFlag(flag: string): boolean {
  return ELISION_FLAGS.has(flag);
}

/**
 * The class of forms produced by one flag, or undefined for flags with no class of their own.
 * @example flagClass('S.') // 'N'
 */
export function flagClass(flag: string): LexClass | undefined {
  if (NOUN_FLAGS.has(flag)) return 'N';
  if (GENDER_FLAGS.has(flag)) return 'A';
  if (PARTICIPLE_FLAGS.has(flag)) return 'P';
  if (
    ELISION_FLAGS.has(flag) ||
    flag === '--' ||
    flag === '()' ||
    flag === '{}' ||
    flag === '**' ||
    flag === '||'
  ) {
    return undefined;
  }
  // Every other class of this dictionary (`a0`, `zE`, `iS` ...) conjugates a verb.
  return 'V';
}

/**
 * The class of a bare stem from all its flags (`manger/a0p+` is an infinitive).
 * @example stemClass(['a0', 'p+']) // 'I'
 */
export function stemClass(flags: readonly string[]): LexClass {
  const classes = flags.map(flagClass);
  if (classes.includes('V')) return 'I';
  if (classes.includes('A')) return 'A';
  if (classes.includes('N')) return 'N';
  if (classes.includes('P')) return 'I';
  return 'X';
}

/**
 * Refines a verb form's class from its shape: the infinitive itself, or a present participle in -ant.
 * @example verbFormClass('mangeant', 'manger') // 'G'
 */
export function verbFormClass(form: string, lemma: string): LexClass {
  if (form === lemma) return 'I';
  if (form.endsWith('ant') && !lemma.endsWith('ant')) return 'G';
  return 'V';
}
