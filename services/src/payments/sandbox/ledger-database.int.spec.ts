import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../platform/testing/fixtures.ts';

const scratch = tempDir('ledger-open');
afterAll(() => scratch.remove());

const openTogether = (file: string, processes: number): Promise<string[]> => {
  const startAt = Date.now() + 2_000;
  const child = join(import.meta.dirname, '../testing/open-ledger-child.ts');
  return Promise.all(
    Array.from(
      { length: processes },
      () =>
        new Promise<string>((resolve) => {
          const p = spawn(process.execPath, ['--import', 'tsx', child, file, String(startAt)], { stdio: ['ignore', 'ignore', 'pipe'] });
          let err = '';
          p.stderr.on('data', (d: Buffer) => (err += d.toString()));
          p.on('exit', (code) => resolve(code === 0 ? 'ok' : (/SqliteError: [^\n]*/.exec(err)?.[0] ?? `exit ${code}`)));
        }),
    ),
  );
};

describe('the sandbox ledger file', () => {
  it('opens in processes that start together on a new file (WAL switch and column upgrades take turns)', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 4; round++) {
      const file = join(scratch.dir, `ledger-${round}.sqlite`);
      expect(await openTogether(file, 8)).toEqual(Array(8).fill('ok'));
      const db = new Database(file, { readonly: true });
      const columns = (db.prepare('PRAGMA table_info(sessions)').all() as { name: string }[]).map((c) => c.name);
      db.close();
      expect(columns).toEqual(expect.arrayContaining(['reference', 'locale']));
    }
  });
});
