import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const CHILD = resolve(import.meta.dirname, 'testing/late-shutdown-child.ts');

describe('graceful shutdown of a supervised child', () => {
  it('shuts down when its parent was gone before it set up its shutdown (the channel already closed)', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    // The parent goes away at once, as a supervisor killed while its child is still starting.
    child.disconnect();
    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    const answer = await Promise.race([exited, new Promise<'still running'>((r) => setTimeout(() => r('still running'), 30_000))]);
    if (answer === 'still running') child.kill('SIGKILL');
    expect(answer).toEqual([0, null]);
    expect(out).toContain('closed');
  });
});
