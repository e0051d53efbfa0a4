import { journalOf } from '../journal/journal';
import { balanceAsOf } from '../ledger/balance';
import { billDemand, billDemands } from '../ledger/bill-demand';
import { statementOf } from '../ledger/statement';
import {
  AccountScenario,
  RATE_2025,
  WATERVLIET_RATES_2022,
  replaceWorkedBill,
  voidWorkedBill,
  watervlietAccount,
  workedExampleBilled as billed,
} from '../testing/given-when-then';

const TODAY = '2026-12-02';

/** Given the worked example's bill B-1 (230.40) with its penalties of 2025-11-01 and 2025-12-01 booked, voided on 2025-12-10. */
function billedPenalizedAndVoided() {
  const s = billed();
  s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-01', today: TODAY });
  const voided = s.when({
    kind: 'VoidBill',
    voidId: 'V-1',
    billId: 'B-1',
    voidedOn: '2025-12-10',
    reason: 'wrong reading',
    today: TODAY,
  });
  return { s, voided };
}

/** N6: application A-1 on B-1, filed on `filedOn`. */
function fileA1(s: AccountScenario, filedOn = '2025-10-10') {
  s.when({
    kind: 'FileAdjustmentApplication',
    applicationId: 'A-1',
    billId: 'B-1',
    filedOn,
    claim: 'a leak',
    today: TODAY,
  });
}

/** N6: A-1 granted a credit of 38.40 on 2025-10-20. */
function grantA1(s: AccountScenario) {
  s.when({
    kind: 'GrantAdjustment',
    applicationId: 'A-1',
    grantedOn: '2025-10-20',
    resolution: 'Res. 2025-31',
    adjustedBillableGallons: null,
    creditAmount: '38.40',
    continuesApplicationId: null,
    today: TODAY,
  });
}

/** C5: the worked example's whole rent, 230.40, paid on 2025-10-15. */
function paidInFull(s: AccountScenario) {
  s.when({
    kind: 'ReceivePayment',
    paymentId: 'P-1',
    amount: '230.40',
    receivedOn: '2025-10-15',
    method: null,
    reference: null,
    today: TODAY,
  });
}

