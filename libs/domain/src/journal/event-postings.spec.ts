import { positionAsOf } from '../ledger/balance';
import { workedExampleBilled } from '../testing/given-when-then';
import { draftsOf } from './event-postings';

const TODAY = '2026-12-02';

/** Given the worked example billed (230.40), when these commands, then what each new event posts. */
function postingsAfter(
  ...commands: Parameters<ReturnType<typeof workedExampleBilled>['when']>[0][]
) {
  const s = workedExampleBilled('NP-J');
  const before = s.state().history.length;
  for (const c of commands) s.when(c);
  const state = s.state();
  const position = positionAsOf(state, '9999-12-31');
  return state.history.flatMap((e, i) =>
    draftsOf(e, position).map((d) => ({
      new: i >= before,
      entry: `${d.id}/${d.step}`,
      lines: d.postings.map(([account, amount, side]) => `${side} ${account} ${amount.toFixed(2)}`),
    })),
  );
}

describe('what each event posts to the journal', () => {
  it('the worked example: the bill debits rent receivable and credits rent revenue 230.40 (its charges are nothing)', () => {
    expect(postingsAfter()).toEqual([
      {
        new: false,
        entry: 'B-1/billed',
        lines: ['dr 1100 230.40', 'cr 4000 230.40', 'dr 1120 0.00', 'cr 4020 0.00'],
      },
    ]);
  });

  it('C4 a payment debits cash and credits deposits; its reversal the other way', () => {
    const payment = {
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '100.00',
      receivedOn: '2025-11-20',
      method: null,
      reference: null,
      today: TODAY,
    } as const;
    const reversal = {
      kind: 'ReversePayment',
      paymentId: 'P-1',
      reversedOn: '2025-11-25',
      reason: 'returned',
      today: TODAY,
    } as const;
    expect(postingsAfter(payment, reversal).filter((d) => d.new)).toEqual([
      { new: true, entry: 'P-1/received', lines: ['dr 1000 100.00', 'cr 2000 100.00'] },
      { new: true, entry: 'P-1/reversed', lines: ['dr 2000 100.00', 'cr 1000 100.00'] },
    ]);
  });

  it('N6 a grant: contra-revenue of the credit, to deposits what met unpaid rent and to refunds payable the rest', () => {
    const paid = {
      kind: 'ReceivePayment',
      paymentId: 'P-1',
      amount: '230.40',
      receivedOn: '2025-10-15',
      method: null,
      reference: null,
      today: TODAY,
    } as const;
    const filed = {
      kind: 'FileAdjustmentApplication',
      applicationId: 'A-1',
      billId: 'B-1',
      filedOn: '2025-11-01',
      claim: 'a leak',
      today: TODAY,
    } as const;
    const granted = {
      kind: 'GrantAdjustment',
      applicationId: 'A-1',
      grantedOn: '2025-11-10',
      resolution: 'R-1',
      adjustedBillableGallons: null,
      creditAmount: '50.00',
      continuesApplicationId: null,
      today: TODAY,
    } as const;
    expect(postingsAfter(paid, filed, granted).filter((d) => d.entry === 'A-1/granted')).toEqual([
      {
        new: true,
        entry: 'A-1/granted',
        lines: ['dr 4090 50.00', 'cr 2000 0.00', 'cr 2100 50.00'],
      },
    ]);
  });

  it('an event that moves no money (an owner changed) posts nothing', () => {
    const changed = {
      kind: 'ChangeOwner',
      ownerChangeId: 'O-1',
      effectiveOn: '2025-11-01',
      deedReference: null,
      owner: { name: 'B. Buyer', mailingAddress: '2 Main St, Northport NY 11768' },
      today: TODAY,
    } as const;
    expect(postingsAfter(changed).filter((d) => d.new)).toEqual([]);
  });
});
