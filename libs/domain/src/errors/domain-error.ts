/**
 * Why the domain refused a command. The HTTP layer maps each kind to a status:
 * rule -> 422, conflict -> 409, not-found -> 404, invalid -> 400.
 * `rule` is the DOMAIN.md rule id the refusal rests on (N1, C8, ...).
 */
type DomainErrorKind = 'rule' | 'conflict' | 'not-found' | 'invalid';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly rule: string,
    message: string,
  ) {
    super(`${rule}: ${message}`);
    this.name = 'DomainError';
  }
}

export const ruleViolation = (rule: string, message: string) =>
  new DomainError('rule', rule, message);
export const conflict = (rule: string, message: string) =>
  new DomainError('conflict', rule, message);
export const notFound = (message: string) => new DomainError('not-found', 'not-found', message);
export const invalid = (rule: string, message: string) => new DomainError('invalid', rule, message);