describe('C11 bill corrections (void and replace)', () => {
  it("C11 x N1 a correction made after N1's last bill date: the supplemental is dated the correction all the same, due 30 days on", () => {
    const s = billed();
    s.when({
      kind: 'VoidBill',
      voidId: 'V-1',
      billId: 'B-1',
      voidedOn: '2026-11-30',
      reason: 'wrong reading',
      today: TODAY,
    });
    s.when({
      kind: 'RecordWaterUsage',
      period: '2025',
      totalGallons: 90_000,
      meteredNonDischargedGallons: null,
      readOn: '2026-11-30',
      today: TODAY,
    });
    const [replacement, supplemental] = s.when({
      kind: 'RenderBill',
      billId: 'B-2',
      billRunId: null,
      period: '2025',
      billDate: '2026-11-30',
      rate: RATE_2025,
      replaces: 'B-1',
    });
    expect([replacement.data, supplemental.data]).toMatchObject([
      { billId: 'B-2', billDate: '2025-10-01', rent: '230.40' },
      {
        billId: 'B-2-S',
        billDate: '2026-11-30',
        dueDate: '2026-12-30',
        firstPenaltyDate: '2026-12-31',
        rent: '28.80',
      },
    ]);
    // a bill of the year itself on that date is still refused (N1)
    expect(() =>
      s.when({
        kind: 'RenderBill',
        billId: 'B-3',
        billRunId: null,
        period: '2026',
        billDate: '2028-01-01',
        rate: RATE_2025,
      }),
    ).toThrow(/N1/);
  });

  it("C11 x W1 a Watervliet correction after the period's installment date: the supplemental is due on its date, free for a month, interest the day after", () => {
    const s = new AccountScenario().given(watervlietAccount('WV-1', { propertyClass: 'other' }));
    const usage = (gallons: number, readOn: string) =>
      s.when({
        kind: 'RecordWaterUsage',
        period: '2022-11',
        totalGallons: gallons,
        meteredNonDischargedGallons: null,
        readOn,
        today: TODAY,
      });
    usage(30_000, '2022-11-30');
    s.when({
      kind: 'RenderBill',
      billId: 'W-1',
      billRunId: null,
      period: '2022-11',
      billDate: '2022-12-01',
      rate: WATERVLIET_RATES_2022,
    });
    s.when({
      kind: 'VoidBill',
      voidId: 'V-1',
      billId: 'W-1',
      voidedOn: '2023-06-15',
      reason: 'misread meter',
      today: TODAY,
    });
    usage(60_000, '2023-06-15');
    const [replacement, supplemental] = s.when({
      kind: 'RenderBill',
      billId: 'W-2',
      billRunId: null,
      period: '2022-11',
      billDate: '2023-06-15',
      rate: WATERVLIET_RATES_2022,
      replaces: 'W-1',
    });
    expect([replacement.data, supplemental.data]).toMatchObject([
      { billId: 'W-2', billDate: '2022-12-01', rent: '224.00', firstPenaltyDate: '2023-02-02' },
      {
        billId: 'W-2-S',
        billDate: '2023-06-15',
        dueDate: '2023-06-15',
        firstPenaltyDate: '2023-07-16',
        rent: '44.80',
      },
    ]);
  });

  it('C11 voids a bill: a new fact with its rent and charges, and it leaves the balance', () => {
    const { s, voided } = billedPenalizedAndVoided();
    expect(voided).toEqual([
      {
        type: 'BillVoided',
        schemaVersion: 1,
        effectiveDate: '2025-10-01',
        data: {
          accountId: 'NP-1',
          voidId: 'V-1',
          billId: 'B-1',
          voidedOn: '2025-12-10',
          reason: 'wrong reading',
          rent: '230.40',
          charges: '0.00',
        },
      },
    ]);
    // its rent is no longer owed; its booked penalties stand until the next run reverses them (C7)
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({
      rent: '0.00',
      penalties: '6.92',
    });
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({ total: '0.00' });
  });

  it('C11/C7 worked example: replaced on 60,000 gallons (172.80 from 2025-10-01); the next run reverses both 3.46 and books 2.59 twice; balance 177.98', () => {
    const { s } = billedPenalizedAndVoided();
    const [replacement, ...more] = replaceWorkedBill(s, 60_000);
    expect(more).toEqual([]);
    expect(replacement).toMatchObject({
      type: 'BillRendered',
      effectiveDate: '2025-10-01',
      data: {
        billId: 'B-2',
        replaces: 'B-1',
        billDate: '2025-10-01',
        billableGallons: '54000',
        rent: '172.80',
      },
    });
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    const rows = run.map((e) => {
      const { billId, amount } = e.data as { billId: string; amount: string };
      return [e.type, billId, e.effectiveDate, amount];
    });
    expect(rows).toEqual([
      ['PenaltyReversed', 'B-1', '2025-11-01', '3.46'],
      ['PenaltyReversed', 'B-1', '2025-12-01', '3.46'],
      ['PenaltyAccrued', 'B-2', '2025-11-01', '2.59'],
      ['PenaltyAccrued', 'B-2', '2025-12-01', '2.59'],
    ]);
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({ total: '177.98' });
  });

  it('C11 worked example: replaced on 90,000 gallons, 230.40 from 2025-10-01 and a supplemental 28.80 dated 2025-12-10, due 2026-01-09, first penalty 2026-01-10', () => {
    const { s } = billedPenalizedAndVoided();
    const [replacement, supplemental] = replaceWorkedBill(s, 90_000);
    expect(replacement).toMatchObject({
      data: { billId: 'B-2', billDate: '2025-10-01', dueDate: '2025-10-31', rent: '230.40' },
    });
    expect(supplemental).toMatchObject({
      type: 'BillRendered',
      effectiveDate: '2025-12-10',
      data: {
        billId: 'B-2-S',
        supplements: 'B-2',
        billDate: '2025-12-10',
        dueDate: '2026-01-09',
        firstPenaltyDate: '2026-01-10',
        rent: '28.80',
      },
    });
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2026-01-10', today: TODAY });
    expect(
      run
        .filter((e) => e.type === 'PenaltyAccrued')
        .map((e) => {
          const { billId, amount } = e.data as { billId: string; amount: string };
          return [billId, e.effectiveDate, amount];
        }),
    ).toEqual([
      ['B-2', '2025-11-01', '3.46'],
      ['B-2', '2025-12-01', '3.46'],
      ['B-2', '2026-01-01', '3.46'],
      ['B-2-S', '2026-01-10', '0.43'],
    ]);
  });

  describe('C11/N3 one decision: the void, the right reading, the replacement', () => {
    /** The worked example's correction as an office sends it: void B-1 and replace it on the reading of `gallons`. */
    const correction = (gallons: number, voided = true) =>
      ({
        kind: 'CorrectBill',
        replaces: 'B-1',
        void: voided ? { voidId: 'V-1', voidedOn: '2025-12-10', reason: 'wrong reading' } : null,
        reading: {
          totalGallons: gallons,
          meteredNonDischargedGallons: null,
          readOn: '2025-12-10',
        },
        replacement: {
          billId: 'B-2',
          billRunId: null,
          period: '2025',
          billDate: '2025-12-10',
          rate: RATE_2025,
        },
        today: TODAY,
      }) as const;

    /** B-2, the first correction's replacement, voided on its own. */
    const voidB2 = (s: AccountScenario, voidedOn: string) =>
      s.when({
        kind: 'VoidBill',
        voidId: 'V-2',
        billId: 'B-2',
        voidedOn,
        reason: 'read again',
        today: TODAY,
      });
    /** The authority meter's reading of FY2025 as the account holds it. */
    const meterGallons = (s: AccountScenario) =>
      s.state().readings.get('2025')!.get('authority-meter')!.data.totalGallons;

    /** The replacement B-2 corrected in its turn on 2025-12-20: voided, read at `gallons`, replaced by B-3. */
    const secondCorrection = (gallons: number) => {
      const first = correction(gallons);
      return {
        ...first,
        replaces: 'B-2',
        void: { voidId: 'V-2', voidedOn: '2025-12-20', reason: 'read again' },
        reading: { ...first.reading, readOn: '2025-12-20' },
        replacement: { ...first.replacement, billId: 'B-3', billDate: '2025-12-20' },
      };
    };

    it('C11 worked example in one request: voided, 60,000 gallons read, replaced at 172.80 from 2025-10-01; the run makes 177.98', () => {
      const s = billed();
      s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-01', today: TODAY });
      const written = s.when(correction(60_000));
      expect(written.map((e) => [e.type, e.effectiveDate])).toEqual([
        ['BillVoided', '2025-10-01'],
        ['WaterUsageRecorded', '2025-12-10'],
        ['BillRendered', '2025-10-01'],
      ]);
      expect(written[1].data).toMatchObject({ period: '2025', totalGallons: 60_000 });
      expect(written[2].data).toMatchObject({ billId: 'B-2', replaces: 'B-1', rent: '172.80' });
      s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
      expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({ total: '177.98' });
    });

    it('C11 worked example in one request on 90,000 gallons: 230.40 kept from 2025-10-01, a supplemental 28.80 dated 2025-12-10', () => {
      const written = billed().when(correction(90_000));
      const bills = written.slice(2).map((e) => {
        const { billId, rent } = e.data as { billId: string; rent: string };
        return [billId, rent, e.effectiveDate];
      });
      expect(bills).toEqual([
        ['B-2', '230.40', '2025-10-01'],
        ['B-2-S', '28.80', '2025-12-10'],
      ]);
    });

    it('C8 the same correction again writes nothing; a reading on a bill neither voided nor being voided is refused (C11), with nothing written', () => {
      const s = billed();
      s.when(correction(60_000));
      expect(s.when(correction(60_000))).toEqual([]);
      const fresh = billed();
      expect(() => fresh.when(correction(60_000, false))).toThrow(/B-1 is not voided/);
      expect(fresh.state().voids.size).toBe(0);
      expect(meterGallons(fresh)).toBe(80_000);
    });

    it('C8 the correction sent again after its replacement was voided and the period read anew writes nothing (it wrote its old reading back)', () => {
      const s = billed();
      s.when(correction(60_000));
      voidB2(s, '2025-12-12');
      s.when({
        kind: 'RecordWaterUsage',
        period: '2025',
        totalGallons: 55_000,
        meteredNonDischargedGallons: null,
        readOn: '2025-12-12',
        today: TODAY,
      });
      expect(s.when(correction(60_000))).toEqual([]);
      expect(meterGallons(s)).toBe(55_000);
    });

    it('C11 a bill corrected upward, then corrected again: its supplemental is voided with it (28.80 stayed owed: 201.60 where 172.80 is right)', () => {
      const s = billed();
      s.when(correction(90_000));
      const again = s.when(secondCorrection(60_000));
      expect(
        again.map((e) => [e.type, (e.data as { billId?: string; voidId?: string }).billId]),
      ).toEqual([
        ['BillVoided', 'B-2'],
        ['BillVoided', 'B-2-S'],
        ['WaterUsageRecorded', undefined],
        ['BillRendered', 'B-3'],
      ]);
      expect(again[1].data).toMatchObject({
        voidId: 'V-2-S',
        rent: '28.80',
        reason: 'read again (voided with bill B-2, which it supplements)',
      });
      expect(balanceAsOf(s.state(), '2025-12-31')).toMatchObject({ rent: '172.80' });
      // the statement says the supplemental was voided with its bill, never that it waits for a replacement
      const words = statementOf(s.state(), '2025-06-01', '2025-12-31')
        .entries.map((l) => l.description)
        .join('\n');
      expect(words).toContain('voided with bill B-2');
      expect(words).not.toMatch(/B-2-S[^\n]*not yet replaced/);
    });

    it("C11 a supplemental bill is not replaced on its own: the replacement of the bill it supplements carries its rent (review: it took the supplemental's dates for 28.80 and left 144.00 as a new supplemental)", () => {
      const s = billed();
      s.when(correction(90_000));
      voidB2(s, '2025-12-20');
      expect(() => s.when({ ...secondCorrection(60_000), replaces: 'B-2-S', void: null })).toThrow(
        /C11: bill B-2-S is the supplemental bill of bill B-2/,
      );
      expect(s.when({ ...secondCorrection(60_000), void: null }).map((e) => e.type)).toEqual([
        'WaterUsageRecorded',
        'BillRendered',
      ]);
    });

    it('C11 corrected upward twice: the new excess over the voided bill is one supplemental dated the second correction (288.00 in all, not 316.80)', () => {
      const s = billed();
      s.when(correction(90_000));
      const again = s.when(secondCorrection(100_000));
      const bills = again
        .filter((e) => e.type === 'BillRendered')
        .map((e) => {
          const { billId, rent, billDate } = e.data as {
            billId: string;
            rent: string;
            billDate: string;
          };
          return [billId, rent, billDate];
        });
      expect(bills).toEqual([
        ['B-3', '230.40', '2025-10-01'],
        ['B-3-S', '57.60', '2025-12-20'],
      ]);
      expect(balanceAsOf(s.state(), '2025-12-31')).toMatchObject({ rent: '288.00' });
    });

    it('C8 the same correction sent again with another reading is a conflict (409), not a reading after billing (N6); nothing is written', () => {
      const s = billed();
      s.when(correction(60_000));
      expect(() => s.when(correction(65_000))).toThrow(
        /C8: bill B-2 replaced bill B-1 on the authority-meter reading of 60000 gallons read on 2025-12-10: a correction on another reading is a new one/,
      );
      const other = correction(60_000);
      expect(() =>
        s.when({ ...other, reading: { ...other.reading, readOn: '2025-12-11' } }),
      ).toThrow(/C8/);
      expect(s.when(correction(60_000))).toEqual([]);
    });

    it('C11 the reading after a void made before it: recorded, then the replacement rendered on it', () => {
      const { s } = billedPenalizedAndVoided();
      const written = s.when(correction(60_000, false));
      expect(written.map((e) => e.type)).toEqual(['WaterUsageRecorded', 'BillRendered']);
      expect(written[1].data).toMatchObject({ rent: '172.80' });
    });

    it('C11 a replacement refused (another period) leaves neither the void nor the reading', () => {
      const s = billed();
      const wrong = correction(60_000);
      expect(() =>
        s.when({ ...wrong, replacement: { ...wrong.replacement, period: '2026' } }),
      ).toThrow(/same period/);
      expect(s.state().voids.size).toBe(0);
      expect(meterGallons(s)).toBe(80_000);
    });
  });

  it('C8 the same void again changes nothing; the same void id with other details is refused', () => {
    const { s } = billedPenalizedAndVoided();
    const again = {
      kind: 'VoidBill',
      voidId: 'V-1',
      billId: 'B-1',
      voidedOn: '2025-12-10',
      reason: 'wrong reading',
      today: TODAY,
    } as const;
    expect(s.when(again)).toEqual([]);
    expect(() => s.when({ ...again, voidedOn: '2025-12-11' })).toThrow(/already voided/);
  });

  it('C3/C10 a void cannot be dated on a day to come nor before the bill', () => {
    const s = billed();
    const command = {
      kind: 'VoidBill',
      voidId: 'V-1',
      billId: 'B-1',
      reason: 'wrong reading',
      today: TODAY,
    } as const;
    expect(() => s.when({ ...command, voidedOn: '2026-12-03' })).toThrow(/not come/);
    expect(() => s.when({ ...command, voidedOn: '2025-09-30' })).toThrow(/before it was rendered/);
  });

  it('N9 a levied bill cannot be voided: its correction is a Board adjustment', () => {
    const s = billed();
    s.when({
      kind: 'LevyLien',
      statementId: 'L-2026',
      taxYear: 2026,
      cutoff: '2026-05-01',
      leviedOn: '2026-06-01',
      bills: [{ billId: 'B-1', rent: '230.40', penalties: '0.00', charges: '0.00' }],
    });
    expect(() =>
      s.when({
        kind: 'VoidBill',
        voidId: 'V-1',
        billId: 'B-1',
        voidedOn: '2026-06-02',
        reason: 'wrong reading',
        today: TODAY,
      }),
    ).toThrow(/levied/);
  });

  it('N9 a bill whose supplemental bill was levied cannot be voided (the two are voided together), and nothing is written', () => {
    const s = billed();
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, 90_000);
    s.when({
      kind: 'LevyLien',
      statementId: 'L-2026',
      taxYear: 2026,
      cutoff: '2026-05-01',
      leviedOn: '2026-06-01',
      bills: [{ billId: 'B-2-S', rent: '28.80', penalties: '0.00', charges: '0.00' }],
    });
    expect(() =>
      s.when({
        kind: 'VoidBill',
        voidId: 'V-2',
        billId: 'B-2',
        voidedOn: '2026-06-02',
        reason: 'read again',
        today: TODAY,
      }),
    ).toThrow(/N9: bill B-2's supplemental bill B-2-S was levied on the tax roll/);
    expect(s.state().voids.has('B-2')).toBe(false);
  });

  it('C11 a replacement names a voided bill of the same period', () => {
    const s = billed();
    expect(() =>
      s.when({
        kind: 'RenderBill',
        billId: 'B-2',
        billRunId: null,
        period: '2025',
        billDate: '2025-12-10',
        rate: RATE_2025,
        replaces: 'B-1',
      }),
    ).toThrow(/already billed|not voided/);
  });
});

