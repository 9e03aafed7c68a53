/**
 * Reading the catalogue's files: `packages/analysis/grammar/<ko|en|fr>/*.json`, each a JSON array of
 * entries. Several files per language let several writers add batches without touching each other's.
 * Entries keep the file and line they come from so that every problem names both.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TextLanguage } from '../types.ts';
import { GRAMMAR_FOLDERS } from './types.ts';

function findRoot(): string {
  const candidates = [
    process.env.GLOSSA_GRAMMAR_DIR,
    fileURLToPath(new URL('../../grammar/', import.meta.url)),
    // From the bundled server, import.meta.url is the bundle's: find this package through node_modules.
    (() => {
      try {
        return join(
          dirname(createRequire(import.meta.url).resolve('@glossa/analysis/package.json')),
          'grammar',
        );
      } catch {
        return undefined;
      }
    })(),
  ];
  for (const c of candidates) if (c && existsSync(c) && statSync(c).isDirectory()) return c;
  return fileURLToPath(new URL('../../grammar/', import.meta.url));
}

/** The catalogue's root folder: GLOSSA_GRAMMAR_DIR, else beside these sources, else through node_modules. */
export const CATALOGUE_ROOT = findRoot();

/** One entry as read, still untyped, with where it was written. */
export interface RawEntry {
  value: unknown;
  file: string;
  /** Line of the entry's `"id"` (or of its opening brace when it has no id), from 1. */
  line: number;
  /** The file's text and the entry's offset in it, to find the line of a field's value. */
  source: string;
  offset: number;
}

/** A problem with a file as a whole (it does not parse, it is not an array). */
export interface FileProblem {
  file: string;
  line: number;
  message: string;
}

/**
 * The line (from 1) of a character offset.
 * @example lineAt('a\nb', 2) // 2
 */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Offsets of the top-level array's objects, found by walking the text with a bracket counter. */
function objectOffsets(text: string): number[] {
  const offsets: number[] = [];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      if (depth === 1 && ch === '{') offsets.push(i);
      depth++;
    } else if (ch === ']' || ch === '}') depth--;
  }
  return offsets;
}

function jsonErrorLine(text: string, error: unknown): number {
  const message = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(message);
  if (position) return lineAt(text, Number(position[1]));
  const line = /line (\d+)/.exec(message);
  return line ? Number(line[1]) : 1;
}

/**
 * The catalogue files of one text language (sorted), read as raw entries, and the files that could not be.
 * @example readCatalogueFiles('ko_KR').entries.length // 5
 */
export function readCatalogueFiles(
  language: TextLanguage,
  root: string = CATALOGUE_ROOT,
): { entries: RawEntry[]; problems: FileProblem[]; files: string[] } {
  const dir = join(root, GRAMMAR_FOLDERS[language]);
  const entries: RawEntry[] = [];
  const problems: FileProblem[] = [];
  if (!existsSync(dir)) return { entries, problems, files: [] };
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(source);
    } catch (error) {
      problems.push({
        file,
        line: jsonErrorLine(source, error),
        message: `not valid JSON: ${String(error)}`,
      });
      continue;
    }
    if (!Array.isArray(parsed)) {
      problems.push({
        file,
        line: 1,
        message: 'a catalogue file is a JSON array of entries: [ {...}, {...} ]',
      });
      continue;
    }
    const offsets = objectOffsets(source);
    parsed.forEach((value: unknown, i) => {
      const offset = offsets[i] ?? 0;
      const idAt = source.indexOf('"id"', offset);
      const next = offsets[i + 1] ?? source.length;
      const line = lineAt(source, idAt >= 0 && idAt < next ? idAt : offset);
      entries.push({ value, file, line, source, offset });
    });
  }
  return { entries, problems, files };
}

/**
 * The line of a string value inside an entry (its first occurrence after the entry's start), or the
 * entry's own line when it cannot be found.
 */
export function lineOfValue(entry: RawEntry, value: string): number {
  // The whole quoted value first (`"so, because"` is not the start of a longer meaning), then anywhere.
  const quoted = JSON.stringify(value);
  let at = entry.source.indexOf(quoted, entry.offset);
  if (at < 0) at = entry.source.indexOf(quoted.slice(1, -1), entry.offset);
  return at >= 0 ? lineAt(entry.source, at) : entry.line;
}
