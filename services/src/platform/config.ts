import { resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: everything else receives its settings from here. */
const schema = z.object({
  DATA_DIR: z.string().default(resolve(import.meta.dirname, '../../../.data')),
  EVENTSTORE_URL: z.string().optional(),
  EVENTSTORE_SQLITE_FILE: z.string().optional(),
  REDIS_URL: z.string().default('redis://127.0.0.1:6390'),
  API_PORT: z.coerce.number().int().positive().default(4000),
  API_HOST: z.string().default('0.0.0.0'),
  PUBLIC_API_URL: z.string().default('http://localhost:4000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  CATALOG_SEED: z.coerce.number().int().default(20260101),
  CATALOG_SIZE: z.coerce.number().int().min(1).default(540),
  /** Namespace for every Redis key, so parallel test runs can share one server. */
  REDIS_PREFIX: z.string().default('rihla:'),
  NODE_ENV: z.string().default('development'),
});

export type Config = z.infer<typeof schema> & { sqliteFile: string; eventStoreKind: 'sqlite' | 'esdb' };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const c = parsed.data;
  return {
    ...c,
    sqliteFile: c.EVENTSTORE_SQLITE_FILE ?? resolve(c.DATA_DIR, 'events.sqlite'),
    eventStoreKind: c.EVENTSTORE_URL ? 'esdb' : 'sqlite',
  };
}
