import {
  AccountScenario,
  BILL_2025,
  reading2025,
  residentialAccount,
  WATERVLIET_RATES_2022,
  watervlietAccount,
} from '../testing/given-when-then';

const reading = reading2025;
const bill = BILL_2025;
const delivered = (s: AccountScenario) => s.state().usage.get('2025')!.data.totalGallons;

describe('N3: the total delivered is the sum of the property water sources, each its own reading', () => {
  it('N3: given an authority meter of 50,000 and a private well of 30,000, the year delivered 80,000 and bills 230.40 (the worked example)', () => {
    const s = new AccountScenario().given(residentialAccount('NP-S'));
    s.when(reading('authority-meter', 50_000));
    s.when(reading('private-well', 30_000));
    expect(delivered(s)).toBe(80_000);
    const [rendered] = s.when(bill);
    expect(rendered).toMatchObject({
      type: 'BillRendered',
      data: { deliveredGallons: 80_000, billableGallons: '72000', rent: '230.40' },
    });
  });

  it('N3: a later reading of one source restates only it: the well read again at 40,000 makes 90,000, the meter untouched', () => {
    const s = new AccountScenario().given(residentialAccount('NP-S'));
    s.when(reading('authority-meter', 50_000));
    s.when(reading('private-well', 30_000));
    s.when(reading('private-well', 40_000, { readOn: '2025-09-10' }));
    expect(delivered(s)).toBe(90_000);
    const sources = s.state().readings.get('2025')!;
    expect(sources.get('authority-meter')!.data.totalGallons).toBe(50_000);
    expect(sources.get('private-well')!.data.totalGallons).toBe(40_000);
  });

  it('N3: a reading naming no source is the one source it always was (authority-meter, actual)', () => {
    const s = new AccountScenario().given(residentialAccount('NP-S'));
    const [event] = s.when({ ...reading('x', 80_000), source: undefined });
    expect(event).toMatchObject({
      schemaVersion: 3,
      data: { source: 'authority-meter', estimated: false, totalGallons: 80_000 },
    });
  });

  it('C8: a source stated again (same figures, same date) writes nothing; the other source is not "the same"', () => {
    const s = new AccountScenario().given(residentialAccount('NP-S'));
    s.when(reading('authority-meter', 50_000));
    expect(s.when(reading('authority-meter', 50_000))).toEqual([]);
    expect(s.when(reading('private-well', 50_000))).toHaveLength(1);
    expect(delivered(s)).toBe(100_000);
  });
});

