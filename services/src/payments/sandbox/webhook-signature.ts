import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejectedError } from '../payment-provider.ts';

export const SIGNATURE_HEADER = 'rihla-psp-signature';
export const TIMESTAMP_TOLERANCE_SECONDS = 300;
/** `t=<unix seconds>,v1=<hex HMAC-SHA256>`, one or more v1 (a secret being rotated): the only header shape read. */
export const SIGNATURE_SHAPE = /^t=[0-9]{1,12}(?:,v1=[0-9a-fA-F]{64})+$/;

const hmacHex = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** The header value a delivery carries: the timestamp is signed with the body so an old signature cannot be reused later. */
export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, t, rawBody)}`;
}

/**
 * Throws WebhookRejectedError unless the header holds a v1 HMAC-SHA256 of `${t}.${rawBody}` under the secret and t is
 * within the tolerance of now. The compare is constant-time so the signature cannot be guessed byte by byte.
 */
export function verifyWebhookSignature(secret: string, rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): void {
  const raw = headers[SIGNATURE_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) throw new WebhookRejectedError('missing_signature', `The webhook has no ${SIGNATURE_HEADER} header.`);
  if (!SIGNATURE_SHAPE.test(value)) {
    throw new WebhookRejectedError('malformed_signature', `The ${SIGNATURE_HEADER} header must look like t=<unix seconds>,v1=<hex signature>.`);
  }
  const [t, ...signatures] = value.split(',').map((piece) => piece.slice(piece.indexOf('=') + 1));
  const timestamp = Number(t);
  const age = Math.floor(now.getTime() / 1000) - timestamp;
  if (Math.abs(age) > TIMESTAMP_TOLERANCE_SECONDS) {
    throw new WebhookRejectedError(
      'stale_timestamp',
      `The webhook timestamp is ${Math.abs(age)} s ${age > 0 ? 'old' : 'in the future'}; at most ${TIMESTAMP_TOLERANCE_SECONDS} s is accepted.`,
    );
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookRejectedError('bad_signature', 'The webhook signature does not match its body; it was not sent by the payment provider or was altered on the way.');
}
