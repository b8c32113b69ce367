import { localizedText, money } from '@rihla/events/common';

/**
 * Shapes many answers share, named once for the OpenAPI document (components.schemas): a name may be registered only
 * once, so every answer schema takes them from here.
 */
export const moneyShape = money.meta({ id: 'Money' });
export const localizedTextShape = localizedText.meta({ id: 'LocalizedText' });
