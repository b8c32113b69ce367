/** einvoicing's public face: what other modules and main/ import from einvoicing (main/ also its module.ts); the rest is inside. */
export { einvoiceTaxDetails } from './tax-details-of.ts';
