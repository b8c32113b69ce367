/** Marking a record that was never recorded (ops answered an enquiry that does not exist). */
export class MarkedRecordNotFoundError extends Error {
  constructor(readonly what: string, readonly id: string) {
    super(`There is no ${what} ${id}.`);
    this.name = 'MarkedRecordNotFoundError';
  }
}

/**
 * A mark ops sets once on a record (an enquiry answered, a partner application handled): refused before the record
 * exists, recorded once; marking again (a second click, another ops user) appends nothing.
 */
export function decideOneTimeMark<E>(status: 'none' | 'open' | 'marked', record: { what: string; id: string }, event: () => E): E[] {
  if (status === 'none') throw new MarkedRecordNotFoundError(record.what, record.id);
  return status === 'marked' ? [] : [event()];
}
