import { IQueryHandler, QueryHandler, Query } from '@nestjs/cqrs';
import {
  accountDecider,
  balanceAsOf,
  formatAmount,
  notFound,
  parseAmount,
  reconcilePenalties,
  tariffOf,
  type AccountEvent,
  type AccountState,
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
 * booked. Nothing is written.
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
    const projected = pending.reduce<AccountState>(
      (s, e) => accountDecider.evolve(s, { ...e, recordedAt } as Recorded<AccountEvent>),
      state,
    );
    const balance = balanceAsOf(projected, date);
    return {
      accountId,
      on: date,
      payoff: balance.total,
      ...balance,
      notYetBooked: pending.map((e) => {
        const d = e.data as { billId?: string; amount: string; rule?: string; penaltyId?: string };
        return {
          type: e.type,
          date: e.effectiveDate,
          billId: d.billId ?? null,
          amount: e.type.endsWith('Reversed')
            ? formatAmount(waivedOf(state, d.penaltyId).minus(d.amount))
            : d.amount,
          rule: d.rule ?? 'C7',
          status: 'not yet booked' as const,
        };
      }),
    };
  }
}

/**
 * C13: what the Board waived of an accrual. Its reversal changes the amount
 * to pay by what is left of it only: the waiver had already taken the rest
 * off the balance (soak seed 62000 listed a waived accrual's reversal at
 * -1.50, and the payoff's items no longer added up to it).
 */
function waivedOf(state: AccountState, penaltyId: string | undefined) {
  let waived = parseAmount('0.00');
  for (const w of state.waivers.values())
    for (const p of w.data.penalties)
      if (p.penaltyId === penaltyId) waived = waived.plus(parseAmount(p.amount));
  return waived;
}
