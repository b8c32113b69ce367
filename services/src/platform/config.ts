import { resolve } from 'node:path';
import { z } from 'zod';
import type { CurrencyCode } from '@rihla/events/common';
import type { EventStoreKind } from './eventstore/port.ts';

/** The development webhook secret: published in the repository, so production refuses it. */
export const DEV_WEBHOOK_SECRET = 'whsec_rihla_dev_only_not_secret';
/** The development booking-link key: published in the repository, so production refuses it. */
export const DEV_BOOKING_LINK_SECRET = 'rihla_booking_links_dev_only_not_secret';
export const DEV_OCTO_WEBHOOK_SECRET = 'rihla_octo_webhooks_dev_only_not_secret';

/**
 * Reference exchange rates: units of each currency the shop offers per US dollar, where they come from and since when.
 * Carts convert with them and checkout fixes the ones it used in the booking's first event. A reviewed table in code,
 * not an environment setting, so every process (api, projector, worker, every replica) converts alike and a new rate
 * is a deploy with a date. SAR and AED are pegged to the dollar, so conversions between them are exact up to rounding;
 * EUR floats and its figure is indicative.
 */
export const EXCHANGE_RATES = {
  source: 'Rihla reference rates (SAR and AED: US dollar pegs; EUR: indicative)',
  asOf: '2026-11-01',
  perUsd: { USD: 1, SAR: 3.75, AED: 3.6725, EUR: 0.92 },
} as const satisfies { source: string; asOf: string; perUsd: Record<CurrencyCode, number> };

