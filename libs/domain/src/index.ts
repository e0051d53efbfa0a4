export {
  Decimal,
  dollars,
  formatAmount,
  isPlausibleAmount,
  isPlausibleRate,
  parseAmount,
  parseSignedAmount,
  sum,
  ZERO,
} from './money/money';
export {
  addDays,
  addMonths,
  type CivilDate,
  civilDateInNewYork,
  isPlausibleDate,
  maxDate,
  toDayNumber,
} from './dates/civil-date';
export { refuseDayToCome } from './dates/day-to-come';
export { conflict, DomainError, invalid, notFound, ruleViolation } from './errors/domain-error';
export {
  type Decider,
  type DomainEvent,
  evolveAll,
  fold,
  knownAt,
  type Recorded,
} from './events/event';
export {
  ACCOUNT_EVENT_TYPES,
  AccountOpenedV2,
  AccountReclassifiedV1,
  AdjustmentApplicationFiledV1,
  AdjustmentDeniedV1,
  AdjustmentGrantedV1,
  type AdjustmentGranted,
  BillRenderedV2,
  BillVoidedV1,
  ChargeAssessedV1,
  OwnerChangedV1,
  LienLeviedV1,
  PaymentReceivedV1,
  PaymentReversedV1,
  PenaltyWaivedV1,
  RefundIssuedV1,
  TaxSaleListedV1,
  UtilizationFormFiledV1,
  WaterUsageRecordedV2,
  WaterUsageRecordedV3,
  type AccountEvent,
  type AccountOpened,
  type AccountReclassified,
  type BillLine,
  type BillConverted,
  type BillRendered,
  type LienLevied,
  type Municipality,
  type OwnerChanged,
  type ChargeAssessed,
  type PaymentReceived,
  type PaymentReversed,
  type PropertyClass,
  type WaterUsageRecorded,
} from './account/account-events';
export {
  type AccountCommand,
  type ConvertedItem,
  type ConvertOpenItems,
  type FormRequirement,
  type ListForTaxSale,
  type OpenAccount,
  type ReceivePayment,
  type RecordWaterUsage,
  type RenderBill,
} from './account/account-commands';
export { type AccountState, type ApplicationRecord } from './account/account-state';
export { accountDecider } from './account/account-decider';
export { ACCOUNT_FOLD_VERSION, accountFoldProbe } from './account/fold-probe';
export { unitStatusInForce } from './account/unit-status';
export {
  accountOn,
  listedOwner,
  ownerHistory,
  ownerOn,
  propertyClassOn,
} from './account/account-on';
export {
  NORTHPORT_RATE_SCHEDULE_DATA_SCHEMA,
  rateScheduleDecider,
} from './municipalities/northport/rate-schedule';
export {
  fiscalYearEnd,
  fiscalYearOf,
  fiscalYearStart,
} from './municipalities/northport/fiscal-year';
export { billableWater } from './municipalities/northport/billable-water';
export { balanceAsOf, grantSplits } from './ledger/balance';
export { billDemand, billDemands } from './ledger/bill-demand';
export { type StatementEntry, statementOf } from './ledger/statement';
export { forResidents } from './ledger/resident-words';
export { reconcilePenalties } from './ledger/penalty-reconciliation';
export {
  assertSameBillRun,
  billRunDecider,
  BillRunCompletedV1,
  type BillRunOutcome,
  type BillRunParameters,
  type SkipReason,
} from './bill-run/bill-run';
export { daysLate, refundInterest } from './municipalities/northport/refund-interest';
export {
  budgetDecider,
  proposedRate,
  type SewerRentBudgetAdopted,
  SewerRentBudgetAdoptedV1,
} from './municipalities/northport/budget';
export { allocateReceipts, reserveYears } from './municipalities/northport/fund-waterfall';
export {
  accountFundFacts,
  type AccountFundFacts,
  type FundReceipt,
  type RefundObligation,
} from './municipalities/northport/account-fund-facts';
export { CHAPTER_RULES, type PeriodNaming, type Wording } from './tariffs/tariff';
export { SCHEDULE_WORDS_SCHEMA } from './tariffs/schedule-words';
export { paymentMethodsOf } from './account/payment-methods';
export {
  AMOUNT_PATTERN,
  DATE_PATTERN,
  ID_PATTERN,
  POSITIVE_AMOUNT_PATTERN,
  RATE_PATTERN,
} from './events/request-patterns';
export {
  MUNICIPALITIES,
  MUNICIPALITY_IDS,
  PAYMENT_METHOD_IDS,
  PERIOD_FIELDS,
  PROPERTY_CLASSES,
  requireChapter,
  tariffOf,
} from './tariffs/registry';
export {
  WATERVLIET_RATE_SCHEDULE_DATA_SCHEMA,
  watervlietRatesDecider,
} from './municipalities/watervliet/rate-schedules';
export { WATERVLIET_RATES_STREAM } from './municipalities/watervliet/watervliet-tariff';
export { filedOn, formsOwed } from './municipalities/northport/utilization-forms';
export {
  formRequirementsDecider,
  formRequirementsOf,
  formRequirementsStream,
  UtilizationFormRequiredV1,
} from './municipalities/northport/form-requirements';
export {
  assertSameTaxSale,
  type RecordTaxSale,
  taxSaleDecider,
  type TaxSaleRecorded,
  TaxSaleRecordedV1,
  taxSaleStream,
} from './municipalities/watervliet/tax-sale-record';
export {
  arrearsAsOf,
  lienArrearsAsOf,
  owedBesideArrears,
  type OwedBesideArrears,
} from './liens/arrears';
export {
  type LienLine,
  lienLines,
  lienStatementCsv,
  lienStatementDecider,
  LienStatementLeviedV1,
  LienStatementPreparedV1,
  type LienStatementLevied,
  type LienStatementPrepared,
  type LienStatementState,
} from './liens/lien-statement';
export { journalCsv, type JournalEntry, journalOf, trialBalance } from './journal/journal';
export {
  AGING_BUCKETS,
  type AgingBucket,
  agingOf,
  agingOfOpenBillsText,
  emptyAging,
  formatAging,
  openBillCents,
} from './ledger/aging';
export { accountSummary, type AccountSummary } from './ledger/account-summary';
export {
  accountReadFacts,
  accountReadFactsAfter,
  type ReadFacts,
} from './municipalities/northport/account-read-facts';
export { csvRows } from './csv/csv-field';
export {
  amount,
  array,
  date,
  id,
  instant,
  integer,
  municipality,
  nullable,
  object,
  oneOf,
  optional,
  owner,
  rate,
  sha256Hex,
  text,
} from './events/schema-parts';
export {
  type DataOf,
  eventContract,
  type EventContract,
  storedDataSchema,
  type StoredDataOf,
} from './events/contract';
export { DOMAIN_EVENT_CONTRACTS } from './events/domain-contracts';
export { resolveVocabulary } from './tariffs/vocabulary';
export { levyNotAfterCutoff } from './account/lien-decisions';
export { DEFAULT_WATER_SOURCE } from './account/water-sources';
export { readingsOnFile } from './account/readings-on-file';
export {
  conversionRecordDecider,
  conversionStream,
  type OpeningBalancesConverted,
} from './conversion/conversion-record';
export {
  municipalityProfileDecider,
  municipalityProfileSchema,
  municipalityProfileStream,
  profileOf,
  type MunicipalityProfile,
} from './office/municipality-profile';
export { periodInWords } from './office/period-in-words';
export { counted } from './office/counted';
export { lineInWords } from './office/line-in-words';
