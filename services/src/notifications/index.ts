/** notifications's public face: what other modules and main/ import from notifications (main/ also its module.ts); the rest is inside. */
export { bookingEmailHtml, type EmailTicket } from './booking-email.ts';
export { bookingMessage, type BookingMessageDetails, type BookingMessageItem, type BookingOutcome } from './booking-messages.ts';
export { createConfiguredNotifier } from './configured-notifier.ts';
export { dateTimeFormat, formatMoney, intlLocale } from './format-money.ts';
export { MAIL_QUEUE, enqueueMail, type MailJobOf } from './mail-jobs.ts';
export { startMailWorker, type MailSenders } from './mail-worker.ts';
export { type EmailMessage, type Notifier } from './notifier.ts';
