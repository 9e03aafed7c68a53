import type { DictionaryInstall } from '@glossa/contract';
import { describe, expect, it } from 'vitest';
import {
  codeParts,
  sourceDetails,
  formatBytes,
  installProgress,
  shouldPoll,
} from './installed-dictionaries.model.ts';

const install = (
  change: Partial<DictionaryInstall> & Pick<DictionaryInstall, 'state'>,
): DictionaryInstall => ({
  name: 'kaikki-ko',
  title: 'Wiktionary Korean entries',
  licence: 'CC BY-SA 4.0 and GFDL',
  ...change,
});

describe('the Dictionaries section of Settings > Data', () => {
  it('writes sizes in B, kB and MB, never split across lines', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(formatBytes(1500)).toBe('2\u00a0kB');
    expect([formatBytes(0), formatBytes(999), formatBytes(1500), formatBytes(4_812_000)].map(plain)).toEqual([
      '0 B',
      '999 B',
      '2 kB',
      '4.8 MB',
    ]);
  });

  it('describes an installed dictionary: language, entries, size, licence, date', () => {
    expect(
      sourceDetails({
        id: 'glossa-core-ko',
        name: 'Glossa core (Korean)',
        licence: 'CC BY-SA 4.0',
        url: '',
        language: 'ko_KR',
        format: 'glossa',
        entries: 8012,
        importedAt: '2026-11-27T09:00:00.000Z',
        bytes: 4_812_000,
      }),
    ).toEqual(['Korean', '8,012 entries', '4.8\u00a0MB', 'CC BY-SA 4.0', '2026-11-27']);
  });

  it('polls while something is queued, downloading or importing, and stops after', () => {
    const answer = (state: DictionaryInstall['state']) => ({ sources: [], installs: [install({ state })] });
    expect(
      ['queued', 'downloading', 'importing'].map((s) => shouldPoll(answer(s as DictionaryInstall['state']))),
    ).toEqual([true, true, true]);
    expect(
      ['installed', 'failed', 'offline'].map((s) => shouldPoll(answer(s as DictionaryInstall['state']))),
    ).toEqual([false, false, false]);
    expect(shouldPoll(null)).toBe(false);
  });

  it('shows a download as a fraction when the total is known, an import as a count', () => {
    expect(installProgress(install({ state: 'downloading', bytes: 5_000_000, total: 20_000_000 }))).toEqual({
      text: 'Downloading: 5.0\u00a0MB of 20.0\u00a0MB',
      fraction: 0.25,
    });
    expect(
      installProgress(install({ state: 'downloading', bytes: 5_000_000, total: 0 })).fraction,
    ).toBeNull();
    expect(installProgress(install({ state: 'queued' }))).toEqual({ text: 'Waiting to download' });
    expect(installProgress(install({ state: 'importing', entries: 12345 })).text).toBe(
      'Importing: 12,345 entries so far',
    );
  });

  it('shows the offline hint with its command as code', () => {
    const hint = 'No internet connection: run `npm run dict -- import <file>` with a downloaded file';
    const progress = installProgress(install({ state: 'offline', message: hint }));
    expect(progress.fraction).toBeUndefined();
    expect(codeParts(progress.text)).toEqual([
      { code: false, text: 'No internet connection: run ' },
      { code: true, text: 'npm run dict -- import <file>' },
      { code: false, text: ' with a downloaded file' },
    ]);
  });
});
