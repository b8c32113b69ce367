// `npm run finance:refunds -- [--from=YYYY-MM-DD] [--to=YYYY-MM-DD] [--format=csv|table]`: the refund ledger as the
// event log tells it (not the Redis read model), with totals and the count outside the 24 h promise.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../platform/config.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import { formatAudit, formatTotals, readRefundAudit } from './refund-ledger-from-log.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a real date');
const argsSchema = z.object({ from: day.optional(), to: day.optional(), format: z.enum(['csv', 'table']).default('table') }).refine((a) => !a.from || !a.to || a.from <= a.to, { message: '--from must not be after --to' });

export function parseFinanceArgs(argv: string[]): z.infer<typeof argsSchema> {
  const { values } = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' }, format: { type: 'string' } }, strict: true, allowPositionals: false });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.length ? `--${i.path.join('.')}` : 'arguments'}: ${i.message}`).join('; '));
  return parsed.data;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseFinanceArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\nusage: npm run finance:refunds -- [--from=YYYY-MM-DD] [--to=YYYY-MM-DD] [--format=csv|table]\n`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const store = await openEventStore(config);
  try {
    const audit = await readRefundAudit(store, { asOf: new Date(), ...(args.from ? { from: args.from } : {}), ...(args.to ? { to: args.to } : {}) });
    process.stdout.write(formatAudit(audit, args.format));
    if (args.format === 'csv') process.stderr.write(formatTotals(audit));
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
