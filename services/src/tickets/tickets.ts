import { ticketEvents, ticketStream } from '@rihla/events/tickets';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { ticketDecider } from './ticket-decider.ts';

/**
 * The ticket streams' command handler: read-fold-decide-append with the folded revision. Two scanners racing on one
 * ticket: one append wins, the other's conflict re-reads the stream and is refused as "already checked in".
 */
export const tickets = commandHandlerFor({ decider: ticketDecider, registry: ticketEvents, streamOf: ticketStream, commandIdPerStream: true, maxAttempts: 10 });
