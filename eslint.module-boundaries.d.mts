/** Each module's public files, relative to services/src/<module>/ (module.ts always is). */
export const publicFiles: Record<string, string[]>;
export function moduleBoundaryZones(repoRoot: string): { target: string; from: string; except: string[]; message: string }[];
