// Child process for the cross-process idempotency test: several processes capture on one ledger file at once.
import { createSandboxProvider } from '../sandbox/sandbox-provider.ts';

const [file, paymentId, rounds] = process.argv.slice(2) as [string, string, string];
const provider = createSandboxProvider({
  file,
  publicBaseUrl: 'http://127.0.0.1:1',
  webhookUrl: 'http://127.0.0.1:1/payments/webhook/sandbox',
  webhookSecret: 'x',
  now: () => new Date(),
  runDeliveryLoop: false,
});
const outcomes: string[] = [];
for (let i = 0; i < Number(rounds); i++) {
  try {
    const r = await provider.capture({ paymentId, amount: { amount: 1000, currency: 'SAR' }, idempotencyKey: `capture-${i}` });
    outcomes.push(r.captureId);
  } catch (e) {
    outcomes.push(`error:${(e as { code?: string }).code ?? (e as Error).message}`);
  }
}
await provider.close();
process.stdout.write(JSON.stringify(outcomes));
