'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useState } from 'react';
import { toast } from '../../lib/toasts';
import { Link } from '../../i18n/navigation';
import { ApiError, dayOfTour } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { clockOf, formatDate, formatTime, todayIso } from '../../lib/format';
import type { DepartureManifest } from '../../lib/types';
import { Button } from '../ui/Button';
import { PrintButton } from '../ui/PrintButton';

import { DeparturePicker, type Departure } from './DeparturePicker';
import { TableSection } from './StaffTable';
import styles from './staff.module.css';

type Line = DepartureManifest['lines'][number];

/** A departure's manifest: who is coming, how to reach them, where to pick them up, and who has checked in. */
export function Manifest() {
  const t = useTranslations('checkin');
  const locale = useLocale() as 'en' | 'ar';
  const [date, setDate] = useState(todayIso());
  const [departure, setDeparture] = useState<Departure | null>(null);
  const [marking, setMarking] = useState(false);
  const query = departure ? { experienceId: departure.experienceId, optionId: departure.optionId, date: departure.date, startTime: departure.startTime } : null;
  const { data, error, mutate } = useApi(query ? '/checkin/manifest' : null, { params: { query: query ?? { experienceId: '', optionId: '', date: '', startTime: '' } } }, { refreshInterval: 20_000 });
  const zone = data?.departure.timeZone ?? 'Asia/Riyadh';

  const markNoShows = async () => {
    if (!data || !window.confirm(t('markNoShowsConfirm'))) return;
    setMarking(true);
    try {
      const answer = await dayOfTour.markNoShows(data.departure);
      toast.success(answer.message[locale]);
      await mutate();
    } catch (err) {
      toast.error(err instanceof ApiError ? (err.problem?.detail ?? err.message) : t('loadError'));
    } finally {
      setMarking(false);
    }
  };

  const checkin = (l: Line) =>
    l.tickets.map((x) => (x.state === 'checkedIn' && x.at ? t('ticketState.checkedIn', { time: clockOf(x.at, zone, locale) }) : t(`ticketState.${x.state}`))).join(' · ');

  return (
    <div data-testid="manifest">
      <DeparturePicker date={date} onDate={setDate} value={departure} onChange={setDeparture} />
      {error && <p className="notice error">{t('loadError')}</p>}
      {!departure && <p className="no-print">{t('choose')}</p>}
      {data && (
        <section className={styles.section}>
          <h2>
            {data.validAllDay
              ? t('manifestForDay', { title: data.title[locale], option: data.optionTitle[locale], date: formatDate(data.departure.date, locale, { dateStyle: 'full' }), hours: `${formatTime(data.validAllDay.opens, locale)}–${formatTime(data.validAllDay.closes, locale)}` })
              : t('manifestFor', { title: data.title[locale], option: data.optionTitle[locale], date: formatDate(data.departure.date, locale, { dateStyle: 'full' }), time: formatTime(data.departure.startTime, locale) })}
          </h2>
          <p className={styles.totals} data-testid="manifest-totals">
            {t('totals', data.totals)}
          </p>
          <div className={`${styles.rowActions} no-print`}>
            <a className="btn btn-outlined" href={`/api/checkin/manifest${query}&format=csv&locale=en`} download data-testid="csv-en">
              {t('csvEn')}
            </a>
            <a className="btn btn-outlined" href={`/api/checkin/manifest${query}&format=csv&locale=ar`} download data-testid="csv-ar">
              {t('csvAr')}
            </a>
            <PrintButton label={t('print')} />
            {data.started && data.totals.notYet > 0 && (
              <Button kind="third" onClick={markNoShows} loading={marking} data-testid="mark-no-shows">
                {t('markNoShows')}
              </Button>
            )}
            <Link href="/ops/checkin" className="btn btn-third">
              {t('openScanner')}
            </Link>
          </div>
          {!data.started && <p className="small no-print" data-testid="no-shows-when">{t(data.validAllDay ? 'noShowsBeforeClosing' : 'noShowsBeforeStart')}</p>}
          <TableSection
            id="manifest-table"
            testId="manifest-table"
            caption={t('manifestTitle')}
            emptyText={t('noDepartures')}
            rows={data.lines}
            rowKey={(l) => `${l.orderId}-${l.itemId}`}
            rowData={(l) => ({ 'data-order': l.orderId, 'data-status': l.status })}
            columns={[
              [t('colGuest'), (l) => l.guest],
              [t('colOrder'), (l) => <bdi dir="ltr">{l.orderId}</bdi>],
              [t('colPhone'), (l) => <a href={`tel:${l.phone.replace(/\s/g, '')}`} dir="ltr">{l.phone}</a>],
              [t('colUnits'), (l) => t('participants', l.participants)],
              [t('colPickup'), (l) => (l.pickup ? `${l.pickup.name[locale]} · ${formatTime(l.pickup.time, locale)}` : '–')],
              [t('colExtras'), (l) => l.extras.map((x) => `${x.quantity} × ${x.title[locale]}`).join(', ') || '–'],
              [t('colNotes'), (l) => l.notes || '–'],
              [t('colStatus'), (l) => t(`status.${l.status}`)],
              [t('colCheckin'), (l) => <span data-testid="manifest-checkin">{l.status === 'confirmed' ? checkin(l) : '–'}</span>],
            ]}
          />
        </section>
      )}
    </div>
  );
}
