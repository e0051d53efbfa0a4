/**
 * Who may do what (issue: roles). A request's key carries one role.
 * - clerk: accounts, usage, payments, reversals, unit facts, adjustment applications, imports
 * - finance: bills, bill and penalty runs, lien statements, rates, budgets, refunds
 * - board: grants, denials, waivers, levies
 * - auditor: read-only, audit, the feed
 * - integration: the feed and subscriptions
 * - admin: API keys (create with a role and municipalities, revoke, list with last use), nothing
 *   of the ledger's own work; a key it makes never has more power than its own (its municipalities
 *   at most), so a town's admin cannot make a key for another town
 */
export const ROLES = ['clerk', 'finance', 'board', 'auditor', 'integration', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who may read accounts, balances, statements and reports. */
export const READERS: readonly Role[] = ['clerk', 'finance', 'board', 'auditor'];
/** Who may read the event feed and schemas. */
export const FEED_READERS: readonly Role[] = ['auditor', 'integration'];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
