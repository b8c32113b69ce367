import type { EventRegistry } from '@rihla/events/registry';
import { entityProjection, type EntityProjection } from './entity-projection.ts';
import { markedDoc } from './marked-doc.ts';

/** The one-time mark ops sets on a submission: its status, who set it and when (`answeredBy`, `answeredAt`). */
type Mark<Status extends string> = { status: Status } & Record<`${Status}At` | `${Status}By`, string>;

/** One submission in ops' inbox: what was submitted, new until someone marks it. */
export type InboxDoc<Event extends { type: string; data: unknown }, Submitted extends Event['type'], Marked extends string> = Extract<Event, { type: Submitted }>['data'] &
  ({ status: 'new' } | Mark<Marked>);

export interface InboxProjectionOptions<Event extends { type: string; data: unknown }, Submitted extends Event['type'], Marked extends string> {
  name: string;
  collection?: string;
  registry: EventRegistry<Event>;
  /** The submission every event of the registry is about (its document's id). */
  idOf: (event: Event) => string;
  /** The event that records the submission: its data, with status `new`, is the document. */
  submitted: Submitted;
  /** The status every other event (its data says who and when) marks the document with. */
  markedAs: Exclude<Event, { type: Submitted }> extends { data: { at: string; by: string } } ? Marked : never;
}

/**
 * Ops' inbox of submissions (enquiries, partner applications): one document per submission, new until someone
 * marks it. The first record and the first mark stand, so a replayed event never rewrites either.
 */
export function inboxProjection<Event extends { type: string; data: unknown }, Submitted extends Event['type'], Marked extends string>(
  o: InboxProjectionOptions<Event, Submitted, Marked>,
): EntityProjection<Event, InboxDoc<Event, Submitted, Marked>> {
  type Doc = InboxDoc<Event, Submitted, Marked>;
  const mark = (by: string, at: string) => ({ status: o.markedAs, [`${o.markedAs}At`]: at, [`${o.markedAs}By`]: by }) as unknown as Parameters<typeof markedDoc<Doc>>[1];
  return entityProjection<Event, Doc>({
    name: o.name,
    ...(o.collection ? { collection: o.collection } : {}),
    registry: o.registry,
    idOf: o.idOf,
    evolve: (current, event) => {
      if (event.type === o.submitted) return current ?? ({ ...(event.data as object), status: 'new' } as Doc);
      const { by, at } = event.data as { by: string; at: string };
      return markedDoc<Doc>(current, mark(by, at));
    },
  });
}
