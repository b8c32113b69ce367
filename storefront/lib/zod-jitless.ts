import { z } from 'zod';

// zod compiles object parsers with Function() unless told not to; the pages' CSP has no 'unsafe-eval', so the probe
// alone would log a CSP violation in every browser console. Imported before any schema exists (lib/form-rules.ts
// imports it first, before the events/ schemas).
z.config({ jitless: true });
