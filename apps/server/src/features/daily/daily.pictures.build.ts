import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Builds the Daily word's pictures from the installed npm packages (never committed: third-party data):
 * emojibase-data's labels in Korean, French, English, Spanish and Japanese say which words an emoji draws,
 * and OpenMoji (CC BY-SA 4.0) draws it. Only the pictures whose words are headwords of the core dictionary are
 * copied, with an index of emoji -> words per language.
 */

/** The locales whose emoji labels are read (the text languages and the other dictionary languages). */
export const PICTURE_LOCALES = ['ko', 'fr', 'en', 'es', 'ja'] as const;
export type PictureLocale = (typeof PICTURE_LOCALES)[number];

/** The words one emoji draws in one locale. */
export interface PictureWords {
  /** The emoji's whole label (`학교`, `school`): its best name. */
  label: string;
  /** Keywords that are the label's head word (`apple` of `red apple`): names too, for nouns only. */
  tags: string[];
  /** Core nouns pictured through their translations (see addTranslatedWords): names for nouns only. */
  translated?: string[];
}

/** One picture of the index. */
export interface PictureEntry {
  file: string;
  emoji: string;
  words: Partial<Record<PictureLocale, PictureWords>>;
}

/** The picture index written next to the SVGs (`index.json`). */
export interface PictureIndex {
  format: 'glossa-daily-pictures';
  version: 1;
  openmoji: string;
  emojibase: string;
  pictures: PictureEntry[];
}

interface EmojibaseEntry {
  label: string;
  hexcode: string;
  emoji: string;
  tags?: string[];
  group?: number;
}

/** emojibase groups left out: skin-tone and hair components (2) and flags (9) name no everyday word. */
const SKIPPED_GROUPS = new Set([2, 9]);

/** emojibase's smileys and emotions group: faces, whose keywords are feelings rather than things. */
const SMILEYS_GROUP = 0;

/** Locales whose noun phrases put the head first (`pomme rouge`); the others put it last (`red apple`, `빨간 사과`). */
const HEAD_FIRST: ReadonlySet<PictureLocale> = new Set(['fr', 'es']);

