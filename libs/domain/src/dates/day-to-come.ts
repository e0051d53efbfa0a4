import { ruleViolation } from '../errors/domain-error';
import type { CivilDate } from './civil-date';

/**
 * C3/C10: no fact is dated on a day that has not come; `today` is the
 * caller's clock. The one check for an account's facts and for the
 * municipality-wide commands (tax sales, bill runs, penalty runs, lien
 * statements and levies, rate schedules, budgets), which make it on the
 * command itself, before any account is read or written: a command dated
 * tomorrow is refused whether or not any account exists.
 */
export function refuseDayToCome(
  date: CivilDate,
  today: CivilDate,
  what: string,
  rule = 'C3',
): void {
  if (date > today)
    throw ruleViolation(
      rule,
      `${sentenceStart(what)} ${date} is refused: that is a day that has not come (today is ${today}).`,
    );
}

/** #28.11: a refusal reads as a sentence: "a payment received on" starts one as "A payment received on". */
export const sentenceStart = (words: string): string =>
  words.charAt(0).toUpperCase() + words.slice(1);
