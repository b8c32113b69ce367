import type { LocalizedText } from '@rihla/events/common';
import type { RuleCode } from './rule-problems.ts';

/**
 * A command a decider's rules refuse: `code` names the rule, the message says why. The api answers it with the status
 * and title `RULE_PROBLEMS` gives its code (platform/rule-problems.ts), so a route lets it through unless it wants to
 * answer otherwise. Each module declares its own subclass and codes, so a caller catches one module's refusals only.
 */
export class RuleError<Code extends RuleCode> extends Error {
  /** The sentence in both languages when a person reads it; null for a developer-facing English one. */
  readonly localized: LocalizedText | null;
  /** Extra problem fields a client can use (e.g. { capacity }). */
  readonly details: Record<string, unknown>;
  constructor(
    readonly code: Code,
    message: string | LocalizedText,
    details: Record<string, unknown> = {},
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.localized = typeof message === 'string' ? null : message;
    this.details = details;
  }
}
