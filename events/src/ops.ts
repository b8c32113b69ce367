import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/** `queue-action-{id}`: one change an ops user made from the queue dashboard (its audit record). */
export const queueActionStream = (actionId: string): string => `queue-action-${actionId}`;

export const queueActionKind = z.enum(['retry', 'promote']);

export const opsEvents = eventRegistry({
  QueueJobActionTaken: z.object({
    actionId: z.string().min(1),
    action: queueActionKind,
    queue: z.string().min(1),
    /** One job, or null for every job of `jobState` in the queue. */
    jobId: z.string().min(1).nullable(),
    jobState: z.string().min(1).nullable(),
    /** The ops user who asked. */
    customerId: z.string().min(1),
    at: isoDateTime,
  }),
});

export type OpsEvent = EventsOf<typeof opsEvents>;
