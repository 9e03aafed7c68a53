import path from 'node:path';
import { KNOWN_SOURCES, type FormatName } from '@glossa/dictionary';

/** The big open dictionaries a first start installs in the background unless told otherwise. */
export const DEFAULT_ONLINE_DICTIONARIES = 'kaikki-ko,kaikki-fr';

/** One source the background install fetches: where from, where to, and what it becomes once imported. */
export interface OnlineSource {
  /** Its name in KNOWN_SOURCES (`kaikki-ko`). */
  name: string;
  title: string;
  licence: string;
  url: string;
  sha256?: string;
  fileName: string;
  format?: FormatName;
  /** The dict_source id its import creates; when installed, nothing is fetched. */
  sourceId?: string;
}

/**
 * Settings of the background install of big open dictionaries (AppConfig.dictionaryOnline):
 * `GLOSSA_ONLINE_DICTIONARIES` (comma-separated KNOWN_SOURCES names; `none` or empty turns it off; default
 * `kaikki-ko,kaikki-fr`, and `none` under Vitest so tests never reach the internet), and
 * `GLOSSA_DICTIONARY_MIRROR` (a base URL serving the same file names, used instead of the official hosts).
 */
export interface OnlineSettings {
  sources: OnlineSource[];
  /** Where downloads are kept until imported (`<DATA_DIR>/downloads`), so an interrupted one resumes. */
  downloadDir: string;
}

/** Names GLOSSA_ONLINE_DICTIONARIES accepts: the known sources with a direct download. */
export const ONLINE_SOURCE_NAMES = Object.entries(KNOWN_SOURCES)
  .filter(([, source]) => source.url && source.fileName)
  .map(([name]) => name);

/**
 * The list named by GLOSSA_ONLINE_DICTIONARIES, or a message saying what is wrong with it.
 * @example parseOnlineList('kaikki-ko, kaikki-fr') // ['kaikki-ko', 'kaikki-fr']
 */
export function parseOnlineList(value: string): string[] | { error: string } {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'none') return [];
  const names = trimmed.split(',').map((part) => part.trim());
  const unknown = names.filter((name) => !ONLINE_SOURCE_NAMES.includes(name));
  if (unknown.length > 0)
    return {
      error: `unknown source ${unknown.map((n) => `"${n}"`).join(', ')}; use none or some of ${ONLINE_SOURCE_NAMES.join(', ')}`,
    };
  return [...new Set(names)];
}

/**
 * Resolves the settings from already validated values (config.ts checks both variables).
 * @example onlineSettings({ list: 'kaikki-ko', mirror: 'http://127.0.0.1:9000', dataDir: '/data' }).sources[0]?.url
 * // 'http://127.0.0.1:9000/kaikki.org-dictionary-Korean.jsonl'
 */
export function onlineSettings(input: {
  list: string | undefined;
  mirror: string;
  dataDir: string;
  env?: Record<string, string | undefined>;
}): OnlineSettings {
  const env = input.env ?? process.env;
  // Tests build servers from partial environments: the process's VITEST counts too (an empty value is "not").
  const underTest = Boolean(env.VITEST ?? process.env.VITEST);
  const list = input.list ?? (underTest ? 'none' : DEFAULT_ONLINE_DICTIONARIES);
  const parsed = parseOnlineList(list);
  const names = Array.isArray(parsed) ? parsed : [];
  const mirror = input.mirror.replace(/\/+$/, '');
  const sources = names.flatMap((name): OnlineSource[] => {
    const known = KNOWN_SOURCES[name];
    if (!known?.url || !known.fileName) return [];
    return [
      {
        name,
        title: known.name,
        licence: known.licence,
        url: mirror ? `${mirror}/${encodeURIComponent(known.fileName)}` : known.url,
        fileName: known.fileName,
        ...(known.sha256 ? { sha256: known.sha256 } : {}),
        ...(known.format ? { format: known.format } : {}),
        ...(known.sourceId ? { sourceId: known.sourceId } : {}),
      },
    ];
  });
  return { sources, downloadDir: path.join(input.dataDir, 'downloads') };
}
