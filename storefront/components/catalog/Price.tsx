'use client';
import { MoneyText } from '../ui/MoneyText';
import { useLocale, useTranslations } from '#i18n/hooks';
import { convertMoney } from '../../lib/convert-money';
import { useChosenCurrency, useExchangeRates } from '../../lib/currency-client';
import { formatMoney } from '../../lib/format';
import type { Money } from '../../lib/types';

/**
 * A catalog price in the visitor's chosen currency. The server renders it in its own currency (one cacheable page for
 * everyone); after hydration it is converted here at the api's reference rates and marked approximate, because the
 * rate is fixed only when the visitor books.
 */
export function Price({ money }: { money: Money }) {
  const locale = useLocale();
  const t = useTranslations('common');
  const chosen = useChosenCurrency();
  const foreign = chosen !== null && chosen !== money.currency;
  const rates = useExchangeRates(foreign);
  const converted = foreign && rates ? convertMoney(money, chosen, rates) : null;
  const listed = formatMoney(money, locale);
  if (!converted) {
    return (
      <span data-testid="price" data-currency={money.currency}>
        <MoneyText money={money} locale={locale} />
      </span>
    );
  }
  return (
    <span data-testid="price" data-currency={converted.currency} data-approximate="true" title={t('approxTitle', { price: listed })}>
      <span aria-hidden="true">≈ </span>
      <span className="visually-hidden">{t('approximately')} </span>
      <MoneyText money={converted} locale={locale} />
    </span>
  );
}
