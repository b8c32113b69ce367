import { fullNameField, personNameField } from '@rihla/events/identity';
import { octoBookingEvents, type OctoBookingEvent, type OctoContact } from '@rihla/events/octo';
import { InvalidEventError } from '@rihla/events/registry';
import { badRequest } from './octo-error.ts';

const where = (path: PropertyKey[]) => path.map(String).join('.') || 'body';

/**
 * What a request would record, checked against the stored record's schema before anything is held or sold: a field
 * longer than the record allows (docs/octo.md lists the limits) is BAD_REQUEST naming it, never a failure after the
 * seats moved.
 */
export function checkRecordable(event: OctoBookingEvent): void {
  try {
    octoBookingEvents.serialize(event);
  } catch (err) {
    if (!(err instanceof InvalidEventError)) throw err;
    throw badRequest(err.issues.map((i) => `${where(i.path)}: ${i.message}`).join('; '));
  }
}

/** Names follow the checkout's and sign-up's rule: one line, no control characters, bidi overrides or isolates. */
export function checkNames(contact: OctoContact): void {
  const fields = [
    ['contact.fullName', contact.fullName, fullNameField],
    ['contact.firstName', contact.firstName, personNameField],
    ['contact.lastName', contact.lastName, personNameField],
  ] as const;
  const wrong = fields.flatMap(([name, value, rule]) => {
    if (value === null) return [];
    const r = rule.safeParse(value);
    return r.success ? [] : [`${name}: ${r.error.issues[0]?.message ?? 'not allowed'}`];
  });
  if (wrong.length) throw badRequest(wrong.join('; '));
}
