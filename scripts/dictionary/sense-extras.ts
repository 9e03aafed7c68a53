/**
 * Completing the core a batch at a time: the senses of the most frequent headwords that still lack their
 * definitions in every dictionary language or their first example's translations, and merging what writers
 * wrote for them back into the source lines.
 *
 * A writer's patch line names a sense and the trailing object it should carry:
 * `["먹다","verb",0,{"def":{"fr":"…","es":"…","ja":"…"},"ex":[{"en":"…","fr":"…","es":"…","ja":"…"}]}]`
 * (headword, category, sense index from 0, object). Merging keeps what the sense already has and fills the rest:
 * a writer never erases a definition or a translation written before.
 */
import type { TextLanguage } from '@glossa/contract';
import { CORE_EXAMPLE_LANGUAGES, CORE_EXTRA_DEFINITIONS } from '@glossa/dictionary';

type Extra = { def?: Record<string, string>; ex?: Array<Record<string, string>> };
type SenseCell = unknown[];
type SourceRow = [string, string, number, SenseCell[]];

export interface SensePatch {
  written: string;
  category: string;
  sense: number;
  extra: Extra;
}

const short = (locale: string) => locale.slice(0, 2);

/** The short codes a sense's `def` must hold, and each example translation's. */
export function extraKeys(language: TextLanguage): { def: string[]; ex: string[] } {
  return {
    def: CORE_EXTRA_DEFINITIONS[language].map(short),
    ex: CORE_EXAMPLE_LANGUAGES[language].map(short),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A sense cell split into its strings, examples and trailing object. */
export function splitSense(cell: SenseCell): { strings: string[]; examples: string[]; extra: Extra } {
  const strings = cell.filter((item): item is string => typeof item === 'string');
  const examples = (cell.find((item) => Array.isArray(item)) as string[] | undefined) ?? [];
  const extra = (cell.find(isRecord) as Extra | undefined) ?? {};
  return { strings, examples, extra };
}

/**
 * Whether a sense still lacks a definition language or its first example's translation.
 * @example senseIsIncomplete(['to eat', …, ['밥을 먹다']], 'ko_KR') // true without {def, ex}
 */
export function senseIsIncomplete(cell: SenseCell, language: TextLanguage): boolean {
  const { examples, extra } = splitSense(cell);
  const keys = extraKeys(language);
  if (keys.def.some((key) => !extra.def?.[key])) return true;
  if (examples.length === 0) return false;
  const first = extra.ex?.[0] ?? {};
  return keys.ex.some((key) => !first[key]);
}

/**
 * Reads a patch line, or says what is wrong with it.
 * @example readPatch('["먹다","verb",0,{"def":{"fr":"Manger."}}]') // { written: '먹다', … }
 */
export function readPatch(line: string): SensePatch | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  if (!Array.isArray(value) || value.length !== 4) return 'a patch is [headword, category, sense, {def, ex}]';
  const [written, category, sense, extra] = value as unknown[];
  if (typeof written !== 'string' || typeof category !== 'string') return 'headword and category are strings';
  if (!Number.isInteger(sense) || (sense as number) < 0) return 'the sense index is a whole number from 0';
  if (!isRecord(extra)) return 'the last item is the {def, ex} object';
  return { written, category, sense: sense as number, extra: extra };
}

/**
 * Merges a patch's object into a sense cell: missing definitions and translations are added, existing ones kept.
 * @example mergeSense(['to eat', …], { def: { fr: 'Manger.' } }) // [..., { def: { fr: 'Manger.' } }]
 */
export function mergeSense(cell: SenseCell, patch: Extra): SenseCell {
  const { extra } = splitSense(cell);
  const def = { ...(patch.def ?? {}), ...(extra.def ?? {}) };
  const length = Math.max(extra.ex?.length ?? 0, patch.ex?.length ?? 0);
  const ex = Array.from({ length }, (_, index) => ({
    ...(patch.ex?.[index] ?? {}),
    ...(extra.ex?.[index] ?? {}),
  }));
  const merged: Extra = {};
  if (Object.keys(def).length > 0) merged.def = def;
  if (ex.length > 0) merged.ex = ex;
  const withoutExtra = cell.filter((item) => !isRecord(item));
  return Object.keys(merged).length > 0 ? [...withoutExtra, merged] : withoutExtra;
}

/**
 * Applies patches to the lines of one source file; returns the new lines and the patches that found their sense.
 * A patch naming a sense the entry does not have is left unapplied (the caller reports it).
 */
export function applyPatches(
  lines: readonly string[],
  patches: readonly SensePatch[],
): { lines: string[]; applied: Set<SensePatch> } {
  const byEntry = new Map<string, SensePatch[]>();
  for (const patch of patches) {
    const key = `${patch.written}\u0000${patch.category}`;
    byEntry.set(key, [...(byEntry.get(key) ?? []), patch]);
  }
  const applied = new Set<SensePatch>();
  const out = lines.map((line) => {
    if (!line.trim()) return line;
    const row = JSON.parse(line) as SourceRow;
    const wanted = byEntry.get(`${row[0]}\u0000${row[1]}`);
    if (!wanted) return line;
    let changed = false;
    for (const patch of wanted) {
      if (applied.has(patch) || patch.sense >= row[3].length) continue;
      row[3][patch.sense] = mergeSense(row[3][patch.sense]!, patch.extra);
      applied.add(patch);
      changed = true;
    }
    return changed ? JSON.stringify(row) : line;
  });
  return { lines: out, applied };
}
