import { describe, expect, it } from 'vitest';
import { WebhookRejectedError } from '../payment-provider.ts';
import { SIGNATURE_HEADER, signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const now = new Date('2026-03-01T10:00:00Z');
const body = '{"eventId":"evt_1"}';
const reason = (headers: Record<string, string | undefined>, at = now, raw = body) => {
  try {
    verifyWebhookSignature('secret', raw, headers, at);
    return 'ok';
  } catch (e) {
    return e instanceof WebhookRejectedError ? e.reason : 'other';
  }
};

describe('webhook signature', () => {
  it('has the t=<unix>,v1=<hex> shape and verifies', () => {
    const header = signWebhook('secret', body, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(reason({ [SIGNATURE_HEADER]: header })).toBe('ok');
  });

  it('rejects a missing, malformed, forged or tampered signature', () => {
    expect(reason({})).toBe('missing_signature');
    expect(reason({ [SIGNATURE_HEADER]: 'v1=abc' })).toBe('malformed_signature');
    expect(reason({ [SIGNATURE_HEADER]: signWebhook('other-secret', body, now) })).toBe('bad_signature');
    expect(reason({ [SIGNATURE_HEADER]: signWebhook('secret', body, now) }, now, body.replace('evt_1', 'evt_2'))).toBe('bad_signature');
    // The header's grammar is the provider's webhookSignatureShape (the route's document states it): a non-hex signature is malformed.
    expect(reason({ [SIGNATURE_HEADER]: signWebhook('secret', body, now).replace(/v1=../, 'v1=zz') })).toBe('malformed_signature');
  });

  it('accepts 300 s of clock difference and no more', () => {
    const header = signWebhook('secret', body, now);
    expect(reason({ [SIGNATURE_HEADER]: header }, new Date(now.getTime() + 300_000))).toBe('ok');
    expect(reason({ [SIGNATURE_HEADER]: header }, new Date(now.getTime() + 301_000))).toBe('stale_timestamp');
    expect(reason({ [SIGNATURE_HEADER]: header }, new Date(now.getTime() - 301_000))).toBe('stale_timestamp');
  });
});
