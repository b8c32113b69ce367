import type { MailSenders } from '../notifications/mail-worker.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import { sendEnquiryAcknowledgement } from './send-enquiry-acknowledgement.ts';

/** Enquiries' mail job: the acknowledgement of a submitted enquiry. */
export function enquiryMailSenders(deps: { store: EventStore; notifier: Pick<Notifier, 'sendEmail'> }): Pick<MailSenders, 'enquiry-acknowledgement'> {
  return {
    'enquiry-acknowledgement': async ({ enquiryId }) => {
      await sendEnquiryAcknowledgement(deps, enquiryId);
      return 'sent';
    },
  };
}