describe('C11 the statement shows the pair as voided and replaced', () => {
  it('C11 the void credits the voided rent, the replacement names the bill it replaces; closing 177.98', () => {
    const { s } = billedPenalizedAndVoided();
    replaceWorkedBill(s, 60_000);
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    const statement = statementOf(s.state(), null, '2025-12-15');
    const lines = statement.entries.map((e) => [e.kind, e.reference, e.amount]);
    expect(lines).toContainEqual(['bill-void', 'V-1', '-230.40']);
    expect(statement.entries.find((e) => e.reference === 'B-2')?.description).toContain(
      'replaces voided bill B-1',
    );
    expect(statement.closingBalance).toBe('177.98');
  });

  it('C11/C7 the penalties of a voided bill are reversed because it was voided (not "the rent was paid, or the bill was levied")', () => {
    const { s } = billedPenalizedAndVoided();
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    const reversals = statementOf(s.state(), null, '2025-12-15').entries.filter(
      (e) => e.kind === 'penalty-reversal',
    );
    expect(reversals.map((e) => [e.description, e.amount])).toEqual([
      [
        'Penalty reversed: bill B-1 was voided on 2025-12-10; nothing accrues on a voided bill (C11)',
        '-3.46',
      ],
      [
        'Penalty reversed: bill B-1 was voided on 2025-12-10; nothing accrues on a voided bill (C11)',
        '-3.46',
      ],
    ]);
  });

  it('C11 the voided bill reads as voided and replaced by its replacement, the void names it too', () => {
    const { s } = billedPenalizedAndVoided();
    const before = statementOf(s.state(), null, '2025-12-15').entries;
    expect(before.find((e) => e.kind === 'rent' && e.reference === 'B-1')?.description).toBe(
      'Sewer rent, fiscal year 2025, due 2025-10-31 (voided 2025-12-10, not yet replaced)',
    );
    replaceWorkedBill(s, 60_000);
    const entries = statementOf(s.state(), null, '2025-12-15').entries;
    const words = (kind: string, reference: string) =>
      entries.find((e) => e.kind === kind && e.reference === reference)?.description;
    expect(words('rent', 'B-1')).toBe(
      'Sewer rent, fiscal year 2025, due 2025-10-31 (voided 2025-12-10, replaced by bill B-2)',
    );
    expect(words('bill-void', 'V-1')).toBe(
      'Bill B-1 voided (C11): wrong reading; rent and charges no longer owed; replaced by bill B-2',
    );
    expect(words('rent', 'B-2')).toBe(
      'Sewer rent, fiscal year 2025, due 2025-10-31, replaces voided bill B-1',
    );
  });
});

