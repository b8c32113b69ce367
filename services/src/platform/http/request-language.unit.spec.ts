import { describe, expect, it } from 'vitest';
import { HttpProblem } from './problem.ts';
import { requestLanguage } from './request-language.ts';

const req = (query: Record<string, unknown>, acceptLanguage?: string) => ({ query, headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });

describe('request language', () => {
  it('takes the locale parameter, else the best offered Accept-Language, else English', () => {
    expect(requestLanguage(req({ locale: 'ar' }, 'en-US'))).toBe('ar');
    expect(requestLanguage(req({}, 'ar-AE,ar;q=0.9,en;q=0.5'))).toBe('ar');
    expect(requestLanguage(req({}, 'fr-FR,en;q=0.8,ar;q=0.9'))).toBe('ar');
    expect(requestLanguage(req({}, 'fr-FR,de;q=0.8'))).toBe('en');
    expect(requestLanguage(req({ locale: 'xx' }))).toBe('en');
  });

  it("a problem for a person answers in the reader's language and keeps both", () => {
    const p = new HttpProblem(422, 'Unprocessable Content', 'Your cart is empty', { localizedDetail: { en: 'Your cart is empty', ar: 'سلتك فارغة' } });
    expect(p.toJSON('/x', 'ar')).toMatchObject({ detail: 'سلتك فارغة', localizedDetail: { en: 'Your cart is empty', ar: 'سلتك فارغة' } });
    expect(p.toJSON('/x')).toMatchObject({ detail: 'Your cart is empty' });
  });
});
