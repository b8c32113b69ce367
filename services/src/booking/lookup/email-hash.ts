import { hash } from 'node:crypto';
import { normalizeEmail } from '../read-models/customer-bookings-projection.ts';

/** Names an address in keys and job payloads without writing it there. */
export const emailHashOf = (email: string): string => hash('sha256', `booking-lookup:${normalizeEmail(email)}`, 'hex');
