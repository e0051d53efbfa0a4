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
import { AccountRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import { Slices } from '../processors/log-pages';

/**
 * The double-entry journal of every sewer account (both municipalities), as
 * known now, and its trial balance as of a date. Computed from the facts on
 * demand, so a backdated payment re-flows into the entries it changes.
 */
@Injectable()
export class JournalViews {
  constructor(
    private readonly directory: AccountDirectory,
    private readonly accounts: AccountRepository,
  ) {}

  /** Every account's entries, of every municipality or of those named (a key's scope). */
  private async all(municipalities: readonly string[] | null): Promise<JournalEntry[]> {
    const entries: JournalEntry[] = [];
    const slices = new Slices();
    for (const municipality of MUNICIPALITY_IDS.filter(
      (m) => !municipalities || municipalities.includes(m),
    )) {
      for (const listing of await this.directory.list(municipality)) {
        await slices.tick();
        entries.push(
          ...journalOf((await this.accounts.load(accountStream(listing.accountId))).state),
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
  ) {
    if (from && to && from > to) throw invalid('C2', `from (${from}) is after to (${to})`);
    const entries = (await this.all(municipalities)).filter(
      (e) => (!from || e.date >= from) && (!to || e.date <= to),
    );
    return { from: from ?? null, to: to ?? null, entries };
  }

  async csv(
    from: CivilDate | undefined,
    to: CivilDate | undefined,
    municipalities: readonly string[] | null = null,
  ): Promise<string> {
    return journalCsv((await this.journal(from, to, municipalities)).entries);
  }

  async trialBalance(asOf: CivilDate, municipalities: readonly string[] | null = null) {
    const tb = trialBalance(await this.all(municipalities), asOf);
    return { asOf, ...tb, balanced: tb.debits === tb.credits };
  }
}
