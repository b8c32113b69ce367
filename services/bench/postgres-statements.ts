import pg from 'pg';

/**
 * The statements that took the PostgreSQL server's time in a run, busiest first (pg_stat_statements, statements inside
 * functions included): what `BENCH_PG_STATS=1` prints after a `--store=postgres` run. The server must have been started
 * with `statementStats`.
 */
export async function busiestStatements(url: string, limit = 15): Promise<{ calls: number; totalMs: number; rows: number; query: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const { rows } = await client.query<{ calls: string; ms: number; rows: string; query: string }>(
      "SELECT calls, total_exec_time AS ms, rows, regexp_replace(query, '\\s+', ' ', 'g') AS query FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT $1",
      [limit],
    );
    return rows.map((r) => ({ calls: Number(r.calls), totalMs: r.ms, rows: Number(r.rows), query: r.query }));
  } finally {
    await client.end();
  }
}
