'use client';
import { MoneyText } from '../ui/MoneyText';
import { useLocale, useTranslations } from '#i18n/hooks';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import type { BookingStatus } from '../../lib/types';
import { LineAddOns } from '../cart/LineAddOns';
import { LineWhen } from './LineWhen';

type Line = BookingStatus['lines'][number];

/**
 * A booking's lines as the buyer follows them (result screen, booking link): what and when with its add-ons, its
 * state and amount; `more` adds to a line's amount column.
 */
export function BookingLines({ lines, testId, more }: { lines: Line[]; testId?: string; more?: (line: Line) => ReactNode }) {
  const t = useTranslations('result');
  const locale = useLocale() as 'en' | 'ar';
  return (
    <ul className="plain status-list">
      {lines.map((l) => (
        <li key={l.itemId} className="line-item" data-testid={testId && `${testId}-line`}>
          <span>
            <strong>{l.title[locale]}</strong>
            <br />
            <span className="small">
              {formatDate(l.date, locale)} · <LineWhen startTime={l.startTime} validAllDay={l.validAllDay} />
            </span>
            <LineAddOns pickup={l.pickup} extras={l.extras} />
          </span>
          <span>
            <span className="pill" data-testid={testId && `${testId}-status`}>
              {t.has(`status_${l.status}`) ? t(`status_${l.status}`) : l.status}
            </span>
            <br />
            <span className="small"><MoneyText money={l.amounts.total} locale={locale} /></span>
            {more?.(l)}
          </span>
        </li>
      ))}
    </ul>
  );
}
