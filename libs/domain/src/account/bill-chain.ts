import type { AccountState } from './account-state';

/** C11: each voided bill's replacement, by the voided bill's id (empty on an account with no void). */
export function replacedByOf(state: AccountState): Map<string, string> {
  const replacedBy = new Map<string, string>();
  if (state.voids.size === 0) return replacedBy;
  for (const b of state.bills.values())
    if (b.data.replaces) replacedBy.set(b.data.replaces, b.data.billId);
  return replacedBy;
}

/** C11: the bills that replaced `billId`, in order, each the next one's voided bill (bounded by the bills there are). */
export function replacementsOf(billId: string, replacedBy: ReadonlyMap<string, string>): string[] {
  const chain: string[] = [];
  let next = replacedBy.get(billId);
  while (next !== undefined && next !== billId && !chain.includes(next)) {
    chain.push(next);
    next = replacedBy.get(next);
  }
  return chain;
}

/** C11: the bill that carries `billId`'s rent now: itself, or the last of its replacements. */
export function carryingOf(billId: string, replacedBy: ReadonlyMap<string, string>): string {
  return replacementsOf(billId, replacedBy).at(-1) ?? billId;
}

/** `carryingOf`, the account's replacements read from its state. */
export function carryingBillOf(state: AccountState, billId: string): string {
  return carryingOf(billId, replacedByOf(state));
}

/** C11: `billId` and the bills it replaced, back to the first (each voided, each replaced by the one before it here). */
export function replacedChainOf(state: AccountState, billId: string): string[] {
  const chain = [billId];
  let replaced = state.bills.get(billId)?.data.replaces;
  while (replaced && !chain.includes(replaced)) {
    chain.push(replaced);
    replaced = state.bills.get(replaced)?.data.replaces;
  }
  return chain;
}
