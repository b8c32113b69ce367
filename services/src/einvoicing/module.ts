import type { ModuleDefinition } from '../main/module-context.ts';

/**
 * ZATCA Phase 2 e-invoicing: signed UBL 2.1 invoices, credit and debit notes, chained per EGS unit (ICV + PIH),
 * with their QR; reported or cleared through ZATCA's API. See docs/einvoicing.md.
 */
export const einvoicingModule: ModuleDefinition = {
  name: 'einvoicing',
};
