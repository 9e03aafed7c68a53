import { coreDirectory, starterDirectory } from '@glossa/dictionary';
import { expect } from 'vitest';
import type { AppDatabase } from '../../../db/database.ts';
import { installStarterDictionaries } from './starter.install.ts';

/**
 * Installs the Glossa core dictionary (packages/dictionary/core) and the starter files, as a first start does,
 * without WordNet or FreeDict: tests of the search and the Daily word run over the real words.
 * @example await installCoreDictionary(testApp.database);
 */
export async function installCoreDictionary(database: AppDatabase): Promise<void> {
  const steps = await installStarterDictionaries(
    { database },
    {
      settings: {
        enabled: true,
        starterDir: starterDirectory({}),
        coreDir: coreDirectory({}),
        sourcesDir: '',
        wordnet: false,
        freedictDir: '',
      },
    },
  );
  expect(steps.filter((step) => step.status === 'failed')).toEqual([]);
}
