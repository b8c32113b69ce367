import { resolve } from 'node:path';
import type { Redis } from 'ioredis';
import type { Config } from '../platform/config.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { redisSendOnceMarker } from './send-once-marker.ts';

/** The notifier every process builds from its configuration: outbox or SMTP, once-only marker in the shared Redis. */
export function createConfiguredNotifier(config: Config, redis: Redis, now: () => Date): Notifier {
  return createNotifier({
    outboxDir: config.OUTBOX_DIR ?? resolve(config.DATA_DIR, 'outbox'),
    marker: redisSendOnceMarker(redis, config.REDIS_PREFIX, { leaseMs: config.NOTIFY_SEND_LEASE_MS }),
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    from: config.MAIL_FROM,
    now,
  });
}
