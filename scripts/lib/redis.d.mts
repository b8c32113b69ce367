export function redisConfig(o: { port: number; dir: string }): string;
export function ping(port: number, host?: string): Promise<boolean>;
export function freePort(): Promise<number>;
export function startRedis(o: { port: number; dir: string; reuse?: boolean; detached?: boolean }): Promise<{
  url: string;
  pid?: number;
  reused: boolean;
  stop: () => Promise<void>;
}>;
