import { z } from 'zod';
import { emailAddress, isoDateTime, locale, phoneNumber } from './common.ts';
import { emailField, multilineField, phoneField, textField } from './identity.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/** `enquiry-{id}`: one message sent through the contact or the feedback form. */
export const enquiryStream = (enquiryId: string): string => `enquiry-${enquiryId}`;

export const enquiryKind = z.enum(['contact', 'feedback']);
export type EnquiryKind = z.infer<typeof enquiryKind>;

export const ENQUIRY_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

/** A client-generated id (a UUID) makes a resubmitted form the same enquiry. */
export const enquiryIdField = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Send the enquiry id as a UUID.');

/** What the contact and feedback forms send; unknown fields are refused. */
export const enquiryInput = z.strictObject(
  {
    enquiryId: enquiryIdField.optional(),
    kind: enquiryKind.default('contact'),
    name: textField(ENQUIRY_LIMITS.name),
    email: emailField,
    phone: phoneField.optional(),
    subject: textField(ENQUIRY_LIMITS.subject),
    message: multilineField(ENQUIRY_LIMITS.message, { required: true }),
    locale: locale.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}.` : 'Send a JSON object with the form fields.') },
);
export type EnquiryInput = z.infer<typeof enquiryInput>;

/** One message as it was sent: the submission event's data, and the first part of ops' inbox entry. */
export const enquirySubmitted = z.object({
  enquiryId: z.string().min(1),
  kind: enquiryKind,
  name: z.string().min(1).max(ENQUIRY_LIMITS.name),
  email: emailAddress,
  phone: phoneNumber.nullable(),
  subject: z.string().min(1).max(ENQUIRY_LIMITS.subject),
  message: z.string().min(1).max(ENQUIRY_LIMITS.message),
  locale,
  /** The signed-in customer who sent it, if any. */
  customerId: z.string().min(1).nullable(),
  at: isoDateTime,
});

export const enquiryEvents = eventRegistry({
  EnquirySubmitted: enquirySubmitted,
  /** Ops answered the message (by e-mail or phone, outside Rihla); `by` is the ops account. */
  EnquiryAnswered: z.object({ enquiryId: z.string().min(1), by: z.string().min(1), at: isoDateTime }),
});

export type EnquiryEvent = EventsOf<typeof enquiryEvents>;
