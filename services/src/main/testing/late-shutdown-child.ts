// A supervised child that reaches closeGracefullyOnSignal only after its parent's IPC channel closed (the parent died
// while the child was still opening its stores). It keeps its event loop busy as a server would, and prints 'closed'
// from its close; without the shutdown it would run on.
import { createLogger } from '../../platform/log.ts';
import { closeGracefullyOnSignal } from '../shutdown.ts';

const keepAlive = setInterval(() => undefined, 1_000);
const waitForOrphaning = setInterval(() => {
  if (process.connected) return;
  clearInterval(waitForOrphaning);
  closeGracefullyOnSignal(createLogger('late-shutdown-child', 'silent'), async () => {
    clearInterval(keepAlive);
    process.stdout.write('closed\n');
  });
}, 20);
