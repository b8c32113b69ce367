import type { SaleBuyer } from '@rihla/events/booking';

/** The buyer's phone as read models show it (`+966 501234567`); empty for a reseller's customer who gave none. */
export const buyerPhoneText = (phone: SaleBuyer['phone']): string => (phone ? `${phone.countryCode} ${phone.number}` : '');
