import { UnrecoverableError } from 'bullmq';
import type { Money } from '@rihla/events/common';
import { PaymentProviderError } from '../../../payments/index.ts';
import { bookings } from '../../bookings.ts';
import type { JobRun, SagaDeps } from '../saga-deps.ts';

export interface CaptureAsked {
  bookingId: string;
  paymentId: string;
  amount: Money;
  /** The saga step asking, which ops run again from their capture-refused queue. */
  step: 'settle-round' | 'capture-at-once';
  round: number;
}

/**
 * A capture the provider refuses (the hold expired or was voided there, more than is held, an unknown payment) is no
 * outage: running the step again changes nothing. The refusal is recorded on the booking (CaptureRefused: ops see it
 * in their capture-refused queue, with the provider's reason, and run the step again from there once the payment is
 * sorted out) and the job fails for good at once, while the booking stays where it was (on hold / confirming, money
 * not captured). An outage (timeout, 5xx) is rethrown as it is: BullMQ retries it with the same idempotency key.
 */
export async function captureOrFailForGood<T>(deps: SagaDeps, run: JobRun, asked: CaptureAsked, capture: () => Promise<T>): Promise<T> {
  const { bookingId, paymentId } = asked;
  try {
    return await capture();
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      await bookings.handle(
        deps.store,
        bookingId,
        { type: 'RecordCaptureRefused', data: { ...asked, code: err.code, reason: err.message, now: deps.clock.now().toISOString() } },
        { commandId: `${run.jobId}:capture-refused:${err.code}`, ...(run.metadata ? { metadata: run.metadata } : {}) },
      );
      throw new UnrecoverableError(`The provider refused to capture payment ${paymentId} of booking ${bookingId} (${err.code}): ${err.message} Ops: check the payment at the provider, then run the capture again from the capture-refused queue.`);
    }
    throw err;
  }
}