describe('C11/C5 payments that met a voided bill re-flow', () => {
  it('C5 a payment of 230.40 that met the voided bill meets the replacement of 172.80; 57.60 is a credit', () => {
    const s = billed();
    paidInFull(s);
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, 60_000);
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({
      rent: '0.00',
      credit: '57.60',
    });
  });
});

describe("C11 x C13 the Board's waiver carries to the bill's replacement", () => {
  /** B-1's penalties of 2025-11-01 and 2025-12-01 (3.46 each) waived on 2025-12-05, then B-1 voided on 2025-12-10 and replaced. */
  function waivedThenReplacedOn(gallons: number) {
    const s = billed();
    s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-01', today: TODAY });
    s.when({
      kind: 'WaivePenalties',
      waiverId: 'W-1',
      billId: 'B-1',
      waivedOn: '2025-12-05',
      resolution: 'Res. 2025-40',
      today: TODAY,
    });
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, gallons);
    return s;
  }

  it('C11 x C13 corrected down (172.80): the run books 2.59 on the waived dates and the waiver forgives them; balance 172.80, not 177.98', () => {
    const s = waivedThenReplacedOn(60_000);
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    expect(
      run.map((e) => [e.type, (e.data as { billId: string }).billId, e.effectiveDate]),
    ).toEqual([
      ['PenaltyReversed', 'B-1', '2025-11-01'],
      ['PenaltyReversed', 'B-1', '2025-12-01'],
      ['PenaltyAccrued', 'B-2', '2025-11-01'],
      ['PenaltyAccrued', 'B-2', '2025-12-01'],
    ]);
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({
      rent: '172.80',
      penalties: '0.00',
      total: '172.80',
    });
    // a second run finds nothing to do: the waived dates are not booked again (C13)
    expect(
      s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY }),
    ).toEqual([]);
    const statement = statementOf(s.state(), null, null);
    const waiver = statement.entries.find((e) => e.kind === 'penalty-waiver');
    expect(waiver?.amount).toBe('-5.18');
    expect(statement.closingBalance).toBe('172.80');
  });

  it('C11 x C13 corrected up (90,000): the carried 230.40 keeps its waived dates; the supplemental 28.80 is not waived', () => {
    const s = waivedThenReplacedOn(90_000);
    s.when({ kind: 'ReconcileAccountPenalties', through: '2026-01-10', today: TODAY });
    // 230.40 + 28.80 of rent; the penalties after the waiver: 3.46 on 2026-01-01 (B-2), 0.43 on 2026-01-10 (B-2-S)
    expect(balanceAsOf(s.state(), '2026-01-10')).toMatchObject({
      rent: '259.20',
      penalties: '3.89',
      total: '263.09',
    });
  });
});

