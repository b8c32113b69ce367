import { moneyParts } from '../../lib/format';
import type { Money } from '../../lib/types';

/**
 * An amount as the locale writes it (`117.33 US$` in Arabic, `$117.33` in English), isolated from the text around
 * it; the currency symbol is its own left-to-right unit, so a symbol like `US$` is never split (`$US`) by the
 * right-to-left text it sits in. Its text is exactly formatMoney's.
 */
export function MoneyText({ money, locale }: { money: Money; locale: string }) {
  return (
    <bdi className="money">
      {moneyParts(money, locale).map((p, i) =>
        p.type === 'currency' ? (
          <bdi key={i} dir="ltr">
            {p.value}
          </bdi>
        ) : (
          p.value
        ),
      )}
    </bdi>
  );
}
