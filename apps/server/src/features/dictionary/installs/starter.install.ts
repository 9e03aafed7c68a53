import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DictionaryFormatError,
  freedictPair,
  openDictd,
  openDictionaryFile,
  coreFiles,
  openGlossaCore,
  openGlossaJsonl,
  TEXT_LANGUAGES,
  CORE_FOLDER,
  openWordnet,
  wordnetDbLocation,
  type ImportStream,
} from '@glossa/dictionary';
import type { AppDatabase } from '../../../db/database.ts';
import { installSettings, type InstallSettings } from './install.config.ts';
import { importStaged, rebuildReverseGlossesStaged } from './staging.import.ts';
import { readInstallMarker, writeInstallMarker } from './install-marker.repository.ts';
import { removeSource } from './source.repository.ts';

/** app_meta key prefix of the first-start markers: source id -> version installed automatically. */
const MARKER = 'dictionary.auto.';

/** What the first start did for one source. */
export interface InstallStep {
  source: string;
  status: 'installed' | 'current' | 'failed';
  entries?: number;
  ms?: number;
  detail?: string;
}

export { installSettings, type InstallSettings } from './install.config.ts';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const silent: Logger = { info: () => undefined, warn: () => undefined };

/**
 * Installs what a fresh server needs to be useful offline: the starter dictionaries, anything in
 * DICT_SOURCES_DIR, FreeDict's Debian packages when present, WordNet; then the reverse glosses. Idempotent:
 * a source whose version is already installed is skipped with one query. A bad source is logged and skipped.
 * @example const steps = await installStarterDictionaries(context, { log: app.log });
 */
export async function installStarterDictionaries(
  context: { database: AppDatabase },
  options: { settings?: InstallSettings; log?: Logger; signal?: AbortSignal } = {},
): Promise<InstallStep[]> {
  const settings = options.settings ?? installSettings();
  const log = options.log ?? silent;
  const { database } = context;
  const steps: InstallStep[] = [];
  let koreanChanged = false;

  const install = async (id: string, version: string, open: () => Promise<ImportStream>): Promise<void> => {
    if (options.signal?.aborted) return;
    if ((await readInstallMarker(database, MARKER + id)) === version) {
      steps.push({ source: id, status: 'current' });
      return;
    }
    const started = Date.now();
    try {
      const stream = await open();
      log.info({ source: stream.source.id }, 'dictionary install: importing');
      const report = await importStaged(database, stream, {
        deriveReverse: false,
        ...(options.signal ? { signal: options.signal } : {}),
        onProgress: (p) => {
          if (p.entries % 50_000 === 0 && p.entries > 0)
            log.info({ source: stream.source.id, entries: p.entries }, 'dictionary install: progress');
        },
      });
      await writeInstallMarker(database, MARKER + id, version);
      if (stream.source.textLanguage === 'ko_KR') koreanChanged = true;
      const step: InstallStep = {
        source: report.source,
        status: 'installed',
        entries: report.entries,
        ms: Date.now() - started,
      };
      steps.push(step);
      log.info(step, 'dictionary install: done');
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      steps.push({ source: id, status: 'failed', detail });
      log.warn({ source: id, detail }, 'dictionary install: skipped a source that could not be imported');
    }
  };

  for (const language of TEXT_LANGUAGES) {
    const short = CORE_FOLDER[language];
    const starter = settings.starterDir ? path.join(settings.starterDir, `${short}.glossa.jsonl`) : '';
    if (settings.coreDir && coreFiles(settings.coreDir, language).length > 0) {
      // The core dictionary replaces the starter file (it carries what the core lacks, as extra entries).
      const stream = await openGlossaCore(settings.coreDir, language, starter || undefined);
      await install(`core:${short}`, stream.source.version, () => Promise.resolve(stream));
      if (await removeSource(database, `glossa-starter-${short}`)) koreanChanged ||= language === 'ko_KR';
    } else if (starter && fs.existsSync(starter)) {
      const version = crypto.createHash('sha256').update(fs.readFileSync(starter)).digest('hex').slice(0, 16);
      await install(`starter:${path.basename(starter)}`, version, () => openGlossaJsonl(starter, version));
    }
  }
  if (koreanChanged) await reverse(database, steps, log, options.signal);
  koreanChanged = false;

  if (settings.sourcesDir && fs.existsSync(settings.sourcesDir)) {
    for (const name of fs.readdirSync(settings.sourcesDir).sort()) {
      if (name.startsWith('.') || /\.(dict\.dz|dict)$/.test(name)) continue;
      const file = path.join(settings.sourcesDir, name);
      const stat = fs.statSync(file);
      await install(`file:${name}`, `${stat.size}-${Math.round(stat.mtimeMs)}`, () =>
        openDictionaryFile(file),
      );
    }
  }
  if (settings.freedictDir && fs.existsSync(settings.freedictDir)) {
    for (const name of fs.readdirSync(settings.freedictDir).sort()) {
      if (!/^freedict-.*\.index$/.test(name) || !freedictPair(name.replace(/\.index$/, ''))) continue;
      const file = path.join(settings.freedictDir, name);
      const stat = fs.statSync(file);
      const version = `${stat.size}-${Math.round(stat.mtimeMs)}`;
      await install(`freedict:${name}`, version, () => openDictd(file, { version }));
    }
  }
  const wordnet = !settings.wordnet
    ? null
    : settings.wordnetDir
      ? { dir: settings.wordnetDir, version: 'local' }
      : wordnetDbLocation();
  if (wordnet) await install('wordnet', wordnet.version, () => openWordnet(wordnet.dir, wordnet.version));
  if (koreanChanged) await reverse(database, steps, log, options.signal);
  return steps;
}

async function reverse(
  database: AppDatabase,
  steps: InstallStep[],
  log: Logger,
  signal?: AbortSignal,
): Promise<void> {
  const started = Date.now();
  try {
    for (const result of await rebuildReverseGlossesStaged(database, signal)) {
      steps.push({
        source: result.source,
        status: 'installed',
        entries: result.entries,
        ms: Date.now() - started,
      });
    }
  } catch (error) {
    const detail =
      error instanceof DictionaryFormatError || error instanceof Error ? error.message : String(error);
    log.warn({ detail }, 'dictionary install: reverse glosses failed');
  }
}