describe("C11 x N6 a grant on a voided bill meets its replacement's rent", () => {
  it('C11 x N6 a credit of 38.40 granted on B-1 (unpaid) meets the replacement B-2 (172.80): 134.40 owed, penalties on it, nothing to refund', () => {
    const s = billed();
    fileA1(s);
    grantA1(s);
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, 60_000);
    const run = s.when({ kind: 'ReconcileAccountPenalties', through: '2025-12-15', today: TODAY });
    // N4 on the replacement's rent the grant left unpaid: 1.5% of 134.40 = 2.016, 2.02
    expect(
      run.map((e) => [e.type, e.effectiveDate, (e.data as { amount: string }).amount]),
    ).toEqual([
      ['PenaltyAccrued', '2025-11-01', '2.02'],
      ['PenaltyAccrued', '2025-12-01', '2.02'],
    ]);
    // before: the credit met nothing (the voided bill owes no rent) and became 38.40 to refund in cash
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({
      rent: '134.40',
      penalties: '4.04',
      total: '138.44',
      refundDue: '0.00',
    });
    const line = statementOf(s.state(), null, null).entries.find((e) => e.kind === 'adjustment');
    expect([line?.amount, line?.description]).toEqual([
      '-38.40',
      'Adjustment granted (N6), credit 38.40: 38.40 against unpaid rent of bill B-2, the replacement of voided bill B-1 (C11)',
    ]);
  });
});

