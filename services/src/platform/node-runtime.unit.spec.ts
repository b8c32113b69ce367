import { describe, expect, it } from 'vitest';

// Node 20 is end of life: `npm start` / `npm test` fetch Node 24 and run every process under it (scripts/lib/node-runtime.mjs).
describe('runtime', () => {
  it('is Node 24 LTS or newer', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
