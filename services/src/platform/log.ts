import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout; one child logger per process role so lines say where they come from. */
export function createLogger(role: string, level: string = 'info'): Logger {
  return pino({ level, base: { role, pid: process.pid } });
}
