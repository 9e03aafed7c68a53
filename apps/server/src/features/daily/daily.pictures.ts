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
}

/** The pictures of one installed folder, by text language and word. */
export interface Pictures {
  dir: string;
  /** The picture of each lower-cased word of a text language. */
  byWord: ReadonlyMap<DictionaryTextLanguage, ReadonlyMap<string, Picture>>;
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
  const byWord = new Map<DictionaryTextLanguage, Map<string, Picture>>();
  for (const language of Object.keys(LOCALE_OF) as DictionaryTextLanguage[]) {
    byWord.set(language, picturesOf(index.pictures, LOCALE_OF[language]));
  }
  return { dir, byWord, files: new Set(index.pictures.map((p) => p.file)) };
}

/**
 * Each word's one picture in a locale: an emoji named by the word (its whole label) wins over one whose label
 * merely contains it; between equals, the shorter label (the plainer picture), then the file name.
 */
function picturesOf(entries: readonly PictureEntry[], locale: PictureLocale): Map<string, Picture> {
  const best = new Map<string, { picture: Picture; labelLength: number }>();
  const offer = (word: string, entry: PictureEntry, byLabel: boolean, labelLength: number) => {
    const current = best.get(word);
    const better =
      !current ||
      (byLabel && !current.picture.byLabel) ||
      (byLabel === current.picture.byLabel &&
        (labelLength < current.labelLength ||
          (labelLength === current.labelLength && entry.file < current.picture.file)));
    if (better) best.set(word, { picture: { file: entry.file, emoji: entry.emoji, byLabel }, labelLength });
  };
  for (const entry of entries) {
    const named = entry.words[locale];
    if (!named) continue;
    offer(pictureKey(named.label), entry, true, named.label.length);
    for (const tag of named.tags) offer(tag, entry, false, named.label.length);
    // Through translations: after any emoji named by the word itself (a long label ranks them last).
    for (const word of named.translated ?? []) offer(word, entry, false, Number.MAX_SAFE_INTEGER);
  }
  return new Map([...best].map(([word, { picture }]) => [word, picture]));
}
