import { customerStream, identityEvents } from '@rihla/events/identity';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { customerDecider } from './customer-decider.ts';

/** The customer streams' command handler. */
export const customers = commandHandlerFor({ decider: customerDecider, registry: identityEvents, streamOf: customerStream });