describe('C11 x N6 a grant on a bill voided and not replaced', () => {
  it('C11 x N6 the credit lapses: nothing owed, nothing to refund (it was 38.40 to refund in cash for rent never paid); the journal balances', () => {
    const s = billed();
    fileA1(s);
    grantA1(s);
    voidWorkedBill(s, 'not connected to the sewer');
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({
      total: '0.00',
      credit: '0.00',
      refundDue: '0.00',
    });
    const line = statementOf(s.state(), null, null).entries.find((e) => e.kind === 'adjustment');
    expect(line?.description).toBe(
      'Adjustment granted (N6), credit 38.40: 0.00 against unpaid rent of bill B-1, 38.40 lapsed: the rent it would relieve is no longer owed (C11)',
    );
    // the journal throws on an entry that does not balance; the grant posts nothing (it was dr 4090, cr 2100 38.40)
    const grantEntries = journalOf(s.state()).filter((e) => e.entryId.includes('A-1'));
    expect(grantEntries).toEqual([]);
  });

  it('C11 x N6 paid in full, then granted, then voided: the payment re-flows to a credit of 230.40, and the grant lapses (no 38.40 on top)', () => {
    const s = billed();
    paidInFull(s);
    fileA1(s, '2025-10-16');
    grantA1(s);
    expect(balanceAsOf(s.state(), '2025-10-20')).toMatchObject({ refundDue: '38.40' });
    voidWorkedBill(s, 'not connected to the sewer');
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({
      credit: '230.40',
      refundDue: '0.00',
    });
  });
});

