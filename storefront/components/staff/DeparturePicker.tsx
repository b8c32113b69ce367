'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { formatTime } from '../../lib/format';
import type { DeparturesOnDate } from '../../lib/types';
import { useApi } from '../../lib/use-api';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './staff.module.css';

export type Departure = DeparturesOnDate['departures'][number];
export const departureId = (d: Pick<Departure, 'experienceId' | 'optionId' | 'date' | 'startTime'>) => [d.experienceId, d.optionId, d.date, d.startTime].join('|');

/** A date and one of its departures (the supplier's own for supplier staff), for the scanner and the manifest. */
export function DeparturePicker({ date, onDate, value, onChange, anyLabel }: { date: string; onDate: (d: string) => void; value: Departure | null; onChange: (d: Departure | null) => void; anyLabel?: string }) {
  const t = useTranslations('checkin');
  const locale = useLocale() as 'en' | 'ar';
  const hydrated = useHydrated();
  // A booking made a moment ago reaches the manifest read model within seconds: the list re-reads often.
  const { data, error } = useApi(date ? '/checkin/departures' : null, { params: { query: { date } } }, { refreshInterval: 15_000 });
  const departures = data?.departures ?? [];
  return (
    <div className={`${styles.filters} no-print`}>
      <label>
        {t('date')}
        <input type="date" value={date} onChange={(e) => onDate(e.target.value)} disabled={!hydrated} data-testid="checkin-date" />
      </label>
      <label>
        {t('departure')}
        <select
          value={value ? departureId(value) : ''}
          onChange={(e) => onChange(departures.find((d) => departureId(d) === e.target.value) ?? null)}
          disabled={!hydrated}
          data-testid="checkin-departure"
        >
          <option value="">{anyLabel ?? t('choose')}</option>
          {departures.map((d) => (
            <option key={`${d.supplierId}|${departureId(d)}`} value={departureId(d)}>
              {/* A day ticket's day has no start: its startTime is only the opening time. */}
              {t(d.validAllDay ? 'departureLabelAllDay' : 'departureLabel', { time: formatTime(d.startTime, locale), title: d.title[locale], option: d.optionTitle[locale], checkedIn: d.checkedIn, guests: d.guests })}
            </option>
          ))}
        </select>
      </label>
      {error ? <p className="notice error">{t('loadError')}</p> : data && departures.length === 0 ? <p className="small">{t('noDepartures')}</p> : null}
    </div>
  );
}
