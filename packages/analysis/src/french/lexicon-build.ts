/**
 * Builds the compact French lexicon text from the Hunspell .aff and .dic texts.
 */
import { expandEntry } from './affix-expander.ts';
import { parseAff, parseDic } from './affix-parser.ts';
import { serializeLexicon } from './lexicon-format.ts';

/** Counts reported by a build, for the build script and benchmarks. */
export interface BuildStats {
  stems: number;
  forms: number;
}

/**
 * Expands every stem and serialises form -> (lemma, class) pairs.
 * @example buildFrenchLexiconText(affText, dicText).text.startsWith('-') // sorted lines
 */
export function buildFrenchLexiconText(
  affText: string,
  dicText: string,
): { text: string; stats: BuildStats } {
  const aff = parseAff(affText);
  const entries = parseDic(dicText, aff.flagMode);
  const forms = new Map<string, Set<string>>();
  const sink = (form: string, lemma: string, lexClass: string): void => {
    const key = `${lemma}\t${lexClass}`;
    const set = forms.get(form);
    if (set) set.add(key);
    else forms.set(form, new Set([key]));
  };
  for (const entry of entries) expandEntry(aff, entry, sink);
  return { text: serializeLexicon(forms), stats: { stems: entries.length, forms: forms.size } };
}
