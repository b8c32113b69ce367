import { resolve } from 'node:path';
import { z } from 'zod';
import type { EventStoreKind } from './eventstore/port.ts';

/** The only reader of process.env: everything else receives its settings from here. */
const schema = z.object({
  DATA_DIR: z.string().default(resolve(import.meta.dirname, '../../../.data')),
  /** Which event store: unset means EventStoreDB when EVENTSTORE_URL is set, else the embedded SQLite file. */
  EVENT_STORE: z.enum(['sqlite', 'postgres', 'esdb']).optional(),
  EVENTSTORE_URL: z.string().optional(),
  /** PostgreSQL event store (EVENT_STORE=postgres), e.g. postgres://user:pass@host:5432/rihla. */
  DATABASE_URL: z.string().optional(),
  EVENTSTORE_SQLITE_FILE: z.string().optional(),
  /** One server (`redis://host:port`) or a Redis Cluster's seed nodes (`redis-cluster://host:port,host:port`). */
  REDIS_URL: z.string().default('redis://127.0.0.1:6390'),
  API_PORT: z.coerce.number().int().positive().default(4000),
  /**
   * Interface the servers listen on. Loopback by default: a development machine must not offer its dev-only routes
   * (the outbox, the sandbox payment page) to the network. Containers set HOST=0.0.0.0 behind their own proxy.
   */
  HOST: z.string().default('127.0.0.1'),
  /** The api's interface when it must differ from HOST. */
  API_HOST: z.string().optional(),
  /** Proxies allowed to set X-Forwarded-For: addresses, CIDRs or 'loopback' (comma-separated). */
  TRUST_PROXY: z.string().default('loopback'),
  PUBLIC_API_URL: z.string().default('http://localhost:4000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  CATALOG_SEED: z.coerce.number().int().default(20260101),
  CATALOG_SIZE: z.coerce.number().int().min(1).default(540),
  /** Namespace for every Redis key, so parallel test runs can share one server. On a cluster: hash-tagged, `{rihla}:`. */
  REDIS_PREFIX: z.string().default('rihla:'),
  NODE_ENV: z.string().default('development'),

  /* ---- booking engine: saga worker, payments sandbox, notifications, suppliers ---- */
  /** `redis`: now() = wall clock + an offset kept in Redis, so tests move time for api and worker together. */
  CLOCK_SOURCE: z.enum(['system', 'redis']).default('system'),
  /** Shared by the sandbox PSP (signs) and the webhook route (verifies). */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).default('whsec_rihla_dev_only_not_secret'),
  /** The sandbox PSP's own ledger file (default DATA_DIR/psp-ledger.sqlite). */
  PAYMENTS_LEDGER_FILE: z.string().optional(),
  /** Sandbox authorizes every session at once (benchmarks, scripted runs). */
  PAYMENTS_AUTO_APPROVE: z.stringbool().default(false),
  /** Test hook: the sandbox refuses every refund (proves the overdue watchdog). Refused in production. */
  PAYMENTS_SANDBOX_FAIL_REFUNDS: z.stringbool().default(false),
  PAYMENT_SESSION_TTL_MS: z.coerce.number().int().positive().default(15 * 60_000),
  /** Seat holds outlive the payment session, so a buyer paying at the last second still has the seats. */
  BOOKING_HOLD_TTL_MS: z.coerce.number().int().positive().default(20 * 60_000),
  SUPPLIER_ANSWER_TIMEOUT_MS: z.coerce.number().int().positive().default(24 * 60 * 60_000),
  /** `supplierId=key,...`; unset outside production means the documented dev keys `supplier-key-{supplierId}`. */
  SUPPLIER_KEYS: z.string().optional(),
  CHECKOUT_PROCESSING_BUDGET_MS: z.coerce.number().int().positive().default(20_000),
  BOOKING_WORKER_CONCURRENCY: z.coerce.number().int().positive().default(32),
  /** How often the worker re-drives unfinished bookings whose steps failed for good or went missing (one run at a time across replicas). */
  BOOKING_RECONCILE_EVERY_MS: z.coerce.number().int().min(500).default(2 * 60_000),
  /** File outbox for e-mail and WhatsApp (default DATA_DIR/outbox); SMTP_URL sends e-mail through SMTP instead. */
  OUTBOX_DIR: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Rihla <bookings@rihla.example>'),

  /* ---- accounts and access (identity) ---- */
  /** The storefront's public address: password-reset and verification links point here, and its origin may send state changes. */
  PUBLIC_STOREFRONT_URL: z.string().url().default('http://localhost:3000'),
  /** Extra origins (comma-separated) allowed to send state-changing requests with the session cookie. */
  ALLOWED_ORIGINS: z.string().optional(),
  /** Secure + `__Host-` session cookie; unset means "when PUBLIC_STOREFRONT_URL is https". */
  COOKIE_SECURE: z.stringbool().optional(),
  /** Absolute session lifetime (ASVS 3.3: re-authenticate at least every 12 hours). */
  SESSION_TTL_SECONDS: z.coerce.number().int().positive().max(12 * 3600).default(12 * 3600),
  /** `owasp`: argon2id 19 MiB, 2 iterations, 1 lane. `fast-test` is a test-only shortcut and is refused in production. */
  PASSWORD_HASH_PROFILE: z.enum(['owasp', 'fast-test']).default('owasp'),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().positive().max(24 * 60).default(60),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().int().positive().max(7 * 24).default(24),
  /** First ops and finance accounts, created at api start when absent (see README). */
  OPS_EMAIL: z.string().email().optional(),
  OPS_PASSWORD: z.string().min(8).optional(),
  FINANCE_EMAIL: z.string().email().optional(),
  FINANCE_PASSWORD: z.string().min(8).optional(),

  /* ---- traffic ---- */
  /** Requests one client address may send to the api per window (every route but /health and the PSP webhook); 0 = off. */
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(1200),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),

  /* ---- contact / feedback forms and reviews ---- */
  /** Contact and feedback messages accepted per client address per hour. */
  ENQUIRIES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Review attempts per signed-in customer per hour. */
  REVIEWS_PER_CUSTOMER_PER_HOUR: z.coerce.number().int().positive().default(20),
});

export type Config = Omit<z.infer<typeof schema>, 'API_HOST'> & { API_HOST: string; sqliteFile: string; eventStoreKind: EventStoreKind };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`invalid configuration:\n${z.prettifyError(parsed.error)}`);
  const c = parsed.data;
  const eventStoreKind = c.EVENT_STORE ?? (c.EVENTSTORE_URL ? 'esdb' : 'sqlite');
  if (eventStoreKind === 'postgres' && !c.DATABASE_URL) throw new Error('invalid configuration:\nEVENT_STORE=postgres needs DATABASE_URL');
  if (eventStoreKind === 'esdb' && !c.EVENTSTORE_URL) throw new Error('invalid configuration:\nEVENT_STORE=esdb needs EVENTSTORE_URL');
  // Every MULTI, Lua script and BullMQ command touches several keys: on a cluster they must share one slot.
  if (c.REDIS_URL.startsWith('redis-cluster://') && !/\{[^}]+\}/.test(c.REDIS_PREFIX)) {
    throw new Error('invalid configuration:\nREDIS_URL names a Redis Cluster: REDIS_PREFIX needs a hash tag, e.g. {rihla}:');
  }
  return {
    ...c,
    API_HOST: c.API_HOST ?? c.HOST,
    sqliteFile: c.EVENTSTORE_SQLITE_FILE ?? resolve(c.DATA_DIR, 'events.sqlite'),
    eventStoreKind,
  };
}
