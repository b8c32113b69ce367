import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from './log.ts';

/** What runs while the lease is held: a checkpointed consumer (projection, saga reactor, relay). */
export interface LeasedWork {
  stop(): Promise<void>;
  /** Resolves when the work ended by itself; rejects when it stopped on an error. */
  readonly done: Promise<void>;
}

export interface LeaseOptions {
  redis: Redis;
  /** One key per piece of work that must run once (`{prefix}lease:projection:catalog`). */
  key: string;
  /** For logs. */
  name: string;
  /** How long a holder that stops renewing (killed, frozen, cut off) keeps the work from the others. */
  ttlMs?: number;
  log?: Logger;
}

export interface LeaseRunner {
  /** True while this process holds the lease and its work runs. */
  holding(): boolean;
  /** Stops the work (if running) and gives the lease back at once, so another copy takes over without waiting. */
  stop(): Promise<void>;
  /** Rejects when the work stopped on an error (the lease is given back first). */
  readonly done: Promise<void>;
}

/** Extends the lease only while it is still ours. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * Runs `start()`'s work in exactly one of the processes that call this with the same key: the one holding a Redis
 * lease (SET NX PX), renewed every third of its TTL. The others retry as often; when the holder dies its lease
 * lapses after the TTL and one of them starts the work from the stored checkpoint. A holder that cannot renew in
 * time stops its work before the TTL is over, so two copies overlap only for a renewal in flight; the work itself
 * stays correct even then (projections commit under WATCH of their checkpoint, saga jobs have stable ids).
 */
export function runUnderLease(o: LeaseOptions, start: () => Promise<LeasedWork>): LeaseRunner {
  const ttlMs = o.ttlMs ?? 5_000;
  const every = Math.max(50, Math.floor(ttlMs / 3));
  const token = randomUUID();
  let stopping = false;
  let held = false;
  let wakeStop: (() => void) | null = null;
  const stopped = new Promise<void>((resolve) => (wakeStop = resolve));
  const pause = (ms: number) => Promise.race([new Promise<void>((r) => setTimeout(r, ms).unref()), stopped]);

  const holdWhileRunning = async (work: LeasedWork): Promise<'lost' | 'stopping'> => {
    let renewedAt = Date.now();
    for (;;) {
      const ended = await Promise.race([pause(every).then(() => 'tick' as const), work.done.then(() => 'ended' as const)]);
      if (stopping) return 'stopping';
      if (ended === 'ended') return 'lost';
      try {
        if (Number(await o.redis.eval(RENEW, 1, o.key, token, String(ttlMs))) !== 1) return 'lost';
        renewedAt = Date.now();
      } catch (err) {
        // Redis unreachable: keep working only while the lease certainly has not lapsed for the others.
        o.log?.warn({ err, lease: o.name }, 'lease renewal failed');
        if (Date.now() - renewedAt > ttlMs - every) return 'lost';
      }
    }
  };

  const done = (async () => {
    while (!stopping) {
      let taken = false;
      try {
        taken = (await o.redis.set(o.key, token, 'PX', ttlMs, 'NX')) === 'OK';
      } catch (err) {
        o.log?.warn({ err, lease: o.name }, 'lease could not be asked for');
      }
      if (!taken) {
        await pause(every);
        continue;
      }
      held = true;
      o.log?.info({ lease: o.name }, 'lease taken: running');
      let work: LeasedWork | null = null;
      try {
        work = await start();
        const why = await holdWhileRunning(work);
        if (why === 'lost' && !stopping) o.log?.warn({ lease: o.name }, 'lease lost: stopping until it is free again');
        await work.stop();
        await work.done;
      } finally {
        held = false;
        await o.redis.eval(RELEASE, 1, o.key, token).catch(() => undefined);
      }
    }
  })();
  // An unobserved rejection must not crash the process before the caller attached its handler.
  done.catch(() => undefined);

  return {
    holding: () => held,
    done,
    async stop() {
      stopping = true;
      wakeStop?.();
      await done.catch(() => undefined);
    },
  };
}
