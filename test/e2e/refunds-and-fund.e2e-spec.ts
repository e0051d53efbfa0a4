import { ReadModels } from '@ledger/ledger';
import {
  northportAccount,
  startTestLedger,
  TestLedger,
  workedExampleAccount,
} from '../support/test-ledger';

const budget2025 = {
  fiscalYear: 2025,
  adoptedOn: '2025-04-15',
  projectedGrossOperatingCosts: '4000.00',
  sewerRent: { operationAndMaintenance: '300.00', debtService: '100.00', capital: '50.00' },
  refundReserveRate: '0.10',
};

describe('N7 over HTTP: the DOMAIN.md refund example gives 120.30', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger();
  });
  afterAll(async () => ledger.close());

  it('N6 grant after payment -> refund due 120.00 by 2026-02-01; N7 paid 2026-03-03 -> 30 days, 0.30, 120.30', async () => {
    await workedExampleAccount(ledger, 'NP-R');
    await ledger
      .http()
      .post('/v1/accounts/NP-R/bills')
      .send({ billId: 'B-R', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-R/payments')
      .send({ paymentId: 'P-R', amount: '230.40', receivedOn: '2025-10-20' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-R/adjustment-applications')
      .send({
        applicationId: 'ADJ-1',
        billId: 'B-R',
        filedOn: '2025-11-03',
        claim: 'leak, SCWA confirms',
      })
      .expect(201);
    const grant = await ledger
      .http()
      .post('/v1/accounts/NP-R/adjustment-applications/ADJ-1/grant')
      .send({ grantedOn: '2026-01-15', resolution: 'Res. 2026-3', creditAmount: '120.00' })
      .expect(201);
    expect(grant.body).toMatchObject({
      credit: '120.00',
      appliedToRent: '0.00',
      refundDue: '120.00',
      refundDeadline: '2026-02-01',
    });

    const balance = await ledger
      .http()
      .get('/v1/accounts/NP-R/balance?asOf=2026-02-15')
      .expect(200);
    expect(balance.body).toMatchObject({ total: '0.00', credit: '0.00', refundDue: '120.00' });

    const open = await ledger
      .http()
      .get('/v1/municipalities/northport/refund-obligations?asOf=2026-02-15')
      .expect(200);
    // 14 days late on 2026-02-15: 120.00 x 0.03 x 14 / 365 = 0.138 -> 0.14
    expect(open.body.obligations).toEqual([
      expect.objectContaining({
        accountId: 'NP-R',
        applicationId: 'ADJ-1',
        refundDue: '120.00',
        deadline: '2026-02-01',
        daysLate: 14,
        interestAccrued: '0.14',
        status: 'open',
      }),
    ]);

    const refund = await ledger
      .http()
      .post('/v1/accounts/NP-R/refunds')
      .send({ refundId: 'RF-1', applicationId: 'ADJ-1', paidOn: '2026-03-03' })
      .expect(201);
    expect(refund.body).toMatchObject({
      principal: '120.00',
      interest: '0.30',
      daysLate: 30,
      total: '120.30',
    });

    const paid = await ledger
      .http()
      .get('/v1/municipalities/northport/refund-obligations?asOf=2026-06-01')
      .expect(200);
    expect(paid.body.obligations).toEqual([
      expect.objectContaining({
        daysLate: 30,
        interestAccrued: '0.30',
        status: 'paid',
        paidOn: '2026-03-03',
      }),
    ]);
    expect(
      (await ledger.http().get('/v1/accounts/NP-R/balance?asOf=2026-03-03').expect(200)).body
        .refundDue,
    ).toBe('0.00');
  });

  it('409/422: a second refund, a refund with nothing due, a grant on an unknown or decided application', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-R/refunds')
      .send({ refundId: 'RF-1', applicationId: 'ADJ-1', paidOn: '2026-03-03' })
      .expect(200);
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/NP-R/refunds')
          .send({ refundId: 'RF-2', applicationId: 'ADJ-1', paidOn: '2026-03-04' })
          .expect(409)
      ).body.rule,
    ).toBe('N7');
    await ledger
      .http()
      .post('/v1/accounts/NP-R/adjustment-applications/ADJ-404/grant')
      .send({ grantedOn: '2026-01-15', resolution: 'r', creditAmount: '1.00' })
      .expect(404);
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/NP-R/adjustment-applications/ADJ-1/grant')
          .send({ grantedOn: '2026-01-16', resolution: 'r', creditAmount: '1.00' })
          .expect(409)
      ).body.rule,
    ).toBe('N6');
    const filed = await ledger
      .http()
      .post('/v1/accounts/NP-R/adjustment-applications')
      .send({ applicationId: 'ADJ-2', billId: 'B-R', filedOn: '2025-11-05', claim: 'x' })
      .expect(201);
    const denied = await ledger
      .http()
      .post('/v1/accounts/NP-R/adjustment-applications/ADJ-2/denial')
      .send({ deniedOn: '2026-01-15', resolution: 'no evidence' })
      .expect(201);
    // the denial's answer carries the denial's recorded time (usable as knownAt), not the filing's
    expect(denied.body.recordedAt).toBe(denied.body.denial.recordedAt);
    expect(denied.body.recordedAt > filed.body.recordedAt).toBe(true);
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/NP-R/refunds')
          .send({ refundId: 'RF-3', applicationId: 'ADJ-2', paidOn: '2026-03-04' })
          .expect(422)
      ).body.rule,
    ).toBe('N7');
    await ledger
      .http()
      .post('/v1/accounts/NP-R/adjustment-applications')
      .send({ applicationId: 'ADJ-3', billId: 'B-NOPE', filedOn: '2025-11-05', claim: 'x' })
      .expect(404);
  });
});

