export const root: string;
export const schemathesisBin: string;
export function ensureSchemathesis(): void;
