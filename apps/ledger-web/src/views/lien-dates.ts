import type { MunicipalityView } from '../api-answers';
import { usDate } from '../format';

/** What a lien form starts with: the values filled in, and the help where a date is left to the Board. */
interface LienDates {
  readonly defaults: Record<string, string>;
  readonly help: Record<string, string>;
}

/**
 * The statement's cut-off and tax year to start with (N9, W3, Q4): the
 * latest day the law fixes (Queensbury's October 31, levied on the next
 * year's roll), never one the API refuses; where the Board chooses the
 * cut-off, the box is left empty and says what date belongs there.
 */
export function statementDates(
  municipality: MunicipalityView | undefined,
  today: string,
): LienDates {
  const law = municipality?.lienCutoff;
  if (!law)
    return {
      defaults: { taxYear: today.slice(0, 4) },
      help: {
        cutoff:
          'The date the Board computes the arrears to: the bills past due on that date are listed. It must be before the day the Board levies the statement.',
      },
    };
  let year = Number(today.slice(0, 4));
  if (`${year}-${law.monthDay}` > today) year -= 1;
  return {
    defaults: { cutoff: `${year}-${law.monthDay}`, taxYear: String(year + law.taxYearAfter) },
    help: {},
  };
}

/** The levy's date to start with: today, when it is after the statement's cut-off; otherwise empty, saying why. */
export function levyDates(cutoff: string, today: string): LienDates {
  return today > cutoff
    ? { defaults: { leviedOn: today }, help: {} }
    : {
        defaults: {},
        help: {
          leviedOn: `The day the Board levies the statement: a day after its cut-off of ${usDate(cutoff)}, and not later than today.`,
        },
      };
}
