import { describe, expect, it } from 'vitest';
import { visualRuns } from './visual-runs.ts';

describe('visualRuns', () => {
  it('keeps a left-to-right line as one run', () => {
    expect(visualRuns('VAT 15%: SAR 130.43', 'ltr')).toEqual([{ text: 'VAT 15%: SAR 130.43', rtl: false }]);
  });

  it('orders an Arabic line right to left, numbers and Latin codes as left-to-right runs inside it', () => {
    // Visual order, left to right: the code (last in reading order) first, the Arabic words last.
    expect(visualRuns('رقم الطلب: RH-7K3P9Q', 'rtl')).toEqual([
      { text: 'RH-7K3P9Q', rtl: false },
      { text: 'رقم الطلب: ', rtl: true },
    ]);
    const runs = visualRuns('المجموع \u200f1,304.35 ر.س.\u200f', 'rtl');
    expect(runs.map((r) => r.text).join('|')).toBe(' ر.س.|1,304.35|المجموع ');
    expect(runs.every((r) => !/[\u200e\u200f]/.test(r.text))).toBe(true);
  });
});
