import type { Logger } from '../platform/log.ts';

/** Work that must not shape the answer (its timing would tell whether an account exists); tracked for shutdown and tests. */
export interface BackgroundTasks {
  run(what: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(log?: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      const p = task()
        .catch((err: unknown) => log?.error({ err, what }, 'background identity task failed'))
        .finally(() => running.delete(p));
      running.add(p);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
