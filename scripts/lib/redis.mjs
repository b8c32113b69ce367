// Starts a real redis-server owned by the project: its data under .data/, no eviction, AOF every second.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export function redisConfig({ port, dir, extraConfig = [] }) {
  return [
    `port ${port}`,
    'bind 127.0.0.1',
    'protected-mode yes',
    `dir ${dir}`,
    'daemonize no',
    'appendonly yes',
    'appendfsync everysec',
    'maxmemory-policy noeviction',
    'save ""',
    'loglevel warning',
    `logfile ${resolve(dir, 'redis.log')}`,
    ...extraConfig,
  ].join('\n');
}

export async function ping(port, host = '127.0.0.1') {
  return new Promise((done) => {
    const socket = net.connect({ port, host });
    let buf = '';
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      buf += d.toString();
      if (buf.includes('\r\n')) {
        socket.destroy();
        done(buf.startsWith('+PONG'));
      }
    });
    socket.on('timeout', () => (socket.destroy(), done(false)));
    socket.on('error', () => done(false));
  });
}

/**
 * A port nothing listens on, chosen below the kernel's ephemeral range. A port from listen(0) comes from that range,
 * where a test's many outgoing connections (Redis, Kafka, PostgreSQL clients) also get their local ports, so one of them
 * could take it between this check and the server's own listen (EADDRINUSE, seen in the replicated-stack test).
 */
export async function freePort() {
  const floor = 10_000;
  const ceiling = Math.min(ephemeralPortsFrom(), 32_768);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = floor + Math.floor(Math.random() * (ceiling - floor));
    if (await canListen(port)) return port;
  }
  return new Promise((done, fail) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
    srv.on('error', fail);
  });
}

function ephemeralPortsFrom() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/** Whether a server could listen on `port` of the loopback right now. */
export function canListen(port) {
  return new Promise((done) => {
    const srv = net.createServer();
    srv.once('error', () => done(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => done(true)));
  });
}

/**
 * Starts redis-server in `dir` on `port` (or reuses one already answering there when `reuse` is set).
 * Returns its url and a stop function.
 */
export async function startRedis({ port, dir, reuse = false, detached = false, extraConfig = [] }) {
  if (reuse && (await ping(port))) return { url: `redis://127.0.0.1:${port}`, stop: async () => {}, reused: true };
  mkdirSync(dir, { recursive: true });
  const conf = resolve(dir, 'redis.conf');
  writeFileSync(conf, redisConfig({ port, dir, extraConfig }) + '\n');
  const child = spawn('redis-server', [conf], { stdio: 'ignore', detached });
  if (detached) child.unref();
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 200; i++) {
    if (await ping(port)) break;
    if (exited) throw new Error(`redis-server exited at start; see ${resolve(dir, 'redis.log')}`);
    await sleep(50);
  }
  if (!(await ping(port))) throw new Error(`redis-server did not answer on port ${port}; see ${resolve(dir, 'redis.log')}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid,
    reused: false,
    stop: async () => {
      if (exited) return;
      spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave'], { stdio: 'ignore' });
      for (let i = 0; i < 100 && !exited; i++) await sleep(20);
      if (!exited) child.kill('SIGKILL');
    },
  };
}
