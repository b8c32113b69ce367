export function redisConfig(o: { port: number; dir: string; extraConfig?: string[] }): string;
export function ping(port: number, host?: string): Promise<boolean>;
export function freePort(): Promise<number>;
export function canListen(port: number): Promise<boolean>;
export function startRedis(o: { port: number; dir: string; reuse?: boolean; detached?: boolean; extraConfig?: string[] }): Promise<{
  url: string;
  pid?: number;
  reused: boolean;
  stop: () => Promise<void>;
}>;
