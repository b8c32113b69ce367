import type { Phone, Role } from '@rihla/events/identity';
import type { Locale } from '@rihla/events/common';

/** Commands on `customer-{id}`. Time, ids, hashes and token digests arrive inside the command: deciders stay pure. */
export type CustomerCommand =
  | {
      type: 'RegisterCustomer';
      data: { customerId: string; firstName: string; lastName: string; email: string; phone: Phone; passwordHash: string; locale: Locale | null; now: Date };
    }
  | { type: 'ChangePassword'; data: { passwordHash: string; now: Date } }
  | { type: 'RequestPasswordReset'; data: { tokenHash: string; expiresAt: Date; now: Date } }
  | { type: 'CompletePasswordReset'; data: { tokenHash: string; passwordHash: string; now: Date } }
  | { type: 'GrantRole'; data: { role: Role; grantedBy: string; now: Date; supplierId?: string } }
  | { type: 'RequestEmailVerification'; data: { tokenHash: string; expiresAt: Date; now: Date } }
  | { type: 'VerifyEmail'; data: { tokenHash: string; now: Date } };
