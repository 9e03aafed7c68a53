/**
 * Reads the Hunspell files of the French dictionary (dictionary-fr, Grammalecte): affix classes from the
 * .aff and stems with their flags from the .dic. Only what expansion needs is kept.
 */

/** One PFX or SFX line: remove `strip`, add `add`, when the stem matches `condition`. */
export interface AffixRule {
  strip: string;
  add: string;
  /** Anchored test of the stem (at its end for suffixes, its start for prefixes). */
  condition: RegExp;
  /** Continuation flags carried by the affixed form (`/S.` after a prefix). */
  continuation: string[];
  /** Morphological fields after the condition (`po:nom is:pl`), when the dictionary has them. */
  morph: string;
}

/** A named class of rules (`SFX S.`, `PFX Um`). */
export interface AffixClass {
  kind: 'PFX' | 'SFX';
  flag: string;
  crossProduct: boolean;
  rules: AffixRule[];
}

/** Parsed .aff header values and affix classes. */
export interface AffixFile {
  flagMode: 'long' | 'num' | 'UTF-8' | 'char';
  needAffix?: string;
  forbidden?: string;
  classes: Map<string, AffixClass>;
}

/** One .dic line: the stem, its flags and any morphological fields. */
export interface DicEntry {
  stem: string;
  flags: string[];
  morph: string;
}

/**
 * Splits a flag string by the file's FLAG mode (two characters each in `long` mode).
 * @example splitFlags("S.L'", 'long') // ['S.', "L'"]
 */
export function splitFlags(value: string, mode: AffixFile['flagMode']): string[] {
  if (value === '') return [];
  if (mode === 'num') return value.split(',');
  const chars = Array.from(value);
  if (mode !== 'long') return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += 2) out.push(chars[i] + (chars[i + 1] ?? ''));
  return out;
}

function conditionRegExp(kind: 'PFX' | 'SFX', condition: string): RegExp {
  if (condition === '.' || condition === '') return /(?:)/u;
  // Hunspell conditions are a tiny subset of regular expressions: literals, `.`, `[...]` and `[^...]`.
  const source = condition.replace(/[\\(){}|+*?$]/g, '\\$&');
  return new RegExp(kind === 'SFX' ? `(?:${source})$` : `^(?:${source})`, 'u');
}

/**
 * Parses the text of a Hunspell .aff file.
 * @example parseAff('FLAG long\nSFX S. Y 1\nSFX S. 0 s .').classes.get('S.')?.rules.length // 1
 */
export function parseAff(text: string): AffixFile {
  const file: AffixFile = { flagMode: 'char', classes: new Map() };
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const fields = (lines[i] ?? '').trim().split(/\s+/);
    const [key, a, b, c] = fields;
    if (key === 'FLAG' && a) file.flagMode = a as AffixFile['flagMode'];
    else if (key === 'NEEDAFFIX' && a) file.needAffix = a;
    else if (key === 'FORBIDDENWORD' && a) file.forbidden = a;
    else if (
      (key === 'PFX' || key === 'SFX') &&
      a &&
      c !== undefined &&
      (b === 'Y' || b === 'N') &&
      fields.length === 4
    ) {
      const count = Number(c);
      const affixClass: AffixClass = { kind: key, flag: a, crossProduct: b === 'Y', rules: [] };
      for (let j = 1; j <= count; j += 1) {
        const rule = (lines[i + j] ?? '').trim().split(/\s+/);
        const [, , strip = '0', addField = '0', condition = '.', ...morph] = rule;
        const [add = '0', continuation = ''] = addField.split('/');
        affixClass.rules.push({
          strip: strip === '0' ? '' : strip,
          add: add === '0' ? '' : add,
          condition: conditionRegExp(key, condition),
          continuation: splitFlags(continuation, file.flagMode),
          morph: morph.join(' '),
        });
      }
      file.classes.set(a, affixClass);
      i += count;
    }
  }
  return file;
}

/**
 * Parses a .dic file (first line is the count); a `/` escaped as `\/` stays part of the stem.
 * @example parseDic('1\nchat/S.', 'long') // [{ stem: 'chat', flags: ['S.'], morph: '' }]
 */
export function parseDic(text: string, mode: AffixFile['flagMode']): DicEntry[] {
  const out: DicEntry[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i];
    if (!line) continue;
    const [word = '', ...morph] = line.split(/[\t ]+/);
    const slash = word.search(/(?<!\\)\//);
    const stem = (slash < 0 ? word : word.slice(0, slash)).replace(/\\\//g, '/');
    const flags = slash < 0 ? [] : splitFlags(word.slice(slash + 1), mode);
    if (stem) out.push({ stem, flags, morph: morph.join(' ') });
  }
  return out;
}
