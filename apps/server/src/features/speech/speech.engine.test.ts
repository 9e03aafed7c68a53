import { describe, expect, it } from 'vitest';
import { fixWavSizes, ProcessError, runProcess } from './speech.engine.ts';

/** Runs a small Node.js script as the child process: always installed, unlike espeak-ng. */
const node = (script: string) => [process.execPath, ['-e', script]] as const;

describe('speech engine process', () => {
  it('answers what the program writes to stdout', async () => {
    const [file, args] = node("process.stdout.write('RIFF')");
    const output = await runProcess(file, args, { timeoutMs: 10_000, maxOutputBytes: 100 });
    expect(output.toString()).toBe('RIFF');
  });

  it('passes the text as one argument, never through a shell', async () => {
    const [file, args] = node('process.stdout.write(JSON.stringify(process.argv.slice(1)))');
    const text = '$(touch /tmp/x); `id` | cat > y && "z"';
    const output = await runProcess(file, [...args, 'first', text], {
      timeoutMs: 10_000,
      maxOutputBytes: 1000,
    });
    expect(JSON.parse(output.toString())).toEqual(['first', text]);
  });

  it('kills a program that takes too long', async () => {
    const [file, args] = node('setTimeout(() => {}, 60_000)');
    await expect(runProcess(file, args, { timeoutMs: 100, maxOutputBytes: 100 })).rejects.toThrow(
      /took longer than 100 ms/,
    );
  });

  it('kills a program that writes too much', async () => {
    const [file, args] = node("process.stdout.write('x'.repeat(100_000)); setTimeout(() => {}, 60_000)");
    await expect(runProcess(file, args, { timeoutMs: 10_000, maxOutputBytes: 1000 })).rejects.toThrow(
      /wrote more than 1000 bytes/,
    );
  });

  it('fails with the exit status and stderr, and says when the program is missing', async () => {
    const [file, args] = node("process.stderr.write('no such voice'); process.exit(3)");
    await expect(runProcess(file, args, { timeoutMs: 10_000, maxOutputBytes: 100 })).rejects.toThrow(
      /exited with 3: no such voice/,
    );
    const missing = await runProcess('/nonexistent/espeak-ng', [], {
      timeoutMs: 1000,
      maxOutputBytes: 100,
    }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ProcessError);
    expect(missing).toMatchObject({ missing: true });
  });

  it('writes the real sizes into the WAV header that espeak-ng leaves as placeholders, and refuses a non-WAV', () => {
    const wav = Buffer.alloc(60);
    wav.write('RIFF', 0, 'latin1');
    wav.writeUInt32LE(0x7ffff024, 4);
    wav.write('WAVEfmt ', 8, 'latin1');
    wav.write('data', 36, 'latin1');
    wav.writeUInt32LE(0x7ffff000, 40);
    const fixed = fixWavSizes(wav);
    expect(fixed.readUInt32LE(4)).toBe(52);
    expect(fixed.readUInt32LE(40)).toBe(16);
    expect(() => fixWavSizes(Buffer.from('not a wav at all'))).toThrow(ProcessError);
  });
});
