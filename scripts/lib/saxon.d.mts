export const SAXON_VERSION: string;
export const saxonLibDir: string;
export function ensureSaxonJars(lib?: string): string;
