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

export interface TaxInvoiceMessages {
  required: string;
  vatNumber: string;
  building: string;
  postalZone: string;
}

/** The 15 digits of a Saudi VAT registration number, the first and the last 3 (ZATCA BR-KSA-44). */
export const SAUDI_VAT_NUMBER = /^3[0-9]{13}3$/;

/**
 * A buyer who asks for a tax invoice with their VAT number (ZATCA standard invoice): the number, the registered
 * name and the Saudi national address (BR-KSA-63/67), checked only when asked for.
 */
export function taxInvoiceSchema(m: TaxInvoiceMessages) {
  const text = (v: string) => v.trim() !== '';
  return z
    .object({ wantsTaxInvoice: z.boolean(), vatNumber: z.string(), companyName: z.string(), street: z.string(), building: z.string(), district: z.string(), city: z.string(), postalZone: z.string() })
    .superRefine((v, ctx) => {
      if (!v.wantsTaxInvoice) return;
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!SAUDI_VAT_NUMBER.test(v.vatNumber.trim())) issue('vatNumber', m.vatNumber);
      for (const f of ['companyName', 'street', 'district', 'city'] as const) if (!text(v[f])) issue(f, m.required);
      if (!/^[0-9]{4}$/.test(v.building.trim())) issue('building', m.building);
      if (!/^[0-9]{5}$/.test(v.postalZone.trim())) issue('postalZone', m.postalZone);
    });
}
