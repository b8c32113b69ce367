import { describe, expect, it } from 'vitest';
import { textTransferEncoding } from './text-transfer-encoding.ts';

/** nodemailer's rule as it writes it (MimeNode#_getTextEncoding), for comparison. */
const nodemailerRule = (value: string) => {
  // eslint-disable-next-line no-control-regex -- nodemailer's own pattern, copied to compare against
  const nonLatin = (value.match(/[\x00-\x08\x0B\x0C\x0E-\x1F\u0080-\uFFFF]/g) || []).length;
  const latin = (value.match(/[a-z]/gi) || []).length;
  return nonLatin < latin ? 'quoted-printable' : 'base64';
};

describe('textTransferEncoding', () => {
  it('chooses quoted-printable for English and base64 for Arabic, as nodemailer would', () => {
    const samples = [
      'Your booking RH-8KPXHY is confirmed. See you on 12 December.',
      'تم تأكيد حجزك رقم RH-8KPXHY. نراك يوم ١٢ ديسمبر.',
      '<p dir="rtl">مرحبًا سارة، تم تأكيد حجزك.</p>',
      'Hi\u0001\u0002\u0003',
      'ab\u00e9\u00e9\u00e9',
      '',
      '12345 -- 67890',
      'Tab\tand\r\nnewlines stay 7-bit',
    ];
    for (const s of samples) expect(textTransferEncoding(s), JSON.stringify(s)).toBe(nodemailerRule(s));
  });

  it('counts the text and the HTML together', () => {
    expect(textTransferEncoding('Hello there', 'مرحبا بك في رحلة، تم تأكيد حجزك')).toBe(nodemailerRule('Hello thereمرحبا بك في رحلة، تم تأكيد حجزك'));
    expect(textTransferEncoding('Hello there', undefined)).toBe('quoted-printable');
  });
});
