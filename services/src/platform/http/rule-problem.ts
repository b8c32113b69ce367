import { RuleError } from '../rule-error.ts';
import { RULE_PROBLEMS, type RuleCode } from '../rule-problems.ts';
import { HttpProblem } from './problem.ts';

/** A refusal as the problem+json the api answers: the table's status and title, the code, its details, both languages. */
export function ruleProblem(err: RuleError<RuleCode>): HttpProblem {
  const { status, title } = RULE_PROBLEMS[err.code];
  return new HttpProblem(status, title, err.localized ?? err.message, { code: err.code, ...err.details });
}

/** `err` as a problem when it is a refusal; anything else as it is. */
export const asRuleProblem = (err: unknown): unknown => (err instanceof RuleError ? ruleProblem(err) : err);
