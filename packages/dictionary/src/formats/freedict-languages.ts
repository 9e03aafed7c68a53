import type { DictLocale, TextLanguage } from '../model.ts';

const ISO3: Record<string, DictLocale> = {
  eng: 'en_US',
  fra: 'fr_FR',
  kor: 'ko_KR',
  spa: 'es_ES',
  jpn: 'ja_JP',
};

/**
 * The language pair of a FreeDict file from its name (`freedict-eng-fra.index`, `fra-eng.tei`), or null when
 * the headword language is not one Glossa reads or the gloss language not one it shows.
 * @example freedictPair('freedict-eng-fra.index') // { from: 'en_US', to: 'fr_FR', id: 'freedict-eng-fra' }
 */
export function freedictPair(file: string): { from: TextLanguage; to: DictLocale; id: string } | null {
  const match = /([a-z]{3})-([a-z]{3})(?:\.[a-z.]+)?$/.exec(file.split(/[\\/]/).pop() ?? '');
  if (!match) return null;
  const from = ISO3[match[1]!];
  const to = ISO3[match[2]!];
  if (!from || !to || from === 'es_ES' || from === 'ja_JP') return null;
  return { from, to, id: `freedict-${match[1]}-${match[2]}` };
}

/** FreeDict's licence (most of its dictionaries; the file's own header says which). */
export const FREEDICT_LICENCE = 'GPL-2.0-or-later / CC BY-SA (FreeDict; see the dictionary header)';
