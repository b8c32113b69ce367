import type { MailSenders, Notifier } from '../notifications/index.ts';
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
