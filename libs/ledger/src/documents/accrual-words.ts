import type { Wording } from '@ledger/domain';

/**
 * What accrues on unpaid rent, as a document names it in a column, a row and
 * a sentence: Watervliet charges interest (W1), Northport and Queensbury
 * penalties (N4, Q3). A Watervliet notice that said "Penalties" misstated its law.
 */
export function accrualWords(accrues: Wording['accrues']) {
  return accrues === 'interest'
    ? { column: 'Interest', row: 'Interest', noun: 'interest' }
    : { column: 'Penalties', row: 'Penalty', noun: 'penalties' };
}
