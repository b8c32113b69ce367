import { withSpan } from '../../platform/telemetry.ts';
import { bookings } from '../bookings.ts';
import { bookingWorkflow } from './booking-workflow.ts';
import { sendBuyerMessage } from './jobs/notify-buyer.ts';
import type { SagaDeps } from './saga-deps.ts';
import { MESSAGES_IN } from './saga-jobs.ts';
import { statesAfterAppend } from './states-after-append.ts';

/**
 * Sends the buyer the messages the events this job appended call for (those marked MESSAGES_IN with its id), in the
 * job itself rather than a notify-buyer job each. Every run of the job sends all of them again, under the keys
 * notify-buyer would use, so a run that dies after its outcome and before the message leaves it to the retry; the
 * notifier sends each key once.
 */
export async function notifyBuyerOfOwnEvents(deps: SagaDeps, bookingId: string, jobId: string): Promise<void> {
  const stream = await bookings.loadTail(deps.store, bookingId, 0);
  for (const { event, revision, state, metadata } of statesAfterAppend(stream.recorded, stream.events, stream.states)) {
    if (metadata[MESSAGES_IN] !== jobId) continue;
    for (const job of bookingWorkflow(event, revision, state, deps.settings, { progress: false })) {
      if (job.name !== 'notify-buyer') continue;
      await withSpan('saga notify-buyer', { 'rihla.job': job.name, 'rihla.booking': bookingId, 'rihla.inline': true }, () => sendBuyerMessage(deps, stream, job.data));
    }
  }
}