describe('C11 x N6 a grant decided after the correction is decided on the replacement', () => {
  /** A-1 filed on B-1 on 2025-10-10; B-1 voided on 2025-12-10 and replaced on `gallons`. */
  function filedThenCorrected(gallons: number | null) {
    const s = billed();
    fileA1(s);
    voidWorkedBill(s, 'wrong reading');
    if (gallons !== null) replaceWorkedBill(s, gallons);
    return s;
  }
  const grant = (
    applicationId: string,
    credit: { creditAmount: string } | { adjustedBillableGallons: number },
  ) =>
    ({
      kind: 'GrantAdjustment',
      applicationId,
      grantedOn: '2025-12-12',
      resolution: 'Res. 2025-44',
      adjustedBillableGallons: null,
      creditAmount: null,
      continuesApplicationId: null,
      today: TODAY,
      ...credit,
    }) as const;

  it('C11 x N6 a credit of 38.40 is worked out on B-2: 38.40 to its rent, nothing to refund, as the balance says (it recorded 38.40 to refund)', () => {
    const s = filedThenCorrected(60_000);
    const [granted] = s.when(grant('A-1', { creditAmount: '38.40' }));
    expect(granted.data).toMatchObject({
      billId: 'B-2',
      credit: '38.40',
      appliedToRent: '38.40',
      refundDue: '0.00',
      refundDeadline: null,
    });
    expect(balanceAsOf(s.state(), '2025-12-15')).toMatchObject({
      rent: '134.40',
      refundDue: '0.00',
    });
  });

  it("C11 x N6 adjusted gallons are held to the replacement's reading: 60,000 is not below the 54,000 B-2 bills", () => {
    const s = filedThenCorrected(60_000);
    expect(() => s.when(grant('A-1', { adjustedBillableGallons: 60_000 }))).toThrow(
      'adjusted billable gallons 60000 are not below the 54000 billed',
    );
    // 48,000 is: (54,000 - 48,000) / 1,000 x 3.20 = 19.20
    const [granted] = s.when(grant('A-1', { adjustedBillableGallons: 48_000 }));
    expect(granted.data).toMatchObject({ billId: 'B-2', credit: '19.20' });
  });

  it('C11 x N6 a bill voided and not replaced has no rent to adjust: the grant is refused, and so is a new application on it', () => {
    const s = filedThenCorrected(null);
    expect(() => s.when(grant('A-1', { creditAmount: '38.40' }))).toThrow(
      'bill B-1 was voided on 2025-12-10 and no rent is owed on it to adjust',
    );
    expect(() =>
      s.when({
        kind: 'FileAdjustmentApplication',
        applicationId: 'A-2',
        billId: 'B-1',
        filedOn: '2025-12-11',
        claim: 'a leak',
        today: TODAY,
      }),
    ).toThrow('file the application on its replacement once it is rendered');
  });

  it('C11 x N6 a credit granted on B-1 meets its replacement: a second on the replacement counts it (no room left on 28.80)', () => {
    const s = billed();
    fileA1(s);
    s.when({ ...grant('A-1', { creditAmount: '100.00' }), grantedOn: '2025-10-20' });
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, 10_000);
    s.when({
      kind: 'FileAdjustmentApplication',
      applicationId: 'A-2',
      billId: 'B-2',
      filedOn: '2025-12-11',
      claim: 'a leak',
      today: TODAY,
    });
    expect(() => s.when(grant('A-2', { creditAmount: '28.80' }))).toThrow(
      "a credit of $28.80 exceeds the $0.00 of bill B-2's rent not already credited",
    );
  });
});

