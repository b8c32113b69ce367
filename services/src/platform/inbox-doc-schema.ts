import { z } from 'zod';

/**
 * The answer schema of one inbox document (`InboxDoc`, inbox-projection.ts) for the OpenAPI document: the submission
 * as it was sent, new until someone marks it (`{status: marked, <marked>At, <marked>By}`).
 */
export function inboxDocSchema<S extends z.ZodObject, Marked extends string>(submitted: S, markedAs: Marked) {
  return z.union([
    submitted.extend({ status: z.literal('new') }),
    submitted.extend({ status: z.literal(markedAs), [`${markedAs}At`]: z.string(), [`${markedAs}By`]: z.string() }),
  ]);
}
