/**
 * Where browsers reach the local stack that `npm start` runs: the api, the storefront (supplier variant) and the
 * general variant beside it. Pages of both variants send state changes (sign-in, cart, checkout) with the session
 * cookie, so both origins are the deployment's own (ALLOWED_ORIGINS); origins already set there are kept.
 * A deployment that serves both variants sets PUBLIC_STOREFRONT_URL to one and ALLOWED_ORIGINS to the other.
 * @param {{ apiPort: number; storefrontPort: number; generalPort: number; allowedOrigins?: string }} o
 * @returns {{ PUBLIC_API_URL: string; PUBLIC_STOREFRONT_URL: string; ALLOWED_ORIGINS: string }}
 */
export function localOrigins({ apiPort, storefrontPort, generalPort, allowedOrigins }) {
  const extra = [`http://localhost:${generalPort}`, ...(allowedOrigins ?? '').split(',').map((o) => o.trim())].filter(Boolean);
  return {
    PUBLIC_API_URL: `http://localhost:${apiPort}`,
    PUBLIC_STOREFRONT_URL: `http://localhost:${storefrontPort}`,
    ALLOWED_ORIGINS: [...new Set(extra)].join(','),
  };
}

/** Local staff accounts so ops and finance screens can be tried at once (the README lists them); any real
 * deployment sets its own through the environment, and production refuses these short passwords. */
const LOCAL_STAFF = { OPS_EMAIL: 'ops@rihla.local', OPS_PASSWORD: 'ops-local-123', FINANCE_EMAIL: 'finance@rihla.local', FINANCE_PASSWORD: 'finance-local-123' };

/**
 * The environment `npm start` gives the api, projector, worker and seed (scripts/start.mjs spreads exactly this):
 * the caller's environment wins except where the local stack decides (data folder, ports, both variants' origins).
 * @param {{ env: Record<string, string | undefined>; ports: { api: number; storefront: number; general: number; kafka: number }; dataDir: string; redisUrl?: string; revalidateSecret: string }} o
 * @returns {Record<string, string | undefined>}
 */
export function startEnvironment({ env, ports, dataDir, redisUrl, revalidateSecret }) {
  const origins = localOrigins({ apiPort: ports.api, storefrontPort: ports.storefront, generalPort: ports.general, allowedOrigins: env.ALLOWED_ORIGINS });
  return {
    ...LOCAL_STAFF,
    // Where browsers reach us: the payment page's webhooks and return links and the CSRF origin check follow the ports;
    // both storefront variants may send state changes (ALLOWED_ORIGINS keeps what the environment already lists).
    PUBLIC_API_URL: origins.PUBLIC_API_URL,
    PUBLIC_STOREFRONT_URL: origins.PUBLIC_STOREFRONT_URL,
    ...env,
    DATA_DIR: dataDir,
    ALLOWED_ORIGINS: origins.ALLOWED_ORIGINS,
    REDIS_URL: env.REDIS_URL ?? redisUrl,
    KAFKA_BROKERS: env.KAFKA_BROKERS ?? `127.0.0.1:${ports.kafka}`,
    SUPPLIER_SIMULATOR: env.SUPPLIER_SIMULATOR ?? 'true',
    API_PORT: String(ports.api),
    // The api tells both storefronts when the catalog changes (they drop their cached catalog pages): one secret per
    // run unless the environment sets its own.
    STOREFRONT_REVALIDATE_URLS:
      env.STOREFRONT_REVALIDATE_URLS ?? [ports.storefront, ports.general].map((p) => `http://127.0.0.1:${p}/api/revalidate`).join(','),
    STOREFRONT_REVALIDATE_SECRET: env.STOREFRONT_REVALIDATE_SECRET ?? revalidateSecret,
  };
}
