/* global process */
// Starts a real PostgreSQL server owned by the project: initdb into a fresh directory, a free port, TCP only.
// initdb and postgres refuse to run as root, so as root both run as the unprivileged `postgres` user.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The newest server installed from the operating system's packages (Debian: /usr/lib/postgresql/<major>/bin). */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const majors = readdirSync(base)
      .filter((v) => existsSync(resolve(base, v, 'bin/initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (majors.length) return resolve(base, majors[0], 'bin');
  }
  const r = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = r.status === 0 ? r.stdout.trim() : '';
  return dir && existsSync(resolve(dir, 'initdb')) ? dir : null;
}

/** uid/gid to run the server as: the current user, or `postgres` when we are root. */
function serverUser() {
  if (process.getuid?.() !== 0) return {};
  const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error('running as root: PostgreSQL needs an unprivileged `postgres` user (installed with the postgresql package)');
  return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

async function ready(bin, port) {
  return spawnSync(resolve(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q'], { stdio: 'ignore' }).status === 0;
}

/**
 * initdb into `dir` (removed first) and start postgres on `port`. `durable: false` turns fsync off for test runs
 * that throw the data away; the benchmark keeps the defaults. Returns the connection url and a stop function.
 */
export async function startPostgres({ port, dir, durable = false, maxConnections = 200, statementStats = false }) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql); scripts/lib/prerequisites.mjs installs it');
  const user = serverUser();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const data = resolve(dir, 'data');
  const superuser = 'rihla';
  const init = spawnSync(resolve(bin, 'initdb'), ['-D', data, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], {
    ...user,
    encoding: 'utf8',
    cwd: dir,
  });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`);
  const args = [
    '-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
    '-c', `max_connections=${maxConnections}`, '-c', 'shared_buffers=64MB', '-c', 'log_min_messages=warning',
    ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    // Time and calls per statement, those inside functions too (pg_stat_statements): for finding where the server's CPU goes.
    ...(statementStats ? ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all'] : []),
  ];
  const child = spawn(resolve(bin, 'postgres'), args, { ...user, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => (log = (log + d.toString()).slice(-4000)));
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 300 && !(await ready(bin, port)); i++) {
    if (exited) throw new Error(`postgres exited at start:\n${log}`);
    await sleep(50);
  }
  if (!(await ready(bin, port))) throw new Error(`postgres did not answer on port ${port}:\n${log}`);
  return {
    url: `postgres://${superuser}@127.0.0.1:${port}/postgres`,
    pid: child.pid,
    stop: async ({ keep = false } = {}) => {
      if (!exited) {
        // SIGINT = fast shutdown: rolls back open transactions and stops at once.
        child.kill('SIGINT');
        for (let i = 0; i < 200 && !exited; i++) await sleep(25);
        if (!exited) child.kill('SIGKILL');
      }
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}
