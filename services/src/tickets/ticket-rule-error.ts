import type { ScanRefusalCode } from '@rihla/events/tickets';
import { RuleError } from '../platform/rule-error.ts';

export type TicketRuleCode = Exclude<ScanRefusalCode, 'unreadable' | 'forged' | 'unknown'> | 'beforeStart';

/** A ticket rule refused a scan or a no-show mark; the scan answer words it in both languages (scan-messages.ts). */
export class TicketRuleError extends RuleError<TicketRuleCode> {
  override readonly name = 'TicketRuleError';
}
