import { enquiryEvents, enquiryStream } from '@rihla/events/enquiries';
import type { Notifier } from '../notifications/index.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { enquiryAcknowledgementMail } from './acknowledgement-mail.ts';

/** The mail job of one enquiry: the acknowledgement, built from the recorded enquiry, once per enquiry id. */
export async function sendEnquiryAcknowledgement(deps: { store: EventStore; notifier: Pick<Notifier, 'sendEmail'> }, enquiryId: string): Promise<void> {
  const recorded = await deps.store.readStream(enquiryStream(enquiryId), { maxCount: 1 });
  const submitted = recorded.map((r) => enquiryEvents.parse(r)).find((e) => e.type === 'EnquirySubmitted');
  // The route enqueues after the append, so the enquiry is there; if not, a retry looks again.
  if (!submitted) throw new Error(`enquiry ${enquiryId} is not recorded (yet)`);
  await deps.notifier.sendEmail(enquiryAcknowledgementMail(submitted.data));
}
