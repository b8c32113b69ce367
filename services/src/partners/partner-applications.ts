import { partnerApplicationStream, partnerEvents } from '@rihla/events/identity';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { partnerApplicationDecider } from './partner-application-decider.ts';

/** The partner application streams' command handler (submit, handle). */
export const partnerApplications = commandHandlerFor({ decider: partnerApplicationDecider, registry: partnerEvents, streamOf: partnerApplicationStream });
