/**
 * What a rule reports when a selection would be refused. `code` names the API error code the rule
 * prevents (doc 1 "Known error codes"), or null for a check the API has no code for (a blank field,
 * a seat count that does not match the ticket count).
 */
export interface RuleProblem {
  code: number | null;
  /** A buyer-facing sentence, already localized through msg(). */
  message: string;
  /** The price type the problem is about, when it is about one. */
  priceTypeId?: string;
  /** The form field the problem is about (attendee, lead customer, pickup entry). */
  field?: string;
}

/** Thrown by the request builders when asked to build a body the rules refuse. */
export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';
  readonly problems: readonly RuleProblem[];

  constructor(problems: readonly RuleProblem[]) {
    super(problems.map((p) => p.message).join(' '));
    this.problems = problems;
  }
}

/** Throws a RuleViolation when there is any problem; builders call it before building. */
export function assertNoProblems(problems: readonly RuleProblem[]): void {
  if (problems.length > 0) throw new RuleViolation(problems);
}
