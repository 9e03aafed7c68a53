import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreDirectory } from '@glossa/dictionary';
import type { DictionaryTextLanguage } from '@glossa/contract';
import {
  buildPictures,
  pictureKey,
  type PictureEntry,
  type PictureIndex,
  type PictureLocale,
} from './daily.pictures.build.ts';

export { buildPictures, pictureKey } from './daily.pictures.build.ts';

/**
 * Where `npm run build` puts the pictures: `dist/daily-pictures` beside the bundled server, which the server
 * run from its TypeScript sources (development, tests) reads too.
 */
export const DEFAULT_PICTURES_DIR = fileURLToPath(
  import.meta.url.endsWith('.ts')
    ? new URL('../../../dist/daily-pictures', import.meta.url)
    : new URL('./daily-pictures', import.meta.url),
);

/** A picture for a word: its file and the emoji it draws. */
export interface Picture {
  file: string;
  emoji: string;
  /** Whether the word is the emoji's whole label (a keyword match names only nouns). */
  byLabel: boolean;
  /** The emoji's English label, which the word's first sense must match (daily.picture-match.ts). */
  english: string;
}

/** The pictures of one installed folder, by text language and word. */
export interface Pictures {
  dir: string;
  /** The pictures of each lower-cased word of a text language, the best first. */
  byWord: ReadonlyMap<DictionaryTextLanguage, ReadonlyMap<string, readonly Picture[]>>;
  /** The picture files the index names (the only ones served). */
  files: ReadonlySet<string>;
}

const LOCALE_OF: Record<DictionaryTextLanguage, PictureLocale> = { ko_KR: 'ko', en_US: 'en', fr_FR: 'fr' };

/**
 * The pictures in `dir`, built there first when missing (a server run from its sources before any build).
 * @example (await loadPictures()).byWord.get('ko_KR')?.get('학교')?.file // '1F3EB.svg'
 */
export function loadPictures(dir: string = DEFAULT_PICTURES_DIR): Pictures {
  const indexFile = path.join(dir, 'index.json');
  if (!fs.existsSync(indexFile)) {
    const coreDir = coreDirectory();
    if (!coreDir)
      throw new Error('The Daily word pictures are not built and the core dictionary is missing.');
    buildPictures({ coreDir, outDir: dir, keepExisting: true });
  }
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as PictureIndex;
  const byWord = new Map<DictionaryTextLanguage, Map<string, Picture[]>>();
  for (const language of Object.keys(LOCALE_OF) as DictionaryTextLanguage[]) {
    byWord.set(language, picturesOf(index.pictures, LOCALE_OF[language]));
  }
  return { dir, byWord, files: new Set(index.pictures.map((p) => p.file)) };
}

/**
 * Each word's pictures in a locale, the best first: an emoji named by the word (its whole label) before one
 * whose label merely contains it; between equals, the shorter label (the plainer picture), then the file name.
 */
function picturesOf(entries: readonly PictureEntry[], locale: PictureLocale): Map<string, Picture[]> {
  const offers = new Map<string, { picture: Picture; labelLength: number }[]>();
  const offer = (word: string, entry: PictureEntry, byLabel: boolean, labelLength: number) => {
    const picture = { file: entry.file, emoji: entry.emoji, byLabel, english: entry.words.en?.label ?? '' };
    const list = offers.get(word);
    if (list) list.push({ picture, labelLength });
    else offers.set(word, [{ picture, labelLength }]);
  };
  for (const entry of entries) {
    const named = entry.words[locale];
    if (!named) continue;
    offer(pictureKey(named.label), entry, true, named.label.length);
    for (const tag of named.tags) offer(tag, entry, false, named.label.length);
    // Through translations: after any emoji named by the word itself (a long label ranks them last).
    for (const word of named.translated ?? []) offer(word, entry, false, Number.MAX_SAFE_INTEGER);
  }
  const byWord = new Map<string, Picture[]>();
  for (const [word, list] of offers) {
    list.sort(
      (a, b) =>
        Number(b.picture.byLabel) - Number(a.picture.byLabel) ||
        a.labelLength - b.labelLength ||
        (a.picture.file < b.picture.file ? -1 : a.picture.file > b.picture.file ? 1 : 0),
    );
    const seen = new Set<string>();
    byWord.set(
      word,
      list.map((o) => o.picture).filter((p) => !seen.has(p.file) && seen.add(p.file)),
    );
  }
  return byWord;
}
