import { amount, array, date, id, instant, integer, nullable, object, oneOf } from '@ledger/domain';

/** N9/W3/Q4: a municipality's lien statements prepared, the latest cut-off first (the Board picks one to review and levy). */
export const LienStatementsAnswer = object({
  municipality: id,
  statements: array(
    object({
      statementId: id,
      cutoff: date,
      taxYear: integer,
      parcels: integer,
      total: amount,
      preparedAt: instant,
      status: oneOf('prepared', 'levied'),
      leviedOn: nullable(date),
    }),
  ),
});
