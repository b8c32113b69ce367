import { readCheckpoint, readModelKeys } from '../platform/projection-runner.ts';
import { rebuildReadModel } from './rebuild-read-model.ts';
import type { ProjectionDeps, RegisteredProjection } from '../platform/registered-projection.ts';

export interface ReadModelUpgrade {
  name: string;
  from: number;
  to: number;
}

/**
 * Before the projector follows the events: a read model stored by an older version of its projection (its version
 * key differs, or is missing beside a checkpoint) is rebuilt from the events, so new code never folds events into
 * documents of the old shape. A read model with no checkpoint yet simply starts at the current version.
 */
export async function upgradeReadModels(deps: ProjectionDeps, projections: readonly RegisteredProjection[]): Promise<ReadModelUpgrade[]> {
  const upgrades: ReadModelUpgrade[] = [];
  for (const p of projections) {
    const keys = readModelKeys(deps.prefix, p.name);
    const stored = await deps.redis.get(keys.version);
    const checkpoint = await readCheckpoint(deps.redis, deps.prefix, p.name);
    if (checkpoint < 0 && stored === null) {
      await deps.redis.set(keys.version, String(p.version));
      continue;
    }
    const from = stored === null ? 1 : Number(stored);
    if (from === p.version) continue;
    deps.log?.warn({ projection: p.name, from, to: p.version }, 'read model stored by another projection version; rebuilding it from the events');
    await rebuildReadModel(deps, p);
    upgrades.push({ name: p.name, from, to: p.version });
  }
  return upgrades;
}
