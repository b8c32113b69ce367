/** What a read route is about to show; accounts decide who may see it. */
export type ReadAccess =
  /** customerId null: a guest's booking; the owner is read from the invoice read model (null too while it is unknown). */
  | { kind: 'bookingStatus'; bookingId: string; customerId: string | null; buyerEmail: string }
  | { kind: 'customerInvoices'; customerId: string }
  | { kind: 'invoice'; bookingId: string; customerId: string | null; buyerEmail: string }
  | { kind: 'opsQueues' }
  | { kind: 'financeRefunds' };
