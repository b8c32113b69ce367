import { ConfigError } from '../platform/config.ts';

/** How an entrypoint ends when it cannot start: a configuration refusal prints just its list of problems (no stack). */
export function exitOnStartupFailure(err: unknown): never {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
