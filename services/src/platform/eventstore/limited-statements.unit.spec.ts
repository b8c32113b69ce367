import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limitedStatements } from './limited-statements.ts';

describe('limitedStatements: a LIMIT written into the statement, never bound', () => {
  let db: Database.Database;
  beforeEach(() => {
    db = new Database(':memory:');
    db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY)');
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    for (let n = 1; n <= 10; n++) insert.run(n);
  });
  afterEach(() => db.close());

  const query = () => limitedStatements<[number], { n: number }>(db, 'SELECT n FROM t WHERE n > ? ORDER BY n');

  it('binds only the query parameters: the limit is part of the text', () => {
    const byLimit = query();
    expect(byLimit(3).source).toBe('SELECT n FROM t WHERE n > ? ORDER BY n LIMIT 3');
    expect(byLimit(Number.MAX_SAFE_INTEGER).source).toBe('SELECT n FROM t WHERE n > ? ORDER BY n');
    expect(byLimit(3).all(4).map((r) => r.n)).toEqual([5, 6, 7]);
    expect(byLimit(0).all(4)).toEqual([]);
    expect(byLimit(Number.MAX_SAFE_INTEGER).all(7).map((r) => r.n)).toEqual([8, 9, 10]);
    expect(byLimit(Infinity).all(8).map((r) => r.n)).toEqual([9, 10]);
    // A negative LIMIT means none in SQLite; it still means none here.
    expect(byLimit(-1).all(8).map((r) => r.n)).toEqual([9, 10]);
  });

  it('prepares a limit once and keeps a bounded number of them', () => {
    const byLimit = query();
    const five = byLimit(5);
    expect(byLimit(5)).toBe(five);
    for (let max = 100; max < 116; max++) byLimit(max);
    // Sixteen other limits since: the first one kept has made way.
    expect(byLimit(5)).not.toBe(five);
    expect(byLimit(5).all(0)).toHaveLength(5);
  });

  it('refuses a limit that is not a whole number', () => {
    expect(() => query()(2.5)).toThrow(RangeError);
  });
});
