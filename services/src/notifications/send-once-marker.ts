import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Decides, across every process and host that shares Redis, whether a message with this key still has to be sent. */
export interface SendOnceMarker {
  /**
   * Runs `send` unless the key was sent before. A caller that finds another one sending waits for its outcome: sent
   * means 'duplicate'; a sender that failed or died (its lease lapsed) leaves the key to the next caller.
   */
  once(key: string, send: () => Promise<void>): Promise<'sent' | 'duplicate'>;
}

export interface RedisSendOnceOptions {
  /** How long a sender may take before another process may assume it died and send instead. */
  leaseMs?: number;
  /** How long a sent key is remembered; longer than any retry, replay or redelivery of its cause. */
  keepSeconds?: number;
  /** Pause between looks while another process is sending. */
  pollMs?: number;
}

const SENT = 'sent';

/** Deletes the lease only while it is still ours (a lapsed lease may already belong to someone else). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * The once-only marker in Redis: `SET NX` a short lease before sending, then mark the key sent for a long time.
 * A crash between the transport and the mark costs one resend after the lease, never a lost message; the file
 * outbox is only a viewer of what was sent, so replicas on different hosts cannot both send a key.
 */
export function redisSendOnceMarker(redis: Redis, prefix: string, o: RedisSendOnceOptions = {}): SendOnceMarker {
  const leaseMs = o.leaseMs ?? 2 * 60_000;
  const keepSeconds = o.keepSeconds ?? 400 * 24 * 3600;
  const pollMs = o.pollMs ?? 100;
  return {
    async once(key, send) {
      const markerKey = `${prefix}notifications:sent:${key}`;
      const lease = `sending:${randomUUID()}`;
      for (;;) {
        if ((await redis.set(markerKey, lease, 'PX', leaseMs, 'NX')) === 'OK') break;
        if ((await redis.get(markerKey)) === SENT) return 'duplicate';
        await new Promise((r) => setTimeout(r, pollMs));
      }
      try {
        await send();
      } catch (err) {
        await redis.eval(RELEASE, 1, markerKey, lease);
        throw err;
      }
      await redis.set(markerKey, SENT, 'EX', keepSeconds);
      return 'sent';
    },
  };
}
