import type { EmailMessage } from '../../notifications/index.ts';

/** The "Find my booking" code, in both languages: it opens the bookings made with this address for 15 minutes. */
export function lookupCodeMail(to: string, code: string, requestId: string, ttlMinutes: number): EmailMessage {
  return {
    idempotencyKey: `booking-lookup:${requestId}`,
    to,
    subject: `Your Rihla code: ${code} / رمزك في رحلة: ${code}`,
    text: [
      `Your code to find your bookings: ${code}`,
      `Type it on the "Find my booking" page within ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
      '',
      `رمزك للعثور على حجوزاتك: ${code}`,
      `اكتبه في صفحة "ابحث عن حجزك" خلال ${ttlMinutes} دقيقة. إذا لم تطلبه فتجاهل هذه الرسالة.`,
    ].join('\n'),
  };
}
