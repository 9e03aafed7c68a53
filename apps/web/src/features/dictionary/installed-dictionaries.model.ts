import type { DictionaryInstall, DictionaryInstalls, InstalledDictionary } from '@glossa/contract';

/** How often Settings > Data asks again while a background install is under way. */
export const INSTALLS_POLL_MS = 3000;

const LANGUAGE_LABELS: Record<InstalledDictionary['language'], string> = {
  ko_KR: 'Korean',
  en_US: 'English',
  fr_FR: 'French',
};

/**
 * A size for people: bytes under 1 kB, kB under 1 MB, then MB with one decimal (decimal units).
 * @example formatBytes(4_812_000) // '4.8\u00a0MB'
 */
export function formatBytes(bytes: number): string {
  // A no-break space: "2.0 MB" never splits across lines.
  if (bytes < 1000) return `${bytes}\u00a0B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)}\u00a0kB`;
  return `${(bytes / 1_000_000).toFixed(1)}\u00a0MB`;
}

/**
 * An installed dictionary's details: text language, entries, size, licence, date (UTC day); shown on one line
 * that wraps between the parts, never inside one.
 * @example sourceDetails(source) // ['Korean', '8,012 entries', '4.8 MB', 'CC BY-SA 4.0', '2026-11-27']
 */
export function sourceDetails(source: InstalledDictionary): string[] {
  return [
    LANGUAGE_LABELS[source.language],
    `${source.entries.toLocaleString('en-US')} ${source.entries === 1 ? 'entry' : 'entries'}`,
    formatBytes(source.bytes),
    source.licence,
    source.importedAt.slice(0, 10),
  ];
}

/** True while an install is waiting, downloading or importing: the tab keeps asking. */
export function inProgress(install: DictionaryInstall): boolean {
  return install.state === 'queued' || install.state === 'downloading' || install.state === 'importing';
}

/**
 * Whether the tab should ask the server again.
 * @example shouldPoll({ sources: [], installs: [{ state: 'importing', ... }] }) // true
 */
export function shouldPoll(answer: DictionaryInstalls | null): boolean {
  return answer !== null && answer.installs.some(inProgress);
}

/** What a progress bar shows for one install: its text and, when known, the fraction done. */
export interface InstallProgress {
  text: string;
  /** 0..1 when the total is known; null for an indeterminate bar; undefined when no bar is shown. */
  fraction?: number | null;
}

/**
 * The words and bar of one background install.
 * @example installProgress({ state: 'downloading', bytes: 5e6, total: 2e7, ... }) // { text: 'Downloading: 5.0 MB of 20.0 MB', fraction: 0.25 }
 */
export function installProgress(install: DictionaryInstall): InstallProgress {
  switch (install.state) {
    case 'queued':
      // No bar: a moving bar would say something is happening to it.
      return { text: 'Waiting to download' };
    case 'downloading': {
      const bytes = install.bytes ?? 0;
      const total = install.total ?? 0;
      return total > 0
        ? {
            text: `Downloading: ${formatBytes(bytes)} of ${formatBytes(total)}`,
            fraction: Math.min(1, bytes / total),
          }
        : { text: `Downloading: ${formatBytes(bytes)}`, fraction: null };
    }
    case 'importing':
      return {
        text: `Importing: ${(install.entries ?? 0).toLocaleString('en-US')} entries so far`,
        fraction: null,
      };
    case 'installed':
      return { text: 'Installed' };
    case 'failed':
    case 'offline':
      return { text: install.message ?? (install.state === 'offline' ? 'No internet connection' : 'Failed') };
  }
}

/**
 * Splits a message at its backticks so the commands in it can be shown as code.
 * @example codeParts('run `npm run dict` now') // [{ code: false, text: 'run ' }, { code: true, text: 'npm run dict' }, ...]
 */
export function codeParts(message: string): Array<{ code: boolean; text: string }> {
  return message
    .split('`')
    .map((text, index) => ({ code: index % 2 === 1, text }))
    .filter((part) => part.text !== '');
}
