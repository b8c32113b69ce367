import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { clockOf, formatDate, formatTime } from '../../lib/format';
import type { BookingTickets } from '../../lib/types';

import { LineWhen } from '../booking/LineWhen';
import styles from './tickets.module.css';

type Item = BookingTickets['items'][number];
type Ticket = Item['tickets'][number];

/** One ticket: a printable card with its QR code (drawn here, on the server, as SVG), the trip and its check-in state. */
export async function TicketCard({ item, ticket, orderId, locale }: { item: Item; ticket: Ticket; orderId: string; locale: 'en' | 'ar' }) {
  const t = await getTranslations('tickets');
  const svg = ticket.code ? await QRCode.toString(ticket.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null;
  const state =
    item.status === 'cancelled'
      ? t('state.cancelled')
      : item.status === 'onRequest'
        ? t('state.onRequest')
        : ticket.state === 'checkedIn' && ticket.at
          ? t('state.checkedIn', { time: clockOf(ticket.at, item.departure.timeZone, locale) })
          : t(`state.${ticket.state}`);
  return (
    <article className={styles.ticket} data-testid="ticket" data-ref={ticket.ticketRef} data-state={item.status === 'confirmed' ? ticket.state : item.status}>
      <header>
        <p className="small">{t('order', { orderId })}</p>
        <h2>{item.title[locale]}</h2>
        <p>{item.optionTitle[locale]}</p>
      </header>
      {svg ? (
        <div className={styles.qr} role="img" aria-label={t('qrAlt', { ref: ticket.ticketRef })} data-testid="ticket-qr" dangerouslySetInnerHTML={{ __html: svg }} />
      ) : null}
      <p className={styles.ref}>
        {t('reference')}: <bdi dir="ltr">{ticket.ticketRef}</bdi>
      </p>
      <p className={styles.state} data-testid="ticket-state">
        {state}
      </p>
      <dl className={styles.facts}>
        <dt>{t('ticketOf', { number: ticket.number, of: ticket.of })}</dt>
        <dd>{t(`unit.${ticket.unit}`)}</dd>
        <dt>{formatDate(item.departure.date, locale, { dateStyle: 'full' })}</dt>
        <dd>
          <LineWhen startTime={item.departure.startTime} validAllDay={item.validAllDay} />
        </dd>
        <dt>{t('meetingPoint', { location: item.location[locale] })}</dt>
        <dd>{item.pickup ? t('pickup', { name: item.pickup.name[locale], time: formatTime(item.pickup.time, locale) }) : null}</dd>
      </dl>
    </article>
  );
}
