import { enquiryEvents, enquiryStream } from '@rihla/events/enquiries';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { enquiryDecider } from './enquiry-decider.ts';

/** The enquiry streams' command handler (submit, answer). */
export const enquiries = commandHandlerFor({ decider: enquiryDecider, registry: enquiryEvents, streamOf: enquiryStream });
