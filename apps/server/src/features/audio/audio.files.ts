import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AudioLanguage } from '@glossa/contract';

/**
 * Where recordings live and how one is found: `<audioDir>/<lang>/<audio id with ':' as '_'>.<ext>`, the first
 * extension of AUDIO_TYPES that exists. Nothing outside the audio folder is ever opened, whatever symlinks
 * inside it point to.
 */

/** Accepted extensions, in the order they are tried, with the Content-Type each is served with. */
export const AUDIO_TYPES: ReadonlyArray<readonly [extension: string, contentType: string]> = [
  ['mp3', 'audio/mpeg'],
  ['ogg', 'audio/ogg'],
  ['oga', 'audio/ogg'],
  ['opus', 'audio/ogg; codecs=opus'],
  ['wav', 'audio/wav'],
  ['m4a', 'audio/mp4'],
  ['webm', 'audio/webm'],
];

/** An open recording: the caller streams from `handle` or closes it. */
export interface Recording {
  handle: fs.FileHandle;
  size: number;
  modified: Date;
  contentType: string;
}

/**
 * The file name (without extension) of a recording: ':' is not portable in file names, so it becomes '_'.
 * @example recordingBaseName('krdict:12345') // 'krdict_12345'
 */
export function recordingBaseName(audioId: string): string {
  return audioId.replaceAll(':', '_');
}

/**
 * Opens the recording of `audioId` in `lang`, or answers null when there is none (or it lies outside
 * `audioDir` once symlinks are resolved). The id must already be validated (contract `audioParamsSchema`).
 * @example const recording = await openRecording('/data/audio', 'ko', 'krdict:12345');
 */
export async function openRecording(
  audioDir: string,
  lang: AudioLanguage,
  audioId: string,
): Promise<Recording | null> {
  const root = await realPath(audioDir);
  if (!root) return null;
  const base = path.join(audioDir, lang, recordingBaseName(audioId));
  for (const [extension, contentType] of AUDIO_TYPES) {
    const file = await realPath(`${base}.${extension}`);
    if (!file) continue;
    if (!isInside(root, file)) return null;
    const recording = await openFile(file, contentType);
    if (recording) return recording;
  }
  return null;
}

/** Whether `file` is strictly inside `root` (both real, absolute paths). */
export function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

async function realPath(file: string): Promise<string | null> {
  try {
    return await fs.realpath(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Opens a regular file without following a symlink swapped in after the real path was checked. */
async function openFile(file: string, contentType: string): Promise<Recording | null> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    if (isMissing(error) || code(error) === 'ELOOP' || code(error) === 'EISDIR') return null;
    throw error;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return { handle, size: stat.size, modified: stat.mtime, contentType };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const c = code(error);
  return c === 'ENOENT' || c === 'ENOTDIR';
}

function code(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
