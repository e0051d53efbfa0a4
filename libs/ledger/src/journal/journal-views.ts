import { Injectable } from '@nestjs/common';
import {
  CivilDate,
  invalid,
  JournalEntry,
  journalCsv,
  journalOf,
  trialBalance,
  MUNICIPALITY_IDS,
} from '@ledger/domain';
import { AccountDirectory } from '../account-directory/account-directory';
import { Clock } from '../infrastructure/clock';
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { Slices } from '../processors/log-pages';

/**
 * The double-entry journal of every sewer account (every municipality), as
 * known now or at an instant (C3: an auditor's journal of last January reads
 * the same after a backdated payment), and its trial balance as of a date.
 * Computed from the facts on demand, so a backdated payment re-flows into the
 * entries it changes.
 */
@Injectable()
export class JournalViews {
  constructor(
    private readonly directory: AccountDirectory,
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  /** C3: the instant an answer is as known at, as the balance's: the one asked, or now. */
  private instant(knownAt: string | undefined): string {
    return knownAt ? new Date(knownAt).toISOString() : this.clock.now().toISOString();
  }

  /** Every account's entries, of every municipality or of those named (a key's scope); `knownAt`: the facts recorded by then (C3). */
  private async all(
    municipalities: readonly string[] | null,
    knownAt: string,
  ): Promise<JournalEntry[]> {
    const entries: JournalEntry[] = [];
    const slices = new Slices();
    for (const municipality of MUNICIPALITY_IDS.filter(
      (m) => !municipalities || municipalities.includes(m),
    )) {
      for (const listing of await this.directory.list(municipality)) {
        await slices.tick();
        entries.push(
          // an account opened since `knownAt` folds to nothing and posts nothing
          ...journalOf((await this.accounts.load(accountStream(listing.accountId), knownAt)).state),
        );
      }
    }
    return entries.sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : a.entryId < b.entryId ? -1 : 1,
    );
  }

  async journal(
    from: CivilDate | undefined,
    to: CivilDate | undefined,
    municipalities: readonly string[] | null = null,
    knownAt?: string,
  ) {
    if (from && to && from > to) throw invalid('C2', `from (${from}) is after to (${to})`);
    const instant = this.instant(knownAt);
    const entries = (await this.all(municipalities, instant)).filter(
      (e) => (!from || e.date >= from) && (!to || e.date <= to),
    );
    return { from: from ?? null, to: to ?? null, knownAt: instant, entries };
  }

  async csv(
    from: CivilDate | undefined,
    to: CivilDate | undefined,
    municipalities: readonly string[] | null = null,
    knownAt?: string,
  ): Promise<string> {
    return journalCsv((await this.journal(from, to, municipalities, knownAt)).entries);
  }

  async trialBalance(
    asOf: CivilDate,
    municipalities: readonly string[] | null = null,
    knownAt?: string,
  ) {
    const instant = this.instant(knownAt);
    const tb = trialBalance(await this.all(municipalities, instant), asOf);
    return { asOf, knownAt: instant, ...tb, balanced: tb.debits === tb.credits };
  }
}
