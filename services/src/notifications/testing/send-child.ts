// A worker-like process that sends one e-mail through the notifier its configuration builds (the worker's own
// wiring), for the test that two replicas on two hosts send a message once. It prints "ready", waits for a line on
// stdin (so both processes send at the same moment), then prints the send result as one JSON line.
import { once } from 'node:events';
import { createConfiguredNotifier } from '../configured-notifier.ts';
import { loadConfig } from '../../platform/config.ts';
import { connectRedis } from '../../platform/connect-redis.ts';

async function runSendChild(): Promise<void> {
  const [idempotencyKey = 'k', to = 'sara@example.com'] = process.argv.slice(2);
  const config = loadConfig();
  const redis = connectRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const notifier = createConfiguredNotifier(config, redis, () => new Date());
  process.stdout.write('ready\n');
  process.stdin.setEncoding('utf8');
  await once(process.stdin, 'data');
  process.stdin.destroy();
  const result = await notifier.sendEmail({ idempotencyKey, to, subject: 'Your booking is confirmed', text: 'See you soon.' });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  await notifier.close();
  await redis.quit();
}

runSendChild().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
