import type { IdentityEvent, Phone, Role } from '@rihla/events/identity';

export interface PendingToken {
  tokenHash: string;
  expiresAt: string;
}

export type CustomerState =
  | { status: 'none' }
  | {
      status: 'registered';
      customerId: string;
      firstName: string;
      lastName: string;
      email: string;
      phone: Phone;
      passwordHash: string;
      roles: Role[];
      /** The supplier a supplier-role account works for; null for every other account. */
      supplierId: string | null;
      emailVerified: boolean;
      /** Sessions started before this instant are no longer valid (password changed or reset). */
      credentialsChangedAt: string;
      /** The latest reset link; a newer request replaces it, using it clears it (single use). */
      pendingReset: PendingToken | null;
      pendingVerification: PendingToken | null;
    };

export type RegisteredCustomer = Extract<CustomerState, { status: 'registered' }>;

export const initialCustomerState = (): CustomerState => ({ status: 'none' });

/** Pure: the account after one more event of its stream. */
export function evolveCustomer(state: CustomerState, event: IdentityEvent): CustomerState {
  if (event.type === 'CustomerRegistered') {
    const d = event.data;
    return {
      status: 'registered',
      customerId: d.customerId,
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      passwordHash: d.passwordHash,
      roles: ['customer'],
      supplierId: null,
      emailVerified: false,
      credentialsChangedAt: d.registeredAt,
      pendingReset: null,
      pendingVerification: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'EmailReserved':
      return state;
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, credentialsChangedAt: event.data.changedAt };
    case 'PasswordResetRequested':
      return { ...state, pendingReset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'PasswordResetCompleted':
      return { ...state, passwordHash: event.data.passwordHash, credentialsChangedAt: event.data.completedAt, pendingReset: null };
    case 'RoleGranted':
      return state.roles.includes(event.data.role) ? state : { ...state, roles: [...state.roles, event.data.role], supplierId: event.data.supplierId ?? state.supplierId };
    case 'EmailVerificationRequested':
      return { ...state, pendingVerification: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'EmailVerified':
      return { ...state, emailVerified: true, pendingVerification: null };
    default: {
      const never: never = event;
      return never;
    }
  }
}
