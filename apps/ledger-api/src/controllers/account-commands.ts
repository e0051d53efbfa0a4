import type { Type } from '@nestjs/common';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Command } from '@nestjs/cqrs';
import {
  ApplicationAnswer,
  BillAnswer,
  FactAnswer,
  GrantAnswer,
  OwnerChangeAnswer,
  PaymentAnswer,
  ReclassificationAnswer,
  RefundAnswer,
  ReversalAnswer,
  UsageAnswer,
  UtilizationFormAnswer,
  WaiverAnswer,
  type AccountUseCase,
  changeOwner,
  ChangeOwnerDto,
  changeUnitStatus,
  ChangeUnitStatusDto,
  type CommandContext,
  denyAdjustment,
  DenyAdjustmentDto,
  ExecuteAccountCommand,
  fileAdjustmentApplication,
  FileAdjustmentApplicationDto,
  FileUtilizationFormCommand,
  FileUtilizationFormDto,
  grantAdjustment,
  GrantAdjustmentDto,
  issueRefund,
  IssueRefundDto,
  receivePayment,
  ReceivePaymentDto,
  reclassifyAccount,
  ReclassifyAccountDto,
  recordOccupancyFinding,
  RecordOccupancyFindingDto,
  recordWaterTurnOn,
  RecordWaterTurnOnDto,
  RecordWaterUsageCommand,
  RecordWaterUsageDto,
  RenderBillCommand,
  RenderBillDto,
  reversePayment,
  ReversePaymentDto,
  type Role,
  waivePenalties,
  WaivePenaltiesDto,
  VoidAnswer,
  voidBill,
  VoidBillDto,
} from '@ledger/ledger';
import type { Readable } from '../http/answers';

/** The route's path parameters beside `accountId` (`paymentId`, `applicationId`). */
export type Params = Readonly<Record<string, string>>;

/**
 * One command on one account, as the API takes it: the route beneath
 * `/v1/accounts/{accountId}/`, who may send it, the law it belongs to, the
 * request body (its class-validator rules and OpenAPI schema), and the
 * command it becomes. `AccountCommandsController` has one method a row,
 * named as the row's key (the OpenAPI operation id's tail).
 */
export interface AccountCommandRoute<Dto = never, S extends TSchema = TSchema> {
  readonly path: string;
  readonly roles: readonly Role[];
  /** An optional chapter of law (`x-chapter`): only municipalities that have it accept the route. */
  readonly chapter?: string;
  readonly summary: string;
  readonly dto: Type<Dto>;
  /** The answer's schema (201 when written, 200 on a repeat). */
  readonly answer: S;
  /** The command it becomes, whose body must be what `answer` publishes. */
  readonly command: (
    accountId: string,
    dto: Dto,
    ctx: CommandContext,
    params: Params,
  ) => Command<{ created: boolean; body: Readable<Static<S>> }>;
}

const route = <Dto, S extends TSchema>(r: AccountCommandRoute<Dto, S>) => r;
/** A use case run by the one account command handler. */
const run =
  <Dto, View>(useCase: AccountUseCase<Dto, View>) =>
  (accountId: string, dto: Dto, ctx: CommandContext, params: Params) =>
    new ExecuteAccountCommand(useCase, accountId, dto, ctx, params);

