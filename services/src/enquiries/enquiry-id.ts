import { hash, randomUUID } from 'node:crypto';
import { badRequest } from '../platform/http/problem.ts';

/**
 * The enquiry's id: the one the client generated, else one derived from its Idempotency-Key (the same key always
 * names the same enquiry), else a new one.
 */
export function enquiryIdOf(bodyId: string | undefined, idempotencyKey: string | string[] | undefined, newId: () => string = randomUUID): string {
  if (bodyId) return bodyId;
  if (idempotencyKey === undefined) return newId();
  if (typeof idempotencyKey !== 'string' || idempotencyKey.trim() === '' || idempotencyKey.length > 200) {
    throw badRequest('Send one Idempotency-Key header of at most 200 characters.', [{ path: 'Idempotency-Key', message: 'Send one key of at most 200 characters.' }]);
  }
  const h = hash('sha256', `enquiry-key:${idempotencyKey}`, 'hex');
  return `k-${h.slice(0, 32)}`;
}
