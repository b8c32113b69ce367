import { createHmac, hash, randomBytes } from 'node:crypto';

/**
 * A link token: `{customerId}.{32 random bytes}`. The account id says where to look; the random part is the secret,
 * and only its sha-256 is stored.
 */
export function newLinkToken(customerId: string): { token: string; tokenHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${customerId}.${secret}`, tokenHash: hashTokenSecret(secret) };
}

/**
 * The link token for one request, derived instead of drawn: the mail job that records and e-mails it can run again
 * after a crash and send the same link (one e-mail per request, never two different links). Without the secret,
 * which only the worker holds, neither the request id in the job nor the stored hash gives the token away.
 */
export function derivedLinkToken(secret: string, customerId: string, requestId: string): { token: string; tokenHash: string } {
  const part = createHmac('sha256', secret).update(`${customerId}\n${requestId}`).digest('base64url');
  return { token: `${customerId}.${part}`, tokenHash: hashTokenSecret(part) };
}

export const hashTokenSecret = (secret: string): string => hash('sha256', secret, 'hex');

/** The parts of a presented token, or null when it cannot be one of ours. */
export function parseLinkToken(token: string): { customerId: string; tokenHash: string } | null {
  const m = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return m ? { customerId: m[1]!, tokenHash: hashTokenSecret(m[2]!) } : null;
}
