import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { startPostgres } from '../../../../scripts/lib/postgres.mjs';
import { freePort } from '../../../../scripts/lib/redis.mjs';

export interface TestPostgres {
  /** Server url (database `postgres`). */
  url: string;
  /** A new empty database on this server, so tests sharing the server never see each other's events. */
  createDatabase: (label?: string) => Promise<string>;
  stop: () => Promise<void>;
}

/** A real PostgreSQL server for one test file: initdb into .data/test, a free port; removed on stop. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const port = await freePort();
  const server = await startPostgres({ port, dir: resolve(import.meta.dirname, '../../../../.data/test', `pg-${port}`) });
  return {
    url: server.url,
    async createDatabase(label = 'rihla') {
      const name = `${label}_${randomUUID().slice(0, 8)}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return server.url.replace(/\/postgres$/, `/${name}`);
    },
    stop: () => server.stop(),
  };
}
