// Installs what the tests need from Debian packages when it is missing (Chromium for browser tests,
// PostgreSQL for the scale tests, espeak-ng for server-side speech, nginx for the multi-server test,
// python3 and python3-pytest for the Anki add-on's tests). Says clearly when it cannot, and the
// tests that need it then skip.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(`${root}/${v}/bin/postgres`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${root}/${versions[0]}/bin` : undefined;
}

/** nginx, the load balancer of the multi-server test (Debian's nginx-light), or undefined. */
export function findNginx() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
}

/** The espeak-ng program on PATH (what the server runs by default), or undefined. */
export function findEspeakNg() {
  const found = spawnSync('sh', ['-c', 'command -v espeak-ng'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** Whether a program is on PATH. */
function onPath(program) {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

/** A python3 that can run pytest (Debian's first, then the one on PATH), or undefined. */
export function findPytestPython() {
  return ['/usr/bin/python3', 'python3'].find(
    (python) => spawnSync(python, ['-m', 'pytest', '--version'], { stdio: 'ignore' }).status === 0,
  );
}

/** apt-get install the given packages; returns false (with the reason printed) when it cannot. */
export function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.warn(
      `[deps] cannot install ${packages.join(', ')}: ${isRoot ? 'apt-get not found' : 'not root'}`,
    );
    return false;
  }
  try {
    console.info(`[deps] installing ${packages.join(', ')} from Debian packages...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
    return true;
  } catch (error) {
    console.warn(`[deps] apt-get install ${packages.join(' ')} failed: ${error.message}`);
    return false;
  }
}

/** Makes sure Chromium, PostgreSQL, espeak-ng, nginx, python3-pytest, flake8 and mypy are there, installing what is missing in one apt call. */
export function ensureSystemDeps() {
  const missing = [];
  if (!findChromium()) missing.push('chromium');
  if (!findPostgresBin()) missing.push('postgresql');
  if (!findEspeakNg()) missing.push('espeak-ng');
  if (!findNginx()) missing.push('nginx-light');
  if (!findPytestPython()) missing.push('python3', 'python3-pytest');
  for (const tool of ['flake8', 'mypy']) if (!onPath(tool)) missing.push(tool); // the add-on's lint and types
  if (missing.length) aptInstall(missing);
  const chromium = findChromium();
  const pgBin = findPostgresBin();
  const espeakNg = findEspeakNg();
  if (!chromium) console.warn('[deps] Chromium is not available: browser tests will be skipped.');
  if (!pgBin) console.warn('[deps] PostgreSQL is not available: PostgreSQL tests will be skipped.');
  if (!espeakNg) console.warn('[deps] espeak-ng is not available: server speech tests will be skipped.');
  if (!findNginx()) console.warn('[deps] nginx is not available: the multi-server test will be skipped.');
  const python = findPytestPython();
  if (!python) console.warn('[deps] python3 with pytest is not available: the Anki add-on tests will fail.');
  return { chromium, pgBin, espeakNg, python };
}
