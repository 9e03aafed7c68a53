// `npm run dict:agreement [-- --list FILE]`: how often the core dictionary's English translations agree with
// kengdic's glosses (../shared/data/kengdic, a development file; skipped where it is absent), for the Korean
// headwords both have. Agreement: one of our senses' English translations shares a content word with one of
// kengdic's glosses for the same word. The disagreements are listed for review.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreDirectory, coreFiles, readCoreRows, type CoreRow } from '@glossa/dictionary';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KENGDIC = path.join(ROOT, '..', 'shared', 'data', 'kengdic', 'ezcorean_6000.sql');

const STOP = new Set(
  'a an the to of in on at for by with from up out off be is are was were been being ' +
    'and or but not no so as it its this that these those one ones some someone something somebody sb sth ' +
    'very much more most about into over than then when which who what ' +
    'perhaps maybe etc such kind sort usually often especially just also only still even own',
);

/** The content words of a gloss, lower case, without notes in brackets and a leading "to". */
export function contentWords(gloss: string): Set<string> {
  const words = gloss
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .split(/[^a-z]+/)
    .filter((word) => word.length > 1 && !STOP.has(word))
    .map((word) => stem(word));
  return new Set(words);
}

/** A rough English stem, so that "sings", "singing" and "sing" meet. */
function stem(word: string): string {
  const plain = word.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');
  const bare = plain.replace(/(ing|ed)$/, '');
  return bare.length >= 3 ? bare : plain;
}

/** kengdic's glosses per headword (several rows may share one). */
function readKengdic(file: string): Map<string, string[]> {
  const glosses = new Map<string, string[]>();
  let inData = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('COPY')) {
      inData = true;
      continue;
    }
    if (!inData || line.startsWith('\\.')) continue;
    const fields = line.split('\t');
    const word = fields[1]?.split('(')[0]?.trim();
    const gloss = fields[3];
    if (!word || !gloss || fields[4] === '7') continue;
    glosses.set(word, [...(glosses.get(word) ?? []), gloss]);
  }
  return glosses;
}

async function main(): Promise<void> {
  if (!fs.existsSync(KENGDIC)) {
    console.info(`skipped: ${KENGDIC} is not here (development data)`);
    return;
  }
  const coreDir = coreDirectory();
  if (!coreDir) throw new Error('the core dictionary folder was not found');
  const kengdic = readKengdic(KENGDIC);
  const ours = new Map<string, CoreRow[]>();
  for (const file of coreFiles(coreDir, 'ko_KR'))
    for await (const row of readCoreRows(file))
      ours.set(row.written, [...(ours.get(row.written) ?? []), row]);
  let both = 0;
  let agree = 0;
  const disagreements: string[] = [];
  for (const [word, rows] of ours) {
    const theirs = kengdic.get(word);
    if (!theirs) continue;
    both += 1;
    const ourGlosses = rows.flatMap((row) => row.senses.map((sense) => sense.fields[0] ?? ''));
    const theirWords = new Set(theirs.flatMap((gloss) => [...contentWords(gloss)]));
    if (ourGlosses.some((gloss) => [...contentWords(gloss)].some((w) => theirWords.has(w)))) agree += 1;
    else
      disagreements.push(
        `${word}\t${rows[0]!.file}:${rows[0]!.line}\tours: ${ourGlosses.join(' | ')}\tkengdic: ${theirs.join(' | ')}`,
      );
  }
  console.info(
    `kengdic agreement: ${agree} of ${both} shared headwords (${((100 * agree) / Math.max(both, 1)).toFixed(1)}%) ` +
      `share a content word in their English glosses; ${disagreements.length} disagreements`,
  );
  const listAt = process.argv.indexOf('--list');
  if (listAt >= 0 && process.argv[listAt + 1]) {
    fs.writeFileSync(process.argv[listAt + 1]!, disagreements.join('\n') + '\n');
    console.info(`disagreements written to ${process.argv[listAt + 1]}`);
  }
}

await main();
