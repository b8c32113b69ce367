import { cookies } from 'next/headers';
import { ApiError, staff, type Me as StaffMe } from './api';

export type StaffRole = 'ops' | 'finance' | 'supplier';
export type StaffAccess = { kind: 'anonymous' } | { kind: 'forbidden' } | { kind: 'allowed'; me: StaffMe };

/**
 * Server side, before a staff page renders anything: who is signed in (GET /me with the visitor's cookies) and whether
 * they hold the role. The data itself is fetched afterwards by the page's client part, and the api checks the role
 * again on every read and action.
 */
export async function staffAccess(roles: StaffRole | readonly StaffRole[]): Promise<StaffAccess> {
  const allowed: readonly string[] = typeof roles === 'string' ? [roles] : roles;
  const cookie = (await cookies()).toString();
  if (!cookie) return { kind: 'anonymous' };
  try {
    const me = await staff.me(cookie);
    return me.roles?.some((r) => allowed.includes(r)) ? { kind: 'allowed', me } : { kind: 'forbidden' };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { kind: 'anonymous' };
    throw err;
  }
}
