'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { chooseOption } from '../../lib/chosen-option';
import { toast } from '../../lib/toasts';
import { useRouter } from '../../i18n/navigation';
import { ApiError, apiLocale } from '../../lib/api-core';
import { useGet } from '../../lib/use-loaded';
import { addToCart } from '../../lib/cart-actions';
import { cartChanged, unwrap } from '../../lib/cart-client';
import { CURRENCY_KEY } from '../../lib/currency-client';
import { addDaysIso, formatDate, formatTime, todayIso } from '../../lib/format';
import type { ExperienceDetail } from '../../lib/types';
import { Price } from '../catalog/Price';
import { Button } from '../ui/Button';
import { LineWhen } from './LineWhen';

type Unit = 'adult' | 'child' | 'infant';

/** Availability by date, option, start time, participants (capacity message), extras and pickup; then add to cart. */
export function BookingPanel({ experience }: { experience: ExperienceDetail }) {
  const t = useTranslations('product');
  const tc = useTranslations('toast');
  const locale = useLocale();
  const router = useRouter();
  const [date, setDate] = useState('');
  const dateInput = useRef<HTMLInputElement>(null);
  // A date picked while the page was still loading (before React took over the input) is in the DOM only: adopt it.
  useEffect(() => {
    const typed = dateInput.current?.value;
    if (typed) setDate((current) => current || typed);
  }, []);
  const [optionId, setOptionId] = useState<string | null>(null);
  const [startTime, setStartTime] = useState<string | null>(null);
  const [people, setPeople] = useState<Record<Unit, number>>({ adult: 1, child: 0, infant: 0 });
  const [items, setItems] = useState(1);
  const [extras, setExtras] = useState<Record<string, boolean>>({});
  const [pickup, setPickup] = useState('');
  const [adding, setAdding] = useState(false);
  const [limitHit, setLimitHit] = useState(false);

  // A typed date outside the calendar's range is answered here; the api would refuse it anyway.
  const dateOutOfRange = !!date && (date < todayIso() || date > addDaysIso(todayIso(), 365));
  const {
    data: availability,
    isLoading,
    error: availabilityError,
    reload: recheck,
  } = useGet(date && !dateOutOfRange ? '/experiences/{id}/availability' : null, { params: { path: { id: experience.id }, query: { date, locale: apiLocale(locale) } } }, { refreshMs: 30_000 });
  const options = availability?.options ?? [];
  const option = options.find((o) => o.optionId === optionId) ?? (options.length === 1 ? options[0] : undefined);
  const detailOption = experience.options.find((o) => o.optionId === option?.optionId);
  // The rest of the product page (Good to know, Not included) speaks of the option chosen here.
  useEffect(() => chooseOption(experience.id, option?.optionId ?? null), [experience.id, option?.optionId]);
  // A day ticket's date has one all-day departure, chosen with the date.
  const dayTicket = option?.slots.some((s) => s.allDay) ?? false;
  const slot = option?.slots.find((s) => s.startTime === startTime) ?? (option?.slots.filter((s) => s.status === 'available').length === 1 ? option.slots.find((s) => s.status === 'available') : undefined);
  // The api takes at most 99 travellers of one kind per item.
  const capacity = Math.max(0, Math.min(option?.capacityPerSlot ?? 0, slot?.remaining ?? option?.capacityPerSlot ?? 0, 99));
  const perPerson = option?.pricing.mode === 'perPerson' ? option.pricing : null;
  const seats = perPerson ? people.adult + people.child + people.infant : items;
  // A per-item product (a boat, a car) counts items, each for up to this many people: never seats or travellers.
  const perItemPeople = option?.pricing.mode === 'perItem' ? option.pricing.maxPeoplePerItem : null;

  const total = useMemo(() => {
    if (!option) return null;
    let amount = 0;
    if (option.pricing.mode === 'perPerson') for (const u of option.pricing.units) amount += u.amount * people[u.unit];
    else amount = option.pricing.amount * items;
    for (const x of experience.extras) if (extras[x.extraId]) amount += x.amount * (x.per === 'person' ? seats : 1);
    return { amount, currency: option.pricing.currency };
  }, [option, people, items, extras, experience.extras, seats]);

  const bump = (unit: Unit | 'items', delta: number) => {
    if (delta > 0 && seats >= capacity) {
      setLimitHit(true);
      return;
    }
    setLimitHit(false);
    if (unit === 'items') setItems((n) => Math.max(1, n + delta));
    else setPeople((p) => ({ ...p, [unit]: Math.max(unit === 'adult' ? 0 : 0, p[unit] + delta) }));
  };

  const add = async () => {
    if (!option || !slot) return;
    setAdding(true);
    try {
      const chosenExtras = experience.extras.filter((x) => extras[x.extraId]).map((x) => ({ extraId: x.extraId, quantity: x.per === 'person' ? seats : 1 }));
      const item = {
        experienceId: experience.id,
        optionId: option.optionId,
        date,
        startTime: slot.startTime,
        ...(perPerson ? { participants: Object.fromEntries(Object.entries(people).filter(([, n]) => n > 0)) } : { quantity: items }),
        ...(chosenExtras.length ? { extras: chosenExtras } : {}),
        ...(pickup ? { pickup: { pointId: pickup } } : {}),
      };
      // The cart is the cookie's (opened on the server in the visitor's chosen currency when there is none yet).
      const added = unwrap(await addToCart(item, locale, localStorage.getItem(CURRENCY_KEY)));
      // The header's count and every other reader of the cart on the page get the new one now.
      await cartChanged(added.cart);
      toast.success(tc('added'));
      router.push('/cart');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : tc('error'));
    } finally {
      setAdding(false);
    }
  };

  return (
    <aside className="booking-panel" aria-labelledby="check-availability">
      <h2 id="check-availability">{t('checkAvailability')}</h2>
      {/* A price before any date is chosen: the lowest the catalog has for this experience. */}
      <p className="price-line" data-testid="from-price">
        <span className="price">{t.rich('fromPrice', { price: () => <Price money={experience.fromPrice} /> })}</span>{' '}
        <span className="small">{experience.fromPrice.per === 'person' ? t('perPersonShort') : t('perItemShort')}</span>
      </p>
      <div className="field">
        <label htmlFor="date">{t('date')}</label>
        <input
          id="date"
          ref={dateInput}
          type="date"
          min={todayIso()}
          max={addDaysIso(todayIso(), 365)}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setOptionId(null);
            setStartTime(null);
          }}
        />
      </div>
      {/* The native field writes the date in the browser's own format; say it in the page's language as well. */}
      {date && !dateOutOfRange && (
        <p className="small" data-testid="chosen-date">
          {formatDate(date, locale, { dateStyle: 'full' })}
        </p>
      )}
      {!date && <p className="small">{t('chooseDate')}</p>}
      {isLoading && <p className="small">…</p>}
      {dateOutOfRange && (
        <p className="notice" role="alert" data-testid="date-out-of-range">
          {t('dateOutOfRange')}
        </p>
      )}
      {!dateOutOfRange && availabilityError && !availability && (
        <div className="notice" role="alert" data-testid="availability-failed">
          <p>{t('availabilityFailed')}</p>
          <Button kind="outlined" onClick={recheck}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {availability && options.length === 0 && (
        <p className="notice" role="status" data-testid="no-option">
          {t('noOption')}
        </p>
      )}
      {options.length > 0 && (
        <fieldset>
          <legend>{t('option')}</legend>
          {options.map((o) => (
            <label key={o.optionId} className="choice">
              <input
                type="radio"
                name="option"
                value={o.optionId}
                checked={option?.optionId === o.optionId}
                onChange={() => {
                  setOptionId(o.optionId);
                  setStartTime(null);
                }}
              />
              <span>{o.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      {option && dayTicket && (
        // A day ticket (OPENING_HOURS): one departure, the day itself; no time to choose.
        <fieldset data-testid="day-ticket">
          <legend>{t('dayTicket')}</legend>
          {option.slots.map((s) => (
            <p key={s.startTime}>
              {s.openingHours ? <LineWhen startTime={s.startTime} validAllDay={s.openingHours} /> : null}{' '}
              <span className="small">{s.status === 'available' ? t('remainingTickets', { count: s.remaining }) : s.status === 'soldOut' ? t('soldOut') : t('started')}</span>
            </p>
          ))}
        </fieldset>
      )}
      {option && !dayTicket && (
        <fieldset>
          <legend>{t('startTime')}</legend>
          <div className="slots">
            {option.slots.map((s) => (
              <label key={s.startTime}>
                <input type="radio" name="slot" value={s.startTime} disabled={s.status !== 'available'} checked={slot?.startTime === s.startTime} onChange={() => setStartTime(s.startTime)} />
                <span>
                  {formatTime(s.startTime, locale)}{' '}
                  <span className="small">{s.status === 'available' ? (perItemPeople === null ? t('remaining', { count: s.remaining }) : t('remainingItems', { count: s.remaining, people: perItemPeople })) : s.status === 'soldOut' ? t('soldOut') : t('started')}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {option && slot && (
        <fieldset>
          <legend>{t('participants')}</legend>
          {perPerson ? (
            perPerson.units.map((u) => (
              <div className="stepper" key={u.unit}>
                <span>
                  {u.name} <span className="small"><Price money={{ amount: u.amount, currency: perPerson.currency }} /></span>
                </span>
                <span style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
                  <Button kind="icon" aria-label={t('decrease', { unit: u.name })} onClick={() => bump(u.unit, -1)} disabled={people[u.unit] === 0}>
                    −
                  </Button>
                  <output aria-live="polite" data-testid={`count-${u.unit}`}>
                    {people[u.unit]}
                  </output>
                  <Button kind="icon" aria-label={t('increase', { unit: u.name })} onClick={() => bump(u.unit, 1)}>
                    +
                  </Button>
                </span>
              </div>
            ))
          ) : (
            <div className="stepper">
              <span>{t('items')}</span>
              <span style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
                <Button kind="icon" aria-label={t('decrease', { unit: t('items') })} onClick={() => bump('items', -1)} disabled={items <= 1}>
                  −
                </Button>
                <output aria-live="polite">{items}</output>
                <Button kind="icon" aria-label={t('increase', { unit: t('items') })} onClick={() => bump('items', 1)}>
                  +
                </Button>
              </span>
            </div>
          )}
          {(limitHit || seats >= capacity) && (
            <p className="notice" role="status" data-testid="capacity-message">
              {perItemPeople === null ? t('capacity', { capacity }) : t('capacityItems', { capacity, people: perItemPeople })}
            </p>
          )}
        </fieldset>
      )}
      {option && slot && experience.extras.length > 0 && (
        <fieldset>
          <legend>{t('extras')}</legend>
          {experience.extras.map((x) => (
            <label key={x.extraId} className="choice">
              <input type="checkbox" checked={!!extras[x.extraId]} onChange={(e) => setExtras((p) => ({ ...p, [x.extraId]: e.target.checked }))} />
              <span>
                {x.title} <span className="small">+<Price money={{ amount: x.amount, currency: x.currency }} /></span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {option && slot && detailOption && detailOption.pickup.points.length > 0 && (
        <div className="field">
          <label htmlFor="pickup">{t('pickup')}</label>
          <select id="pickup" value={pickup} onChange={(e) => setPickup(e.target.value)}>
            <option value="">{t('noPickup')}</option>
            {detailOption.pickup.points.map((p) => {
              const [h, m] = slot.startTime.split(':').map(Number);
              const mins = (h ?? 0) * 60 + (m ?? 0) - p.minutesBeforeStart;
              const time = `${String(Math.floor(((mins + 1440) % 1440) / 60)).padStart(2, '0')}:${String(((mins % 60) + 60) % 60).padStart(2, '0')}`;
              return (
                <option key={p.pointId} value={p.pointId}>
                  {p.name} · {t('pickupTime', { time: formatTime(time, locale) })}
                </option>
              );
            })}
          </select>
        </div>
      )}
      {/* On a wide screen the panel scrolls within the screen and this stays at its foot: total and button in view. */}
      <div className="panel-action">
        {total && slot && (
          <p className="price-line">
            <span>{t('total')}</span>
            <span className="price" data-testid="panel-total">
              <Price money={total} />
            </span>
          </p>
        )}
        <Button className="full" onClick={add} loading={adding} disabled={!option || !slot || seats === 0 || seats > capacity}>
          {t('addToCart')}
        </Button>
      </div>
    </aside>
  );
}
