import type { Browser } from 'playwright-core';
import { consoleOf } from './browser';
import { issueKeys, startTestLedger, type TestLedger } from './test-ledger';

/** An office's console on a ledger whose clock reads `today` at 10 a.m. in New York, with a key for each of its roles. */
export async function officeConsole(today: string): Promise<{
  ledger: TestLedger;
  browser: Browser;
  base: string;
  keys: Record<string, string>;
  as: (name: string) => Record<string, string>;
}> {
  const ledger = await startTestLedger(`${today}T15:00:00Z`, { auth: true });
  const { keys, as } = await issueKeys(ledger, {
    clerk: ['Counter Clerk', 'clerk'],
    finance: ['Treasurer', 'finance'],
    board: ['Board Clerk', 'board'],
  });
  return { ledger, keys, as, ...(await consoleOf(ledger)) };
}

/** Q1: a two-unit residence of Queensbury's consolidated district (DOMAIN.md's worked example). */
export const queensburyResidence = (accountId: string, openedOn: string) => ({
  accountId,
  municipality: 'queensbury',
  parcelId: '296.13-1-1',
  propertyClass: 'residential',
  units: 2,
  district: 'consolidated',
  owner: { name: 'Robin Bay', mailingAddress: '742 Bay Rd, Queensbury NY 12804' },
  openedOn,
});
