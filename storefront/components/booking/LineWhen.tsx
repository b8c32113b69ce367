'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { formatTime } from '../../lib/format';

/**
 * When a booked line is for: its start time, or for a day ticket (OPENING_HOURS) "Valid all day, open 10:00–22:00",
 * the venue's hours that date. The hours are isolated from the sentence (bdi), as on the product facts.
 */
export function LineWhen({ startTime, validAllDay }: { startTime: string; validAllDay?: { opens: string; closes: string } | null | undefined }) {
  const t = useTranslations('product');
  const locale = useLocale();
  if (!validAllDay) return <>{formatTime(startTime, locale)}</>;
  return (
    <span data-testid="valid-all-day">
      {t.rich('validAllDay', { hours: () => <bdi>{`${formatTime(validAllDay.opens, locale)}–${formatTime(validAllDay.closes, locale)}`}</bdi> })}
    </span>
  );
}
