export function localOrigins(o: { apiPort: number; storefrontPort: number; generalPort: number; allowedOrigins?: string }): { PUBLIC_API_URL: string; PUBLIC_STOREFRONT_URL: string; ALLOWED_ORIGINS: string };
export function startEnvironment(o: {
  env: Record<string, string | undefined>;
  ports: { api: number; storefront: number; general: number; kafka: number };
  dataDir: string;
  redisUrl?: string;
  revalidateSecret: string;
}): Record<string, string | undefined>;
