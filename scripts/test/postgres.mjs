// Starts a throw-away PostgreSQL for the tests: its own data directory in /tmp, a free loopback port,
// trust authentication, removed again afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function asPostgresUser(command, args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // PostgreSQL refuses to run as root: run it as the `postgres` user the Debian package creates.
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** Returns {url, stop} or undefined when PostgreSQL cannot be started (the reason is printed). */
export async function startPostgres(binDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossa-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  try {
    if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
    const run = (command, args) => {
      const [cmd, fullArgs] = asPostgresUser(command, args);
      execFileSync(cmd, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
    };
    run(`${binDir}/initdb`, [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    run(`${binDir}/pg_ctl`, [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
      '-w',
      'start',
    ]);
    run(`${binDir}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'glossa_test']);
  } catch (error) {
    console.warn(`[postgres] could not start a test PostgreSQL: ${error.message}`);
    fs.rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  const stop = () => {
    const [cmd, args] = asPostgresUser(`${binDir}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    spawnSync(cmd, args, { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/glossa_test`, stop };
}
