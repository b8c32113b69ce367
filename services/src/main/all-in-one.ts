// `npm start` runs this: the api, the projector, the booking saga worker and (with KAFKA_BROKERS) the supplier relay
// and the optional supplier simulator as separate processes (as in production, where they scale apart), each
// restarted when it crashes. SIGINT/SIGTERM stop them all gracefully.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { createLogger } from '../platform/log.ts';

interface Service {
  name: string;
  file: string;
}

const SERVICES: Service[] = [
  { name: 'api', file: resolve(import.meta.dirname, 'api.ts') },
  { name: 'projector', file: resolve(import.meta.dirname, 'projector.ts') },
  // Crash-safe like the projector: its reactor resumes from its checkpoint and the reconciler re-enqueues what
  // unfinished bookings still need, so a restart loses no step.
  { name: 'worker', file: resolve(import.meta.dirname, 'worker.ts') },
];

/** A child that stayed up this long is healthy again: its next crash restarts it without delay. */
const HEALTHY_AFTER_MS = 30_000;
const MAX_BACKOFF_MS = 15_000;
const STOP_GRACE_MS = 15_000;

function runAllInOne(): void {
  const config = loadConfig();
  const log = createLogger('all-in-one', config.LOG_LEVEL);
  const running = new Map<string, ChildProcess>();
  let stopping = false;

  const start = (service: Service, backoffMs = 0) => {
    const startedAt = Date.now();
    // Own process group: a terminal's Ctrl-C reaches only the supervisor, which then stops each child once.
    // The IPC channel lets a child notice when the supervisor is gone and shut itself down.
    const child = spawn(process.execPath, ['--import', 'tsx', service.file], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], detached: true });
    running.set(service.name, child);
    log.info({ service: service.name, childPid: child.pid }, 'started');
    child.on('exit', (code, signal) => {
      running.delete(service.name);
      if (stopping) {
        log.info({ service: service.name, code, signal }, 'stopped');
        if (running.size === 0) process.exit(0);
        return;
      }
      const upMs = Date.now() - startedAt;
      const delay = upMs > HEALTHY_AFTER_MS ? 0 : Math.min(MAX_BACKOFF_MS, Math.max(500, backoffMs * 2));
      log.error({ service: service.name, code, signal, upMs, restartInMs: delay }, 'exited unexpectedly; restarting');
      setTimeout(() => {
        if (!stopping) start(service, delay);
      }, delay);
    });
  };

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, services: [...running.keys()] }, 'stopping every service');
    if (running.size === 0) process.exit(0);
    for (const child of running.values()) child.kill('SIGTERM');
    setTimeout(() => {
      for (const child of running.values()) child.kill('SIGKILL');
      log.error('children did not stop in time; killed');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (process.connected) process.once('disconnect', () => stop('parent gone'));

  const services = [
    ...SERVICES,
    // At least once from its checkpoint (written after the broker's ack): a restart resends, never skips.
    ...(config.KAFKA_BROKERS ? [{ name: 'relay', file: resolve(import.meta.dirname, 'relay.ts') }] : []),
    ...(config.KAFKA_BROKERS && config.SUPPLIER_SIMULATOR ? [{ name: 'supplier-simulator', file: resolve(import.meta.dirname, 'supplier-simulator.ts') }] : []),
  ];
  for (const service of services) start(service);
}

runAllInOne();
