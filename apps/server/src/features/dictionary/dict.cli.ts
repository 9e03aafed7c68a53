// `npm run dict -- <command>`: install, import, list, remove and count the dictionaries of the configured
// database (DATABASE_URL / DATA_DIR, as the server). Run with no command for the usage.
import fs from 'node:fs';
import path from 'node:path';
import {
  createProgressBar,
  download,
  FORMATS,
  KNOWN_SOURCES,
  OfflineError,
  openDictionaryFile,
  toDictLocale,
  toTextLanguage,
  type FormatName,
  type ImportStream,
  type OpenOptions,
} from '@glossa/dictionary';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createDictionaryService, type DictionaryService } from './dictionary.service.ts';
import { installSettings } from './installs/install.config.ts';

const USAGE = `Usage: npm run dict -- <command>
  install <source>              starter | wordnet | freedict | ${Object.keys(KNOWN_SOURCES).join(' | ')}
  import <file|folder> [--format ${FORMATS.join('|')}] [--language ko|en|fr] [--gloss en|fr|ko|es|ja]
  list                          installed sources, entry counts, licences, dates
  remove <source>               remove a source and its entries
  stats                         counts per language and table`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.info(USAGE);
    return;
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const dictionary = createDictionaryService(database);
    switch (command) {
      case 'import':
        return await importCommand(dictionary, rest);
      case 'install':
        return await installCommand(dictionary, rest[0], config.dataDir);
      case 'list':
        return await listCommand(dictionary);
      case 'remove': {
        if (!rest[0]) throw new UsageError('remove needs a source id (see: npm run dict -- list)');
        const removed = await dictionary.removeSource(rest[0]);
        console.info(removed ? `removed ${rest[0]}` : `${rest[0]} is not installed`);
        if (!removed) process.exitCode = 1;
        return;
      }
      case 'stats':
        return await statsCommand(
          dictionary,
          config.database.dialect === 'sqlite' ? config.database.file : null,
        );
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } finally {
    await database.close();
  }
}

async function importCommand(dictionary: DictionaryService, args: string[]): Promise<void> {
  const options: OpenOptions = {};
  let file: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const value = args[i + 1] ?? '';
    if (arg === '--format') {
      if (!(FORMATS as readonly string[]).includes(value))
        throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
      options.format = value as FormatName;
      i += 1;
    } else if (arg === '--language') {
      const language = toTextLanguage(value);
      if (!language) throw new UsageError('--language must be ko, en or fr');
      options.textLanguage = language;
      i += 1;
    } else if (arg === '--gloss') {
      const locale = toDictLocale(value);
      if (!locale) throw new UsageError('--gloss must be en, fr, ko, es or ja');
      options.glossLocale = locale;
      i += 1;
    } else if (!file) file = arg;
    else throw new UsageError(`unexpected argument "${arg}"`);
  }
  if (!file) throw new UsageError('import needs a file or folder');
  await runImport(dictionary, await openDictionaryFile(path.resolve(file), options));
}

async function runImport(dictionary: DictionaryService, stream: ImportStream): Promise<void> {
  const bar = createProgressBar(stream.source.id, process.stderr);
  const started = Date.now();
  const report = await dictionary.importStream(stream, {
    onProgress: (p) => bar.update({ entries: p.entries, ...(stream.progress ? stream.progress() : {}) }),
  });
  bar.done();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`imported ${report.entries} entries into ${report.source} in ${seconds} s`);
  for (const derived of report.reverse)
    console.info(`derived ${derived.entries} entries into ${derived.source}`);
}

