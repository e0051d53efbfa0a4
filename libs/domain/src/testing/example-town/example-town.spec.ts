import { DomainError } from '../../errors/domain-error';
import { journalOf, trialBalance } from '../../journal/journal';
import { balanceAsOf } from '../../ledger/balance';
import { MUNICIPALITIES, MUNICIPALITY_IDS, tariffOf } from '../../tariffs/registry';
import { AccountScenario } from '../given-when-then';
import { exampleTariff } from './example-town';

// its registry line: the production registry's list and the Village of Example
// (for this file only: production serves the three)
jest.mock('../../tariffs/registry', () => {
  const { registryOf } = jest.requireActual('../../tariffs/registry-of');
  const served = jest.requireActual('../../tariffs/registry');
  const { exampleTariff: example } = jest.requireActual('./example-town');
  // what the registry derives from its list, derived again with the example in it
  return { ...served, ...registryOf([...served.MUNICIPALITIES, example]) };
});

const TODAY = '2026-12-02';
const SCHEDULE_2026 = {
  scheduleId: 'EX-2026',
  fromYear: 2026,
  perUnit: '120.00',
  adoptedOn: '2025-12-01',
};

/** The Board's schedules, as the rate book's stream would hold them after adoption (C8 on a repeat). */
function adopted(...bodies: Record<string, unknown>[]) {
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];
  for (const body of bodies)
    events.push(...(exampleTariff.rates.adopt!(body).decide(events) as typeof events));
  return events;
}

/** Given a two-unit account of the Village of Example, billed for 2026 (E1, E2). */
function billed2026(): AccountScenario {
  const s = new AccountScenario();
  s.when({
    kind: 'OpenAccount',
    accountId: 'EX-1',
    municipality: 'example',
    parcelId: 'EX-PARCEL-1',
    propertyClass: 'residential',
    location: 'inside',
    exemption: null,
    owner: { name: 'E. Owner', mailingAddress: '1 Example Way, Example NY 10000' },
    openedOn: '2026-01-05',
    units: 2,
    today: TODAY,
  });
  s.when({
    kind: 'RenderBill',
    billId: 'EX-B-1',
    billRunId: null,
    period: exampleTariff.periods.key(2026).period,
    billDate: '2026-02-02',
    rate: exampleTariff.rates.inForce(adopted(SCHEDULE_2026), '2026'),
  });
  return s;
}

const payment = {
  kind: 'ReceivePayment',
  paymentId: 'EX-P-1',
  amount: '100.00',
  receivedOn: '2026-03-01',
  method: null,
  reference: null,
  today: TODAY,
} as const;
const penaltyRun = (through: string) =>
  ({ kind: 'ReconcileAccountPenalties', through, today: TODAY }) as const;

describe('the Village of Example: a fourth municipality added as a plug-in (E1-E3)', () => {
  it('its registry line serves it beside the three, with nothing generic edited', () => {
    expect(MUNICIPALITY_IDS).toEqual(['northport', 'watervliet', 'queensbury', 'example']);
    expect([tariffOf('example').displayName, MUNICIPALITIES.length]).toEqual([
      'Village of Example',
      4,
    ]);
  });

  it('E2 the worked example bill: two units at 120.00 = 240.00, due 30 days after 2026-02-02 (E3)', () => {
    const bill = billed2026().state().bills.get('EX-B-1')!.data;
    expect([bill.rent, bill.dueDate, bill.firstPenaltyDate, bill.penaltyRule]).toEqual([
      '240.00',
      '2026-03-04',
      '2026-03-05',
      'E3',
    ]);
  });

  it('E3 the worked example: 100.00 paid on 2026-03-01, one penalty of 7.00 on 2026-03-05, balance 147.00', () => {
    const s = billed2026();
    s.when(payment);
    const booked = s.when(penaltyRun('2026-03-10'));
    expect(
      booked.map((e) => [e.type, e.effectiveDate, (e.data as { amount: string }).amount]),
    ).toEqual([['PenaltyAccrued', '2026-03-05', '7.00']]);
    expect(s.when(penaltyRun('2026-06-30'))).toEqual([]);
    const balance = balanceAsOf(s.state(), '2026-06-30');
    expect([balance.rent, balance.penalties, balance.total]).toEqual(['140.00', '7.00', '147.00']);
  });

  it('the journal balances for its history: receivables of 140.00 rent and 7.00 penalty', () => {
    const s = billed2026();
    s.when(payment);
    s.when(penaltyRun('2026-03-10'));
    const tb = trialBalance(journalOf(s.state()), '2026-06-30');
    const row = (code: string) => tb.rows.find((r) => r.account === code)?.balance;
    expect([tb.debits === tb.credits, row('1100'), row('1110'), row('1000')]).toEqual([
      true,
      '140.00',
      '7.00',
      '100.00',
    ]);
  });

  it('E2 refuses what its law does not know: a water reading, a commercial class (422 naming E2)', () => {
    const s = billed2026();
    const refusal = (run: () => unknown) => {
      try {
        run();
        return null;
      } catch (error) {
        return error instanceof DomainError ? [error.kind, error.rule] : error;
      }
    };
    const reading = {
      kind: 'RecordWaterUsage',
      period: '2026',
      totalGallons: 1000,
      meteredNonDischargedGallons: null,
      readOn: '2026-01-31',
      today: TODAY,
    } as const;
    expect(refusal(() => s.when(reading))).toEqual(['rule', 'E2']);
    expect(
      refusal(() =>
        exampleTariff.checkAccount({ ...billed2026Open(), propertyClass: 'commercial' }),
      ),
    ).toEqual(['rule', 'E2']);
  });

  it('C8 a schedule again is a no-op; the same id with other content is a conflict', () => {
    expect(adopted(SCHEDULE_2026, SCHEDULE_2026)).toHaveLength(1);
    expect(() => adopted(SCHEDULE_2026, { ...SCHEDULE_2026, perUnit: '130.00' })).toThrow(
      /already adopted with different content/,
    );
  });
});

function billed2026Open() {
  const opened = billed2026().state().opened!.data;
  return { kind: 'OpenAccount' as const, ...opened, today: TODAY };
}
