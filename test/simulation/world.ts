import { addDays } from '@ledger/domain';
import type { SimRequest } from './sim-request';

export const MUNICIPALITIES = ['northport', 'watervliet', 'queensbury'] as const;
export type Municipality = (typeof MUNICIPALITIES)[number];

/** What the API said of an account (GET /v1/accounts/{id}), the part the generators pick from. */
export interface AccountView {
  readonly accountId: string;
  readonly municipality: Municipality;
  readonly parcelId: string;
  readonly propertyClass: string;
  readonly openedOn: string;
  readonly units: number | null;
  readonly owners: Array<{ owner: { name: string }; from: string; to: string | null }>;
  readonly bills: Array<{
    billId: string;
    billDate: string;
    dueDate: string;
    fiscalYear?: number | null;
    period?: string | null;
    rent: string;
    deliveredGallons?: number | null;
    /** C11: the void of a voided bill, the bill a replacement replaces, the replacement a supplemental bill supplements. */
    voided?: { voidId: string } | null;
    replaces?: string | null;
    supplements?: string | null;
    /** N9: the levy that took the bill to the tax roll (it cannot be voided). */
    levied?: { statementId: string } | null;
    /** N3: the sources estimated in the usage the bill was made from. */
    estimatedSources?: Array<{ source: string; gallons: number }>;
  }>;
  readonly usage: Array<{ period: string; effectiveDate: string; totalGallons?: number }>;
  /** N3/C11: bills made from an estimate a later actual reading contradicts. */
  readonly contradictedEstimates?: Array<{
    billId: string;
    period: string;
    source: string;
    estimatedGallons: number;
    actualGallons: number;
    billedDeliveredGallons: number;
    actualDeliveredGallons: number;
    billedRent: string;
  }>;
  readonly payments: Array<{
    paymentId: string;
    amount: string;
    receivedOn: string;
    reversal: unknown;
  }>;
  readonly adjustmentApplications: Array<{
    applicationId: string;
    billId: string;
    filedOn: string;
    status: string;
  }>;
}

/**
 * The simulation's model of the world: not a second ledger, only what the
 * generators need to make plausible requests (today's date, the accounts as
 * the API last described them, the ids already used, the writes sent) and
 * what the invariants compare later (answers as known at an instant).
 */
export class World {
  /** The business date of the clock (America/New_York). */
  today: string;
  private sequence = 0;
  private ticks = 0;
  readonly accounts = new Map<string, AccountView>();
  /** Successful writes, for replays (same id, same content) and conflicts (same id, other content). */
  readonly writes: SimRequest[] = [];
  readonly requirements: Array<{ requirementId: string; year: number; dueOn: string }> = [];
  readonly statements: Array<{ statementId: string; municipality: Municipality; cutoff: string }> =
    [];
  /** C3: answers as known at an instant, asked again later. */
  readonly snapshots: Array<{ path: string; body: unknown }> = [];
  /** Lien statements prepared, to check at the end again. */
  steps = 0;

  constructor(readonly start: string) {
    this.today = start;
  }

  /** A new id, unique in this history. */
  id(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.sequence}`;
  }

  /** The instant of the next request: today at 14:00Z (09:00 in New York) plus a minute a request. */
  instant(): string {
    this.ticks += 1;
    return new Date(Date.parse(`${this.today}T14:00:00Z`) + this.ticks * 60_000).toISOString();
  }

  advance(days: number): void {
    this.today = addDays(this.today, days);
    this.ticks = 0;
  }

  accountsOf(municipality?: Municipality): AccountView[] {
    const all = [...this.accounts.values()];
    return municipality ? all.filter((a) => a.municipality === municipality) : all;
  }

  /** The item at `pick` (any natural number) of a list, or null when it is empty. */
  static pick<T>(list: readonly T[], pick: number): T | null {
    return list.length === 0 ? null : list[pick % list.length];
  }
}
