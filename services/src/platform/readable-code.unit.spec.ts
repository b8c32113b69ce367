import { describe, expect, it } from 'vitest';
import { readableCode } from './readable-code.ts';

describe('readableCode', () => {
  it('writes base-31 digits, least significant first', () => {
    expect(readableCode('0', 6)).toBe('222222');
    expect(readableCode('1e', 2)).toBe('Z2');
    expect(readableCode('1f', 2)).toBe('23');
    expect(readableCode('3c0', 3)).toBe('ZZ2'); // 960 = 30 + 30 * 31
  });

  it('refuses what is not hex', () => {
    expect(() => readableCode('12g4', 4)).toThrow(/hex number/);
    expect(() => readableCode('', 4)).toThrow(/hex number/);
  });
});