async function installCommand(
  dictionary: DictionaryService,
  name: string | undefined,
  dataDir: string,
): Promise<void> {
  if (!name) throw new UsageError('install needs a source name');
  if (name === 'starter' || name === 'wordnet' || name === 'freedict') {
    const base = installSettings({ ...process.env, DICT_AUTO_INSTALL: 'true' });
    const settings = {
      ...base,
      starterDir: name === 'starter' ? base.starterDir : null,
      sourcesDir: '',
      wordnet: name === 'wordnet',
      freedictDir: name === 'freedict' ? base.freedictDir : '',
    };
    if (name === 'freedict' && !fs.existsSync(settings.freedictDir)) {
      console.info(
        `No FreeDict files in ${settings.freedictDir}. Install Debian's packages (apt-get install dict-freedict-eng-fra ` +
          'dict-freedict-fra-eng ...), or import a TEI/dictd file: npm run dict -- import <file>',
      );
      return;
    }
    const steps = await dictionary.installStarter({ settings, log: consoleLog });
    for (const step of steps)
      console.info(
        `${step.source}: ${step.status}${step.entries !== undefined ? ` (${step.entries} entries)` : ''}${step.detail ? ` - ${step.detail}` : ''}`,
      );
    if (steps.some((s) => s.status === 'failed')) process.exitCode = 1;
    return;
  }
  const known = KNOWN_SOURCES[name];
  if (!known)
    throw new UsageError(
      `unknown source "${name}"; known: starter, wordnet, freedict, ${Object.keys(KNOWN_SOURCES).join(', ')}`,
    );
  if (!known.url || !known.fileName) {
    console.info(known.manual ?? `${name} has no direct download.`);
    return;
  }
  const target = path.join(dataDir, 'downloads', known.fileName);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!fs.existsSync(target)) {
    const bar = createProgressBar(`download ${name}`, process.stderr);
    try {
      const sha = await download(known.url, target, {
        ...(known.sha256 ? { sha256: known.sha256 } : {}),
        onProgress: (bytesRead, bytesTotal) => bar.update({ entries: 0, bytesRead, bytesTotal }),
      });
      bar.done();
      console.info(`downloaded ${known.url} (sha256 ${sha})`);
    } catch (error) {
      if (error instanceof OfflineError) {
        console.error(
          `Offline: ${error.message}. Download ${known.url} on a connected machine, then run:\n  npm run dict -- import <file>${known.format ? ` --format ${known.format}` : ''}`,
        );
        process.exitCode = 1;
        return;
      }
      throw error;
    }
  }
  await runImport(dictionary, await openDictionaryFile(target, known.format ? { format: known.format } : {}));
}

const consoleLog = {
  info: (obj: object, msg: string) => console.info(`${msg} ${JSON.stringify(obj)}`),
  warn: (obj: object, msg: string) => console.warn(`${msg} ${JSON.stringify(obj)}`),
};

async function listCommand(dictionary: DictionaryService): Promise<void> {
  const sources = await dictionary.installedSources();
  if (sources.length === 0) {
    console.info('No dictionary installed. Try: npm run dict -- install starter');
    return;
  }
  const rows = sources.map((s) => [
    s.id,
    s.language,
    s.format,
    String(s.entries),
    s.importedAt.slice(0, 19).replace('T', ' '),
    s.licence,
  ]);
  printTable(['source', 'language', 'format', 'entries', 'imported (UTC)', 'licence'], rows);
}

async function statsCommand(dictionary: DictionaryService, dbFile: string | null): Promise<void> {
  const stats = await dictionary.stats();
  printTable(
    ['language', 'sources', 'words', 'senses', 'examples'],
    stats.languages.map((l) => [
      l.language,
      String(l.sources),
      String(l.words),
      String(l.senses),
      String(l.examples),
    ]),
  );
  console.info(`translation index rows: ${stats.translationTerms}`);
  if (dbFile && fs.existsSync(dbFile))
    console.info(`database file: ${(fs.statSync(dbFile).size / 1e6).toFixed(1)} MB (${dbFile})`);
}

function printTable(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.info(line(head));
  for (const row of rows) console.info(line(row));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`dict: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(`dict: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Nothing was changed for that source: the import runs in one transaction.');
  process.exit(1);
});
