import type { Running } from '../platform/module.ts';

/**
 * Starts one part (worker jobs, relay consumers) of each module that has it, in the list's order, and returns a stop
 * for all of them in the same order. A part that stopped on an error makes no more progress: the process exits so its
 * supervisor restarts it from its checkpoints.
 */
export async function startModuleParts<Ctx>(parts: readonly ({ start(ctx: Ctx): Promise<Running> } | undefined)[], ctx: Ctx): Promise<() => Promise<void>> {
  const running: Running[] = [];
  for (const part of parts) {
    if (!part) continue;
    const started = await part.start(ctx);
    started.done.catch(() => process.exit(1));
    running.push(started);
  }
  return async () => {
    for (const r of running) await r.stop();
  };
}
