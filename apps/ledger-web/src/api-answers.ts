import type { paths } from './api-schema';

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type ResponsesOf<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends {
  responses: infer R;
}
  ? R
  : never;

/**
 * What a route answers, as the API's OpenAPI document publishes it (the
 * types are generated from it, `api-schema.ts`): a query's 200, a
 * command's 201 (the same body as its 200 on a repeat, C8).
 */
export type AnswerOf<P extends keyof paths, M extends 'get' | 'post' = 'get'> =
  ResponsesOf<P, M> extends { 201: infer A }
    ? JsonOf<A>
    : ResponsesOf<P, M> extends { 200: infer A }
      ? JsonOf<A>
      : never;

export type Me = AnswerOf<'/v1/me'>;
export type JobView = AnswerOf<'/v1/jobs/{jobId}'>;
export type RunRegister = AnswerOf<'/v1/jobs'>;
export type MunicipalityView = AnswerOf<'/v1/municipalities'>[number];
export type MunicipalityProfile = AnswerOf<'/v1/municipalities/{municipality}/profile'>;
export type Account = AnswerOf<'/v1/accounts/{accountId}'>;
export type Listing = AnswerOf<'/v1/accounts'>['results'][number];
export type Readings = AnswerOf<'/v1/accounts/{accountId}/readings'>;
export type Balance = AnswerOf<'/v1/accounts/{accountId}/balance'>;
export type Payoff = AnswerOf<'/v1/accounts/{accountId}/payoff'>;
export type Statement = AnswerOf<'/v1/accounts/{accountId}/statement'>;
export type BillRun = AnswerOf<'/v1/bill-runs', 'post'>;
export type PenaltyRun = AnswerOf<'/v1/penalty-runs', 'post'>;
export type ImportReport = AnswerOf<'/v1/imports/{kind}', 'post'>;
export type Aging = AnswerOf<'/v1/municipalities/{municipality}/aging'>;
export type PaymentsReceived = AnswerOf<'/v1/municipalities/{municipality}/payments'>;
export type RateSchedules = AnswerOf<'/v1/municipalities/{municipality}/rate-schedules'>;
export type Budgets = AnswerOf<'/v1/municipalities/northport/budgets'>;
export type Fund = AnswerOf<'/v1/municipalities/northport/fiscal-years/{fy}/fund'>;
export type RefundReserve =
  AnswerOf<'/v1/municipalities/northport/fiscal-years/{fy}/refund-reserve'>;
export type RefundObligations = AnswerOf<'/v1/municipalities/northport/refund-obligations'>;
export type LienStatement = AnswerOf<'/v1/lien-statements/{statementId}'>;
export type OpeningBalances = AnswerOf<'/v1/imports/opening-balances', 'post'>;
export type ConversionReport = AnswerOf<'/v1/imports/opening-balances/report'>;
