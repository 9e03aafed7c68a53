// Builds the Daily word's pictures (OpenMoji SVGs matched to core-dictionary headwords through emojibase
// labels) into the server's dist/daily-pictures: run by `npm run build`; nothing of it is committed.
import { coreDirectory } from '@glossa/dictionary';
import { buildPictures, DEFAULT_PICTURES_DIR } from '../../apps/server/src/features/daily/daily.pictures.ts';

const coreDir = coreDirectory();
if (!coreDir) throw new Error('The core dictionary (packages/dictionary/core) was not found.');
const started = performance.now();
const { pictures } = buildPictures({ coreDir, outDir: DEFAULT_PICTURES_DIR });
console.info(
  `daily pictures: ${pictures} OpenMoji SVGs -> ${DEFAULT_PICTURES_DIR} (${Math.round(performance.now() - started)} ms)`,
);
