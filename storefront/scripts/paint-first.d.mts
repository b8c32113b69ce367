import type { ServerResponse } from 'node:http';

export const HYDRATE_AT_LATEST_MS: number;
export const DEFERRED_ATTRIBUTE: string;
export function createChunkScriptDeferrer(options?: { latestMs?: number }): { push(text: string): string; end(): string };
export function paintFirst(res: ServerResponse): void;
