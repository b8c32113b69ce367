import { z } from 'zod';

/** The Idempotency-Key header every retried-safe action requires (checkout, ops actions): a repeat answers the first call. */
export const idempotencyKeyHeader = z
  .string({ error: 'the Idempotency-Key header is required: send a unique key per checkout (e.g. a UUID) and the same key when retrying' })
  .regex(/^[\x21-\x7e]{8,200}$/, 'the Idempotency-Key header must be 8 to 200 visible ASCII characters');
