/**
 * The compact on-disk and in-memory form of the French lexicon: one sorted text, one line per written
 * form, `form<TAB>entry<TAB>entry...`. An entry is its class letter then the lemma as a diff from the form
 * (characters to drop, as one char from '0', then the ending to add), or nothing when lemma = form.
 * Loading only indexes line starts; lookups binary-search, so there is no 500k-entry Map to build.
 */
import type { LexClass } from './flag-classes.ts';

/** One reading of a written form. */
export interface LexEntry {
  lemma: string;
  lexClass: LexClass;
}

function encodeLemma(form: string, lemma: string): string {
  if (form === lemma) return '';
  let common = 0;
  const limit = Math.min(form.length, lemma.length);
  while (common < limit && form[common] === lemma[common]) common += 1;
  const drop = form.length - common;
  // Very long drops are rare (suppletive forms); they stay encodable up to U+FFFF - '0'.
  return String.fromCharCode(48 + drop) + lemma.slice(common);
}

/**
 * Serialises form -> entries pairs into the sorted line format.
 * @example serializeLexicon(new Map([['chats', new Set(['chat\tN'])]])) // 'chats\tN1\n'
 */
export function serializeLexicon(forms: ReadonlyMap<string, ReadonlySet<string>>): string {
  const keys = [...forms.keys()].filter((k) => !/[\t\n]/.test(k));
  keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lines: string[] = [];
  for (const form of keys) {
    const entries = [...(forms.get(form) ?? [])].sort().map((pair) => {
      const [lemma = form, cls = 'X'] = pair.split('\t');
      return cls + encodeLemma(form, lemma);
    });
    lines.push(`${form}\t${entries.join('\t')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A loaded lexicon: the sorted text plus the start offset of each line. */
export class FrenchLexicon {
  private readonly starts: Uint32Array;
  /** Recent lookups: running text repeats its words, and a hit skips ~19 string comparisons. */
  private readonly recent = new Map<string, readonly LexEntry[]>();

  constructor(private readonly text: string) {
    let count = 0;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count += 1;
    this.starts = new Uint32Array(count);
    let line = 0;
    let start = 0;
    for (let i = text.indexOf('\n'); i >= 0 && line < count; i = text.indexOf('\n', i + 1)) {
      this.starts[line] = start;
      line += 1;
      start = i + 1;
    }
  }

  /** Number of distinct written forms. */
  get size(): number {
    return this.starts.length;
  }

  private formAt(index: number): { form: string; tab: number; start: number } {
    const start = this.starts[index] ?? 0;
    const tab = this.text.indexOf('\t', start);
    return { form: this.text.slice(start, tab), tab, start };
  }

  /**
   * All readings of an exact written form (case-sensitive), empty when unknown.
   * @example lexicon.lookup('allions') // [{ lemma: 'aller', lexClass: 'V' }]
   */
  lookup(form: string): readonly LexEntry[] {
    const cached = this.recent.get(form);
    if (cached) return cached;
    const found = this.search(form);
    // Bounded so a long-lived worker never grows without limit; clearing is cheaper than LRU bookkeeping.
    if (this.recent.size >= 20_000) this.recent.clear();
    this.recent.set(form, found);
    return found;
  }

  private search(form: string): readonly LexEntry[] {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const here = this.formAt(mid);
      if (here.form === form) return this.decode(form, here.tab);
      if (here.form < form) lo = mid + 1;
      else hi = mid - 1;
    }
    return [];
  }

  /**
   * Whether the form is known.
   * @example lexicon.has('peut-être') // true
   */
  has(form: string): boolean {
    return this.lookup(form).length > 0;
  }

  private decode(form: string, tab: number): LexEntry[] {
    const end = this.text.indexOf('\n', tab);
    const fields = this.text.slice(tab + 1, end < 0 ? undefined : end).split('\t');
    return fields.map((field) => {
      const lexClass = (field[0] ?? 'X') as LexClass;
      if (field.length === 1) return { lemma: form, lexClass };
      const drop = field.charCodeAt(1) - 48;
      return { lemma: form.slice(0, form.length - drop) + field.slice(2), lexClass };
    });
  }
}
