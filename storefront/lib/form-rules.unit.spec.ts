import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutBuyer, reviewInput, signUpInput, validateAs, withConfirmedPassword } from './form-rules';

/**
 * The forms check with the api's schemas from events/ and say the refusals in the visitor's language. Each case below
 * is a place where the storefront's own copy of the rules (lib/validation.ts, now gone) said the opposite of the api.
 */
const serverErrors = (locale: 'en' | 'ar') => JSON.parse(readFileSync(resolve(import.meta.dirname, `../messages/${locale}.json`), 'utf8')).enquiry.serverErrors as Record<string, string>;
const says = (locale: 'en' | 'ar') => (key: string, values?: Record<string, string | number>) =>
  serverErrors(locale)[key]!.replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? `{${k}}`));

type SignUp = { firstName: string; lastName: string; email: string; countryCode: string; phone: string; password: string; confirmPassword: string };
const signUpBody = (v: SignUp) => ({ firstName: v.firstName, lastName: v.lastName, email: v.email, phone: { countryCode: v.countryCode, number: v.phone }, password: v.password, confirmPassword: v.confirmPassword });
const fieldOf = (path: string) => ({ 'phone.number': 'phone', 'phone.countryCode': 'countryCode' })[path] ?? path;
const signUp = (locale: 'en' | 'ar') => withConfirmedPassword(validateAs(signUpInput, signUpBody, fieldOf, says(locale)), says(locale));
const good: SignUp = { firstName: 'Sara', lastName: 'Al-Harbi', email: 'sara@example.com', countryCode: '+966', phone: '501234567', password: 'correct horse battery', confirmPassword: 'correct horse battery' };

type Buyer = { firstName: string; lastName: string; email: string; countryCode: string; phone: string };
const checkout = (locale: 'en' | 'ar') =>
  validateAs(checkoutBuyer, (v: Buyer) => ({ firstName: v.firstName, lastName: v.lastName, email: v.email, phone: { countryCode: v.countryCode, number: v.phone } }), fieldOf, says(locale));

describe('sign-up: the api rule for the phone', () => {
  it('takes a number typed with spaces and dashes, as the api does (the old copy wanted digits only)', () => {
    expect(signUp('en')({ ...good, phone: '50 123-4567' })).toEqual({});
  });
  it('refuses a calling code that starts with 0, in English and Arabic (the old copy did not check it)', () => {
    expect(signUp('en')({ ...good, countryCode: '+0966' })).toEqual({ countryCode: 'Choose a country code such as +966.' });
    expect(signUp('ar')({ ...good, countryCode: '+0966' })).toEqual({ countryCode: 'اختر رمز دولة مثل +966.' });
  });
});

describe('names: the api rule', () => {
  it('refuses an invisible direction mark in a name, in English and Arabic (the old copy took any text)', () => {
    expect(signUp('en')({ ...good, lastName: 'Al\u200fHarbi' })).toEqual({ lastName: 'This field contains characters that are not allowed.' });
    expect(checkout('ar')({ ...good, firstName: 'Sa\u202era' })).toEqual({ firstName: 'يحتوي هذا الحقل على أحرف غير مسموح بها.' });
  });
  it('says how long a name may be (the old copy refused 101 characters with zod\'s own English)', () => {
    expect(checkout('en')({ ...good, firstName: 'a'.repeat(101) })).toEqual({ firstName: 'This field is too long (at most 100 characters).' });
    expect(checkout('ar')({ ...good, firstName: 'a'.repeat(101) })).toEqual({ firstName: 'هذا الحقل طويل جدًا (بحد أقصى 100 حرفًا).' });
  });
});

describe('passwords: the api rule', () => {
  it('refuses more than 128 characters (the old copy took any length the api refuses)', () => {
    const long = 'x'.repeat(129);
    expect(signUp('en')({ ...good, password: long, confirmPassword: long })).toEqual({ password: 'Password must be at most 128 characters', confirmPassword: 'Password must be at most 128 characters' });
  });
  it('keeps the spec\'s messages: at least 8, and the confirmation must match, in English and Arabic', () => {
    expect(signUp('en')({ ...good, password: 'short', confirmPassword: 'short' })).toEqual({ password: 'Password must be at least 8 characters' });
    expect(signUp('ar')({ ...good, confirmPassword: 'something else' })).toEqual({ confirmPassword: 'يجب أن تتطابق كلمة المرور مع تأكيدها.' });
  });
  it('says the confirmation differs while other fields are still empty (the form is checked as it is filled)', () => {
    const empty = { firstName: '', lastName: '', email: '', countryCode: '+966', phone: '' };
    expect(signUp('en')({ ...empty, password: 'short', confirmPassword: 'different' })).toMatchObject({
      firstName: 'This field is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'the password and confirm password fields must match.',
    });
  });
});

describe('checkout: the phone, required fields and formats', () => {
  it('says the api\'s phone message in English and Arabic', () => {
    expect(checkout('en')({ ...good, phone: '50-12' })).toEqual({ phone: 'Enter the phone number with digits only (4 to 14).' });
    expect(checkout('ar')({ ...good, phone: '50-12' })).toEqual({ phone: 'أدخل رقم الهاتف بالأرقام فقط (من 4 إلى 14).' });
  });
  it('says "This field is required" for an empty field and the spec\'s format message for a bad e-mail', () => {
    expect(checkout('en')({ ...good, lastName: '  ', email: 'not-an-email' })).toEqual({ lastName: 'This field is required', email: 'This format is not correct.' });
    expect(checkout('ar')({ ...good, email: '' })).toEqual({ email: 'هذا الحقل مطلوب' });
  });
});

describe('reviews: the api rule', () => {
  it('asks for a rating and refuses a display name over 60 characters', () => {
    const review = validateAs(reviewInput, (v: { rating: number; title: string; text: string; displayName: string }) => v, (p) => p, says('en'));
    expect(review({ rating: 0, title: 'Great', text: 'Lovely day', displayName: 'n'.repeat(61) })).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      displayName: 'This field is too long (at most 60 characters).',
    });
  });
});
