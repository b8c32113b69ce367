export function ensureMavenJars(o: { lib: string; dependencies: string; markers: string[]; what: string }): string;
