import { bookingStream } from '@rihla/events/booking';

const streamPrefix = bookingStream('');

/** Most booking events do not repeat their booking id; the stream they live in names it. */
export function bookingIdOfStream(streamName: string): string | null {
  return streamName.startsWith(streamPrefix) ? streamName.slice(streamPrefix.length) : null;
}
