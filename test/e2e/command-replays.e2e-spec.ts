import { ledgerHead } from '../support/ledger-head';
import { WATERVLIET_RATES_2022 } from '@ledger/domain/testing/given-when-then';
import { startTestLedger, TestLedger } from '../support/test-ledger';

/** One write of the history: where it goes and what it says. */
interface Write {
  readonly path: string;
  readonly body: Record<string, unknown>;
  /** A run (answered 200 with its counts), not a command with an id: not sent again. */
  readonly run?: true;
}

const northport = (accountId: string) => ({
  accountId,
  municipality: 'northport',
  parcelId: `0403-${accountId}`,
  propertyClass: 'residential',
  owner: { name: `Owner ${accountId}`, mailingAddress: '10 Main St, Northport NY 11768' },
  openedOn: '2025-06-01',
});

/**
 * Every command the API takes that carries the caller's id (C8), as a
 * history; in between, facts without an id and runs move every stream on.
 */
const HISTORY: readonly Write[] = [
  {
    path: '/v1/municipalities/northport/rate-schedules',
    body: { fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' },
  },
  { path: '/v1/accounts', body: northport('NP-RA') },
  { path: '/v1/accounts', body: northport('NP-RB') },
  {
    path: '/v1/accounts/NP-RA/water-usage',
    body: { fiscalYear: 2025, totalGallons: 80_000, readOn: '2025-09-01' },
  },
  {
    path: '/v1/accounts/NP-RB/water-usage',
    body: { fiscalYear: 2025, totalGallons: 80_000, readOn: '2025-09-01' },
  },
  {
    path: '/v1/accounts/NP-RB/owner-changes',
    body: {
      ownerChangeId: 'OC-RB',
      owner: { name: 'New Owner', mailingAddress: '1 Bay Ave' },
      effectiveOn: '2025-09-20',
    },
  },
  {
    path: '/v1/accounts/NP-RA/bills',
    body: { billId: 'B-RA', fiscalYear: 2025, billDate: '2025-10-01' },
  },
  {
    path: '/v1/bill-runs',
    body: {
      billRunId: 'BR-R',
      municipality: 'northport',
      fiscalYear: 2025,
      billDate: '2025-10-01',
    },
  },
  {
    path: '/v1/accounts/NP-RA/payments',
    body: { paymentId: 'P-RA', amount: '230.40', receivedOn: '2025-10-20' },
  },
  {
    path: '/v1/accounts/NP-RA/payments',
    body: { paymentId: 'P-RA2', amount: '50.00', receivedOn: '2025-10-21' },
  },
  {
    path: '/v1/accounts/NP-RA/payments/P-RA2/reversal',
    body: { reversedOn: '2025-10-25', reason: 'returned check NSF' },
  },
  {
    path: '/v1/accounts/NP-RA/adjustment-applications',
    body: { applicationId: 'ADJ-R', billId: 'B-RA', filedOn: '2025-11-03', claim: 'leak' },
  },
  {
    path: '/v1/accounts/NP-RA/adjustment-applications/ADJ-R/grant',
    body: { grantedOn: '2026-01-15', resolution: 'Res. 2026-3', creditAmount: '120.00' },
  },
  {
    path: '/v1/accounts/NP-RA/refunds',
    body: { refundId: 'RF-R', applicationId: 'ADJ-R', paidOn: '2026-03-03' },
  },
  {
    path: '/v1/accounts/NP-RA/adjustment-applications',
    body: { applicationId: 'ADJ-R2', billId: 'B-RA', filedOn: '2025-11-04', claim: 'meter' },
  },
  {
    path: '/v1/accounts/NP-RA/adjustment-applications/ADJ-R2/denial',
    body: { deniedOn: '2026-01-15', resolution: 'no evidence' },
  },
  {
    path: '/v1/penalty-runs',
    body: { municipality: 'northport', through: '2025-12-01' },
    run: true,
  },
  {
    path: '/v1/accounts/NP-RB/penalty-waivers',
    body: {
      waiverId: 'W-RB',
      billId: 'BR-R:NP-RB',
      waivedOn: '2025-12-10',
      resolution: 'Res. 2025-40',
    },
  },
  {
    path: '/v1/municipalities/northport/utilization-form-requirements',
    body: { requirementId: 'UF-R', year: 2026, dueOn: '2026-03-01' },
  },
  {
    path: '/v1/accounts/NP-RA/utilization-forms',
    body: { formId: 'F-RA', requirementId: 'UF-R', filedOn: '2026-02-15' },
  },
  {
    path: '/v1/accounts/NP-RA/reclassifications',
    body: {
      reclassificationId: 'RC-RA',
      propertyClass: 'commercial',
      effectiveOn: '2026-04-01',
      reason: 'now a shop',
    },
  },
  {
    path: '/v1/lien-statements',
    body: { statementId: 'LS-R', municipality: 'northport', cutoff: '2026-05-31', taxYear: 2026 },
  },
  { path: '/v1/lien-statements/LS-R/levy', body: { leviedOn: '2026-06-15' } },
  {
    path: '/v1/municipalities/watervliet/rate-schedules',
    body: {
      effectiveFrom: '2022-11-01',
      effectiveTo: '2023-10-31',
      adoptedOn: '2022-10-06',
      rates: WATERVLIET_RATES_2022,
    },
  },
  {
    path: '/v1/accounts',
    body: {
      accountId: 'WV-R',
      municipality: 'watervliet',
      parcelId: '45.12-3-WV-R',
      propertyClass: 'residential',
      units: 2,
      owner: { name: 'Owner WV-R', mailingAddress: '2 Broadway, Watervliet NY' },
      openedOn: '2022-06-01',
    },
  },
  {
    path: '/v1/accounts/WV-R/unit-status',
    body: { unit: '2', status: 'vacant-owner-occupied', effectiveOn: '2022-10-01' },
  },
  {
    path: '/v1/accounts/WV-R/bills',
    body: { billId: 'WB-R', period: '2022-11', billDate: '2022-12-01' },
  },
  {
    path: '/v1/accounts/WV-R/occupancy-findings',
    body: { findingId: 'OF-R', unit: '2', foundOn: '2022-12-15' },
  },
  {
    path: '/v1/accounts/WV-R/water-turn-ons',
    body: { turnOnId: 'TO-R', turnedOnOn: '2023-01-05', by: 'other' },
  },
  {
    path: '/v1/municipalities/watervliet/tax-sales',
    body: { taxSaleId: 'TS-R', saleDate: '2024-06-10', advertisingCost: '25.00' },
  },
];

/** Routes whose answer is the thing as it stands (an account, an application, a statement), not the fact as written. */
const STATE_ANSWERS = /^\/v1\/accounts$|adjustment-applications$|\/v1\/lien-statements|\/refunds$/;

describe('C8 over every command with an id: sent again after the streams moved on, each is a replay that writes nothing', () => {
  let ledger: TestLedger;
  // the ledger's facts (a replayed run still writes its job's start and end, #29)
  const head = () => ledgerHead(ledger);
  const first = new Map<number, unknown>();

  beforeAll(async () => {
    ledger = await startTestLedger();
    for (const [i, write] of HISTORY.entries()) {
      const answer = await ledger.http().post(write.path).send(write.body);
      if (answer.status !== (write.run ? 200 : 201))
        throw new Error(`${write.path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      first.set(i, answer.body);
    }
    // facts without an id and runs, after everything: every stream has moved on
    for (const municipality of ['northport', 'watervliet'])
      await ledger
        .http()
        .post('/v1/penalty-runs')
        .send({ municipality, through: '2026-06-30' })
        .expect(200);
    await ledger
      .http()
      .post('/v1/accounts/NP-RB/payments')
      .send({ paymentId: 'P-RB-late', amount: '5.00', receivedOn: '2026-07-01' })
      .expect(201);
  });
  afterAll(async () => ledger.close());

  it.each(
    [...HISTORY.entries()].filter(([, w]) => !w.run).map(([i, write]) => [i, write.path] as const),
  )('write %i (%s) sent again: 200, Idempotent-Replayed, and the head does not move', async (i) => {
    const write = HISTORY[i];
    const before = await head();
    const again = await ledger.http().post(write.path).send(write.body);
    expect([again.status, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(await head()).toBe(before);
    // a fact's answer is the original one; an account's, an application's or a statement's shows it as it stands now
    if (!STATE_ANSWERS.test(write.path)) expect(again.body).toEqual(first.get(i));
  });
});
