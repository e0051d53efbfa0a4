import { QUEENSBURY_CONSOLIDATED_2021 } from '@ledger/domain/municipalities/queensbury/fixtures';
import { startTestLedger, TestLedger } from '../support/test-ledger';

const TODAY = '2026-12-02';
const TOMORROW = '2026-12-03';

/**
 * Issue #24 / C3, C10: the date of a municipality-wide command (tax sales, bill
 * runs, penalty runs, lien statements, levies, rate schedules, budgets) is
 * checked on the command itself, not on each account it reaches: on a ledger
 * with no account at all, a command dated tomorrow is a 422 that wrote
 * nothing (the same id with a date that has come is then a new 201, not a 409).
 */
describe('C3/C10 municipality-wide commands dated on a day to come, with no account to reach', () => {
  let ledger: TestLedger;
  beforeAll(async () => {
    ledger = await startTestLedger(`${TODAY}T15:00:00Z`);
  });
  afterAll(async () => ledger.close());

  const refusedThenWritten = async (
    path: string,
    body: (date: string) => Record<string, unknown>,
    rule: string,
  ) => {
    const refused = await ledger.http().post(path).send(body(TOMORROW)).expect(422);
    expect(refused.body.rule).toBe(rule);
    expect(refused.body.message).toMatch(/a day that has not come \(today is 2026-12-02\)/);
    // nothing was written under the id: the same id dated today is a new fact, not a conflict
    await ledger.http().post(path).send(body(TODAY)).expect(201);
  };

  it('W3/C3 a Watervliet tax sale dated tomorrow is refused when no Watervliet account exists', async () => {
    await refusedThenWritten(
      '/v1/municipalities/watervliet/tax-sales',
      (saleDate) => ({ taxSaleId: 'TS-T', saleDate, advertisingCost: '25.00' }),
      'C3',
    );
  });

  it('N1/C3 a bill run dated tomorrow is refused on the command, with no account to bill', async () => {
    await ledger
      .http()
      .post('/v1/municipalities/northport/rate-schedules')
      .send({ fiscalYear: 2026, ratePer1000Gallons: '3.2000', adoptedOn: '2026-09-15' })
      .expect(201);
    await refusedThenWritten(
      '/v1/bill-runs',
      (billDate) => ({ billRunId: 'BR-T', municipality: 'northport', fiscalYear: 2026, billDate }),
      'C3',
    );
  });

  it('N5/C3 a Northport rate schedule and a budget adopted tomorrow are refused', async () => {
    await refusedThenWritten(
      '/v1/municipalities/northport/rate-schedules',
      (adoptedOn) => ({ fiscalYear: 2027, ratePer1000Gallons: '3.3000', adoptedOn }),
      'C3',
    );
    await refusedThenWritten(
      '/v1/municipalities/northport/budgets',
      (adoptedOn) => ({
        fiscalYear: 2026,
        adoptedOn,
        projectedGrossOperatingCosts: '4000.00',
        sewerRent: { operationAndMaintenance: '300.00', debtService: '100.00', capital: '50.00' },
        refundReserveRate: '0.10',
      }),
      'C3',
    );
  });

  it('W2/Q1/C3 Watervliet and Queensbury rate schedules adopted tomorrow are refused', async () => {
    await refusedThenWritten(
      '/v1/municipalities/watervliet/rate-schedules',
      (adoptedOn) => ({
        effectiveFrom: '2026-11-01',
        effectiveTo: '2027-04-30',
        adoptedOn,
        rates: {
          residentialUnit: '98.41',
          meteredPer1000Gallons: '4.48',
          meteredMinimum: '224.00',
          vacantUnitWaterOff: '49.50',
          vacantOwnerOccupiedUnit: '49.50',
          vacantLand: '6.57',
          outsideResidentialUnit: '150.00',
          outsideVacantWaterOff: '75.00',
          unauthorizedTurnOnPenalty: '500.00',
          occupiedWhileReducedPenalty: '500.00',
        },
      }),
      'C3',
    );
    await refusedThenWritten(
      '/v1/municipalities/queensbury/rate-schedules',
      (adoptedOn) => ({
        ...QUEENSBURY_CONSOLIDATED_2021,
        scheduleId: 'QB-CONS-2027',
        effectiveFrom: '2027-01-01',
        adoptedOn,
      }),
      'C3',
    );
  });

  it('N9/C7 a lien statement as of tomorrow and a penalty run through tomorrow are refused', async () => {
    await refusedThenWritten(
      '/v1/lien-statements',
      (cutoff) => ({ statementId: 'LS-T', municipality: 'northport', cutoff, taxYear: 2027 }),
      'N9',
    );
    const run = await ledger
      .http()
      .post('/v1/penalty-runs')
      .send({ municipality: 'northport', through: TOMORROW })
      .expect(422);
    expect(run.body.rule).toBe('C7');
  });
});
