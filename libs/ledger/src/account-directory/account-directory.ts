import { Inject, Injectable } from '@nestjs/common';
import { billableWater, Decimal, type AccountOpened, type Municipality, type WaterUsageRecorded } from '@ledger/domain';
import type { EventStore } from '@ledger/event-store';
import { fromStored } from '../infrastructure/event-envelope';
import { EVENT_STORE } from '../infrastructure/tokens';

/** What the directory knows of an account: its opening facts. */
export type AccountListing = Readonly<AccountOpened['data']>;

const PAGE = 5_000;
const MAX_PAGES_PER_CATCH_UP = 100_000;

/**
 * The directory of accounts (who is there to bill, to run penalties on): a
 * read model of AccountOpened, kept by pulling the global log. `catchUp()`
 * reads to the head before answering, so a bill run sees every account whose
 * opening was acknowledged before it started.
 */
@Injectable()
export class AccountDirectory {
  private readonly accounts = new Map<string, AccountListing>();
  /** N3: the latest usage recorded per account and billing period. */
  private readonly usage = new Map<string, Map<string, WaterUsageRecorded['data']>>();
  private checkpoint: number | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  catchUp(): Promise<void> {
    this.running = this.running.then(() => this.pull());
    return this.running;
  }

  private async pull(): Promise<void> {
    for (let page = 0; page < MAX_PAGES_PER_CATCH_UP; page++) {
      const events = await this.store.readAll({ after: this.checkpoint, maxCount: PAGE });
      for (const stored of events) {
        if (stored.type === 'AccountOpened') {
          const { data } = fromStored<AccountOpened>(stored);
          this.accounts.set(data.accountId, data);
        } else if (stored.type === 'WaterUsageRecorded') {
          const { data } = fromStored<WaterUsageRecorded>(stored);
          const years = this.usage.get(data.accountId) ?? new Map();
          years.set(data.period, data);
          this.usage.set(data.accountId, years);
        }
        this.checkpoint = stored.position;
      }
      if (events.length < PAGE) return;
    }
  }

  /** The usage recorded for an account's billing period (after `list` or `catchUp`). */
  usageOf(accountId: string, period: string): WaterUsageRecorded['data'] | undefined {
    return this.usage.get(accountId)?.get(period);
  }

  /** Accounts whose id, parcel or owner contains the text (case-insensitive), at most `limit`. */
  async search(text: string, limit: number): Promise<AccountListing[]> {
    await this.catchUp();
    const needle = text.trim().toLowerCase();
    const out: AccountListing[] = [];
    for (const a of this.accounts.values()) {
      if (out.length >= limit) break;
      if (!needle || a.accountId.toLowerCase().includes(needle) || a.parcelId.toLowerCase().includes(needle) || a.owner.name.toLowerCase().includes(needle)) out.push(a);
    }
    return out.sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
  }

  /** The accounts of a municipality, in account id order. */
  async list(municipality: Municipality): Promise<AccountListing[]> {
    await this.catchUp();
    return [...this.accounts.values()].filter((a) => a.municipality === municipality).sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  }
}

/** N5: billable gallons of every liable account's recorded usage (exempt and outside accounts excluded). */
export async function liableBillableGallons(directory: AccountDirectory, municipality: Municipality, fiscalYear: number): Promise<{ gallons: Decimal; accounts: number }> {
  let gallons = new Decimal(0);
  let accounts = 0;
  for (const listing of await directory.list(municipality)) {
    if (listing.exemption !== null || listing.location === 'outside') continue;
    const usage = directory.usageOf(listing.accountId, String(fiscalYear));
    if (!usage) continue;
    gallons = gallons.plus(billableWater(listing.propertyClass, usage).billableGallons);
    accounts += 1;
  }
  return { gallons, accounts };
}
