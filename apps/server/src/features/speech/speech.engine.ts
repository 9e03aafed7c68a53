import { spawn } from 'node:child_process';
import type { SpeechLanguage } from '@glossa/contract';

/**
 * The speech engine: Debian's `espeak-ng` program, run once per text with an argument array (never a shell),
 * killed when it takes too long or writes too much. Its WAV goes to stdout.
 */

/** espeak-ng voice of each short code (`espeak-ng --voices`): ko, en-us (gmw/en-US), fr-fr (roa/fr), es, ja. */
export const ESPEAK_VOICES: Readonly<Record<SpeechLanguage, string>> = {
  ko: 'ko',
  en: 'en-us',
  fr: 'fr-fr',
  es: 'es',
  ja: 'ja',
};

/** What the speech service needs of an engine; tests give it a fake one. */
export interface SpeechEngine {
  /** The engine's version text, or null when it cannot run (not installed, broken). */
  version(): Promise<string | null>;
  /** A WAV file of `text` spoken in `lang`; rejects when the engine fails. */
  synthesize(lang: SpeechLanguage, text: string): Promise<Buffer>;
}

export interface ProcessLimits {
  /** The process is killed after this long. */
  timeoutMs: number;
  /** The process is killed when its stdout grows past this. */
  maxOutputBytes: number;
}

export const DEFAULT_PROCESS_LIMITS: ProcessLimits = { timeoutMs: 5_000, maxOutputBytes: 5 * 1024 * 1024 };

/** A program that could not run, failed, timed out or wrote too much; `missing` when it does not exist. */
export class ProcessError extends Error {
  constructor(
    message: string,
    readonly missing = false,
  ) {
    super(message);
    this.name = 'ProcessError';
  }
}

/**
 * The espeak-ng engine at `binary` (a name looked up in PATH, or a path).
 * @example await espeakNg('espeak-ng').synthesize('ko', '학교') // <Buffer 52 49 46 46 ...>
 */
export function espeakNg(binary: string, limits: ProcessLimits = DEFAULT_PROCESS_LIMITS): SpeechEngine {
  return {
    async version() {
      try {
        const output = await runProcess(binary, ['--version'], limits);
        return output.toString('utf8').trim() || 'unknown';
      } catch {
        return null;
      }
    },
    async synthesize(lang, text) {
      const output = await runProcess(binary, ['-v', ESPEAK_VOICES[lang], '--stdout', '--', text], limits);
      return fixWavSizes(output);
    },
  };
}

/**
 * Runs `file` with `args` and answers its stdout, or rejects with a ProcessError (exit status, signal,
 * timeout, output cap, or the program missing). stdin is closed; at most 2 KB of stderr is kept for the message.
 * @example await runProcess('espeak-ng', ['--version'], DEFAULT_PROCESS_LIMITS)
 */
export function runProcess(file: string, args: readonly string[], limits: ProcessLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false, windowsHide: true });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: ProcessError | undefined;
    const stop = (error: ProcessError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new ProcessError(`${file} took longer than ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxOutputBytes)
        stop(new ProcessError(`${file} wrote more than ${limits.maxOutputBytes} bytes`));
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2048) stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      failure ??= new ProcessError(`${file} could not run: ${error.message}`, error.code === 'ENOENT');
      reject(failure);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (code === 0) resolve(Buffer.concat(chunks, size));
      else {
        const reason = signal ? `was killed by ${signal}` : `exited with ${code}`;
        reject(new ProcessError(`${file} ${reason}: ${stderr.trim().slice(0, 500)}`));
      }
    });
  });
}

/**
 * espeak-ng writes its WAV to a pipe before it knows the length, so the RIFF and data sizes in the header
 * are placeholders (0x7ffff000); browsers are happier with the real ones. Anything but a WAV is refused.
 * @example fixWavSizes(output).readUInt32LE(4) === output.length - 8
 */
export function fixWavSizes(wav: Buffer): Buffer {
  const isWav =
    wav.length >= 12 && wav.toString('latin1', 0, 4) === 'RIFF' && wav.toString('latin1', 8, 12) === 'WAVE';
  if (!isWav) throw new ProcessError('the speech engine did not write a WAV file');
  wav.writeUInt32LE(wav.length - 8, 4);
  // The canonical 44-byte header, which espeak-ng writes: a 16-byte "fmt " chunk, then "data".
  if (wav.length >= 44 && wav.toString('latin1', 36, 40) === 'data') wav.writeUInt32LE(wav.length - 44, 40);
  return wav;
}
