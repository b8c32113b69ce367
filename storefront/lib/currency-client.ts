'use client';
import { useSyncExternalStore } from 'react';
import { CURRENCIES, type Currency } from '../config/site';
import type { ExchangeRates } from './convert-money';
import { useGet } from './use-loaded';

/** Spec: the visitor's currency is stored under the key `currency`. */
export const CURRENCY_KEY = 'currency';
const CHANGED = 'rihla:currency';

/** A stored value the api does not price in (an old or edited entry) counts as no choice. */
const storedChoice = (): Currency | null => CURRENCIES.find((c) => c === localStorage.getItem(CURRENCY_KEY)) ?? null;
const onChoice = (changed: () => void) => {
  window.addEventListener(CHANGED, changed);
  return () => window.removeEventListener(CHANGED, changed);
};

/**
 * The currency the visitor chose with the selector, or null when they never did (prices then stay in their own
 * currency, and a cart is charged in its first item's). Hydration renders the server's page (no choice: catalog pages
 * stay cacheable, the same for every visitor) and then the choice; a price mounted later (a filtered list, the next
 * page of cards) shows the chosen currency from its first frame.
 */
export function useChosenCurrency(): Currency | null {
  return useSyncExternalStore(onChoice, storedChoice, () => null);
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
