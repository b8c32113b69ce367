import type { EmailMessage } from '../notifications/index.ts';

/** Both languages in one message: the link works the same, and the reader picks the one they read. */
export function passwordResetMail(to: string, link: { en: string; ar: string }, tokenHash: string, ttlMinutes: number): EmailMessage {
  return {
    idempotencyKey: `password-reset:${tokenHash}`,
    to,
    subject: 'Reset your Rihla password / إعادة تعيين كلمة المرور',
    text: [
      'Someone (hopefully you) asked to reset the password of your Rihla account.',
      `Choose a new password here (the link works once, for ${ttlMinutes} minutes):`,
      link.en,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      'طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة المرور لحسابك في رحلة.',
      `اختر كلمة مرور جديدة من هنا (يعمل الرابط مرة واحدة خلال ${ttlMinutes} دقيقة):`,
      link.ar,
      'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن تتغير كلمة المرور.',
    ].join('\n'),
  };
}

export function emailVerificationMail(to: string, firstName: string, link: { en: string; ar: string }, tokenHash: string): EmailMessage {
  return {
    idempotencyKey: `email-verification:${tokenHash}`,
    to,
    subject: 'Confirm your e-mail address / تأكيد بريدك الإلكتروني',
    text: [
      `Hello ${firstName},`,
      'Confirm your e-mail address to see every booking made with it in your account:',
      link.en,
      '',
      `مرحباً ${firstName}،`,
      'أكّد بريدك الإلكتروني لترى في حسابك كل الحجوزات التي تمت به:',
      link.ar,
    ].join('\n'),
  };
}
