import type { RegisteredProjection } from '../platform/registered-projection.ts';
import { modules } from './modules.ts';

/** Every read model the projector keeps and `rebuild` can rebuild: each module declares its own in its module.ts. */
export const projections: readonly RegisteredProjection[] = modules.flatMap((m) => m.projections ?? []);

/** The projections with these names; none or "all" means every one. */
export function projectionsNamed(names: readonly string[]): RegisteredProjection[] {
  if (names.length === 0 || names.includes('all')) return [...projections];
  const unknown = names.filter((n) => !projections.some((p) => p.name === n));
  if (unknown.length) {
    throw new Error(`unknown read model ${unknown.map((n) => `"${n}"`).join(', ')}; known: ${projections.map((p) => p.name).join(', ')}, or all`);
  }
  return projections.filter((p) => names.includes(p.name));
}
