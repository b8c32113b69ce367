import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';
import { createHttpServer } from './http/server.ts';
import { RuleError } from './rule-error.ts';
import { RULE_PROBLEMS, type RuleCode } from './rule-problems.ts';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') && !/\.(unit|int)\.spec\.ts$/.test(e.name) ? [path] : [];
  });
}

/** Every refusal class (a RuleError subclass, however deep) and every code the sources refuse with by name. */
function refusalsInSources(): { classes: Set<string>; codes: Map<string, string> } {
  const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const classes = new Set(['RuleError']);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { text } of files) {
      for (const m of text.matchAll(/class (\w+) extends (\w+)\b/g)) if (classes.has(m[2]!) && !classes.has(m[1]!)) grew = classes.add(m[1]!) !== null;
    }
  }
  const codes = new Map<string, string>();
  const literals = (s: string) => [...s.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  for (const { path, text } of files) {
    const where = path.slice(SRC.length + 1);
    for (const cls of classes) for (const m of text.matchAll(new RegExp(`new ${cls}\\(\\s*'([^']+)'`, 'g'))) codes.set(m[1]!, where);
    for (const m of text.matchAll(/extends RuleError<([^>{]+)>/g)) for (const c of literals(m[1]!)) codes.set(c, where);
    for (const m of text.matchAll(/type \w*RuleCode =([^;]+);/g)) for (const c of literals(m[1]!.replace(/Exclude<[^>]+>|\[[^\]]*\]/g, ''))) codes.set(c, where);
    for (const m of text.matchAll(/super\(\s*'([^']+)'/g)) if ([...classes].some((cls) => text.includes(`extends ${cls}`))) codes.set(m[1]!, where);
  }
  return { classes, codes };
}

describe('the one table of refusals', () => {
  it('has an entry for every code a decider or use case refuses with', () => {
    const { classes, codes } = refusalsInSources();
    // The refusal classes of every module the api answers for are found (a renamed base would hide them all).
    for (const cls of ['BookingRuleError', 'CartRuleError', 'PromoRuleError', 'EnquiryConflictError', 'AlreadyReviewedError', 'NotTravelledError', 'IdentityRuleError', 'SlotRuleError']) expect(classes).toContain(cls);
    expect(codes.size).toBeGreaterThan(60);
    const missing = [...codes].filter(([code]) => !Object.hasOwn(RULE_PROBLEMS, code)).map(([code, where]) => `${code} (${where})`);
    expect(missing).toEqual([]);
  });

  it('answers each code with a client error, or 500 for a broken invariant, and a title', () => {
    for (const [code, { status, title }] of Object.entries(RULE_PROBLEMS)) {
      expect({ code, client: status >= 400 && status < 500 }).toEqual({ code, client: code !== 'invariant' });
      expect(title.length).toBeGreaterThan(0);
    }
  });

  it('is what the api answers for a refusal a route lets through: status, title, code, details, the reader\'s language', async () => {
    class CapacityError extends RuleError<'overCapacity' | 'invariant'> {}
    const app = createHttpServer({ log: createLogger('rule-problems-test', 'silent') });
    app.get('/full', async () => {
      throw new CapacityError('overCapacity', { en: 'You can select up to 3 travellers per item', ar: 'يمكنك اختيار ما يصل إلى 3 مسافرين لكل عنصر' }, { capacity: 3 });
    });
    app.get('/bug', async () => {
      throw new CapacityError('invariant', 'The items add up to 10, not 12.');
    });
    const full = await app.inject({ method: 'GET', url: '/full', headers: { 'accept-language': 'ar' } });
    expect(full.statusCode).toBe(422);
    expect(full.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(full.json()).toMatchObject({ status: 422, title: 'Unprocessable Content', code: 'overCapacity', capacity: 3, detail: 'يمكنك اختيار ما يصل إلى 3 مسافرين لكل عنصر', localizedDetail: { en: 'You can select up to 3 travellers per item' } });
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.json()).toMatchObject({ status: 500, title: 'Internal Server Error', code: 'invariant' });
    await app.close();
  });

  it('gives one answer per code, so a refusal reads the same from every route', () => {
    const statusOf = (code: RuleCode) => RULE_PROBLEMS[code].status;
    expect([statusOf('cartNotFound'), statusOf('checkedOut'), statusOf('overCapacity'), statusOf('bookingNotFound'), statusOf('enquiryKeyReused'), statusOf('reviewNotBooked')]).toEqual([404, 409, 422, 404, 409, 403]);
  });
});
