import { describe, expect, it } from 'vitest';
import { signedPropertiesDigest } from './signature-digests.ts';
import { writeSignedProperties } from './signature-extension.ts';
import { parseXml } from './xml-document.ts';

const base = { signingTime: '2026-11-27T10:00:00', certificateDigest: 'ZDMwMmI0MTE1NzVjOTU2NTk4YzVlODhhYmI0ODU2NGUwNTVjNDc4ZTc4ZTc=', serialNumber: '379112742831380471835263969587287663520528387' };

describe('SignedProperties digest', () => {
  const issuers = [
    'CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local',
    'CN=A & B <Sub> CA, O="Quoted", OU=it\'s',
    'CN=شركة رحلة المحدودة, C=SA',
    'CN=line\r\nbreak, O=carriage\rreturn, OU=tab\there, L=emoji 🐪',
  ];
  it.each(issuers)('of the written text equals the digest of the element parsed and canonicalised (%s)', (issuerName) => {
    const { xml, digest } = writeSignedProperties({ ...base, issuerName });
    expect(digest).toBe(signedPropertiesDigest(parseXml(xml).documentElement!));
  });
});
