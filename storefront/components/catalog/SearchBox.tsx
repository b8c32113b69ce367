'use client';
import { useTranslations } from '#i18n/hooks';
import { useState } from 'react';
import { useRouter } from '../../i18n/navigation';
import { todayIso } from '../../lib/format';

/** Home search: destination ('Where to?') and date ('When?' / 'Select Date'). */
export function SearchBox({ initialText = '', initialDate = '' }: { initialText?: string; initialDate?: string }) {
  const t = useTranslations('home');
  const router = useRouter();
  const [text, setText] = useState(initialText);
  const [date, setDate] = useState(initialDate);
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        if (!q && !date) return;
        router.push({ pathname: `/search/${encodeURIComponent(q || '*')}`, query: date ? { date } : {} });
      }}
    >
      <div className="field">
        <label htmlFor="where">{t('whereTo')}</label>
        <input id="where" name="where" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('whereTo')} autoComplete="off" />
      </div>
      <div className="field">
        <label htmlFor="when">{t('when')}</label>
        <input id="when" name="when" type="date" value={date} min={todayIso()} onChange={(e) => setDate(e.target.value)} aria-describedby="when-hint" />
        <span id="when-hint" className="small">
          {t('selectDate')}
        </span>
      </div>
      <button type="submit" className="btn btn-primary">
        {t('search')}
      </button>
    </form>
  );
}
