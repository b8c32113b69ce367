export const API_TYPES_FILE: string;
export function openApiDocumentOfApi(o: { redisUrl: string; redisPrefix: string; dir: string }): Promise<Record<string, unknown>>;
export function apiTypesOf(document: Record<string, unknown>): Promise<string>;
