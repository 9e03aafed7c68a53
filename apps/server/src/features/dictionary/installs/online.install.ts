import fs from 'node:fs';
import path from 'node:path';
import type { DictionaryInstall } from '@glossa/contract';
import { download, OfflineError, openDictionaryFile } from '@glossa/dictionary';
import type { AppDatabase } from '../../../db/database.ts';
import type { OnlineSettings, OnlineSource } from './online.config.ts';
import { LookupRepository } from '../lookup/lookup.repository.ts';
import { importStaged } from './staging.import.ts';

/** The hint shown (log, Settings > Data) when the download host cannot be reached. */
export const OFFLINE_HINT =
  'No internet connection: run `npm run dict -- import <file>` with a downloaded file';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const silent: Logger = { info: () => undefined, warn: () => undefined };

/** How long a host may stay silent before the install counts the machine as offline. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The background install of big open dictionaries (kaikki): one source at a time, each downloaded (resuming a
 * `.part` left by an earlier run, checking the checksum when one is known) then imported through the staging
 * file, so a source is either wholly installed or absent. Each source's state is kept for Settings > Data:
 * queued, downloading (bytes of total), importing (entries so far), installed, failed (with the reason) or
 * offline (the first unreachable host stops the rest at once; the core dictionary keeps answering).
 * @example const installer = new OnlineInstaller(config.dictionaryOnline); await installer.run(database);
 */
export class OnlineInstaller {
  private readonly states = new Map<string, DictionaryInstall>();

  constructor(
    private readonly settings: OnlineSettings,
    private readonly options: {
      log?: Logger;
      connectTimeoutMs?: number;
      /** Called on every change of a source's state (tests follow the transitions with it). */
      onChange?: (install: DictionaryInstall) => void;
    } = {},
  ) {
    for (const source of settings.sources) this.states.set(source.name, this.base(source, 'queued'));
  }

  /**
   * Every configured source's state, in install order (empty when the background install is off).
   * @example installer.list()[0] // { name: 'kaikki-ko', state: 'downloading', bytes: 1200, total: 90000, ... }
   */
  list(): DictionaryInstall[] {
    return [...this.states.values()];
  }

  /**
   * Installs each queued source in turn; resolves when all are done, failed or skipped (never rejects).
   * @example await installer.run(database, controller.signal)
   */
  async run(database: AppDatabase, signal?: AbortSignal): Promise<void> {
    const log = this.options.log ?? silent;
    const installed = new Set((await new LookupRepository(database.db).listSources()).map((row) => row.id));
    for (const source of this.settings.sources) {
      if (signal?.aborted) return;
      if (source.sourceId && installed.has(source.sourceId)) {
        this.set(source, { state: 'installed' });
        continue;
      }
      try {
        await this.install(database, source, log, signal);
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof OfflineError) {
          // One clear line; the remaining sources would hit the same wall, so they are not tried.
          log.warn({ host: new URL(source.url).host }, OFFLINE_HINT);
          for (const rest of this.settings.sources) {
            const current = this.states.get(rest.name)?.state;
            if (current !== 'installed' && current !== 'failed')
              this.set(rest, { state: 'offline', message: OFFLINE_HINT });
          }
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        this.set(source, { state: 'failed', message: `${source.name} could not be installed: ${message}` });
        log.warn({ source: source.name, detail: message }, 'online dictionary: install failed');
      }
    }
  }

  private async install(
    database: AppDatabase,
    source: OnlineSource,
    log: Logger,
    signal?: AbortSignal,
  ): Promise<void> {
    const target = path.join(this.settings.downloadDir, source.fileName);
    fs.mkdirSync(this.settings.downloadDir, { recursive: true });
    if (!fs.existsSync(target)) {
      this.set(source, { state: 'downloading', bytes: 0, total: 0 });
      log.info({ source: source.name, url: source.url }, 'online dictionary: downloading');
      await download(source.url, target, {
        ...(source.sha256 ? { sha256: source.sha256 } : {}),
        connectTimeoutMs: this.options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
        retries: 3,
        ...(signal ? { signal } : {}),
        onProgress: (bytes, total) => this.set(source, { state: 'downloading', bytes, total }),
      });
    }
    if (signal?.aborted) return;
    this.set(source, { state: 'importing', entries: 0 });
    log.info({ source: source.name }, 'online dictionary: importing');
    try {
      const stream = await openDictionaryFile(target, source.format ? { format: source.format } : {});
      const report = await importStaged(database, stream, {
        ...(signal ? { signal } : {}),
        onProgress: (progress) => this.set(source, { state: 'importing', entries: progress.entries }),
      });
      this.set(source, { state: 'installed', entries: report.entries });
      log.info({ source: source.name, entries: report.entries }, 'online dictionary: installed');
    } catch (error) {
      // A file that does not import is of no use; the next start fetches it again. A shutdown keeps it.
      if (!signal?.aborted) fs.rmSync(target, { force: true });
      throw error;
    }
    // Imported: the database holds it now, the download would only take disk space.
    fs.rmSync(target, { force: true });
  }

  private base(source: OnlineSource, state: DictionaryInstall['state']): DictionaryInstall {
    return { name: source.name, title: source.title, licence: source.licence, state };
  }

  private set(
    source: OnlineSource,
    change: Partial<DictionaryInstall> & Pick<DictionaryInstall, 'state'>,
  ): void {
    const install = { ...this.base(source, change.state), ...change };
    this.states.set(source.name, install);
    this.options.onChange?.(install);
  }
}

const installers = new WeakMap<object, OnlineInstaller>();

/**
 * The one installer of a server (keyed by its context): the install scheduler runs it, the installs route
 * reads its states.
 * @example onlineInstallerOf(context, app.log).list()
 */
export function onlineInstallerOf(
  context: { config: { dictionaryOnline: OnlineSettings } },
  log?: Logger,
): OnlineInstaller {
  let installer = installers.get(context);
  if (!installer) {
    installer = new OnlineInstaller(context.config.dictionaryOnline, log ? { log } : {});
    installers.set(context, installer);
  }
  return installer;
}
