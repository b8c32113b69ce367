import { PaymentProviderError } from '../../../payments/index.ts';
import { bookings } from '../../bookings.ts';
import { currentRound, roundItems, sessionKeyFor, sumMoney } from '../../decider/booking-state.ts';
import type { JobRun, SagaDeps } from '../saga-deps.ts';
import type { SagaJobOf } from '../saga-jobs.ts';

/** Refusals that will not change on a retry (a bad request); anything else is retried. */
const PERMANENT = new Set(['invalid_request', 'currency_mismatch', 'idempotency_key_reused']);

/**
 * Opens the provider's hosted payment page for the round's held items. The idempotency key is the round's, so a
 * re-run gets the same session back and the buyer never sees two payment pages for one attempt.
 */
export async function openPaymentSession(deps: SagaDeps, { bookingId, round }: SagaJobOf<'open-payment-session'>['data'], run: JobRun): Promise<void> {
  const loaded = run.loaded ?? (await bookings.load(deps.store, bookingId));
  const { state } = loaded;
  if (state.status !== 'awaitingPayment') return;
  const r = currentRound(state);
  if (r.round !== round || r.sessionId) return;
  const amount = sumMoney(
    roundItems(state, r)
      .filter((i) => i.status === 'held')
      .map((i) => i.value),
    state.checkout.total.currency,
  );
  const returnUrl = state.checkout.returnUrl ?? `${deps.settings.publicApiUrl.replace(/\/+$/, '')}/bookings/${bookingId}/status`;
  let result;
  try {
    const s = await deps.provider.openSession({
      bookingId,
      amount,
      returnUrl,
      idempotencyKey: sessionKeyFor(bookingId, round),
      customerEmail: state.checkout.buyer.email,
      reference: state.checkout.orderId,
      locale: state.checkout.locale,
    });
    result = { kind: 'opened' as const, sessionId: s.sessionId, redirectUrl: s.redirectUrl, amount };
  } catch (err) {
    const permanent = err instanceof PaymentProviderError && PERMANENT.has(err.code);
    if (!permanent && !run.finalAttempt) throw err;
    deps.log.error({ err, bookingId, round }, 'payment session could not be opened; the round ends');
    result = { kind: 'failed' as const, message: err instanceof Error ? err.message : String(err) };
  }
  await bookings.handleAt(deps.store, bookingId, loaded, { type: 'RecordPaymentSession', data: { round, result, now: deps.clock.now().toISOString() } }, { commandId: run.jobId, ...(run.metadata ? { metadata: run.metadata } : {}) });
}
