'use client';
import { useTranslations } from '#i18n/hooks';
import { useChosenOption } from '../../lib/chosen-option';

export interface OptionInclusion {
  optionId: string;
  title: string;
  included: boolean;
}

/**
 * "Pickup included" (or drop-off) in Good to know: for every option before one is chosen (`overall`, from the
 * server), then for the option the booking panel has chosen.
 */
export function OptionFact({ experienceId, options, overall, testId }: { experienceId: string; options: OptionInclusion[]; overall: string; testId: string }) {
  const t = useTranslations('product');
  const chosenId = useChosenOption(experienceId);
  const chosen = options.find((o) => o.optionId === chosenId);
  return <dd data-testid={testId}>{chosen ? t(chosen.included ? 'includedWith' : 'notIncludedWith', { option: chosen.title }) : overall}</dd>;
}
