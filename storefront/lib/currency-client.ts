'use client';
import { useEffect, useState } from 'react';
import { CURRENCIES, type Currency } from '../config/site';
import type { ExchangeRates } from './convert-money';
import { useGet } from './use-loaded';

/** Spec: the visitor's currency is stored under the key `currency`. */
export const CURRENCY_KEY = 'currency';
const CHANGED = 'rihla:currency';

/**
 * The currency the visitor chose with the selector, or null when they never did (prices then stay in their own
 * currency, and a cart is charged in its first item's). Read after hydration: the server renders the same page for
 * every visitor, so catalog pages stay cacheable and only this small client state differs.
 */
export function useChosenCurrency(): Currency | null {
  const [chosen, setChosen] = useState<Currency | null>(null);
  useEffect(() => {
    // A stored value the api does not price in (an old or edited entry) counts as no choice.
    const read = () => setChosen(CURRENCIES.find((c) => c === localStorage.getItem(CURRENCY_KEY)) ?? null);
    read();
    window.addEventListener(CHANGED, read);
    return () => window.removeEventListener(CHANGED, read);
  }, []);
  return chosen;
}

export function chooseCurrency(currency: string): void {
  localStorage.setItem(CURRENCY_KEY, currency);
  window.dispatchEvent(new Event(CHANGED));
}

/** The api's reference rates (cacheable for an hour), fetched only once a price needs converting. */
export function useExchangeRates(needed: boolean): ExchangeRates | undefined {
  const { data } = useGet(needed ? '/exchange-rates' : null, undefined, { keepMs: 3_600_000 });
  return data?.rates;
}
