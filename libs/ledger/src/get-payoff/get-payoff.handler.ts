import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import {
  accountDecider,
  balanceAsOf,
  formatAmount,
  notFound,
  Decimal,
  reconcilePenalties,
  tariffOf,
  type AccountEvent,
  type Recorded,
} from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import { AccountRepository, FormRequirementRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';

/** What the query asks. */
interface GetPayoffParams {
  readonly accountId: string;
  readonly on: string | undefined;
  readonly knownAt: string | undefined;
}

export class GetPayoffQuery
  extends Query<Awaited<ReturnType<GetPayoffHandler['execute']>>>
  implements GetPayoffParams
{
  constructor(
    readonly accountId: string,
    readonly on: string | undefined,
    readonly knownAt: string | undefined,
  ) {
    super();
  }
}

/**
 * The payoff figure: what must be paid on a date to clear the account. The
 * balance as of that date plus every penalty, interest accrual or form charge
 * the rules make due by then that no run has booked yet (C7: what a penalty
 * run through that date would book or reverse), each listed as not yet
 * booked at what it changes the amount to pay by: the total after it less
 * the total before it, so the items always add up to the payoff less the
 * balance. Where a waiver (C13), a payment (C5) and a void (C11) meet on one
 * accrual, that is not the event's own amount: a reversal of an accrual a
 * waiver took off changes nothing, and a waiver the payment had left with
 * nothing to waive takes nothing off (soak seeds 62000 and 63000; replays
 * waived-accrual-reversed-on-void.json and waiver-after-payment-reversed-on-void.json).
 * Nothing is written.
 */
@QueryHandler(GetPayoffQuery)
export class GetPayoffHandler implements IQueryHandler<GetPayoffQuery> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly requirements: FormRequirementRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, on, knownAt }: GetPayoffParams) {
    const date = on ?? this.clock.today();
    // C3: as known at an earlier instant, the payoff the ledger would have quoted then
    const instant = knownAt ? new Date(knownAt).toISOString() : undefined;
    const { state } = await this.accounts.load(accountStream(accountId), instant);
    if (!state.opened) throw notFound(`account ${accountId} not found`);
    const forms = tariffOf(state.opened.data.municipality).forms;
    const pending: AccountEvent[] = [
      ...reconcilePenalties(state, date),
      ...(forms
        ? forms.reconcile(state, date, await this.requirements.of(state.opened.data.municipality))
        : []),
    ];
    const recordedAt = this.clock.now().toISOString();
    // each item at what it changes the amount to pay by: the total before and after it
    let projected = state;
    let before = new Decimal(balanceAsOf(state, date).total);
    const notYetBooked = pending.map((e) => {
      projected = accountDecider.evolve(projected, { ...e, recordedAt } as Recorded<AccountEvent>);
      const after = new Decimal(balanceAsOf(projected, date).total);
      const d = e.data as { billId?: string; rule?: string };
      const item = {
        type: e.type,
        date: e.effectiveDate,
        billId: d.billId ?? null,
        amount: formatAmount(after.minus(before)),
        rule: d.rule ?? 'C7',
        status: 'not yet booked' as const,
      };
      before = after;
      return item;
    });
    const balance = balanceAsOf(projected, date);
    return { accountId, on: date, payoff: balance.total, ...balance, notYetBooked };
  }
}
