import type { AccountState } from '../account/account-state';
import type { OpenAccount, RecordWaterUsage, RenderBill } from '../account/account-commands';
import type { AccountEvent, AccountOpened, BillRendered, Municipality } from '../account/account-events';
import type { SkipReason } from '../bill-run/bill-run';

/**
 * What the ledger needs of a municipality's sewer-rent law. Each tariff is a
 * module behind this interface, with its rates as effective-dated data held
 * outside it; adding a municipality adds a module and a registry entry, and
 * touches no other tariff.
 */
export interface Tariff {
  readonly municipality: Municipality;
  /** The tariff and rule version recorded on every bill it renders. */
  readonly version: string;
  /** Property classes, units, exemptions this municipality knows (throws a rule violation). */
  checkAccount(command: OpenAccount): void;
  /** The fiscal year a usage reading belongs to, when the municipality has one (Northport), and its validation. */
  checkUsage(account: AccountOpened['data'], command: RecordWaterUsage): { fiscalYear: number | null };
  /** The bill's data from the facts and the rates in force (throws a rule violation). */
  renderBill(account: AccountOpened['data'], state: AccountState, command: RenderBill): BillRendered['data'];
  /** Why a bill run passes over an account for a period (N2 exempt, outside; no usage), or null to bill it. */
  skipReason(account: AccountOpened['data'], state: AccountState, period: string): SkipReason | null;
  /**
   * Charges a fact learned after a bill was rendered brings to that bill
   * (W2: water turned on, a unit found occupied); none for most tariffs.
   */
  assessAfterBilling(state: AccountState, fact: AccountEvent): AccountEvent[];
}
