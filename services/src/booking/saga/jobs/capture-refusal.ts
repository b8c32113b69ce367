import { UnrecoverableError } from 'bullmq';
import { PaymentProviderError } from '../../../payments/payment-provider.ts';

/**
 * A capture the provider refuses (the hold expired or was voided there, more than is held, an unknown payment) is no
 * outage: running the step again changes nothing. The job fails for good at once, so it shows among the failed jobs
 * on the ops queue dashboard (with this message) while the booking stays where it was (on hold / confirming, money
 * not captured), and ops retry it there once the payment is sorted out. An outage (timeout, 5xx) is rethrown as it
 * is: BullMQ retries it with the same idempotency key.
 */
export async function captureOrFailForGood<T>(bookingId: string, paymentId: string, capture: () => Promise<T>): Promise<T> {
  try {
    return await capture();
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      throw new UnrecoverableError(`The provider refused to capture payment ${paymentId} of booking ${bookingId} (${err.code}): ${err.message} Ops: check the payment at the provider, then retry this job.`);
    }
    throw err;
  }
}
