import { amount, array, date, id, instant, integer, nullable, object, text } from '@ledger/domain';

const tally = { count: integer, amount };
const payment = object({
  accountId: id,
  municipality: id,
  paymentId: id,
  receivedOn: date,
  amount,
  method: nullable(text),
  reference: nullable(text),
  batch: text,
  postedBy: text,
  recordedAt: instant,
  reversedOn: nullable(date),
  reversalReason: nullable(text),
});

/** The deposit slip: payments received by day, by method and by batch, and the returned checks (C2, C4). */
export const PaymentsReceivedAnswer = object({
  municipality: id,
  from: date,
  to: date,
  totals: object(tally),
  days: array(
    object({
      date,
      ...tally,
      byMethod: array(object({ method: text, ...tally })),
      byBatch: array(object({ batch: text, ...tally })),
    }),
  ),
  payments: array(payment),
  returned: object({ ...tally, payments: array(payment) }),
});
