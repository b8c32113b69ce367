import { z } from 'zod';
import { role } from '@rihla/events/identity';

/** Response shapes, for the OpenAPI document. */
export const meResponse = z.object({
  customerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.object({ countryCode: z.string(), number: z.string() }),
  roles: z.array(role),
  emailVerified: z.boolean(),
  /** Echo in x-csrf-token on state-changing requests that cannot send an Origin header. */
  csrfToken: z.string(),
});

export const signInResponse = z.object({ customer: meResponse, redirectTo: z.string() });
export const messageResponse = z.object({ message: z.string() });
export const signInQuery = z.object({ next: z.string().max(2048).optional(), redirect: z.string().max(2048).optional() });