/** A Saudi national address (ZATCA BR-KSA-09/37/67: 4-digit building number, 5-digit postal code). */
const zatcaAddress = z.object({
  street: z.string().min(1),
  building: z.string().regex(/^[0-9]{4}$/),
  district: z.string().min(1),
  city: z.string().min(1),
  postalZone: z.string().regex(/^[0-9]{5}$/),
  country: z.string().length(2),
});
/** A VAT-registered party as ZATCA wants it, in both languages; VAT numbers are 15 digits starting and ending with 3. */
const zatcaParty = z.object({
  name: z.object({ en: z.string().min(1), ar: z.string().min(1) }),
  vatNumber: z.string().regex(/^3[0-9]{13}3$/, 'a Saudi VAT number: 15 digits, first and last 3'),
  address: z.object({ en: zatcaAddress, ar: zatcaAddress }),
});
export const zatcaSeller = zatcaParty.extend({ crn: z.string().regex(/^[0-9A-Za-z]+$/) });
export type ZatcaSeller = z.infer<typeof zatcaSeller>;
export type ZatcaParty = z.infer<typeof zatcaParty>;
/** A setting holding JSON, validated by `shape`. */
const jsonSetting = <T extends z.ZodType>(shape: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(shape);

/** The development seller: ZATCA's own test taxpayer (the VAT number of the SDK's dummy certificate). */
export const DEV_ZATCA_SELLER: ZatcaSeller = {
  name: { en: 'Rihla Travel Company (test)', ar: 'شركة رحلة للسفر (تجريبي)' },
  vatNumber: '399999999900003',
  crn: '1010010000',
  address: {
    en: { street: 'King Fahd Road', building: '2322', district: 'Al Olaya', city: 'Riyadh', postalZone: '12211', country: 'SA' },
    ar: { street: 'طريق الملك فهد', building: '2322', district: 'العليا', city: 'الرياض', postalZone: '12211', country: 'SA' },
  },
};

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
  /** Development routes (/dev/*: the e-mail outbox). On by default outside production, refused in production. */
  DEV_ROUTES: z.stringbool().optional(),
  /** Port of the small health/metrics server (/health/live, /health/ready, /metrics); unset: no such server. */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Ready only while every read model / checkpoint trails the event store's head by at most this many events. */
  READY_MAX_LAG_EVENTS: z.coerce.number().int().min(0).default(1000),
  /** SIGTERM: how long a process may take to finish in-flight work before it exits anyway (below the pod's grace period). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),

  /* ---- booking engine: saga worker, payments sandbox, notifications, suppliers ---- */
  /** `redis`: now() = wall clock + an offset kept in Redis, so tests move time for api and worker together. */
  CLOCK_SOURCE: z.enum(['system', 'redis']).default('system'),
  /** Shared by the sandbox PSP (signs) and the webhook route (verifies). The default is published: refused in production. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).default(DEV_WEBHOOK_SECRET),
  /**
   * Which payment provider adapter the api and worker use (payments/create-payment-provider.ts): the project's own
   * sandbox, Stripe or Moyasar (docs/payments.md). A real PSP adapter adds its name here, next to its own settings.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', 'moyasar']).default('sandbox'),
  /** Stripe's secret API key (sk_live_... in production); never logged. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the Stripe webhook endpoint /payments/webhook/stripe (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** How old a signed Stripe webhook may be, in seconds. */
  STRIPE_WEBHOOK_TOLERANCE_SEC: z.coerce.number().int().positive().default(300),
  /** Test hook: Stripe's API at another address (stripe-mock, e.g. http://127.0.0.1:12111). Refused in production. */
  STRIPE_API_URL: z.url().optional(),
  /** Moyasar's secret API key (sk_live_... in production); never logged. */
  MOYASAR_SECRET_KEY: z.string().min(1).optional(),
  /** The secret token of the Moyasar webhook /payments/webhook/moyasar (set on the endpoint in Moyasar's dashboard). */
  MOYASAR_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** How old a Moyasar webhook (its created_at) may be, in seconds. */
  MOYASAR_WEBHOOK_TOLERANCE_SEC: z.coerce.number().int().positive().default(1800),
  /** Test hook: Moyasar's API at another address (the local double). Refused in production. */
  MOYASAR_API_URL: z.url().optional(),
  /**
   * The sandbox payment provider (test cards, its hosted page under /psp). On by default outside production; production
   * refuses to start unless it is switched on deliberately (a demo), because it takes no real money.
   */
  PAYMENTS_SANDBOX_ENABLED: z.stringbool().optional(),
  /** The sandbox PSP's own ledger file (default DATA_DIR/psp-ledger.sqlite). */
  PAYMENTS_LEDGER_FILE: z.string().optional(),
  /** Sandbox authorizes every session at once (benchmarks, scripted runs). */
  PAYMENTS_AUTO_APPROVE: z.stringbool().default(false),
  /** Test hook: the sandbox refuses every refund (proves the overdue watchdog). Refused in production. */
  PAYMENTS_SANDBOX_FAIL_REFUNDS: z.stringbool().default(false),
  /** Test hook: the sandbox answers each capture this long after taking the money (a worker can die in between). Refused in production. */
  PAYMENTS_SANDBOX_CAPTURE_DELAY_MS: z.coerce.number().int().min(0).default(0),
  PAYMENT_SESSION_TTL_MS: z.coerce.number().int().positive().default(15 * 60_000),
  /** Seat holds outlive the payment session, so a buyer paying at the last second still has the seats. */
  BOOKING_HOLD_TTL_MS: z.coerce.number().int().positive().default(20 * 60_000),
  SUPPLIER_ANSWER_TIMEOUT_MS: z.coerce.number().int().positive().default(24 * 60 * 60_000),
  /** `supplierId=key,...`; unset outside production means the documented dev keys `supplier-key-{supplierId}`. */
  SUPPLIER_KEYS: z.string().optional(),
  /**
   * Kafka bootstrap servers (`host:port,...`) of the supplier channel. Unset: no relay, answer consumer or
   * supplier simulator runs (`npm start` starts a local broker and sets it).
   */
  KAFKA_BROKERS: z.string().optional(),
  /** TLS to the brokers (a secured cluster); KAFKA_SSL_CA_FILE: a PEM file of the CA that signed them, when not a public one. */
  KAFKA_SSL: z.stringbool().default(false),
  KAFKA_SSL_CA_FILE: z.string().optional(),
  /** SASL authentication of Rihla's own clients (relay, answer consumer): plain, scram-sha-256 or scram-sha-512. */
  KAFKA_SASL_MECHANISM: z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
  KAFKA_SASL_USERNAME: z.string().optional(),
  KAFKA_SASL_PASSWORD: z.string().optional(),
  /** Run the supplier simulator (the seeded suppliers answering on Kafka) under all-in-one; `npm start` turns it on. */
  SUPPLIER_SIMULATOR: z.stringbool().default(false),
  /** How long the supplier simulator waits before it answers an on-request item. */
  SUPPLIER_SIMULATOR_ANSWER_DELAY_MS: z.coerce.number().int().nonnegative().default(20_000),
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
  /**
   * Signs the booking links in the buyer's e-mails and WhatsApp messages (one booking each, expiring). Rihla's own:
   * never the payment webhook secret (the payment provider holds that one); required in production.
   */
  BOOKING_LINK_SECRET: z.string().min(32).default(DEV_BOOKING_LINK_SECRET),
  BOOKING_LINK_TTL_DAYS: z.coerce.number().int().positive().max(400).default(90),
  /**
   * The storefronts' revalidation endpoints (comma-separated, e.g. http://storefront:3000/api/revalidate): the api
   * posts to each when the catalog read model changes, so the storefront drops its cached catalog pages and data.
   * Unset: the storefronts keep cached catalog data up to its time life (docs/storefront.md).
   */
  STOREFRONT_REVALIDATE_URLS: z.string().optional(),
  /** Shared with the storefronts (their STOREFRONT_REVALIDATE_SECRET): proves a revalidation comes from the api. */
  STOREFRONT_REVALIDATE_SECRET: z.string().min(32).optional(),
  /** Extra origins (comma-separated) allowed to send state-changing requests with the session cookie. */
  ALLOWED_ORIGINS: z.string().optional(),
  /** Secure + `__Host-` session cookie; unset means "when PUBLIC_STOREFRONT_URL is https". */
  COOKIE_SECURE: z.stringbool().optional(),
  /** Absolute session lifetime (ASVS 3.3: re-authenticate at least every 12 hours). */
  SESSION_TTL_SECONDS: z.coerce.number().int().positive().max(12 * 3600).default(12 * 3600),
  /** `owasp`: argon2id 19 MiB, 2 iterations, 1 lane. `fast-test` is a test-only shortcut and is refused in production. */
  PASSWORD_HASH_PROFILE: z.enum(['owasp', 'fast-test']).default('owasp'),
  /** Derives password-reset and verification link tokens (worker only); unset: one kept in Redis. At least 32 characters. */
  LINK_TOKEN_SECRET: z.string().min(32).optional(),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().positive().max(24 * 60).default(60),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().int().positive().max(7 * 24).default(24),
  /** First ops and finance accounts, created at api start when absent (see README). */
  OPS_EMAIL: z.string().email().optional(),
  OPS_PASSWORD: z.string().min(8).optional(),
  FINANCE_EMAIL: z.string().email().optional(),
  FINANCE_PASSWORD: z.string().min(8).optional(),

  /** Signs the QR codes of tickets (HMAC; Rihla only, shared with nobody); unset: one drawn once and kept in Redis. At least 32 characters. */
  TICKET_SECRET: z.string().min(32).optional(),
  /** Check-in scan requests per staff account per minute (a request carries up to 50 queued scans). */
  CHECKIN_SCANS_PER_MINUTE: z.coerce.number().int().positive().default(120),

  /** Where browsers open the queue dashboard: the storefront's /api proxy in front of the api's /ops/jobs (the session cookie is the storefront's). */
  QUEUE_DASHBOARD_PUBLIC_PATH: z.string().startsWith('/').default('/api/ops/jobs'),

  /* ---- traffic ---- */
  /** Requests one client address (IPv6: one /64) may send to the api per window (not the PSP webhook, OCTO or a direct probe); 0 = off. */
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(1200),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Sign-in attempts one account accepts per 15 minutes (password guessing); browser test stacks sign the same staff in often. */
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Sign-ups one client network may make per 15 minutes; browser test stacks sign every new customer up from loopback. */
  SIGN_UP_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(20),

  /* ---- contact / feedback forms and reviews ---- */
  /** Contact and feedback messages accepted per client address per hour. */
  ENQUIRIES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** "Find my booking" attempts (order number + e-mail, code requests, codes typed) per client address per 15 minutes. */
  BOOKING_LOOKUP_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** The same per e-mail address per 15 minutes: guessing one guest's order numbers or codes stops early. */
  BOOKING_LOOKUP_PER_EMAIL: z.coerce.number().int().positive().default(5),
  /** Review attempts per signed-in customer per hour. */
  REVIEWS_PER_CUSTOMER_PER_HOUR: z.coerce.number().int().positive().default(20),
  /**
   * How long a process sending a message holds its once-only lease: if it dies mid-send, another copy sends after
   * this (one possible resend, never a lost message). Longer than the transport's own timeout.
   */
  NOTIFY_SEND_LEASE_MS: z.coerce.number().int().positive().default(60_000),
  /** OCTO api requests per reseller key per minute. */
  OCTO_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** OCTO api requests without a valid key, per client address per minute (then 403 FORBIDDEN). */
  OCTO_KEYLESS_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** The longest a reseller's reservation may hold its seats in all, from reserving through every extension (minutes). */
  OCTO_HOLD_MAX_LIFE_MINUTES: z.coerce.number().int().positive().default(1440),
  /** Seats one reseller may have on hold (reserved, not confirmed) across departures, unless ops set its own cap. */
  OCTO_RESELLER_MAX_HELD_SEATS: z.coerce.number().int().nonnegative().default(200),
  /** Share (0 to 1] of one departure's seats one reseller may hold and book, unless ops set its own (rounded up). */
  OCTO_RESELLER_MAX_DEPARTURE_SHARE: z.coerce.number().positive().max(1).default(0.5),
  /** The key each OCTO webhook's signing secret is derived from (HMAC of the webhook id): rotating it changes every secret. */
  OCTO_WEBHOOK_SECRET: z.string().min(32).default(DEV_OCTO_WEBHOOK_SECRET),
  /** Lets webhook URLs name loopback and private addresses (and plain http): development and tests only, refused in production. */
  OCTO_WEBHOOKS_ALLOW_PRIVATE: z.stringbool().default(false),
  /** Attempts of one webhook delivery (backoff 1 s doubling to 10 min: 12 attempts span some 27 minutes). */
  OCTO_WEBHOOK_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(12),
  /** ZATCA e-invoicing (docs/einvoicing.md): the seller as registered with ZATCA, JSON (name, VAT number, CRN, address; en and ar). */
  ZATCA_SELLER: jsonSetting(zatcaSeller).default(DEV_ZATCA_SELLER),
  /** Resellers that get standard (B2B) tax invoices: JSON {resellerId: {name, vatNumber, address}}. */
  ZATCA_RESELLER_BUYERS: jsonSetting(z.record(z.string(), zatcaParty)).default({}),
  /** Which ZATCA platform the EGS unit talks to; ZATCA_BASE_URL overrides its address (a local double in tests). */
  ZATCA_ENVIRONMENT: z.enum(['sandbox', 'simulation', 'production']).default('sandbox'),
  ZATCA_BASE_URL: z.string().url().optional(),
  /** The e-invoicing device (EGS unit) this deployment signs as: its chain is `invoice-chain-{id}`. */
  ZATCA_EGS_ID: z.string().regex(/^[A-Za-z0-9_-]+$/).default('egs-1'),
  /**
   * The EGS unit's secp256k1 private key (PEM) and its production CSID (JSON: certificate, token, secret), the files
   * `npm run zatca:onboard` writes. Unset: documents are signed with ZATCA's public dummy test key and certificate
   * and wait unsent (development and tests).
   */
  ZATCA_EGS_KEY_FILE: z.string().optional(),
  ZATCA_EGS_CSID_FILE: z.string().optional(),
});

