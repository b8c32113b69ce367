import type { Logger } from '../platform/log.ts';

export interface Shutdown {
  /** True from the first signal on: readiness answers 503 so the orchestrator stops routing work here. */
  draining(): boolean;
}

/**
 * Runs `close` once on the first SIGTERM or SIGINT, or when the supervising parent's IPC channel closes (the
 * supervisor died: an orphaned api would hold its port forever), then exits. A second signal, or a close that hangs past
 * `graceMs`, exits at once: an orchestrator's kill must never wait on a stuck connection. Keep `graceMs` below the
 * pod's terminationGracePeriodSeconds so the process, not the kubelet's SIGKILL, decides how it ends.
 */
export function closeGracefullyOnSignal(log: Logger, close: () => Promise<void>, graceMs = 10_000): Shutdown {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    log.info({ signal, graceMs }, 'shutting down');
    const timer = setTimeout(() => {
      log.error({ graceMs }, 'graceful shutdown timed out; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    close().then(
      () => {
        log.info('shut down cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  // Spawned with an IPC channel (a supervisor's child): its closing means the parent is gone. A parent that died while
  // this process was still opening its stores closed the channel before anyone listened: shut down now, or the child
  // would run on orphaned (seen: a projector killed with its supervisor mid-start kept running).
  if (typeof process.send === 'function') {
    if (process.connected) process.once('disconnect', () => onSignal('SIGHUP'));
    else setImmediate(() => onSignal('SIGHUP'));
  }
  return { draining: () => closing };
}
