import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startBookingHarness, type BookingHarness } from './booking-harness.ts';
import { FIXED_NOW } from './booking-fixtures.ts';

/** A suite's booking harness with its worker running, closed after the suite; each test starts at FIXED_NOW. */
export function useBookingHarness(label: string): () => BookingHarness {
  let h: BookingHarness | undefined;
  beforeAll(async () => {
    h = await startBookingHarness(label);
    await h.startWorker();
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await h!.setClock(FIXED_NOW);
  });
  return () => h!;
}
