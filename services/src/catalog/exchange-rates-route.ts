import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currencyCode, type CurrencyCode } from '@rihla/events/common';
import { EXCHANGE_RATES } from '../platform/config.ts';
import { documented } from '../platform/http/openapi.ts';
import { exchangeRate } from '../platform/money/exchange-rate.ts';

const CURRENCIES = currencyCode.options;

const exchangeRatesSchema = z.object({
  source: z.string(),
  asOf: z.string(),
  rounding: z.string(),
  /** rates[from][to]: units of `to` per unit of `from`, the figures carts convert with and checkout records. */
  rates: z.record(currencyCode, z.record(currencyCode, z.number())),
});

/**
 * GET /exchange-rates: the reference rates, so the storefront converts listing and product prices in the page with
 * the figures the cart will use, and the catalog pages themselves stay one cacheable document for every currency.
 */
export function registerExchangeRatesRoute(app: FastifyInstance): void {
  const body = {
    source: EXCHANGE_RATES.source,
    asOf: EXCHANGE_RATES.asOf,
    rounding: 'price in minor units × rate, rounded half up to a minor unit',
    rates: Object.fromEntries(CURRENCIES.map((from) => [from, Object.fromEntries(CURRENCIES.map((to) => [to, exchangeRate(from, to)]))])) as Record<CurrencyCode, Record<CurrencyCode, number>>,
  };
  app.get(
    '/exchange-rates',
    documented({ tags: ['catalog'], summary: 'The reference exchange rates carts convert with (fixed per booking at checkout)', response: { 200: exchangeRatesSchema } }),
    async (_req, reply) => {
      // Rates change only with a deploy: an hour in any cache is fine, and checkout records the one it charged.
      reply.header('cache-control', 'public, max-age=3600');
      return body;
    },
  );
}
