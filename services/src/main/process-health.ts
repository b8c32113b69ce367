// What every long-running process does for its operator: a health/metrics port (when HEALTH_PORT is set) whose
// readiness follows the process's own checkpoints, and lag gauges computed from the same readiness answer.
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Config } from '../platform/config.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { checkReadiness, type CheckpointLag, type Readiness } from '../platform/health/check-readiness.ts';
import { startHealthServer } from '../platform/health/health-server.ts';
import type { Logger } from '../platform/log.ts';
import { scrapedGauge } from '../platform/metrics.ts';

export interface ProcessHealth {
  readiness(): Promise<Readiness>;
  close(): Promise<void>;
}

export async function startProcessHealth(
  config: Pick<Config, 'HEALTH_PORT' | 'HOST' | 'READY_MAX_LAG_EVENTS'>,
  deps: { store: EventStore; redis: Redis; checkpoints: Record<string, CheckpointLag>; registry: Registry; draining: () => boolean; log: Logger; lagMetric: { name: string; help: string } },
): Promise<ProcessHealth> {
  const readiness = () => checkReadiness({ store: deps.store, redis: deps.redis, checkpoints: deps.checkpoints, maxLag: config.READY_MAX_LAG_EVENTS });
  scrapedGauge(deps.registry, {
    ...deps.lagMetric,
    label: 'checkpoint',
    read: async () => Object.fromEntries(Object.entries((await readiness()).checkpoints).map(([k, v]) => [k, v.behind])),
  });
  if (config.HEALTH_PORT === undefined) return { readiness, close: async () => {} };
  const server = await startHealthServer({ port: config.HEALTH_PORT, host: config.HOST, readiness, draining: deps.draining, metrics: deps.registry, log: deps.log });
  return { readiness, close: server.close };
}
