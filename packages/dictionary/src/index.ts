/** Dictionary model, importers (streaming, one source at a time) and helpers for the `dict` command. */
export * from './model.ts';
export * from './errors.ts';
export { toCategory } from './categories.ts';
export { checkEntry, cleanWritten, clip, MAX_WRITTEN_LENGTH } from './entry-check.ts';
export { openGlossaJsonl, parseHeader } from './formats/glossa-jsonl.ts';
export { openKrdict, readKrdictXml, KRDICT_SOURCE } from './formats/krdict.ts';
export { openYomitan } from './formats/yomitan.ts';
export { openKaikki } from './formats/kaikki.ts';
export { openDictd } from './formats/dictd.ts';
export { openTei } from './formats/tei.ts';
export { freedictPair } from './formats/freedict-languages.ts';
export { openWordnet, wordnetDbLocation } from './formats/wordnet.ts';
export { openDictionaryFile, detectFormat, FORMATS, type FormatName, type OpenOptions } from './open-file.ts';
export { coreDirectory, starterDirectory, starterFiles } from './starter.ts';
export {
  CORE_EXAMPLE_LANGUAGES,
  CORE_EXTRA_DEFINITIONS,
  CORE_FOLDER,
  CORE_LAYOUT,
  coreFiles,
  coreRowToEntry,
  exampleCategory,
  openGlossaCore,
  readCoreRows,
  readSenseExtra,
  type CoreRow,
  type CoreSenseExtra,
} from './formats/glossa-core.ts';
export { ZIP_LIMITS } from './zip.ts';
export { createProgressBar, formatDuration, type ProgressState } from './progress-bar.ts';
export { download, hashFile, OfflineError, type DownloadOptions } from './download.ts';
export { KNOWN_SOURCES, type KnownSource } from './known-sources.ts';
