import {
  accountFoldProbe,
  type AccountCommand,
  accountReadFacts,
  type ReceivePayment,
} from '@ledger/domain';
import { SqliteEventStore } from '@ledger/event-store';
import { ManualClock } from '../infrastructure/clock';
import { systemContext } from '../infrastructure/command-context';
import { AccountRepository } from '../infrastructure/repositories';
import { openAccountCommand, paymentCommand } from '../testing/account-commands';
import { AccountReadFacts } from './account-read-facts';

describe('AccountReadFacts', () => {
  it("#30: keeps an account's facts as long as its state, however many accounts were derived since (a rebuild in a warm process folds no ledger again)", () => {
    const facts = new AccountReadFacts();
    const first = accountFoldProbe();
    const summary = facts.summary(first);
    const fund = facts.fund(first);
    expect(summary).toEqual(accountReadFacts(first).summary);
    expect(fund).toEqual(accountReadFacts(first).fund);
    // more accounts derived since than the 2,000 states a bound kept
    for (let i = 0; i < 2_500; i++) facts.fund(accountFoldProbe());
    expect(facts.summary(first)).toBe(summary);
    expect(facts.fund(first)).toBe(fund);
    // another state, even of the same facts, is folded on its own
    expect(facts.summary(accountFoldProbe())).not.toBe(summary);
  });
});

describe('AccountReadFacts going on from the state before (#30)', () => {
  const usage = (period: string, readOn: string): AccountCommand => ({
    kind: 'RecordWaterUsage',
    period,
    totalGallons: 80_000,
    meteredNonDischargedGallons: null,
    readOn,
    today: '2026-12-02',
  });
  const bill = (billId: string, period: string, billDate: string): AccountCommand => ({
    kind: 'RenderBill',
    billId,
    billRunId: null,
    period,
    billDate,
    rate: {
      fiscalYear: Number(period),
      ratePer1000Gallons: '3.2000',
      adoptedOn: `${period}-09-15`,
    },
  });

  const pay = (paymentId: string, amount: string, receivedOn: string): AccountCommand => ({
    ...(paymentCommand(paymentId, amount, '2026-12-02') as ReceivePayment),
    receivedOn,
  });

  it("C5: a bill the repository appends after every fact, no credit standing, is derived from the facts before it (the fund's facts the same object), and a payment after it from the ledger folded before: the same figures", async () => {
    const store = new SqliteEventStore(':memory:');
    const accounts = new AccountRepository(
      store,
      new ManualClock(new Date('2026-12-02T12:00:00Z')),
    );
    const facts = new AccountReadFacts(accounts);
    const stream = 'account-NP-1';
    const run = (command: AccountCommand) => accounts.execute(stream, command, systemContext());
    await run(openAccountCommand('NP-1', '2026-12-02'));
    await run(usage('2025', '2025-09-01'));
    await run(bill('B-1', '2025', '2025-10-01'));
    await run(pay('P-1', '100.00', '2025-10-15'));
    const before = (await accounts.load(stream)).state;
    const fundBefore = facts.fund(before);
    await run(usage('2026', '2026-09-01'));
    const beforeBill = (await accounts.load(stream)).state;
    expect(facts.fund(beforeBill)).toEqual(fundBefore);
    await run(bill('B-2', '2026', '2026-10-01'));
    const after = (await accounts.load(stream)).state;
    // gone on from: the fund's facts of the state before, as they were
    expect(facts.fund(after)).toBe(facts.fund(beforeBill));
    expect(facts.summary(after)).toEqual(accountReadFacts(after).summary);
    expect(facts.summary(after).balance).toMatchObject({ rent: '360.80', total: '360.80' });
    // a payment after every fact goes on from the ledger folded before, the bill folded in: the
    // FY2025 rent paid in full first (C5), the rest to FY2026's; the refund obligations as they were
    await run(pay('P-2', '200.00', '2026-10-20'));
    const paid = (await accounts.load(stream)).state;
    expect(facts.fund(paid)).not.toBe(facts.fund(after));
    expect(facts.fund(paid).obligations).toBe(facts.fund(after).obligations);
    expect(facts.fund(paid)).toEqual(accountReadFacts(paid).fund);
    expect(facts.fund(paid).receipts.map((r) => [r.fiscalYear, r.date, r.amount])).toEqual([
      [2025, '2025-10-15', '100.00'],
      [2025, '2026-10-20', '130.40'],
      [2026, '2026-10-20', '69.60'],
    ]);
    expect(facts.summary(paid)).toEqual(accountReadFacts(paid).summary);
    expect(facts.summary(paid).balance).toMatchObject({ rent: '160.80', total: '160.80' });
    await store.close();
  });
});