export type Config = Omit<z.infer<typeof schema>, 'API_HOST'> & {
  API_HOST: string;
  sqliteFile: string;
  eventStoreKind: EventStoreKind;
  /** Resolved: DEV_ROUTES, or on outside production. */
  devRoutes: boolean;
  /** BOOKING_LINK_SECRET: the key of the booking links. */
  bookingLinkSecret: string;
};

/** Every problem with the configuration at once, so an operator fixes them in one round instead of one per restart. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration: Rihla refuses to start with ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const isOn = (v: string | undefined) => v !== undefined && /^(true|1|yes|on|y|enabled)$/i.test(v.trim());
const isSet = (v: string | undefined) => v !== undefined && v.trim() !== '';

/**
 * What production (NODE_ENV=production) refuses: published development secrets, missing secrets, test hooks and
 * development surfaces. Read from the raw environment so the list is complete even when other settings do not parse.
 */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const webhookSecret = env.PAYMENTS_WEBHOOK_SECRET;
  if (!isSet(webhookSecret)) problems.push('PAYMENTS_WEBHOOK_SECRET is missing: set a random secret of at least 32 characters, shared with the payment provider.');
  else if (webhookSecret === DEV_WEBHOOK_SECRET) problems.push('PAYMENTS_WEBHOOK_SECRET is the published development secret: anyone could sign payment webhooks. Set a random secret of at least 32 characters.');
  else if (webhookSecret!.length < 32) problems.push('PAYMENTS_WEBHOOK_SECRET is shorter than 32 characters.');
  const linkSecret = env.BOOKING_LINK_SECRET;
  if (!isSet(linkSecret)) problems.push('BOOKING_LINK_SECRET is missing: set a random secret of at least 32 characters, known to Rihla only (it signs the booking links in e-mails).');
  else if (linkSecret === DEV_BOOKING_LINK_SECRET) problems.push('BOOKING_LINK_SECRET is the published development secret: anyone could forge booking links. Set a random secret of at least 32 characters.');
  else if (linkSecret === webhookSecret) problems.push('BOOKING_LINK_SECRET is the payment webhook secret, which the payment provider holds too: set a secret known to Rihla only.');
  const octoWebhookSecret = env.OCTO_WEBHOOK_SECRET;
  if (!isSet(octoWebhookSecret)) problems.push('OCTO_WEBHOOK_SECRET is missing: set a random secret of at least 32 characters, known to Rihla only (the OCTO webhooks\' signing secrets come from it).');
  else if (octoWebhookSecret === DEV_OCTO_WEBHOOK_SECRET) problems.push('OCTO_WEBHOOK_SECRET is the published development secret: anyone could sign webhooks to resellers. Set a random secret of at least 32 characters.');
  if (/^(true|1|yes|on)$/i.test(env.OCTO_WEBHOOKS_ALLOW_PRIVATE ?? '')) problems.push('OCTO_WEBHOOKS_ALLOW_PRIVATE is on: resellers could make the engine call private addresses. It is for development and tests only.');
  if (!isSet(env.SUPPLIER_KEYS)) problems.push('SUPPLIER_KEYS is missing: set supplierId=key pairs (comma-separated) so suppliers can answer bookings.');
  else {
    for (const entry of env.SUPPLIER_KEYS!.split(',').map((p) => p.trim()).filter(Boolean)) {
      const i = entry.indexOf('=');
      const [id, key] = i > 0 ? [entry.slice(0, i), entry.slice(i + 1)] : [entry, ''];
      if (key === `supplier-key-${id}`) problems.push(`SUPPLIER_KEYS: the key of supplier ${id} is the published development key.`);
      else if (key.length < 24) problems.push(`SUPPLIER_KEYS: the key of supplier ${id} is shorter than 24 characters.`);
    }
  }
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (isSet(env.STRIPE_SECRET_KEY) && !/^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY!)) problems.push('STRIPE_SECRET_KEY is not a live key (sk_live_... or rk_live_...): a test key takes no real money.');
    if (isSet(env.STRIPE_API_URL)) problems.push('STRIPE_API_URL is a test hook (Stripe calls would go to another address, e.g. stripe-mock).');
  }
  if (env.PAYMENT_PROVIDER === 'moyasar') {
    if (isSet(env.MOYASAR_SECRET_KEY) && !/^sk_live_/.test(env.MOYASAR_SECRET_KEY!)) problems.push('MOYASAR_SECRET_KEY is not a live key (sk_live_...): a test key takes no real money.');
    if (isSet(env.MOYASAR_WEBHOOK_SECRET) && env.MOYASAR_WEBHOOK_SECRET!.length < 24) problems.push('MOYASAR_WEBHOOK_SECRET is shorter than 24 characters.');
    if (isSet(env.MOYASAR_API_URL)) problems.push('MOYASAR_API_URL is a test hook (Moyasar calls would go to another address, e.g. the local double).');
  }
  if ((env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox' && !isOn(env.PAYMENTS_SANDBOX_ENABLED)) {
    problems.push('PAYMENTS_SANDBOX_ENABLED is not true: the sandbox is the only payment provider and takes no real money; set PAYMENTS_SANDBOX_ENABLED=true only to run a demo deliberately.');
  }
  if (isOn(env.DEV_ROUTES)) problems.push('DEV_ROUTES is on: the /dev/* routes (the e-mail outbox with reset links) must never run in production.');
  if (isOn(env.PAYMENTS_AUTO_APPROVE)) problems.push('PAYMENTS_AUTO_APPROVE is a test shortcut (every card payment approved without a card).');
  if (isOn(env.PAYMENTS_SANDBOX_FAIL_REFUNDS)) problems.push('PAYMENTS_SANDBOX_FAIL_REFUNDS is a test hook (every refund fails).');
  if (isSet(env.PAYMENTS_SANDBOX_CAPTURE_DELAY_MS) && Number(env.PAYMENTS_SANDBOX_CAPTURE_DELAY_MS) > 0) problems.push('PAYMENTS_SANDBOX_CAPTURE_DELAY_MS is a test hook (every capture answers late).');
  if (env.CLOCK_SOURCE === 'redis') problems.push('CLOCK_SOURCE=redis is a test hook (anyone who can write Redis moves time).');
  if (env.PASSWORD_HASH_PROFILE === 'fast-test') problems.push('PASSWORD_HASH_PROFILE=fast-test is a test setting (weak password hashing).');
  const storefrontHttps = (env.PUBLIC_STOREFRONT_URL ?? '').startsWith('https://');
  if (env.COOKIE_SECURE !== undefined ? !isOn(env.COOKIE_SECURE) : !storefrontHttps) {
    problems.push('COOKIE_SECURE is off (or PUBLIC_STOREFRONT_URL is not https): session cookies would travel over plain http.');
  }
  for (const role of ['OPS', 'FINANCE'] as const) {
    const password = env[`${role}_PASSWORD`];
    if (isSet(password) && password!.length < 12) problems.push(`${role}_PASSWORD is shorter than 12 characters.`);
  }
  return problems;
}

