/**
 * A command a decider's rules refuse: `code` names the rule (routes map it to an HTTP status), the message says why.
 * Each module declares its own subclass and codes, so a route catches its own module's refusals and nothing else.
 */
export class RuleError<Code extends string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
  }
}
