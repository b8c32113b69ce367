import type { Redis } from 'ioredis';

/** Calls per Redis command since the server started (INFO commandstats; a script's own commands count under their names too). */
export async function redisCommandCalls(redis: Redis): Promise<Map<string, number>> {
  const info = await redis.info('commandstats');
  const calls = new Map<string, number>();
  for (const line of info.split('\n')) {
    const m = /^cmdstat_([^:]+):calls=(\d+)/.exec(line.trim());
    if (m) calls.set(m[1]!, Number(m[2]));
  }
  return calls;
}

/** Commands per booking between two readings: the total and each command's share, busiest first, so a change in round trips shows without the CPU figures' noise. */
export function redisCommandsPer(before: Map<string, number>, after: Map<string, number>, bookings: number): { total: number; byCommand: [string, number][] } {
  const per: [string, number][] = [];
  for (const [name, calls] of after) {
    const delta = calls - (before.get(name) ?? 0);
    if (delta > 0) per.push([name, delta / bookings]);
  }
  per.sort((a, b) => b[1] - a[1]);
  return { total: per.reduce((sum, [, n]) => sum + n, 0), byCommand: per };
}
