export function postgresBinDir(): string | null;
export function startPostgres(o: { port: number; dir: string; durable?: boolean; maxConnections?: number; statementStats?: boolean }): Promise<{
  url: string;
  pid?: number;
  stop: (o?: { keep?: boolean }) => Promise<void>;
}>;
