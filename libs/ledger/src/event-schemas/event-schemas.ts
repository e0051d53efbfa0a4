import {
  SKIP_REASONS,
  amount,
  array,
  date,
  eventData,
  id,
  instant,
  integer,
  JsonSchema,
  MUNICIPALITIES,
  MUNICIPALITY_IDS,
  nullable,
  object,
  oneOf,
  owner,
  PROPERTY_CLASSES,
  rate,
  text,
  WATERVLIET_RATES_SCHEMA,
} from '@ledger/domain';
import { NORTHPORT_FIRST_RELEASE_SCHEMAS } from '../municipalities/northport/first-release-events';
import type { EventSchema } from './event-schema';

/** Every municipality of the registry: a plug-in adds itself here without an edit. */
const municipality = oneOf(...MUNICIPALITY_IDS);
const billLineV2 = object({
  code: id,
  unit: nullable(text),
  description: text,
  quantity: text,
  unitOfMeasure: text,
  rate,
  amount,
});
const arrears = { billId: id, rent: amount, penalties: amount, charges: amount, total: amount };

/** The metadata every event carries. */
export const METADATA_SCHEMA: JsonSchema = object(
  {
    schemaVersion: integer,
    actor: text,
    correlationId: id,
    causationId: id,
    recordedAt: instant,
    actorRole: text,
    apiKeyId: text,
    previousEventHash: nullable({ type: 'string', pattern: '^[0-9a-f]{64}$' }),
    contentHash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
  ['actorRole', 'apiKeyId', 'previousEventHash', 'contentHash'],
);

/**
 * The published contract of every event type and version: the JSON Schema of
 * its `data`. Every append is checked against it; an event that does not
 * match is never written. Older versions stay here, and are upcast on read.
 */
export const EVENT_SCHEMAS: ReadonlyArray<EventSchema> = [
  // the first release's events (Northport's only), read through their upcasters
  ...NORTHPORT_FIRST_RELEASE_SCHEMAS,
  {
    type: 'AccountOpened',
    version: 2,
    description:
      'A sewer account opened (units for Watervliet and Queensbury residences; a district where the municipality has districts).',
    schema: eventData(
      {
        accountId: id,
        municipality,
        parcelId: text,
        propertyClass: oneOf(...PROPERTY_CLASSES),
        location: oneOf('inside', 'outside'),
        exemption: nullable(oneOf('village-owned')),
        owner,
        openedOn: date,
        units: nullable(integer),
        district: nullable(id),
      },
      ['district'],
    ),
  },
  {
    type: 'WaterUsageRecorded',
    version: 2,
    description: "A billing period's water delivered or metered.",
    schema: eventData({
      accountId: id,
      period: id,
      fiscalYear: nullable(integer),
      totalGallons: integer,
      meteredNonDischargedGallons: nullable(integer),
    }),
  },
  {
    type: 'BillRendered',
    version: 2,
    description:
      'A bill with its lines, rent, charges and its penalty or interest schedule (monthly unless `penaltyAccruals` says once, Q3).',
    schema: eventData(
      {
        accountId: id,
        billId: id,
        billRunId: nullable(id),
        municipality,
        period: id,
        fiscalYear: nullable(integer),
        billDate: date,
        dueDate: date,
        deliveredGallons: nullable(integer),
        billableGallons: nullable(text),
        ratePer1000Gallons: nullable(rate),
        lines: array(billLineV2),
        rent: amount,
        charges: amount,
        firstPenaltyDate: date,
        penaltyRate: rate,
        penaltyRule: id,
        penaltyAccruals: oneOf('monthly', 'once'),
        rateSchedule: nullable(WATERVLIET_RATES_SCHEMA),
        tariff: text,
      },
      ['penaltyAccruals'],
    ),
  },
  {
    type: 'PaymentReceived',
    version: 1,
    description: 'A payment received.',
    schema: eventData({
      accountId: id,
      paymentId: id,
      amount,
      receivedOn: date,
      method: nullable(text),
      reference: nullable(text),
    }),
  },
  {
    type: 'PaymentReversed',
    version: 1,
    description: "A payment reversed (a returned check), effective on the payment's date (C4).",
    schema: eventData({ accountId: id, paymentId: id, amount, reversedOn: date, reason: text }),
  },
  {
    type: 'PenaltyAccrued',
    version: 1,
    description: 'A penalty (N4) or interest (W1) accrued.',
    schema: eventData({
      accountId: id,
      penaltyId: id,
      billId: id,
      accrualDate: date,
      base: amount,
      rate,
      amount,
      rule: id,
    }),
  },
  {
    type: 'PenaltyReversed',
    version: 1,
    description: 'A booked accrual the facts no longer support (C7).',
    schema: eventData({
      accountId: id,
      penaltyId: id,
      billId: id,
      accrualDate: date,
      amount,
      reason: text,
    }),
  },
  {
    type: 'PenaltyWaived',
    version: 1,
    description: "The Board waived a bill's unpaid penalties.",
    schema: eventData({
      accountId: id,
      waiverId: id,
      billId: id,
      waivedOn: date,
      resolution: text,
      penalties: array(object({ penaltyId: id, accrualDate: date, amount })),
      amount,
    }),
  },
  {
    type: 'AdjustmentApplicationFiled',
    version: 1,
    description: 'An application for an adjustment (N6).',
    schema: eventData({ accountId: id, applicationId: id, billId: id, filedOn: date, claim: text }),
  },
  {
    type: 'AdjustmentGranted',
    version: 1,
    description: 'A granted adjustment: credit, applied to rent, refund due and deadline (N6).',
    schema: eventData({
      accountId: id,
      applicationId: id,
      billId: id,
      grantedOn: date,
      resolution: text,
      adjustedBillableGallons: nullable(text),
      credit: amount,
      appliedToRent: amount,
      refundDue: amount,
      refundDeadline: nullable(date),
      continuesApplicationId: nullable(id),
      rule: id,
    }),
  },
  {
    type: 'AdjustmentDenied',
    version: 1,
    description: 'A denied adjustment (N6).',
    schema: eventData({
      accountId: id,
      applicationId: id,
      billId: id,
      deniedOn: date,
      resolution: text,
    }),
  },
  {
    type: 'RefundIssued',
    version: 1,
    description: 'A refund paid with its statutory interest (N7).',
    schema: eventData({
      accountId: id,
      refundId: id,
      applicationId: id,
      billId: id,
      paidOn: date,
      deadline: date,
      principal: amount,
      interestRate: rate,
      daysLate: integer,
      interest: amount,
      total: amount,
      rule: id,
    }),
  },
  {
    type: 'UnitStatusChanged',
    version: 1,
    description: "A unit's occupancy status (W2).",
    schema: eventData({
      accountId: id,
      unit: id,
      status: oneOf('occupied', 'vacant-water-off', 'vacant-owner-occupied'),
      effectiveOn: date,
    }),
  },
  {
    type: 'WaterTurnedOn',
    version: 1,
    description: "Water turned on at a building's service entry (W2).",
    schema: eventData({
      accountId: id,
      turnOnId: id,
      turnedOnOn: date,
      by: oneOf('city', 'other'),
    }),
  },
  {
    type: 'OccupancyFound',
    version: 1,
    description: 'A reduced unit found occupied (W2).',
    schema: eventData({ accountId: id, findingId: id, unit: id, foundOn: date }),
  },
  {
    type: 'ChargeAssessed',
    version: 1,
    description: 'A charge assessed on a rendered bill (W2).',
    schema: eventData({
      accountId: id,
      chargeId: id,
      billId: id,
      kind: oneOf('rent', 'charge'),
      code: id,
      unit: nullable(id),
      amount,
      assessedOn: date,
      description: text,
      rule: id,
    }),
  },
  {
    type: 'TaxSaleListed',
    version: 1,
    description:
      "W3: the account's bills unpaid at a tax sale; from the sale date they bear a further penalty (a yearly rate accrued monthly).",
    schema: eventData({
      accountId: id,
      taxSaleId: id,
      saleDate: date,
      billIds: array(id),
      penalty: object({ rule: id, annualRate: rate, accrualsPerYear: integer }),
      advertising: amount,
    }),
  },
  {
    type: 'TaxSaleRecorded',
    version: 1,
    description:
      "W3: the City's tax sale: its date, the advertising cost per parcel, the parcels and accounts listed and the advertising charged.",
    schema: eventData({
      taxSaleId: id,
      municipality,
      saleDate: date,
      advertisingCost: amount,
      parcels: integer,
      accounts: integer,
      advertising: amount,
    }),
  },
  {
    type: 'UtilizationFormRequired',
    version: 1,
    description: 'N10: a form required of every liable account for a calendar year, by a due date.',
    schema: eventData({ requirementId: id, municipality, year: integer, dueOn: date }),
  },
  {
    type: 'UtilizationFormFiled',
    version: 1,
    description: 'N10: a sworn utilization form filed for a requirement.',
    schema: eventData({ accountId: id, formId: id, requirementId: id, filedOn: date }),
  },
  {
    type: 'UtilizationFormCharged',
    version: 1,
    description:
      'N10: $100 for a full 30-day period a required form remained unfiled (a charge, not rent; no penalty).',
    schema: eventData({
      accountId: id,
      chargeId: id,
      requirementId: id,
      dueOn: date,
      chargedOn: date,
      amount,
      rule: id,
    }),
  },
  {
    type: 'UtilizationFormChargeReversed',
    version: 1,
    description: 'N10/C7: a form charge the facts no longer support, effective on its date.',
    schema: eventData({
      accountId: id,
      chargeId: id,
      requirementId: id,
      chargedOn: date,
      amount,
      reason: text,
    }),
  },
  {
    type: 'AuditCheckpointSealed',
    version: 1,
    description:
      'The head of every stream at a global position, sealed with the keyed signature (HMAC-SHA256, LEDGER_AUDIT_KEY held outside the database).',
    schema: eventData({
      checkpointId: id,
      takenAt: instant,
      globalPosition: integer,
      heads: {
        ...array(
          object({
            streamId: id,
            revision: integer,
            contentHash: { type: 'string', pattern: '^([0-9a-f]{64})?$' },
          }),
        ),
        maxItems: 10_000_000,
      },
      signature: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    }),
  },
  {
    type: 'OwnerChanged',
    version: 1,
    description:
      'The property changed hands (C9); the account and its arrears stay with the parcel.',
    schema: eventData({
      accountId: id,
      ownerChangeId: id,
      owner,
      effectiveOn: date,
      deedReference: nullable(text),
    }),
  },
  {
    type: 'AccountReclassified',
    version: 1,
    description: "The Assessor's classification changed from a date (N12, change of use).",
    schema: eventData({
      accountId: id,
      reclassificationId: id,
      previousClass: oneOf(...PROPERTY_CLASSES),
      propertyClass: oneOf(...PROPERTY_CLASSES),
      effectiveOn: date,
      reason: text,
    }),
  },
  {
    type: 'LienLevied',
    version: 1,
    description: 'Arrears levied on the tax roll (N9).',
    schema: eventData({
      accountId: id,
      statementId: id,
      taxYear: integer,
      leviedOn: date,
      cutoff: date,
      bills: array(object(arrears)),
      total: amount,
    }),
  },
  {
    type: 'RateScheduleAdopted',
    version: 1,
    description:
      "A municipality's rate schedule, in its own shape: Northport's rate per 1,000 gallons for a fiscal year (N5), Watervliet's amounts for a range of periods (W2), a Queensbury district's schedule (Q1), and each plug-in's.",
    schema: {
      oneOf: MUNICIPALITIES.map((m) =>
        eventData({ municipality: oneOf(m.municipality), ...m.rates.eventDataSchema }),
      ),
    },
  },
  {
    type: 'SewerRentBudgetAdopted',
    version: 1,
    description: 'The sewer rent budget (N5).',
    schema: eventData({
      municipality: oneOf(
        ...MUNICIPALITIES.filter((m) => m.chapters.includes('budget-fund-reserve')).map(
          (m) => m.municipality,
        ),
      ),
      fiscalYear: integer,
      adoptedOn: date,
      projectedGrossOperatingCosts: amount,
      sewerRent: object({ operationAndMaintenance: amount, debtService: amount, capital: amount }),
      total: amount,
      cap: amount,
      refundReserveRate: rate,
      carryover: amount,
      reserveToCollect: amount,
      levy: amount,
      rule: id,
    }),
  },
  {
    type: 'BillRunCompleted',
    version: 1,
    description: "A bill run's result.",
    schema: eventData({
      billRunId: id,
      municipality,
      period: id,
      fiscalYear: nullable(integer),
      billDate: date,
      billed: integer,
      total: amount,
      skipped: array(
        object({ accountId: id, reason: oneOf(...SKIP_REASONS), detail: text }, ['detail']),
      ),
    }),
  },
  {
    type: 'LienStatementPrepared',
    version: 1,
    description: 'The statement of liens for rents in arrears (N9).',
    schema: eventData({
      statementId: id,
      municipality,
      cutoff: date,
      taxYear: integer,
      lines: array(
        object({
          parcelId: text,
          owner: text,
          accountIds: array(id),
          bills: array(object({ ...arrears, accountId: id })),
          rent: amount,
          penalties: amount,
          total: amount,
        }),
      ),
      rent: amount,
      penalties: amount,
      total: amount,
    }),
  },
  {
    type: 'LienStatementLevied',
    version: 1,
    description: 'The statement levied on the tax roll (N9).',
    schema: eventData({ statementId: id, leviedOn: date, accounts: integer, total: amount }),
  },
  {
    type: 'ApiKeyIssued',
    version: 1,
    description:
      'An API key issued (its secret only as SHA-256), for every municipality or only those in `municipalities`.',
    schema: eventData(
      {
        keyId: id,
        actor: text,
        role: oneOf('clerk', 'finance', 'board', 'auditor', 'integration'),
        issuedAt: instant,
        secretSha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        municipalities: array(municipality),
      },
      ['municipalities'],
    ),
  },
  {
    type: 'ApiKeyRevoked',
    version: 1,
    description: 'An API key revoked.',
    schema: eventData({ keyId: id, revokedAt: instant }),
  },
  {
    type: 'SubscriptionRegistered',
    version: 1,
    description: 'A webhook subscription (first release: its secret in clear).',
    schema: eventData({
      subscriptionId: id,
      url: { type: 'string', format: 'uri' },
      types: array(id),
      secret: { type: 'string', minLength: 16, maxLength: 200 },
      registeredAt: instant,
    }),
  },
  {
    type: 'SubscriptionRegistered',
    version: 2,
    description:
      'A webhook subscription: that it has a secret and its fingerprint (the secret itself is kept outside the log), and the key that registered it.',
    schema: eventData({
      subscriptionId: id,
      url: { type: 'string', format: 'uri' },
      types: array(id),
      registeredAt: instant,
      secretFingerprint: { type: 'string', pattern: '^sha256:[0-9a-f]{16}$' },
      ownerKeyId: nullable(id),
    }),
  },
  {
    type: 'WebhookSecretRotated',
    version: 1,
    description: "A webhook subscription's secret replaced: the new one's fingerprint.",
    schema: eventData({
      subscriptionId: id,
      secretFingerprint: { type: 'string', pattern: '^sha256:[0-9a-f]{16}$' },
      rotatedAt: instant,
    }),
  },
];

/** The newest version of each event type: what the domain writes and what readers get after upcasting. */
export const CURRENT_VERSION: Readonly<Record<string, number>> = EVENT_SCHEMAS.reduce<
  Record<string, number>
>((m, s) => ({ ...m, [s.type]: Math.max(m[s.type] ?? 0, s.version) }), {});
