/** A scan as the phone keeps it until the api has answered it (localStorage survives a reload and a network loss). */
export interface QueuedScan {
  scanId: string;
  code: string;
  scannedAt: string;
  where: string;
  departure?: { experienceId: string; optionId: string; date: string; startTime: string };
}

const KEY = 'rihla.checkin.queue';

export function readQueue(): QueuedScan[] {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as QueuedScan[]) : [];
  } catch {
    return [];
  }
}

export function writeQueue(scans: readonly QueuedScan[]): void {
  localStorage.setItem(KEY, JSON.stringify(scans));
}

/** Adds a scan at the end (the api answers in order, so the first scan of a ticket is decided first). */
export function enqueue(scan: QueuedScan): QueuedScan[] {
  const next = [...readQueue(), scan];
  writeQueue(next);
  return next;
}

/** Drops the scans the api answered; scans queued meanwhile stay. */
export function dequeue(answered: readonly string[]): QueuedScan[] {
  const done = new Set(answered);
  const next = readQueue().filter((s) => !done.has(s.scanId));
  writeQueue(next);
  return next;
}