/** Settings that parse one by one but not together. */
function combinationProblems(c: z.infer<typeof schema>, eventStoreKind: EventStoreKind): string[] {
  const problems: string[] = [];
  if (eventStoreKind === 'postgres' && !c.DATABASE_URL) problems.push('EVENT_STORE=postgres needs DATABASE_URL');
  if (eventStoreKind === 'esdb' && !c.EVENTSTORE_URL) problems.push('EVENT_STORE=esdb needs EVENTSTORE_URL');
  // Every MULTI, Lua script and BullMQ command touches several keys: on a cluster they must share one slot.
  if (c.REDIS_URL.startsWith('redis-cluster://') && !/\{[^}]+\}/.test(c.REDIS_PREFIX)) problems.push('REDIS_URL names a Redis Cluster: REDIS_PREFIX needs a hash tag, e.g. {rihla}:');
  if (c.PAYMENT_PROVIDER === 'stripe') {
    if (!c.STRIPE_SECRET_KEY) problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (the secret API key from the Stripe dashboard).');
    if (!c.STRIPE_WEBHOOK_SECRET) problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET (the signing secret of the /payments/webhook/stripe endpoint).');
  }
  if (c.PAYMENT_PROVIDER === 'moyasar') {
    if (!c.MOYASAR_SECRET_KEY) problems.push('PAYMENT_PROVIDER=moyasar needs MOYASAR_SECRET_KEY (the secret API key from the Moyasar dashboard).');
    if (!c.MOYASAR_WEBHOOK_SECRET) problems.push('PAYMENT_PROVIDER=moyasar needs MOYASAR_WEBHOOK_SECRET (the secret token of the /payments/webhook/moyasar endpoint).');
  }
  if (c.STOREFRONT_REVALIDATE_URLS && !c.STOREFRONT_REVALIDATE_SECRET) problems.push('STOREFRONT_REVALIDATE_URLS needs STOREFRONT_REVALIDATE_SECRET (at least 32 characters, the same as the storefronts\' own).');
  if (c.KAFKA_SASL_MECHANISM && !(c.KAFKA_SASL_USERNAME && c.KAFKA_SASL_PASSWORD)) problems.push('KAFKA_SASL_MECHANISM needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD');
  if (!c.KAFKA_SASL_MECHANISM && (c.KAFKA_SASL_USERNAME || c.KAFKA_SASL_PASSWORD)) problems.push('KAFKA_SASL_USERNAME/KAFKA_SASL_PASSWORD need KAFKA_SASL_MECHANISM (plain, scram-sha-256 or scram-sha-512)');
  if (c.KAFKA_SASL_MECHANISM === 'plain' && !c.KAFKA_SSL) problems.push('KAFKA_SASL_MECHANISM=plain sends the password in clear: set KAFKA_SSL=true');
  if (c.PAYMENT_PROVIDER === 'sandbox' && c.PAYMENTS_SANDBOX_ENABLED === false && c.NODE_ENV !== 'production') problems.push('PAYMENTS_SANDBOX_ENABLED=false leaves no payment provider: the sandbox is the only one.');
  return problems;
}

/** Parses and validates every setting in one place; throws one ConfigError that lists every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`);
  const eventStoreKind = parsed.success ? (parsed.data.EVENT_STORE ?? (parsed.data.EVENTSTORE_URL ? 'esdb' : 'sqlite')) : 'sqlite';
  if (parsed.success) problems.push(...combinationProblems(parsed.data, eventStoreKind));
  const production = env.NODE_ENV === 'production';
  if (production) problems.push(...productionProblems(env));
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const c = parsed.data;
  return {
    ...c,
    API_HOST: c.API_HOST ?? c.HOST,
    sqliteFile: c.EVENTSTORE_SQLITE_FILE ?? resolve(c.DATA_DIR, 'events.sqlite'),
    eventStoreKind,
    devRoutes: c.DEV_ROUTES ?? !production,
    bookingLinkSecret: c.BOOKING_LINK_SECRET,
  };
}
