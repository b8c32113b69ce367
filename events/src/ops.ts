import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { createEventRegistry, defineEvent, type EventOf } from './registry.ts';

/** `queue-action-{id}`: one change an ops user made from the queue dashboard (its audit record). */
export const queueActionStream = (actionId: string): string => `queue-action-${actionId}`;

export const queueActionKind = z.enum(['retry', 'promote']);

export const opsEventDefinitions = [
  defineEvent(
    'QueueJobActionTaken',
    z.object({
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
  ),
] as const;

export type OpsEvent = EventOf<(typeof opsEventDefinitions)[number]>;
export const opsEvents = createEventRegistry(opsEventDefinitions);