/** The head word of a label: its first word in French and Spanish, its last one otherwise. */
function labelHead(label: string, locale: PictureLocale): string | undefined {
  const words = label.split(/[\s,:;()!?.'’]+/u).filter(Boolean);
  return HEAD_FIRST.has(locale) ? words[0] : words[words.length - 1];
}

const require = createRequire(import.meta.url);

function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

function packageVersion(name: string): string {
  return (
    JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** The lower-cased form words are compared in (NFC, as dictionary keys are). */
export function pictureKey(word: string): string {
  return word.normalize('NFC').toLowerCase().trim();
}

/**
 * The picture words of every emoji OpenMoji draws, per locale.
 * @example readPictureWords().get('1F3EB')?.words.ko?.label // '학교'
 */
export function readPictureWords(): Map<string, PictureEntry> {
  const svgDir = path.join(packageDir('openmoji'), 'color', 'svg');
  const drawn = new Set(fs.readdirSync(svgDir).map((file) => file.replace(/\.svg$/, '')));
  const entries = new Map<string, PictureEntry>();
  for (const locale of PICTURE_LOCALES) {
    const data = JSON.parse(
      fs.readFileSync(path.join(packageDir('emojibase-data'), locale, 'data.json'), 'utf8'),
    ) as EmojibaseEntry[];
    for (const item of data) {
      if (!drawn.has(item.hexcode) || SKIPPED_GROUPS.has(item.group ?? -1)) continue;
      const label = pictureKey(item.label);
      if (!label) continue;
      const head = labelHead(label, locale);
      // A keyword names the picture only when it is the label's head noun ("apple" of "red apple", "pomme" of
      // "pomme rouge"), and never for a face: "face" is not a cow's face.
      const tags =
        item.group === SMILEYS_GROUP
          ? []
          : [...new Set((item.tags ?? []).map(pictureKey))].filter((t) => t !== label && t === head);
      const entry = entries.get(item.hexcode) ?? {
        file: `${item.hexcode}.svg`,
        emoji: item.emoji,
        words: {},
      };
      entry.words[locale] = { label, tags };
      entries.set(item.hexcode, entry);
    }
  }
  return entries;
}

/** A core-dictionary noun with the first translation of its first sense in each other locale. */
interface CoreNoun {
  written: string;
  translations: Partial<Record<PictureLocale, string>>;
}

/** The order of the translations in a core line's sense, per folder (packages/dictionary/core/README.md). */
const CORE_TRANSLATIONS: Record<'ko' | 'en' | 'fr', PictureLocale[]> = {
  ko: ['en', 'fr', 'es', 'ja'],
  en: ['fr', 'ko', 'es', 'ja'],
  fr: ['en', 'ko', 'es', 'ja'],
};

/** The core dictionary's headwords (lower-cased) and its nouns, by locale. */
export interface CoreWords {
  headwords: Map<PictureLocale, Set<string>>;
  nouns: Map<PictureLocale, CoreNoun[]>;
}

/** `close (relationship)`, `shop, store` -> `close`, `shop`: the plain first translation. */
function firstTranslation(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const first = pictureKey(
    text
      .split(/[,;/]/)[0]!
      .replace(/\(.*?\)/g, '')
      .replace(/^~/, ''),
  );
  return first || undefined;
}

/**
 * The core dictionary's folders (`ko/`, `en/`, `fr/`: one JSON array a line, headword first).
 * @example readCoreWords('/repo/packages/dictionary/core').headwords.get('ko')?.has('학교') // true
 */
export function readCoreWords(coreDir: string): CoreWords {
  const headwords = new Map<PictureLocale, Set<string>>();
  const nouns = new Map<PictureLocale, CoreNoun[]>();
  for (const locale of ['ko', 'en', 'fr'] as const) {
    const dir = path.join(coreDir, locale);
    const words = new Set<string>();
    const list: CoreNoun[] = [];
    if (fs.existsSync(dir)) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
        for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
          if (!line.startsWith('[')) continue;
          const [written, category, , senses] = JSON.parse(line) as [unknown, unknown, unknown, unknown];
          if (typeof written !== 'string') continue;
          words.add(pictureKey(written));
          const first = Array.isArray(senses) && Array.isArray(senses[0]) ? (senses[0] as unknown[]) : [];
          if (category !== 'noun' || first.length < 4) continue;
          const translations: CoreNoun['translations'] = {};
          CORE_TRANSLATIONS[locale].forEach((other, i) => {
            const translation = firstTranslation(first[i]);
            if (translation) translations[other] = translation;
          });
          list.push({ written: pictureKey(written), translations });
        }
      }
    }
    headwords.set(locale, words);
    nouns.set(locale, list);
  }
  return { headwords, nouns };
}

/**
 * Core nouns no label of their own language names, pictured through their translations: an emoji whose label
 * (or its head keyword) is the noun's translation in two other languages at least (`pain`: bread and pan both
 * name 🍞). Two agreeing languages keep a false friend or a loose keyword from picking the picture.
 */
function addTranslatedWords(entries: Map<string, PictureEntry>, core: CoreWords): void {
  // Each locale's names (label and head keywords) -> emoji files.
  const named = new Map<PictureLocale, Map<string, string[]>>();
  for (const entry of entries.values()) {
    for (const [locale, words] of Object.entries(entry.words) as Array<[PictureLocale, PictureWords]>) {
      const byName = named.get(locale) ?? new Map<string, string[]>();
      for (const name of [words.label, ...words.tags])
        byName.set(name, [...(byName.get(name) ?? []), entry.file]);
      named.set(locale, byName);
    }
  }
  const byFile = new Map([...entries.values()].map((entry) => [entry.file, entry]));
  for (const [locale, nouns] of core.nouns) {
    for (const noun of nouns) {
      const votes = new Map<string, number>();
      for (const [other, translation] of Object.entries(noun.translations) as Array<
        [PictureLocale, string]
      >) {
        for (const file of new Set(named.get(other)?.get(translation) ?? []))
          votes.set(file, (votes.get(file) ?? 0) + 1);
      }
      const agreed = [...votes]
        .filter(([, count]) => count >= 2)
        .map(([file]) => file)
        .sort();
      const file = agreed[0];
      if (!file) continue;
      const words = byFile.get(file)!.words[locale];
      if (!words) continue;
      if (words.label === noun.written || words.tags.includes(noun.written)) continue;
      words.translated = [...new Set([...(words.translated ?? []), noun.written])];
    }
  }
}

/**
 * Writes `index.json` and the SVGs of the pictures whose label or keyword is a core headword into `outDir`
 * (replaced whole, through a temporary folder, so a server reading it never sees half a build; with
 * `keepExisting`, a folder another process has just written is kept).
 * @example buildPictures({ coreDir: coreDirectory({})!, outDir: 'apps/server/dist/daily-pictures' }) // { pictures: 912 }
 */
export function buildPictures(options: { coreDir: string; outDir: string; keepExisting?: boolean }): {
  pictures: number;
} {
  const core = readCoreWords(options.coreDir);
  const entries = readPictureWords();
  addTranslatedWords(entries, core);
  const used: PictureEntry[] = [];
  for (const entry of entries.values()) {
    const matches = [...core.headwords].some(([locale, words]) => {
      const named = entry.words[locale];
      if (!named) return false;
      return [named.label, ...named.tags, ...(named.translated ?? [])].some((word) => words.has(word));
    });
    if (matches) used.push(entry);
  }
  used.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const index: PictureIndex = {
    format: 'glossa-daily-pictures',
    version: 1,
    openmoji: packageVersion('openmoji'),
    emojibase: packageVersion('emojibase-data'),
    pictures: used,
  };
  const parent = path.dirname(path.resolve(options.outDir));
  fs.mkdirSync(parent, { recursive: true });
  const temp = fs.mkdtempSync(path.join(parent, '.daily-pictures-'));
  const svgDir = path.join(packageDir('openmoji'), 'color', 'svg');
  for (const entry of used) fs.copyFileSync(path.join(svgDir, entry.file), path.join(temp, entry.file));
  fs.writeFileSync(path.join(temp, 'index.json'), JSON.stringify(index));
  const old = `${temp}-old`;
  if (!options.keepExisting && fs.existsSync(options.outDir)) fs.renameSync(options.outDir, old);
  try {
    fs.renameSync(temp, options.outDir);
  } catch (error) {
    // Another process built it first (servers starting together): theirs is as good.
    if (!options.keepExisting) throw error;
    fs.rmSync(temp, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
  return { pictures: used.length };
}
