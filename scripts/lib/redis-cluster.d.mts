export function startRedisCluster(o: { dir: string; masters?: number }): Promise<{ url: string; ports: number[]; stop: () => Promise<void> }>;
