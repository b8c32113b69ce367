import type { FastifyInstance } from 'fastify';
import type { Notifier } from '../notifications/index.ts';
import type { PaymentProvider, WebhookReceipts } from '../payments/index.ts';
import type { SupplierGateway } from './saga/supplier-gateway.ts';
import type { SupplierKeyCheck } from '../platform/http/authorize.ts';
import type { Clock } from './clock.ts';
import type { InvoiceTaxDetails, InvoiceTicket } from './invoices/render-invoice-pdf.ts';
import type { SagaDeps, SagaSettings } from './saga/saga-deps.ts';

/**
 * The outside-world adapters the booking engine calls, as every process's `services` (platform/module.ts): main/
 * builds them from configuration (main/booking-services.ts), tests build them from fakes and sandboxes.
 */
/** The seller's VAT registration and a booking's e-invoices for its PDF invoice (einvoicing implements it). */
export type TaxDetailsPort = (bookingId: string, locale: 'en' | 'ar') => Promise<InvoiceTaxDetails | undefined>;

/** A booking's working tickets for its PDF invoice (a page each, with its QR; tickets implements it). */
export type TicketsPort = (bookingId: string) => Promise<InvoiceTicket[]>;

/** A booking's working tickets for its confirmation e-mail, from its items (tickets implements it). */
export type TicketCodesPort = NonNullable<SagaDeps['ticketsOf']>;

export interface BookingServices<Provider extends PaymentProvider = PaymentProvider> {
  clock: Clock;
  provider: Provider;
  /** Which provider webhooks were already handled: the merchant's store, whichever provider sends them. */
  webhookReceipts: WebhookReceipts;
  /** Pages the api serves for the provider (the sandbox's hosted card page). */
  paymentPages?: (app: FastifyInstance) => void;
  notifier: Notifier;
  suppliers: SupplierGateway;
  supplierKeys: SupplierKeyCheck;
  /** None: the PDF invoice goes without tax details. */
  taxDetailsOf?: TaxDetailsPort;
  /** None: the PDF invoice goes without tickets. */
  ticketsOf?: TicketsPort;
  /** None: the confirmation e-mail goes without tickets. */
  ticketCodes?: TicketCodesPort;
  settings: SagaSettings & { processingBudgetMs: number; workerConcurrency: number };
  close(): Promise<void>;
}
