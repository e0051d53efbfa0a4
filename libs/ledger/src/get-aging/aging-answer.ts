import {
  AGING_BUCKETS,
  amount,
  array,
  date,
  id,
  integer,
  nullable,
  object,
  text,
} from '@ledger/domain';

const buckets = {
  ...(Object.fromEntries(AGING_BUCKETS.map((b) => [b, amount])) as Record<
    (typeof AGING_BUCKETS)[number],
    typeof amount
  >),
  total: amount,
};

/** Every account's arrears by days past due, and the totals; `rows` the slice asked (`offset`, `limit`: null for all). */
export const AgingAnswer = object({
  municipality: id,
  asOf: date,
  accounts: integer,
  totals: object(buckets),
  offset: integer,
  limit: nullable(integer),
  rows: array(object({ accountId: id, parcelId: text, owner: text, ...buckets })),
});
