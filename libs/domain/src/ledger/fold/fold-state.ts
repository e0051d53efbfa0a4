import type { CivilDate } from '../../dates/civil-date';
import { invariant } from '../../errors/invariant';
import { Decimal, minDecimal, ZERO } from '../../money/money';
import type {
  Application,
  BillPosition,
  ComputedAccrual,
  GrantSplit,
  LedgerPosition,
  OpenCharge,
} from '../ledger-fold';

/** An open item's unpaid part stays within 0..its amount (C5): nothing is paid twice or below zero. */
export function assertOpen(charge: OpenCharge): void {
  invariant(
    !charge.unpaid.isNegative() && charge.unpaid.lte(charge.amount),
    () => `${charge.kind} ${charge.id}: unpaid ${charge.unpaid} outside 0..${charge.amount}`,
  );
}

/** A new open item of a bill: nothing of it paid yet. */
export const openCharge = (
  id: string,
  kind: OpenCharge['kind'],
  billId: string,
  date: CivilDate,
  amount: Decimal,
): OpenCharge => ({ id, kind, billId, date, amount, unpaid: amount });

/** C5: oldest first, by the effective date of the bill; the bill id breaks ties deterministically. */
function byBillOrder(a: BillPosition, b: BillPosition): number {
  if (a.bill.billDate !== b.bill.billDate) return a.bill.billDate < b.bill.billDate ? -1 : 1;
  return a.bill.billId < b.bill.billId ? -1 : a.bill.billId > b.bill.billId ? 1 : 0;
}

/**
 * What the fold has derived so far (C5): the open items by bill, oldest
 * first, how each was settled, the account credit, and the N6 grants'
 * splits. The steps (`fold-steps.ts`) change it through the few moves here.
 */
export class FoldState {
  private readonly positions = new Map<string, BillPosition>();
  /** C5: the bills and items of their own, oldest first. */
  readonly ordered: BillPosition[] = [];
  readonly applications: Application[] = [];
  readonly accruals: ComputedAccrual[] = [];
  readonly grants = new Map<string, GrantSplit>();
  readonly refundsOwed = new Map<string, Decimal>();
  readonly refundsReowed = new Map<string, Decimal>();
  readonly onTaxRoll = new Map<string, Decimal>();
  credit: Decimal = ZERO;

  /**
   * #30: a fold to go on from where `position` (a fold's result) left off:
   * every open item copied (the steps change what is unpaid of them), the
   * settled facts (applications, accruals) and the splits copied as lists, so
   * `position` itself never moves.
   */
  static from(position: LedgerPosition): FoldState {
    const fold = new FoldState();
    const copy = (charge: OpenCharge): OpenCharge => ({ ...charge });
    for (const p of position.bills) {
      const copied: BillPosition = {
        bill: p.bill,
        rent: copy(p.rent),
        penalties: p.penalties.map(copy),
        charges: p.charges.map(copy),
      };
      fold.positions.set(p.bill.billId, copied);
      fold.ordered.push(copied);
    }
    for (const a of position.applications) fold.applications.push(a);
    for (const a of position.accruals) fold.accruals.push(a);
    for (const [k, v] of position.grants) fold.grants.set(k, v);
    for (const [k, v] of position.refundsOwed) fold.refundsOwed.set(k, v);
    for (const [k, v] of position.refundsReowed) fold.refundsReowed.set(k, v);
    for (const [k, v] of position.onTaxRoll) fold.onTaxRoll.set(k, v);
    fold.credit = position.credit;
    return fold;
  }

  /** A bill (or an item of its own) comes into effect, in its place by date (C5). */
  open(position: BillPosition): void {
    this.positions.set(position.bill.billId, position);
    // after every position not later than it, where a stable sort would put it (#30: sorting them all at each bill copied the array)
    let at = this.ordered.length;
    while (at > 0 && byBillOrder(this.ordered[at - 1], position) > 0) at--;
    this.ordered.splice(at, 0, position);
  }

  /** The bill a fact refers to; a fact of a bill not in effect is a defect of the input. */
  position(billId: string, what: string): BillPosition {
    const found = this.positions.get(billId);
    if (!found) throw new Error(`${what} for bill ${billId} that is not in effect`);
    return found;
  }

  /** Settles at most `most` of a charge's unpaid part by the source named; answers what it settled. */
  settle(
    charge: OpenCharge,
    sourceKind: Application['sourceKind'],
    source: string,
    date: CivilDate,
    most: Decimal,
  ): Decimal {
    const applied = minDecimal(most, charge.unpaid);
    if (applied.isZero()) return applied;
    charge.unpaid = charge.unpaid.minus(applied);
    assertOpen(charge);
    const { id: chargeId, kind, billId } = charge;
    this.applications.push({ sourceKind, source, chargeId, kind, billId, date, amount: applied });
    return applied;
  }

  /** C5: an account credit is applied automatically to a charge when it is booked. */
  book(charge: OpenCharge): void {
    if (!this.credit.isZero())
      this.credit = this.credit.minus(
        this.settle(charge, 'credit', 'credit', charge.date, this.credit),
      );
  }

  /** Adds to a bill's rent principal (W2's rate lost, N6's refund owed again) and books it. */
  addRent(billId: string, what: string, amount: Decimal): void {
    const rent = this.position(billId, what).rent;
    rent.amount = rent.amount.plus(amount);
    rent.unpaid = rent.unpaid.plus(amount);
    this.book(rent);
  }

  /** A penalty on a bill, booked or computed (C6). */
  addPenalty(billId: string, id: string, date: CivilDate, amount: Decimal): void {
    const penalty = openCharge(id, 'penalty', billId, date, amount);
    this.position(billId, `penalty ${id}`).penalties.push(penalty);
    this.book(penalty);
  }

  /** What the fold derived, through its date. */
  positionThrough(through: CivilDate): LedgerPosition {
    const {
      ordered: bills,
      credit,
      applications,
      accruals,
      grants,
      refundsOwed,
      refundsReowed,
      onTaxRoll,
    } = this;
    return {
      through,
      bills,
      credit,
      applications,
      accruals,
      grants,
      refundsOwed,
      refundsReowed,
      onTaxRoll,
    };
  }
}
