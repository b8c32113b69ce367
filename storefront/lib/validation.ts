import { z } from 'zod';

// zod compiles object parsers with Function() unless told not to; the pages' CSP has no 'unsafe-eval', so the probe
// alone would log a CSP violation in every browser console. Set before any schema exists: every storefront module
// takes `z` from here.
z.config({ jitless: true });
export { z };

/** Turns a zod schema into formik's validate(): the first message per field. */
export function zodValidate<T>(schema: z.ZodType<T>) {
  return (values: unknown): Record<string, string> => {
    const r = schema.safeParse(values);
    if (r.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of r.error.issues) {
      const key = issue.path.join('.');
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return errors;
  };
}

export interface Messages {
  required: string;
  email: string;
  phone?: string;
  passwordMin?: string;
  passwordMatch?: string;
}

export const requiredText = (m: Messages) => z.string({ error: m.required }).trim().min(1, m.required);
export const emailText = (m: Messages) => requiredText(m).pipe(z.email(m.email));

/** Spec: the lead guest's first and last name, email, phone number with country code. */
export function buyerSchema(m: Messages) {
  return z.object({
    firstName: requiredText(m).pipe(z.string().max(100)),
    lastName: requiredText(m).pipe(z.string().max(100)),
    email: emailText(m),
    countryCode: requiredText(m).pipe(z.string().regex(/^\+\d{1,4}$/, m.phone ?? m.email)),
    phone: requiredText(m).pipe(z.string().regex(/^\d{4,14}$/, m.phone ?? m.email)),
    paymentMethod: z.enum(['card', 'payLater']),
  });
}

export const MIN_PASSWORD = 8;

export function passwordSchema(m: Messages) {
  return requiredText(m).pipe(z.string().min(MIN_PASSWORD, m.passwordMin));
}

export function signUpSchema(m: Messages) {
  return z
    .object({ firstName: requiredText(m), lastName: requiredText(m), email: emailText(m), password: passwordSchema(m), confirmPassword: requiredText(m) })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: m.passwordMatch });
}
