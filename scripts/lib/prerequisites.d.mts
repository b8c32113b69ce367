export const root: string;
export const schemathesisBin: string;
export function ensureSchemathesis(): void;
export const STRIPE_MOCK_VERSION: string;
export const stripeMockBin: string;
export function ensureStripeMock(): string;
