import type { EmailMessage } from '../notifications/index.ts';
import type { SubmittedEnquiry } from './submit-enquiry.ts';

/** The acknowledgement in the visitor's language first, then the other; one per enquiry (idempotency key). */
export function enquiryAcknowledgementMail(e: SubmittedEnquiry): EmailMessage {
  const en = [
    `Hello ${e.name},`,
    e.kind === 'feedback' ? 'Thank you for your feedback. Our team reads every message.' : 'Thank you for contacting Rihla. We received your message and will answer within one working day.',
    `Your reference: ${e.enquiryId}`,
    `Subject: ${e.subject}`,
  ].join('\n');
  const ar = [
    `مرحباً ${e.name}،`,
    e.kind === 'feedback' ? 'شكراً لملاحظاتك. يقرأ فريقنا كل رسالة.' : 'شكراً لتواصلك مع رحلة. استلمنا رسالتك وسنرد عليك خلال يوم عمل واحد.',
    `رقمك المرجعي: ${e.enquiryId}`,
    `الموضوع: ${e.subject}`,
  ].join('\n');
  const subject = e.kind === 'feedback' ? 'We received your feedback / استلمنا ملاحظاتك' : 'We received your message / استلمنا رسالتك';
  return { idempotencyKey: `enquiry-ack:${e.enquiryId}`, to: e.email, subject, text: e.locale === 'ar' ? `${ar}\n\n${en}` : `${en}\n\n${ar}` };
}
