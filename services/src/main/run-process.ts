// What the four long-running processes (api, worker, projector, relay) do alike: open the configuration, the log, the
// telemetry export, the event store and Redis; answer health on their own port; close gracefully on a signal. Each
// entry point adds only its role: what it opens, what its readiness follows, what it starts and closes.
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import { loadConfig, type Config } from '../platform/config.ts';
import { connectRedis } from '../platform/connect-redis.ts';
import { openEventStore } from '../platform/eventstore/open.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { CheckpointLag } from '../platform/health/check-readiness.ts';
import { createLogger, type Logger } from '../platform/log.ts';
import { createMetricsRegistry } from '../platform/metrics.ts';
import { startProcessHealth, type ProcessHealth } from './process-health.ts';
import { closeGracefullyOnSignal } from './shutdown.ts';
import { exitOnStartupFailure } from './startup-failure.ts';
import { startTelemetryExport } from './telemetry-export.ts';

/** What every process opens the same way, handed to its role. */
export interface OpenedProcess {
  config: Config;
  log: Logger;
  store: EventStore;
  redis: Redis;
  /** The process's metrics (labelled with its role), scraped from its health port. */
  registry: Registry;
}

/** What a role opened: its readiness follows `checkpoints`; `start` then runs its work. */
export interface ProcessRole {
  checkpoints: Record<string, CheckpointLag>;
  /** The gauge of how far those checkpoints trail the head. */
  lagMetric: { name: string; help: string };
  /** Starts the role's work; resolves to what closes it (before the health port, the store, Redis and telemetry). */
  start(running: { health: ProcessHealth; draining: () => boolean }): Promise<() => Promise<void>>;
}

/** Runs one process's role; a failure to start prints why and exits 1. */
export function runProcess(role: string, open: (opened: OpenedProcess) => Promise<ProcessRole>): void {
  openAndStart(role, open).catch(exitOnStartupFailure);
}

async function openAndStart(role: string, open: (opened: OpenedProcess) => Promise<ProcessRole>): Promise<void> {
  const config = loadConfig();
  const log = createLogger(role, config.LOG_LEVEL);
  const stopTelemetry = await startTelemetryExport(config, role, log);
  const store = await openEventStore(config);
  const redis = connectRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const registry = createMetricsRegistry(role);
  const opened = await open({ config, log, store, redis, registry });
  // Signals are handled from here on; what they close is filled in once everything is open.
  let closeAll = async (): Promise<void> => {};
  const shutdown = closeGracefullyOnSignal(log, () => closeAll(), config.SHUTDOWN_GRACE_MS);
  const draining = () => shutdown.draining();
  const health = await startProcessHealth(config, { store, redis, checkpoints: opened.checkpoints, registry, draining, log, lagMetric: opened.lagMetric });
  const closeRole = await opened.start({ health, draining });
  closeAll = async () => {
    await closeRole();
    await health.close();
    await store.close();
    await redis.quit();
    await stopTelemetry();
  };
}
