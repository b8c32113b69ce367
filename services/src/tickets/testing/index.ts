/** tickets's testing face: what other modules' specs and testing/ helpers use of tickets beyond its index.ts. */
export { signedTicketCode, ticketRefFor } from '../ticket-code.ts';
