import { array, id, integer, object } from '@ledger/domain';
import { ContradictedEstimateAnswer } from '../presenters/account-answers';

/** N3/C11: the bills rendered from estimates that a later actual reading contradicts. */
export const ContradictedEstimatesAnswer = object({
  municipality: id,
  bills: integer,
  rows: array(object({ accountId: id, ...ContradictedEstimateAnswer.properties })),
});
