import { describe, expect, it } from 'vitest';
import { jsonNestingDepth } from './json-depth.ts';

describe('jsonNestingDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    // Brackets inside strings, escaped quotes included, are text, not nesting.
    ['{"a":"[[[{{{"}', 1],
    ['{"a":"\\"[[[","b":[1]}', 2],
    ['[[[', 3],
  ])('%s nests %i deep', (text, depth) => {
    expect(jsonNestingDepth(text)).toBe(depth);
  });

  it('counts a hostile body without recursion', () => {
    expect(jsonNestingDepth('['.repeat(1_000_000))).toBe(1_000_000);
  });
});