describe('N3/C11: an estimate, billed, then an actual reading', () => {
  const estimatedThenBilled = () => {
    const s = new AccountScenario().given(residentialAccount('NP-E'));
    s.when(reading('authority-meter', 50_000));
    s.when(reading('private-well', 30_000, { estimated: true }));
    s.when(bill);
    return s;
  };

  it('N3: the bill made from an estimate knows which source was estimated, and by how much', () => {
    const s = estimatedThenBilled();
    expect(s.state().bills.get('B-1')!.data.rent).toBe('230.40');
    expect(s.state().billUsage.get('B-1')).toEqual({
      deliveredGallons: 80_000,
      estimated: [{ source: 'private-well', gallons: 30_000 }],
    });
  });

  it('N3/C11: the actual well reading of 40,000 is accepted after billing and contradicts the bill: billed 80,000 (230.40), actual 90,000', () => {
    const s = estimatedThenBilled();
    expect(
      s.when(reading('private-well', 40_000, { readOn: '2025-11-15' })).map((e) => e.type),
    ).toEqual(['WaterUsageRecorded']);
    expect(s.state().contradictedEstimates).toEqual([
      {
        billId: 'B-1',
        period: '2025',
        source: 'private-well',
        estimatedGallons: 30_000,
        actualGallons: 40_000,
        actualReadOn: '2025-11-15',
        billedDeliveredGallons: 80_000,
        actualDeliveredGallons: 90_000,
        billedRent: '230.40',
      },
    ]);
    // the bill itself is unchanged (C4): the correction is a void and a replacement (C11)
    expect(s.state().bills.get('B-1')!.data.deliveredGallons).toBe(80_000);
  });

  it('N3/C11: once the contradicted bill is voided and replaced on the actual (90,000: 259.20), nothing is contradicted', () => {
    const s = estimatedThenBilled();
    s.when(reading('private-well', 40_000, { readOn: '2025-11-15' }));
    s.when({
      kind: 'VoidBill',
      voidId: 'V-1',
      billId: 'B-1',
      voidedOn: '2025-11-20',
      reason: 'estimated well reading contradicted',
      today: '2026-12-02',
    });
    expect(s.state().contradictedEstimates).toEqual([]);
    s.when({ ...bill, billId: 'B-2', billDate: '2025-11-20', replaces: 'B-1' });
    expect(s.state().bills.get('B-2')!.data.rent).toBe('230.40');
    expect(s.state().bills.get('B-2-S')!.data.rent).toBe('28.80');
    expect(s.state().contradictedEstimates).toEqual([]);
  });

  it('N3: a second actual reading of the well restates the first: only what it says against the bill stands (10,000 then 12,000 is one contradiction, of 12,000); one that agrees with the estimate leaves none', () => {
    const s = estimatedThenBilled();
    s.when(reading('private-well', 10_000, { readOn: '2025-11-15' }));
    s.when(reading('private-well', 12_000, { readOn: '2025-11-20' }));
    expect(
      s.state().contradictedEstimates.map((c) => [c.actualGallons, c.actualDeliveredGallons]),
    ).toEqual([[12_000, 62_000]]);
    s.when(reading('private-well', 30_000, { readOn: '2025-11-25' }));
    expect(s.state().contradictedEstimates).toEqual([]);
  });

  it('N3: an actual that agrees with the estimate contradicts nothing', () => {
    const s = estimatedThenBilled();
    s.when(reading('private-well', 30_000, { readOn: '2025-11-15' }));
    expect(s.state().contradictedEstimates).toEqual([]);
  });

  it('N6: after billing, a source the bill did not estimate, or another estimate, is still refused', () => {
    const s = estimatedThenBilled();
    expect(() => s.when(reading('authority-meter', 60_000, { readOn: '2025-11-15' }))).toThrow(
      /already billed/,
    );
    expect(() =>
      s.when(reading('private-well', 35_000, { readOn: '2025-11-15', estimated: true })),
    ).toThrow(/already billed/);
  });
});

describe('N3/W2: a flat charge is not made from the gallons, so no actual reading contradicts it', () => {
  const estimatedThenBilled = (propertyClass: 'residential' | 'other') => {
    const s = new AccountScenario().given(watervlietAccount('WV-E', { propertyClass, units: 1 }));
    s.when(
      reading('authority-meter', 60_000, {
        period: '2022-11',
        readOn: '2022-11-20',
        estimated: true,
      }),
    );
    s.when({ ...bill, period: '2022-11', billDate: '2022-12-01', rate: WATERVLIET_RATES_2022 });
    return s;
  };

  it('W2/N3: a residential unit billed 98.41 from an estimate, then read at 90,000: the bill stands uncontradicted (seed 52000)', () => {
    const s = estimatedThenBilled('residential');
    expect(s.state().bills.get('B-1')!.data).toMatchObject({
      rent: '98.41',
      deliveredGallons: null,
    });
    s.when(reading('authority-meter', 90_000, { period: '2022-11', readOn: '2022-12-15' }));
    expect(s.state().usage.get('2022-11')!.data.totalGallons).toBe(90_000);
    expect(s.state().contradictedEstimates).toEqual([]);
  });

  it('W2/N3: a metered (other) property billed from the same estimate is contradicted by the same reading', () => {
    const s = estimatedThenBilled('other');
    expect(s.state().bills.get('B-1')!.data).toMatchObject({ deliveredGallons: 60_000 });
    s.when(reading('authority-meter', 90_000, { period: '2022-11', readOn: '2022-12-15' }));
    expect(s.state().contradictedEstimates).toMatchObject([
      {
        billId: 'B-1',
        estimatedGallons: 60_000,
        actualGallons: 90_000,
        actualDeliveredGallons: 90_000,
      },
    ]);
  });
});
