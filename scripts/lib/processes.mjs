/* global fetch, AbortSignal -- Node scripts, linted without the TypeScript project */
// Small process and network helpers shared by the start, seed and bench scripts.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** True when something accepts connections on the port (any interface the api would bind). */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((done) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(500);
    socket.on('connect', () => (socket.destroy(), done(true)));
    socket.on('timeout', () => (socket.destroy(), done(false)));
    socket.on('error', () => done(false));
  });
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function runToEnd(cmd, args, { cwd, env, children = [] }) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(child);
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Polls a health url until `until(body)` holds; resolves { ok, last } (never throws). */
/** Waits until a page answers 200 (a first `npm start` builds the storefront before it listens). */
export async function waitForPage(url, { timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      last = String(res.status);
      if (res.status === 200) return { ok: true, last };
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(500);
  }
  return { ok: false, last };
}

export async function waitForHealth(url, { timeoutMs = 60_000, until = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await res.json();
      last = `${res.status} ${JSON.stringify(body)}`;
      if (res.ok && until(body)) return { ok: true, last, body };
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(250);
  }
  return { ok: false, last };
}
