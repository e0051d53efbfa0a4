import type { EventStore } from '@ledger/event-store';
import { EVENT_STORE } from '@ledger/ledger';
import type { TestLedger } from './test-ledger';

/** Pages read back from the end, at most: the hosts' operational events come in bursts far shorter. */
const MAX_PAGES = 100;
const PAGE = 100;

/**
 * The position of the log's last ledger event (0: none): the hosts'
 * operational streams (`ops-`: jobs, leases, delivery positions) move the
 * store's head on their own (a job's start and end, even of a refused or
 * replayed run), so "a refusal wrote nothing" is asked of the ledger's facts.
 */
export async function ledgerHead(ledger: TestLedger): Promise<number> {
  const store = ledger.app().get<EventStore>(EVENT_STORE);
  let before: number | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const events = await store.readAll({ direction: 'backwards', after: before, maxCount: PAGE });
    if (events.length === 0) return 0;
    const fact = events.find((e) => !e.streamId.startsWith('ops-'));
    if (fact) return fact.position;
    before = events[events.length - 1].position;
  }
  throw new Error(`no ledger event in the last ${MAX_PAGES * PAGE} of the log`);
}
