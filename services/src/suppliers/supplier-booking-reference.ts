import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/** Each supplier's own reference of a booking, and the way back from it (only Rihla holds the key). */
export interface SupplierBookingReferences {
  /** The reference `supplierId` gets for `bookingId`: always the same for the pair, different for every other supplier. */
  referenceOf(supplierId: string, bookingId: string): string;
  /** The booking a reference names, when it is genuine and `supplierId`'s own; null for anything else. */
  bookingOf(supplierId: string, reference: string): string | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_REFERENCE_LENGTH = 200;
const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(`rihla supplier booking reference: ${purpose}`).digest();

/**
 * Integration events name a booking by a reference of the receiving supplier's own, never the engine's booking id,
 * so what a supplier receives opens nothing else of the booking (its status, its buyer, its cancellation) and two
 * suppliers cannot tell they share a booking. The reference is the booking id encrypted with AES-256-GCM under a key
 * derived from `secret`, the supplier id as associated data, and a synthetic IV (an HMAC of supplier and booking):
 * deterministic, so every message of one booking to one supplier carries the same reference (a message key that
 * keeps their order), and reversible without a stored table, so an answer maps back to its booking on any replica.
 * A reference another supplier presents, or one altered by a single bit, decrypts to nothing.
 */
export function supplierBookingReferences(secret: string): SupplierBookingReferences {
  const encryptionKey = derive(secret, 'encryption');
  const ivKey = derive(secret, 'iv');
  const ivOf = (supplierId: string, bookingId: string) => createHmac('sha256', ivKey).update(`${supplierId}\u0000${bookingId}`).digest().subarray(0, IV_BYTES);
  return {
    referenceOf(supplierId, bookingId) {
      const iv = ivOf(supplierId, bookingId);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv, { authTagLength: TAG_BYTES }).setAAD(Buffer.from(supplierId));
      const sealed = Buffer.concat([cipher.update(bookingId, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    bookingOf(supplierId, reference) {
      if (reference.length > MAX_REFERENCE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(reference)) return null;
      const bytes = Buffer.from(reference, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      const iv = bytes.subarray(0, IV_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv, { authTagLength: TAG_BYTES }).setAAD(Buffer.from(supplierId));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      let bookingId: string;
      try {
        bookingId = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
      // The synthetic IV must be the one this pair gets: a reference is only ever made by referenceOf.
      return timingSafeEqual(iv, ivOf(supplierId, bookingId)) ? bookingId : null;
    },
  };
}
