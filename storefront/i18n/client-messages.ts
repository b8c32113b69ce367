/**
 * Which message namespaces reach the browser. Server components read every message (getTranslations); client
 * components read only what a NextIntlClientProvider hands them, and whatever it hands them travels in every page's
 * flight data (all of en.json is 52 KB, ar.json 72 KB). So the locale layout passes `shell` (what the header, footer,
 * toasts and error page read), and each section's layout passes its own group through <ClientMessages> (a nested
 * provider replaces the outer one's messages for the page below it). tests/unit/client-messages.unit.spec.ts reads
 * the client files each page imports and fails when a namespace they use is not in the group that page gets.
 */
export const CLIENT_MESSAGE_GROUPS = {
  shell: ['chat', 'checkout', 'common', 'enquiry', 'errors', 'feedback', 'nav', 'partner', 'toast'],
  home: ['common', 'home'],
  listing: ['common', 'listing'],
  product: ['common', 'enquiry', 'product', 'reviews', 'toast'],
  /** The list, sign-in and checkout pages share components/layout/RoutePages, which reaches the result screens. */
  journey: ['auth', 'cart', 'checkout', 'common', 'enquiry', 'listing', 'product', 'result', 'tickets'],
  account: ['auth', 'bookingLink', 'cart', 'checkout', 'common', 'einvoices', 'enquiry', 'invoiceCancel', 'invoices', 'product', 'result', 'tickets'],
  cart: ['cart', 'common', 'product', 'toast'],
  contact: ['checkout', 'enquiry', 'pages', 'toast'],
  finance: ['einvoices', 'finance', 'ops'],
  findBooking: ['enquiry', 'findBooking'],
  ops: ['checkin', 'ops', 'tickets'],
  tickets: ['product'],
} as const satisfies Record<string, readonly string[]>;

export type ClientMessageGroup = keyof typeof CLIENT_MESSAGE_GROUPS;

/** The messages of a group's namespaces only. */
export function pickClientMessages(messages: Record<string, unknown>, group: ClientMessageGroup): Record<string, unknown> {
  return Object.fromEntries(CLIENT_MESSAGE_GROUPS[group].filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
