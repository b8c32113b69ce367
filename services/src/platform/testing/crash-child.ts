import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from 'vitest';

/** Runs a crash child (tsx) with these args and env; resolves with how it ended (a clean exit must be code 0) and its stdout. */
export async function runCrashChild(file: string, args: readonly string[], env: Record<string, string>): Promise<{ signal: NodeJS.Signals | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((r) => child.once('exit', (c, s) => r([c, s])));
  if (signal === null) expect(code).toBe(0);
  return { signal, out };
}