describe('N5/N8 across two fiscal years: the waterfall, a refund from the reserve, the carryover', () => {
  let ledger: TestLedger;
  const fund = async (asOf: string, fy = 2025) =>
    (
      await ledger
        .http()
        .get(`/v1/municipalities/northport/fiscal-years/${fy}/fund?asOf=${asOf}`)
        .expect(200)
    ).body;
  const reserve = async (fy: number, asOf: string) =>
    (
      await ledger
        .http()
        .get(`/v1/municipalities/northport/fiscal-years/${fy}/refund-reserve?asOf=${asOf}`)
        .expect(200)
    ).body;

  beforeAll(async () => {
    ledger = await startTestLedger();
  });
  afterAll(async () => ledger.close());

  it('N5: the budget answers total, cap, carryover, reserve to collect and levy; over the cap or over 10% is refused', async () => {
    const over = await ledger
      .http()
      .post('/v1/municipalities/northport/budgets')
      .send({ ...budget2025, projectedGrossOperatingCosts: '1799.96' })
      .expect(422);
    expect(over.body).toMatchObject({ rule: 'N5' });
    expect(over.body.message).toMatch(/exceeds the cap of \$449.99/);
    expect(
      (
        await ledger
          .http()
          .post('/v1/municipalities/northport/budgets')
          .send({ ...budget2025, refundReserveRate: '0.11' })
          .expect(422)
      ).body.rule,
    ).toBe('N5');
    const adopted = await ledger
      .http()
      .post('/v1/municipalities/northport/budgets')
      .send(budget2025)
      .expect(201);
    expect(adopted.body).toMatchObject({
      total: '450.00',
      cap: '1000.00',
      carryover: '0.00',
      reserveToCollect: '45.00',
      levy: '495.00',
    });
    await ledger.http().post('/v1/municipalities/northport/budgets').send(budget2025).expect(200);
    expect(
      (
        await ledger
          .http()
          .post('/v1/municipalities/northport/budgets')
          .send({ ...budget2025, refundReserveRate: '0.05' })
          .expect(409)
      ).body.rule,
    ).toBe('N5');
  });

  it("N5: the proposed rate is the levy over the liable accounts' billable gallons (exempt and outside excluded)", async () => {
    await northportAccount(ledger, 'NP-A', 80_000);
    await northportAccount(ledger, 'NP-B', 100_000);
    await northportAccount(ledger, 'NP-C', 50_000);
    await northportAccount(ledger, 'NP-V', 1_000_000, { exemption: 'village-owned' });
    await northportAccount(ledger, 'NP-O', 1_000_000, { location: 'outside' });
    const rate = await ledger
      .http()
      .get('/v1/municipalities/northport/fiscal-years/2025/proposed-rate')
      .expect(200);
    // 72,000 + 90,000 + 45,000 = 207,000 billable gallons; 495.00 / 207 = 2.39130... -> 2.3913
    expect(rate.body).toMatchObject({
      levy: '495.00',
      billableGallons: 207000,
      ratePer1000Gallons: '2.3913',
    });
  });

  it('N8: receipts fill operation and maintenance, debt service, capital, the reserve, then surplus, in order', async () => {
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .send({ fiscalYear: 2025, ratePer1000Gallons: '3.2000', adoptedOn: '2025-09-15' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/bill-runs')
      .send({
        billRunId: 'BR-2025',
        municipality: 'northport',
        fiscalYear: 2025,
        billDate: '2025-10-01',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-A/payments')
      .send({ paymentId: 'P-A', amount: '230.40', receivedOn: '2025-10-15' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-B/payments')
      .send({ paymentId: 'P-B', amount: '288.00', receivedOn: '2025-10-20' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-C/payments')
      .send({ paymentId: 'P-C', amount: '100.00', receivedOn: '2025-10-25' })
      .expect(201);

    expect((await fund('2025-10-15')).allocations).toEqual({
      operationAndMaintenance: '230.40',
      debtService: '0.00',
      capital: '0.00',
      refundReserve: '0.00',
      surplus: '0.00',
    });
    expect((await fund('2025-10-20')).allocations).toEqual({
      operationAndMaintenance: '300.00',
      debtService: '100.00',
      capital: '50.00',
      refundReserve: '45.00',
      surplus: '23.40',
    });
    const later = await fund('2025-10-31');
    expect(later).toMatchObject({
      receipts: '618.40',
      allocations: { refundReserve: '45.00', surplus: '123.40' },
    });
  });

  it('N8: a refund with its interest is paid out of the reserve; N5: the closing reserve makes a smaller reserve to collect next year', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-A/adjustment-applications')
      .send({
        applicationId: 'ADJ-A',
        billId: 'BR-2025:NP-A',
        filedOn: '2025-11-03',
        claim: 'irrigation meter',
      })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-A/adjustment-applications/ADJ-A/grant')
      .send({ grantedOn: '2026-01-15', resolution: 'Res. 2026-3', creditAmount: '20.00' })
      .expect(201);
    const refund = await ledger
      .http()
      .post('/v1/accounts/NP-A/refunds')
      .send({ refundId: 'RF-A', applicationId: 'ADJ-A', paidOn: '2026-03-03' })
      .expect(201);
    // 20.00 x 0.03 x 30 / 365 = 0.0493 -> 0.05
    expect(refund.body).toMatchObject({ principal: '20.00', interest: '0.05', total: '20.05' });

    expect(await reserve(2025, '2026-05-31')).toMatchObject({
      opening: '0.00',
      allocated: '45.00',
      refundsPaid: '20.00',
      interestPaid: '0.05',
      closing: '24.95',
      shortfall: '0.00',
    });
    const budget2026 = await ledger
      .http()
      .post('/v1/municipalities/northport/budgets')
      .send({ ...budget2025, fiscalYear: 2026, adoptedOn: '2026-04-15' })
      .expect(201);
    expect(budget2026.body).toMatchObject({
      total: '450.00',
      carryover: '24.95',
      reserveToCollect: '20.05',
      levy: '470.05',
    });
    expect(await reserve(2026, '2026-06-30')).toMatchObject({
      opening: '24.95',
      allocated: '0.00',
      closing: '24.95',
    });
    // C3: the budgets as of a day before FY2026's was adopted list FY2025's alone
    const budgets = async (asOf: string) =>
      (
        (await ledger.http().get(`/v1/municipalities/northport/budgets?asOf=${asOf}`).expect(200))
          .body as { budgets: Array<{ fiscalYear: number; inForce: boolean }> }
      ).budgets.map((b) => [b.fiscalYear, b.inForce]);
    expect(await budgets('2025-09-10')).toEqual([[2025, true]]);
    expect(await budgets('2026-04-15')).toEqual([
      [2025, true],
      [2026, false],
    ]);
  });

  it('N8: as of a date before the refund the reserve was whole', async () => {
    expect(await reserve(2025, '2026-03-02')).toMatchObject({
      refundsPaid: '0.00',
      closing: '45.00',
    });
  });

  it('the projections rebuilt from position zero give the same figures', async () => {
    const snapshot = async () => ({
      fund: await fund('2026-05-31'),
      reserve2025: await reserve(2025, '2026-05-31'),
      reserve2026: await reserve(2026, '2026-12-01'),
      obligations: (
        await ledger
          .http()
          .get('/v1/municipalities/northport/refund-obligations?asOf=2026-12-01')
          .expect(200)
      ).body,
    });
    const before = await snapshot();
    const runner = ledger.app().get(ReadModels).accounts;
    await runner.catchUp();
    const checkpoint = runner.checkpoint('fund');
    await runner.rebuild(['fund']);
    expect(runner.checkpoint('fund')).toBe(checkpoint);
    expect(await snapshot()).toEqual(before);
  });

  it('the journal and trial balance: debits equal credits; cash is receipts less the refund; CSV for a general ledger', async () => {
    const tb = (await ledger.http().get('/v1/trial-balance?asOf=2026-05-31').expect(200)).body;
    expect(tb.balanced).toBe(true);
    expect(tb.debits).toBe(tb.credits);
    const cash = tb.rows.find((r: { account: string }) => r.account === '1000');
    // 618.40 received less the 20.05 refund
    expect(cash).toMatchObject({ name: 'Cash', balance: '598.35' });
    const csv = (await ledger.http().get('/v1/journal?format=csv&to=2026-05-31').expect(200)).text
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('date,entryId,account,accountName,debit,credit,sewerAccount,memo,source');
    const journal = (
      await ledger.http().get('/v1/journal?from=2026-03-03&to=2026-03-03').expect(200)
    ).body;
    expect(journal.entries).toEqual([
      expect.objectContaining({
        entryId: 'RF-A/paid',
        lines: [
          { account: '2100', debit: '20.00', credit: '0.00' },
          { account: '5100', debit: '0.05', credit: '0.00' },
          { account: '1000', debit: '0.00', credit: '20.05' },
        ],
      }),
    ]);
  });
});

describe("N6 over HTTP: a grant's split re-flows when the check that paid the rent comes back", () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger('2026-01-15T15:00:00Z');
    await workedExampleAccount(ledger, 'NP-N6');
    await ledger
      .http()
      .post('/v1/accounts/NP-N6/bills')
      .send({ billId: 'B-N6', fiscalYear: 2025, billDate: '2025-10-01' })
      .expect(201);
  });
  afterAll(async () => ledger.close());
  /** When the returned check was recorded: the journal as known before it is the auditor's of that day. */
  let reversedAt: string;

  it('N6/C4 120.00 granted against rent paid by a check that is then returned: no refund; penalties on 110.40 (8.58)', async () => {
    await ledger
      .http()
      .post('/v1/accounts/NP-N6/payments')
      .send({ paymentId: 'P-N6', amount: '230.40', receivedOn: '2025-10-15', method: 'check' })
      .expect(201);
    await ledger
      .http()
      .post('/v1/accounts/NP-N6/adjustment-applications')
      .send({ applicationId: 'ADJ-N6', billId: 'B-N6', filedOn: '2025-11-03', claim: 'pool fill' })
      .expect(201);
    const granted = await ledger
      .http()
      .post('/v1/accounts/NP-N6/adjustment-applications/ADJ-N6/grant')
      .send({ grantedOn: '2025-12-10', resolution: 'Res. 2025-41', creditAmount: '120.00' })
      .expect(201);
    expect(granted.body).toMatchObject({
      credit: '120.00',
      refundDue: '120.00',
      refundDeadline: '2026-02-01',
    });
    reversedAt = (
      await ledger
        .http()
        .post('/v1/accounts/NP-N6/payments/P-N6/reversal')
        .send({ reversedOn: '2026-01-10', reason: 'returned check NSF' })
        .expect(201)
    ).body.recordedAt;
    await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: '2026-01-15' })
      .expect(200);
    expect(
      (await ledger.http().get('/v1/accounts/NP-N6/balance?asOf=2026-01-15').expect(200)).body,
    ).toMatchObject({ rent: '110.40', penalties: '8.58', refundDue: '0.00', total: '118.98' });
    expect(
      (
        await ledger
          .http()
          .get('/v1/municipalities/northport/refund-obligations?asOf=2026-01-15')
          .expect(200)
      ).body.obligations,
    ).toEqual([]);
    expect(
      (
        await ledger
          .http()
          .post('/v1/accounts/NP-N6/refunds')
          .send({ refundId: 'RF-N6', applicationId: 'ADJ-N6', paidOn: '2026-01-15' })
          .expect(422)
      ).body.rule,
    ).toBe('N7');
  });

  it('C3 the journal and trial balance as known before the check came back read as they did then (an auditor reproduces a past answer); now they carry the return', async () => {
    const before = new Date(Date.parse(reversedAt) - 1).toISOString();
    const journal = async (knownAt?: string) =>
      (
        await ledger
          .http()
          .get(`/v1/journal?from=2025-10-01${knownAt ? `&knownAt=${knownAt}` : ''}`)
          .expect(200)
      ).body as { knownAt: string; entries: Array<{ entryId: string }> };
    const then = await journal(before);
    expect(then.knownAt).toBe(before);
    expect(then.entries.map((e) => e.entryId)).not.toContain('P-N6/reversed');
    expect((await journal()).entries.map((e) => e.entryId)).toContain('P-N6/reversed');
    const cash = async (knownAt?: string) => {
      const tb = (
        await ledger
          .http()
          .get(`/v1/trial-balance?asOf=2026-01-15${knownAt ? `&knownAt=${knownAt}` : ''}`)
          .expect(200)
      ).body as { knownAt: string; rows: Array<{ account: string; balance: string }> };
      return tb.rows.find((r) => r.account === '1000')?.balance;
    };
    // the 230.40 check in the bank as the ledger knew it before it came back; none of it since
    expect(await cash(before)).toBe('230.40');
    expect(await cash()).toBe('0.00');
    // the CSV for the general ledger takes the same instant
    const csv = (
      await ledger
        .http()
        .get(`/v1/journal?format=csv&from=2025-10-01&knownAt=${before}`)
        .expect(200)
    ).text;
    expect(csv).not.toContain('P-N6/reversed');
  });
});

describe("N5 x N12: a closed year's proposed rate does not drift when an account's use changes later", () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger();
  });
  afterAll(async () => ledger.close());

  it('the commercial-era reading counts as commercial (80,000 less its 20,000 metered = 60,000) after the account becomes a home from 2026-04-01', async () => {
    await northportAccount(ledger, 'NP-SHOP', null, { propertyClass: 'commercial' });
    await ledger
      .http()
      .post('/v1/accounts/NP-SHOP/water-usage')
      .send({
        fiscalYear: 2025,
        totalGallons: 80_000,
        meteredNonDischargedGallons: 20_000,
        readOn: '2025-09-01',
      })
      .expect(201);
    await ledger.http().post('/v1/municipalities/northport/budgets').send(budget2025).expect(201);
    const proposed = async () =>
      (
        await ledger
          .http()
          .get('/v1/municipalities/northport/fiscal-years/2025/proposed-rate')
          .expect(200)
      ).body as { billableGallons: number; ratePer1000Gallons: string };
    // 495.00 / 60 = 8.25
    expect(await proposed()).toMatchObject({
      billableGallons: 60000,
      ratePer1000Gallons: '8.2500',
    });
    await ledger
      .http()
      .post('/v1/accounts/NP-SHOP/reclassifications')
      .send({
        reclassificationId: 'RC-1',
        propertyClass: 'residential',
        effectiveOn: '2026-04-01',
        reason: 'Assessor: converted to a single-family home',
      })
      .expect(201);
    // as a residence it would be 72,000 (80,000 less 10%): the year's water was read in a shop
    expect(await proposed()).toMatchObject({
      billableGallons: 60000,
      ratePer1000Gallons: '8.2500',
    });
    // the Assessor finds, later, that the use changed before the reading: recorded last, dated first
    await ledger
      .http()
      .post('/v1/accounts/NP-SHOP/reclassifications')
      .send({
        reclassificationId: 'RC-0',
        propertyClass: 'residential',
        effectiveOn: '2025-08-01',
        reason: 'Assessor: the shop closed in July 2025',
      })
      .expect(201);
    // a residence on 2025-09-01, as its bill would take it (N12): 72,000; 495.00 / 72 = 6.875
    expect(await proposed()).toMatchObject({
      billableGallons: 72000,
      ratePer1000Gallons: '6.8750',
    });
  });
});
