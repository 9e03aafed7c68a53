/**
 * `npm run bench`: lists the benchmarks; `npm run bench -- <name> [arguments]` runs one (the arguments go to
 * it), `npm run bench -- --all` runs every one in turn and says at the end which failed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCHMARKS, type Benchmark } from './benchmarks.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The listing `npm run bench` prints: one line a benchmark, names aligned. */
export function listing(benchmarks: readonly Benchmark[] = BENCHMARKS): string {
  const width = Math.max(...benchmarks.map((bench) => bench.name.length));
  const lines = benchmarks.map(
    (bench) => `  ${bench.name.padEnd(width)}  ${bench.what}${bench.needsBuild ? ' [built app]' : ''}`,
  );
  return [
    'Benchmarks (npm run bench -- <name> [arguments], or --all):',
    ...lines,
    '[built app]: run npm run build (and npm run build:chrome:e2e for chrome) first.',
  ].join('\n');
}

/** Runs one benchmark's script in this Node with the same TypeScript loader; answers its exit code. */
function run(bench: Benchmark, args: readonly string[]): number {
  console.info(`\n=== bench ${bench.name}: ${bench.file} ${args.join(' ')}`.trimEnd());
  const result = spawnSync(process.execPath, [...process.execArgv, path.join(ROOT, bench.file), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

function main(argv: readonly string[]): number {
  const [name, ...rest] = argv;
  if (!name || name === '--list' || name === '--help') {
    console.info(listing());
    return 0;
  }
  if (name === '--all') {
    const failed = BENCHMARKS.filter((bench) => run(bench, rest) !== 0).map((bench) => bench.name);
    console.info(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll benchmarks ran.');
    return failed.length ? 1 : 0;
  }
  const bench = BENCHMARKS.find((candidate) => candidate.name === name);
  if (!bench) {
    console.error(`No benchmark named "${name}".\n${listing()}`);
    return 2;
  }
  return run(bench, rest);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
