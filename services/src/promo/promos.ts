import { promoEvents, promoStream } from '@rihla/events/promo';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { promoDecider } from './promo-decider.ts';

/**
 * The promo code streams' command handler. A popular code at a busy moment: every conflict is someone else's
 * redemption, re-read and re-checked. Command ids name a command on the code's stream (`redeem:{bookingId}`).
 */
export const promos = commandHandlerFor({ decider: promoDecider, registry: promoEvents, streamOf: promoStream, commandIdPerStream: true, maxAttempts: 100 });
