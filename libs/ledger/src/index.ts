export { LedgerModule } from './ledger.module';
export { FeedModule } from './feed/feed.module';
export { ReportsModule } from './modules/reports.module';
export type { LedgerModuleOptions } from './infrastructure/ledger-options';
export { Clock, ManualClock } from './infrastructure/clock';
export { type CommandContext, systemContext } from './infrastructure/command-context';
export { EVENT_STORE, LEDGER_OPTIONS, READ_MODEL_DB, STATE_DB } from './infrastructure/tokens';
export { ConcurrencyConflictError } from './infrastructure/event-sourced-repository';
export { stateCacheBudget, stateCacheFromEnv } from './infrastructure/state-cache-budget';
export {
  IsAmount,
  IsCivilDate,
  IsIdentifier,
  IsIntegerIn,
  IsLine,
  IsListOf,
  IsOneOf,
} from './validation/validators';
export { OpenAccountDto } from './open-account/open-account.dto';
export { OpenAccountCommand } from './open-account/open-account.handler';
export { GetAccountQuery } from './get-account/get-account.handler';
export { GetReadingsQuery } from './get-readings/get-readings.handler';
export { ReadingsAnswer } from './get-readings/readings-answer';
export { RecordWaterUsageDto } from './record-water-usage/record-water-usage.dto';
export { RecordWaterUsageCommand } from './record-water-usage/record-water-usage.handler';
export { AdoptRateScheduleDto } from './municipalities/northport/adopt-rate-schedule/adopt-rate-schedule.dto';
export { AdoptRateScheduleCommand } from './municipalities/northport/adopt-rate-schedule/adopt-rate-schedule.handler';
export { RenderBillDto } from './render-bill/render-bill.dto';
export { RenderBillCommand } from './render-bill/render-bill.handler';
export { BillRunDto } from './bill-run/bill-run.dto';
export { RunBillRunCommand } from './bill-run/bill-run.handler';
export { ReceivePaymentDto } from './receive-payment/receive-payment.dto';
export { receivePayment } from './receive-payment/receive-payment';
export { ReversePaymentDto } from './reverse-payment/reverse-payment.dto';
export { reversePayment } from './reverse-payment/reverse-payment';
export { PenaltyRunDto } from './penalty-run/penalty-run.dto';
export { RunPenaltiesCommand } from './penalty-run/penalty-run.handler';
export { AsKnownAtQueryDto, BalanceQueryDto } from './get-balance/get-balance.dto';
export { GetBalanceQuery } from './get-balance/get-balance.handler';
export { StatementQueryDto } from './get-statement/get-statement.dto';
export { GetStatementQuery } from './get-statement/get-statement.handler';
export { AdoptBudgetDto } from './municipalities/northport/adopt-budget/adopt-budget.dto';
export { AdoptBudgetCommand } from './municipalities/northport/adopt-budget/adopt-budget.handler';
export { GetProposedRateQuery } from './municipalities/northport/get-proposed-rate/get-proposed-rate.handler';
export { FileAdjustmentApplicationDto } from './file-adjustment-application/file-adjustment-application.dto';
export { fileAdjustmentApplication } from './file-adjustment-application/file-adjustment-application';
export { GrantAdjustmentDto } from './grant-adjustment/grant-adjustment.dto';
export { grantAdjustment } from './grant-adjustment/grant-adjustment';
export { DenyAdjustmentDto } from './deny-adjustment/deny-adjustment.dto';
export { denyAdjustment } from './deny-adjustment/deny-adjustment';
export { IssueRefundDto } from './issue-refund/issue-refund.dto';
export { issueRefund } from './issue-refund/issue-refund';
export { RecordTaxSaleDto } from './municipalities/watervliet/record-tax-sale/record-tax-sale.dto';
export { RecordTaxSaleCommand } from './municipalities/watervliet/record-tax-sale/record-tax-sale.handler';
export { RequireUtilizationFormsDto } from './municipalities/northport/require-utilization-forms/require-utilization-forms.dto';
export { RequireUtilizationFormsCommand } from './municipalities/northport/require-utilization-forms/require-utilization-forms.handler';
export { GetUtilizationFormsQuery } from './municipalities/northport/get-utilization-forms/get-utilization-forms.handler';
export { FileUtilizationFormDto } from './file-utilization-form/file-utilization-form.dto';
export { FileUtilizationFormCommand } from './file-utilization-form/file-utilization-form.handler';
export { ChangeOwnerDto } from './change-owner/change-owner.dto';
export { changeOwner } from './change-owner/change-owner';
export { ReclassifyAccountDto } from './reclassify-account/reclassify-account.dto';
export { reclassifyAccount } from './reclassify-account/reclassify-account';
export { WaivePenaltiesDto } from './waive-penalties/waive-penalties.dto';
export { waivePenalties } from './waive-penalties/waive-penalties';
export { VoidBillDto } from './void-bill/void-bill.dto';
export { voidBill } from './void-bill/void-bill';
export { AsOfQueryDto } from './validation/as-of-query.dto';
export { GetFundQuery } from './municipalities/northport/get-fund/get-fund.handler';
export { GetBudgetsQuery } from './municipalities/northport/get-budgets/get-budgets.handler';
export { GetRefundReserveQuery } from './municipalities/northport/get-refund-reserve/get-refund-reserve.handler';
export { GetRefundObligationsQuery } from './municipalities/northport/get-refund-obligations/get-refund-obligations.handler';
export { ReadModels, type ReadSideHealth } from './processors/read-models';
export {
  describeFailure,
  ProjectionStoppedError,
  type ProjectionFailure,
} from './processors/projection-failure';
export { defaultReadModelPath, openReadModelDatabase } from './projections/read-model-database';
export { defaultStatePath } from './state/state-database';
export { AdoptWatervlietRatesDto } from './municipalities/watervliet/adopt-watervliet-rates/adopt-watervliet-rates.dto';
export { AdoptWatervlietRatesCommand } from './municipalities/watervliet/adopt-watervliet-rates/adopt-watervliet-rates.handler';
export { AdoptRatesCommand } from './adopt-rates/adopt-rates.handler';
export { ChangeUnitStatusDto } from './change-unit-status/change-unit-status.dto';
export { changeUnitStatus } from './change-unit-status/change-unit-status';
export { RecordWaterTurnOnDto } from './record-water-turn-on/record-water-turn-on.dto';
export { recordWaterTurnOn } from './record-water-turn-on/record-water-turn-on';
export { RecordOccupancyFindingDto } from './record-occupancy-finding/record-occupancy-finding.dto';
export { recordOccupancyFinding } from './record-occupancy-finding/record-occupancy-finding';
export { PrepareLienStatementDto } from './prepare-lien-statement/prepare-lien-statement.dto';
export { PrepareLienStatementCommand } from './prepare-lien-statement/prepare-lien-statement.handler';
export { GetLienStatementQuery } from './get-lien-statement/get-lien-statement.handler';
export { LevyLienStatementDto } from './levy-lien-statement/levy-lien-statement.dto';
export { LevyLienStatementCommand } from './levy-lien-statement/levy-lien-statement.handler';
export { FEED_READERS, isRole, READERS, type Role, ROLES } from './auth/roles';
export { AuthModule } from './auth/auth.module';
export { ApiKeys, presentedKeyId } from './auth/api-keys';
export {
  CsvImporter,
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  ImportCsvCommand,
  type ImportKind,
  type ImportReport,
} from './imports/import-csv';
export {
  type ConversionReport,
  OpeningBalancesImporter,
} from './import-opening-balances/opening-balances-importer';
export { ImportOpeningBalancesCommand } from './import-opening-balances/import-opening-balances.command';
export {
  ConversionReportAnswer,
  OpeningBalancesAnswer,
} from './import-opening-balances/opening-balances-answer';
export { ConversionReports } from './import-opening-balances/conversion-report';
export { ImportOpeningBalancesModule } from './import-opening-balances/import-opening-balances.module';
export { OPENING_BALANCE_COLUMNS } from './import-opening-balances/opening-balances-file';
export { EVENT_SCHEMAS, METADATA_SCHEMA } from './event-schemas/event-schemas';
export { lienStatementStream } from './infrastructure/streams';
export { contentHash } from './infrastructure/hash-chain';
export { EventFeed, MAX_FEED_LIMIT, PUBLIC_EVENT_TYPES } from './feed/feed';
export { type Viewer, Webhooks } from './webhooks/webhooks';
export { signature } from './webhooks/webhook-signatures';
export { RegisterSubscriptionDto } from './webhooks/register-subscription.dto';
export { auditVerify, formatAuditReport } from './audit/audit-verify';
export {
  auditKey,
  parseCheckpointFile,
  scheduleCheckpoints,
  takeCheckpoint,
} from './audit/checkpoints';
export { auditReplay } from './audit/audit-replay';
export { JournalViews } from './journal/journal-views';
export { GetAgingQuery } from './get-aging/get-aging.handler';
export { GetContradictedEstimatesQuery } from './get-contradicted-estimates/get-contradicted-estimates.handler';
export { ContradictedEstimatesAnswer } from './get-contradicted-estimates/contradicted-estimates-answer';
export { AccountRepository, LienStatementRepository } from './infrastructure/repositories';
export { AccountSnapshots } from './projections/account-snapshots/account-snapshots';
export { AccountDirectory } from './account-directory/account-directory';
export { type JobOrigin, Jobs, type JobView } from './jobs/jobs';
export { NO_PROGRESS, type Progress } from './jobs/progress';
export { EventStreams, KEY_REVOKED, SHUTTING_DOWN } from './feed/event-stream';
export { type AccountUseCase, ExecuteAccountCommand } from './account-command/account-command';
export { GetPayoffQuery } from './get-payoff/get-payoff.handler';
export { PayoffQueryDto } from './get-payoff/payoff-query.dto';
export { OfficeRecords } from './office-records/office-records';
export { Documents, type Document } from './documents/documents';
export {
  AccountAnswer,
  ApplicationAnswer,
  BalanceAnswer,
  BillAnswer,
  FactAnswer,
  GrantAnswer,
  OwnerChangeAnswer,
  PaymentAnswer,
  PayoffAnswer,
  ReclassificationAnswer,
  RefundAnswer,
  ReversalAnswer,
  SearchAnswer,
  StatementAnswer,
  UsageAnswer,
  UtilizationFormAnswer,
  WaiverAnswer,
  VoidAnswer,
} from './presenters/account-answers';
export {
  EVENT_ENVELOPE_SCHEMA,
  EventSchemasAnswer,
  FeedPageAnswer,
  WEBHOOK_DELIVERY_SCHEMA,
} from './feed/feed-answers';
export { JobAnswer, RunRegisterAnswer } from './jobs/job-answer';
export {
  BudgetAnswer,
  BudgetsAnswer,
  FormRequirementAnswer,
  FundAnswer,
  NorthportRateScheduleAnswer,
  ProposedRateAnswer,
  RefundObligationsAnswer,
  RefundReserveAnswer,
  UtilizationFormsAnswer,
} from './municipalities/northport/northport-answers';
export { PlugInRateScheduleAnswer } from './adopt-rates/rate-schedule-answer';
export { GetRateSchedulesQuery } from './get-rate-schedules/get-rate-schedules.handler';
export { RateSchedulesAnswer } from './get-rate-schedules/rate-schedules-answer';
export { MunicipalityProfileAnswer } from './municipality-profile/profile-answer';
export { MunicipalityProfileDto } from './municipality-profile/municipality-profile.dto';
export { RecordMunicipalityProfileCommand } from './municipality-profile/record-municipality-profile.handler';
export { GetMunicipalityProfileQuery } from './municipality-profile/get-municipality-profile.handler';
export { BillRunAnswer } from './bill-run/bill-run-answer';
export { PaymentsReceivedAnswer } from './office-records/payments-answer';
export { LienStatementsAnswer } from './office-records/lien-statements-answer';
export { AgingAnswer } from './get-aging/aging-answer';
export { JournalAnswer, TrialBalanceAnswer } from './journal/journal-answers';
export { ImportAnswer } from './imports/import-answer';
export {
  SubscriptionAnswer,
  SubscriptionRemovalAnswer,
  SubscriptionStatusAnswer,
} from './webhooks/subscription-answers';
export { PenaltyRunAnswer } from './penalty-run/penalty-run-answer';
export {
  TaxSaleAnswer,
  WatervlietRateScheduleAnswer,
} from './municipalities/watervliet/watervliet-answers';
export { LevyAnswer, LienStatementAnswer } from './presenters/lien-statement-view';
export { jsonArrayText, jsonObjectText, jsonText, type JsonText } from './presenters/json-text';
export { StoreCondition, storeFullCause } from './infrastructure/store-condition';