export const ACCOUNT_COMMANDS = {
  usage: route({
    path: 'water-usage',
    roles: ['clerk'],
    summary: "Record a fiscal year's water delivered (N3)",
    dto: RecordWaterUsageDto,
    answer: UsageAnswer,
    command: (accountId, dto, ctx) => new RecordWaterUsageCommand(accountId, dto, ctx),
  }),
  bill: route({
    path: 'bills',
    roles: ['finance'],
    summary: "Render the fiscal year's bill from usage and the adopted rate (N1, N3, N4)",
    dto: RenderBillDto,
    answer: BillAnswer,
    command: (accountId, dto, ctx) => new RenderBillCommand(accountId, dto, ctx),
  }),
  voidBill: route({
    path: 'bills/:billId/void',
    roles: ['finance'],
    summary:
      'Void a bill rendered in error (C11); its replacement is rendered with `replaces` (a levied bill cannot be voided: N9)',
    dto: VoidBillDto,
    answer: VoidAnswer,
    command: run(voidBill),
  }),
  pay: route({
    path: 'payments',
    roles: ['clerk'],
    summary: 'Post a payment received (C5: applied oldest first, derived)',
    dto: ReceivePaymentDto,
    answer: PaymentAnswer,
    command: run(receivePayment),
  }),
  reverse: route({
    path: 'payments/:paymentId/reversal',
    roles: ['clerk'],
    summary: "Reverse a payment, e.g. a returned check (C4: effective on the payment's date)",
    dto: ReversePaymentDto,
    answer: ReversalAnswer,
    command: run(reversePayment),
  }),
  fileApplication: route({
    path: 'adjustment-applications',
    roles: ['clerk'],
    chapter: 'adjustments-and-refunds',
    summary: 'File an application for an adjustment of a bill (N6)',
    dto: FileAdjustmentApplicationDto,
    answer: ApplicationAnswer,
    command: run(fileAdjustmentApplication),
  }),
  grant: route({
    path: 'adjustment-applications/:applicationId/grant',
    roles: ['board'],
    chapter: 'adjustments-and-refunds',
    summary:
      'The Board grants an adjustment: credit, applied to rent, refund due and its deadline (N6)',
    dto: GrantAdjustmentDto,
    answer: GrantAnswer,
    command: run(grantAdjustment),
  }),
  deny: route({
    path: 'adjustment-applications/:applicationId/denial',
    roles: ['board'],
    chapter: 'adjustments-and-refunds',
    summary: 'The Board denies an adjustment (N6)',
    dto: DenyAdjustmentDto,
    answer: ApplicationAnswer,
    command: run(denyAdjustment),
  }),
  refund: route({
    path: 'refunds',
    roles: ['finance'],
    chapter: 'adjustments-and-refunds',
    summary: 'Pay the whole refund of a granted adjustment, with interest when late (N7)',
    dto: IssueRefundDto,
    answer: RefundAnswer,
    command: run(issueRefund),
  }),
  waive: route({
    path: 'penalty-waivers',
    roles: ['board'],
    summary: "The Board waives a bill's unpaid penalties",
    dto: WaivePenaltiesDto,
    answer: WaiverAnswer,
    command: run(waivePenalties),
  }),
  unitStatus: route({
    path: 'unit-status',
    roles: ['clerk'],
    chapter: 'unit-facts',
    summary: "A unit's occupancy status from a date (W2, Watervliet)",
    dto: ChangeUnitStatusDto,
    answer: FactAnswer,
    command: run(changeUnitStatus),
  }),
  waterTurnOn: route({
    path: 'water-turn-ons',
    roles: ['clerk'],
    chapter: 'unit-facts',
    summary: "Water turned on at the building's service entry (W2, Watervliet)",
    dto: RecordWaterTurnOnDto,
    answer: FactAnswer,
    command: run(recordWaterTurnOn),
  }),
  occupancyFinding: route({
    path: 'occupancy-findings',
    roles: ['clerk'],
    chapter: 'unit-facts',
    summary: 'A reduced unit found occupied (W2, Watervliet)',
    dto: RecordOccupancyFindingDto,
    answer: FactAnswer,
    command: run(recordOccupancyFinding),
  }),
  ownerChange: route({
    path: 'owner-changes',
    roles: ['clerk'],
    summary: 'The property changed hands (C9): the account and its arrears stay with the parcel',
    dto: ChangeOwnerDto,
    answer: OwnerChangeAnswer,
    command: run(changeOwner),
  }),
  reclassify: route({
    path: 'reclassifications',
    roles: ['finance'],
    summary:
      "The Assessor's classification from a date (N12, change of use); bills from then use it",
    dto: ReclassifyAccountDto,
    answer: ReclassificationAnswer,
    command: run(reclassifyAccount),
  }),
  utilizationForm: route({
    path: 'utilization-forms',
    roles: ['clerk'],
    chapter: 'utilization-forms',
    summary:
      'A sworn utilization form filed (N10, Northport); a filing dated before charges fell reverses them in the next penalty run',
    dto: FileUtilizationFormDto,
    answer: UtilizationFormAnswer,
    command: (accountId, dto, ctx) => new FileUtilizationFormCommand(accountId, dto, ctx),
  }),
};
