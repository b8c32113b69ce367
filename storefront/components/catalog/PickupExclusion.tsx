'use client';
import { useTranslations } from '#i18n/hooks';
import { useChosenOption } from '../../lib/chosen-option';
import type { OptionInclusion } from './OptionFact';

/**
 * The pickup line of "Not included": none when the chosen option includes pickup; otherwise "Pickup", with the
 * options that do include it while none is chosen. Nothing when every option includes it.
 */
export function PickupExclusion({ experienceId, options, localeTag }: { experienceId: string; options: OptionInclusion[]; localeTag: string }) {
  const t = useTranslations('product');
  const chosenId = useChosenOption(experienceId);
  const chosen = options.find((o) => o.optionId === chosenId);
  const withIt = options.filter((o) => o.included);
  if (chosen?.included || withIt.length === options.length) return null;
  return <li data-testid="excluded-pickup">{chosen || withIt.length === 0 ? t('pickupExcluded') : t('pickupExcludedExcept', { options: new Intl.ListFormat(localeTag, { type: 'conjunction' }).format(withIt.map((o) => o.title)) })}</li>;
}
