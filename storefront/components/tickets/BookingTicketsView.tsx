import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ApiError, dayOfTour } from '../../lib/api';
import type { BookingTickets } from '../../lib/types';
import { PrintButton } from '../ui/PrintButton';
import { TicketCard } from './TicketCard';
import styles from './tickets.module.css';

/** A booking's tickets, one card each, printable one per page; read with the visitor's own cookies (owner, staff or guest link). */
export async function BookingTicketsView({ bookingId, locale }: { bookingId: string; locale: 'en' | 'ar' }) {
  const t = await getTranslations('tickets');
  let data: BookingTickets;
  try {
    data = await dayOfTour.tickets(bookingId, (await cookies()).toString() || undefined);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 401 || err.status === 400)) {
      return (
        <p className="notice error" role="alert" data-testid="tickets-not-found">
          {t('notFound')}
        </p>
      );
    }
    throw err;
  }
  const cards = data.items.flatMap((item) => item.tickets.map((ticket) => ({ item, ticket })));
  return (
    <>
      <p className="small no-print">{t('intro')}</p>
      {cards.length > 0 && <PrintButton label={t('print')} testId="print-tickets" />}
      {cards.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <div className={styles.list}>
          {cards.map(({ item, ticket }) => (
            <TicketCard key={ticket.ticketRef} item={item} ticket={ticket} orderId={data.orderId} locale={locale} />
          ))}
        </div>
      )}
    </>
  );
}
