import fc from 'fast-check';
import { DomainError } from '../../errors/domain-error';
import { Decimal, sum, ZERO } from '../../money/money';
import { day, ops, play, TODAY } from '../../testing/random-history';
import { balanceAsOf, positionAsOf } from '../balance';
import { ledgerInput } from '../ledger-input';

/** Runs a command; false when the decider refused it (a DomainError), as the API would. */
function accepted(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

const RUNS = { numRuns: 200, seed: 31 };
const cents = (d: Decimal) => d.toFixed(2);

describe('the ledger fold, for any history (C5, C6, N6, N9)', () => {
  it("property: the fold's totals equal the sum of its items, and each item's paid part the sum of what was applied to it", () => {
    fc.assert(
      fc.property(fc.array(ops, { maxLength: 14 }), fc.nat(420), (sequence, asOfDay) => {
        const state = play(sequence).state();
        const asOf = day(asOfDay);
        const position = positionAsOf(state, asOf);
        const applied = new Map<string, Decimal>();
        for (const a of position.applications)
          applied.set(a.chargeId, (applied.get(a.chargeId) ?? ZERO).plus(a.amount));
        const items = position.bills.flatMap((b) => [b.rent, ...b.penalties, ...b.charges]);
        const open = (kind: string) =>
          sum(
            items
              .filter((i) => i.kind === kind)
              .map((i) => i.amount.minus(applied.get(i.id) ?? ZERO)),
          );
        const balance = balanceAsOf(state, asOf);
        expect([balance.rent, balance.penalties, balance.charges, balance.total]).toEqual([
          cents(open('rent')),
          cents(open('penalty')),
          cents(open('charge')),
          cents(open('rent').plus(open('penalty')).plus(open('charge')).minus(position.credit)),
        ]);
      }),
      RUNS,
    );
  });

  it('property: C5 application never exceeds a payment, and without levies every payment is applied or left as credit', () => {
    const noLevy = ops.filter((o) => o.op !== 'levy');
    fc.assert(
      fc.property(fc.array(noLevy, { maxLength: 14 }), fc.nat(420), (sequence, asOfDay) => {
        const state = play(sequence).state();
        const asOf = day(asOfDay);
        const position = positionAsOf(state, asOf);
        const payments = ledgerInput(state).payments.filter((p) => p.receivedOn <= asOf);
        const appliedBy = (kind: string, source?: string) =>
          sum(
            position.applications
              .filter((a) => a.sourceKind === kind && (source === undefined || a.source === source))
              .map((a) => a.amount),
          );
        for (const p of payments)
          expect({
            payment: p.paymentId,
            over: appliedBy('payment', p.paymentId).gt(p.amount),
          }).toEqual({ payment: p.paymentId, over: false });
        expect(cents(sum(payments.map((p) => p.amount)))).toBe(
          cents(appliedBy('payment').plus(appliedBy('credit')).plus(position.credit)),
        );
      }),
      RUNS,
    );
  });

  it('property: C4 a payment and its reversal leave the balance and every application as they were before the payment', () => {
    fc.assert(
      fc.property(
        fc.array(ops, { maxLength: 12 }),
        fc.integer({ min: 1, max: 60_000 }),
        fc.nat(240),
        fc.nat(420),
        (sequence, amountCents, receivedDay, asOfDay) => {
          const scenario = play(sequence);
          const asOf = day(asOfDay);
          const before = scenario.state();
          const receivedOn = day(receivedDay);
          const pay = () =>
            scenario.when({
              kind: 'ReceivePayment',
              paymentId: 'P-PROPERTY',
              amount: cents(new Decimal(amountCents).dividedBy(100)),
              receivedOn,
              method: null,
              reference: null,
              today: TODAY,
            });
          // a payment the decider refuses (an account whose arrears are all levied, N9) is no case
          fc.pre(accepted(pay));
          scenario.when({
            kind: 'ReversePayment',
            paymentId: 'P-PROPERTY',
            reversedOn: TODAY,
            reason: 'returned check',
            today: TODAY,
          });
          const after = scenario.state();
          const applications = (s: typeof before) =>
            positionAsOf(s, asOf).applications.map(
              (a) => `${a.sourceKind} ${a.source} ${a.chargeId} ${a.date} ${cents(a.amount)}`,
            );
          expect(balanceAsOf(after, asOf)).toEqual(balanceAsOf(before, asOf));
          expect(applications(after)).toEqual(applications(before));
        },
      ),
      RUNS,
    );
  });
});
