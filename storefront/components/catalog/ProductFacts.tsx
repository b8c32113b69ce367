import { getTranslations } from 'next-intl/server';
import { LOCALE_META, type AppLocale } from '../../i18n/routing';
import { formatTime } from '../../lib/format';
import type { ExperienceDetail } from '../../lib/types';
import { OptionFact } from './OptionFact';

/** HH:MM plus minutes, on a 24-hour clock (an activity may end after midnight). */
function addMinutes(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const t = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

/**
 * The facts a buyer plans around, in one place: duration, start and end times, opening hours, and whether pickup
 * and drop-off are included (all from the catalog; nothing shown that the experience does not have).
 */
export async function ProductFacts({ experience: e, locale, duration }: { experience: ExperienceDetail; locale: string; duration: string }) {
  const t = await getTranslations('product');
  const tag = LOCALE_META[(locale === 'ar' ? 'ar' : 'en') as AppLocale].tag;
  const list = (xs: string[]) => new Intl.ListFormat(tag, { type: 'conjunction' }).format(xs);
  // A day ticket (OPENING_HOURS) has no start time to plan around: it is valid all day, within the opening hours.
  const dayTicket = e.availabilityType === 'OPENING_HOURS';
  const starts = dayTicket ? [] : [...new Set(e.options.flatMap((o) => o.startTimes))].sort();
  // Start times within a day: "08:00–12:00"; multi-day activities end on another day, so no end time is shown.
  const sameDay = e.duration.totalMinutes > 0 && e.duration.totalMinutes < 1440;
  const times = starts.map((s) => (sameDay ? `${formatTime(s, locale)}–${formatTime(addMinutes(s, e.duration.totalMinutes), locale)}` : formatTime(s, locale)));
  // Included with every option: yes; with none: no; with some: which ones, until the booking panel chooses one (OptionFact).
  const withOptions = (included: (o: ExperienceDetail['options'][number]) => boolean) => {
    const some = e.options.filter(included);
    return some.length === 0 ? t('no') : some.length === e.options.length ? t('yes') : t('onlyWith', { options: list(some.map((o) => o.title)) });
  };
  const pickup = withOptions((o) => o.pickup.included);
  const dropOff = withOptions((o) => o.pickup.dropOffIncluded);
  const dayNames = t('dayNames').split(',');
  const hours = [...e.openingHours].sort((a, b) => a.day - b.day);
  return (
    <section aria-labelledby="facts" data-testid="product-facts">
      <h2 id="facts">{t('facts')}</h2>
      <dl className="facts">
        <dt>{t('duration')}</dt>
        <dd>{duration}</dd>
        {times.length > 0 && (
          <>
            <dt>{sameDay ? t('startEnd') : t('startTime')}</dt>
            <dd>
              <bdi>{list(times)}</bdi>
            </dd>
          </>
        )}
        {dayTicket && (
          <>
            <dt>{t('dayTicketValidity')}</dt>
            <dd data-testid="fact-day-ticket">{t('dayTicketText')}</dd>
          </>
        )}
        {hours.length > 0 && (
          <>
            <dt>{t('openingHours')}</dt>
            <dd>
              <ul className="plain">
                {hours.map((h) => (
                  <li key={`${h.day}-${h.opens}`}>
                    {dayNames[h.day] ?? h.day}: <bdi>{`${formatTime(h.opens, locale)}–${formatTime(h.closes, locale)}`}</bdi>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>{t('pickupIncluded')}</dt>
        <OptionFact experienceId={e.id} options={e.options.map((o) => ({ optionId: o.optionId, title: o.title, included: o.pickup.included }))} overall={pickup} testId="fact-pickup" />
        <dt>{t('dropOffIncluded')}</dt>
        <OptionFact experienceId={e.id} options={e.options.map((o) => ({ optionId: o.optionId, title: o.title, included: o.pickup.dropOffIncluded }))} overall={dropOff} testId="fact-dropoff" />
      </dl>
    </section>
  );
}