describe('C11 x N6 a grant of adjusted gallons, then a correction on a lower reading', () => {
  it('C11 x N6 the Board fixed 60,000 billable (192.00, credit 38.40); corrected to 54,000 billable (172.80), the replacement is already below it: the credit lapses, 172.80 owed (not 134.40)', () => {
    const s = billed();
    s.when({
      kind: 'FileAdjustmentApplication',
      applicationId: 'A-1',
      billId: 'B-1',
      filedOn: '2025-10-10',
      claim: 'a pool filled',
      today: TODAY,
    });
    const [granted] = s.when({
      kind: 'GrantAdjustment',
      applicationId: 'A-1',
      grantedOn: '2025-10-20',
      resolution: 'Res. 2025-31',
      adjustedBillableGallons: 60_000,
      creditAmount: null,
      continuesApplicationId: null,
      today: TODAY,
    });
    expect(granted.data).toMatchObject({ credit: '38.40' });
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, 60_000);
    expect(balanceAsOf(s.state(), '2025-12-10')).toMatchObject({
      rent: '172.80',
      refundDue: '0.00',
    });
    // the journal still balances: the part the correction already gave posts nothing
    expect(() => journalOf(s.state())).not.toThrow();
    const line = statementOf(s.state(), null, null).entries.find((e) => e.kind === 'adjustment');
    expect(line?.description).toBe(
      'Adjustment granted (N6), credit 38.40: 0.00 against unpaid rent of bill B-2, the replacement of voided bill B-1 (C11), 38.40 lapsed: the rent it would relieve is no longer owed (C11)',
    );
  });
});

describe('C11 x N6 adjusted gallons against a corrected rate, a higher reading, and the room left', () => {
  const grantGallons = (s: AccountScenario, applicationId: string, gallons: number, on: string) =>
    s.when({
      kind: 'GrantAdjustment',
      applicationId,
      grantedOn: on,
      resolution: 'Res. 2025-31',
      adjustedBillableGallons: gallons,
      creditAmount: null,
      continuesApplicationId: null,
      today: TODAY,
    });

  it("C11 x N6 the Board fixed 60,000 billable; the rate is corrected to 3.00 (216.00): the owner owes the Board's figure at the corrected rate, 180.00 (it was 192.00)", () => {
    const s = billed();
    fileA1(s);
    grantGallons(s, 'A-1', 60_000, '2025-10-20');
    voidWorkedBill(s, 'wrong rate');
    replaceWorkedBill(s, 80_000, '3.0000');
    expect(balanceAsOf(s.state(), '2025-12-10')).toMatchObject({ rent: '180.00' });
  });

  it('C11 x N6 decided after an upward correction (230.40 and a supplemental 28.80 on 81,000 billable): 60,000 gives 67.20, the two bills re-rated together; 192.00 owed', () => {
    const s = billed();
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, 90_000);
    fileA1(s, '2025-12-11');
    const [granted] = grantGallons(s, 'A-1', 60_000, '2025-12-20');
    expect(granted.data).toMatchObject({ billId: 'B-2', credit: '67.20' });
    expect(balanceAsOf(s.state(), '2025-12-20')).toMatchObject({ rent: '192.00' });
  });

  it('C11 x N6 the room on a replacement counts only the credit that carries to it: 9.60 of 38.40 on 201.60, so 192.00 more may be granted', () => {
    const s = billed();
    fileA1(s);
    grantGallons(s, 'A-1', 60_000, '2025-10-20');
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, 70_000);
    s.when({
      kind: 'FileAdjustmentApplication',
      applicationId: 'A-2',
      billId: 'B-2',
      filedOn: '2025-12-11',
      claim: 'a leak',
      today: TODAY,
    });
    const [granted] = s.when({
      kind: 'GrantAdjustment',
      applicationId: 'A-2',
      grantedOn: '2025-12-12',
      resolution: 'Res. 2025-45',
      adjustedBillableGallons: null,
      creditAmount: '192.00',
      continuesApplicationId: null,
      today: TODAY,
    });
    expect(granted.data).toMatchObject({ credit: '192.00', appliedToRent: '192.00' });
    expect(balanceAsOf(s.state(), '2025-12-12')).toMatchObject({ rent: '0.00' });
  });
});

describe('C11 x C5 what a replacement asks for', () => {
  it('C11 x C5 the voided bill was paid in full (230.40): the replacement (172.80) asks for nothing, its rent met by the payment that re-flowed; the statement shows 57.60 of credit', () => {
    const s = billed();
    paidInFull(s);
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, 60_000);
    expect(billDemand(s.state(), 'B-2')).toEqual({ creditApplied: '172.80', amountDue: '0.00' });
    expect(billDemands(s.state()).get('B-1')).toEqual({ creditApplied: '0.00', amountDue: '0.00' });
    expect(balanceAsOf(s.state(), '2025-12-10')).toMatchObject({ total: '-57.60' });
  });

  it('C11 x C5 unpaid: the replacement asks for its whole rent', () => {
    const s = billed();
    voidWorkedBill(s, 'wrong reading');
    replaceWorkedBill(s, 60_000);
    expect(billDemand(s.state(), 'B-2')).toEqual({ creditApplied: '0.00', amountDue: '172.80' });
  });
});
