import type { BookingItem } from '@rihla/events/booking';
import type { EventStore } from '../../platform/eventstore/port.ts';
import type { EmailTicket, Notifier } from '../../notifications/index.ts';
import type { Logger } from '../../platform/log.ts';
import type { PaymentProvider } from '../../payments/index.ts';
import type { SupplierGateway } from './supplier-gateway.ts';
import type { Clock } from '../clock.ts';
import type { WorkflowSettings } from './booking-workflow.ts';
import type { BookingState } from '../decider/booking-state.ts';

export interface SagaSettings extends WorkflowSettings {
  holdTtlMs: number;
  supplierAnswerTimeoutMs: number;
  /** Where the payment page returns to when the checkout gave no returnUrl. */
  publicApiUrl: string;
  /** Signed links to the booking's own page in the buyer's messages; without them the messages link the returnUrl. */
  bookingLinks?: { storefrontUrl: string; secret: string; ttlMs: number };
}

/** Everything a saga step may touch; passed in, so tests and the worker build it the same way. */
export interface SagaDeps {
  store: EventStore;
  provider: PaymentProvider;
  suppliers: SupplierGateway;
  notifier: Notifier;
  clock: Clock;
  settings: SagaSettings;
  log: Logger;
  /** The working tickets (signed QR text) of a booking's items as its stream has them: shown in the confirmation e-mail. */
  ticketsOf?: (bookingId: string, items: readonly { item: BookingItem; status: string }[]) => EmailTicket[];
}

/** What a handler knows about the BullMQ job running it. */
export interface JobRun {
  jobId: string;
  /** This is the last attempt BullMQ will make: turn a failure into a recorded outcome instead of throwing. */
  finalAttempt: boolean;
  /** Metadata for every event the step appends (the NEXT_STEPS_IN marker when the job goes on to the next steps). */
  metadata?: Readonly<Record<string, unknown>>;
  /**
   * The booking as the job running this step inline has just read it, instead of the step reading the same stream
   * again; the step's append at its revision still proves it current.
   */
  loaded?: { state: BookingState; revision: number };
}
