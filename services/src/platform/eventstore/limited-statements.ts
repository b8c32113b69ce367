import type Database from 'better-sqlite3';

/** Distinct LIMITs a query keeps a statement for (a read's maxCount is one of a few numbers: a batch size, 1). */
const LIMITED_STATEMENTS = 16;

/**
 * A query's statements by LIMIT: none for "all of it", the number written into the text otherwise. SQLite (3.54, as
 * better-sqlite3 ships it) prepares an ordered query again at every run when its LIMIT is a bound parameter; under a
 * subscription's reads it was 15-20 % of the samples under the api's and the worker's SQLite steps (perf, docs/benchmarks.md).
 * With `pluck`, a query of one column answers that column's values instead of rows.
 */
export function limitedStatements<Params extends unknown[], Row>(db: Database.Database, sql: string, pluck = false): (max: number) => Database.Statement<Params, Row> {
  const prepare = (text: string) => (pluck ? db.prepare<Params, Row>(text).pluck() : db.prepare<Params, Row>(text));
  const whole = prepare(sql);
  const byLimit = new Map<number, Database.Statement<Params, Row>>();
  return (max) => {
    // SQLite reads a negative LIMIT as none.
    if (max >= Number.MAX_SAFE_INTEGER || max < 0) return whole;
    if (!Number.isInteger(max)) throw new RangeError(`maxCount must be a whole number, not ${max}`);
    let statement = byLimit.get(max);
    if (!statement) {
      if (byLimit.size >= LIMITED_STATEMENTS) byLimit.delete(byLimit.keys().next().value!);
      statement = prepare(`${sql} LIMIT ${max}`);
      byLimit.set(max, statement);
    }
    return statement;
  };
}
