import type { FormatName } from './open-file.ts';

/** A dictionary the `dict install` command knows how to fetch, or how to tell the user to get. */
export interface KnownSource {
  name: string;
  licence: string;
  /** Official download, when there is a stable one; otherwise `manual` says how to get the file. */
  url?: string;
  sha256?: string;
  format?: FormatName;
  fileName?: string;
  manual?: string;
  /** The source id its import creates (dict_source.id): an installed source is not fetched again. */
  sourceId?: string;
}

/** Sources `npm run dict -- install <name>` knows besides `starter`, `wordnet` and `freedict`. */
export const KNOWN_SOURCES: Record<string, KnownSource> = {
  krdict: {
    name: "Korean Learners' Dictionary (krdict)",
    licence: 'CC BY-SA 2.0 KR',
    manual:
      'krdict offers its full download (a zip of LMF XML files) from https://krdict.korean.go.kr/ ("사전 내려받기", ' +
      'after signing in). Save the zip, then run: npm run dict -- import <krdict.zip>',
  },
  'kaikki-ko': {
    name: 'Wiktionary Korean entries (English glosses), Wiktextract',
    licence: 'CC BY-SA 4.0 and GFDL',
    url: 'https://kaikki.org/dictionary/Korean/kaikki.org-dictionary-Korean.jsonl',
    format: 'kaikki',
    fileName: 'kaikki.org-dictionary-Korean.jsonl',
    sourceId: 'kaikki-ko-en',
  },
  'kaikki-fr': {
    name: 'Wiktionary French entries (English glosses), Wiktextract',
    licence: 'CC BY-SA 4.0 and GFDL',
    url: 'https://kaikki.org/dictionary/French/kaikki.org-dictionary-French.jsonl',
    format: 'kaikki',
    fileName: 'kaikki.org-dictionary-French.jsonl',
    sourceId: 'kaikki-fr-en',
  },
  'kaikki-en': {
    name: 'Wiktionary English entries, Wiktextract (large: several GB)',
    licence: 'CC BY-SA 4.0 and GFDL',
    url: 'https://kaikki.org/dictionary/English/kaikki.org-dictionary-English.jsonl',
    format: 'kaikki',
    fileName: 'kaikki.org-dictionary-English.jsonl',
    sourceId: 'kaikki-en-en',
  },
};
