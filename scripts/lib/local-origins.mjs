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
