export function startStripeMock(o: { port: number; bin?: string }): Promise<{ url: string; port: number; stop: () => Promise<void> }>;
