export function localPorts(env: Record<string, string | undefined>): { api: number; storefront: number; general: number; redis: number; kafka: number };
