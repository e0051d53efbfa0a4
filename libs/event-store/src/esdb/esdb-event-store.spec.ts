import { eventStoreContract } from '../testing/event-store-contract';
import { faultContract } from '../testing/fault-contract';
import { EsdbEventStore } from './esdb-event-store';

/**
 * The same contract against a real EventStoreDB server, when one is given.
 * Nothing here fakes the server: without EVENTSTORE_CONNECTION_STRING the
 * suite is skipped, and says so.
 */
const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

if (connectionString) {
  eventStoreContract(
    `esdb (${connectionString})`,
    async () => new EsdbEventStore(connectionString),
  );
  // the faults injected in front of a live server: the outcomes a lost answer leaves, on the real store
  faultContract(`esdb (${connectionString})`, async () => new EsdbEventStore(connectionString));
} else {
  console.log(
    'SKIPPED: EventStoreDB contract suite — set EVENTSTORE_CONNECTION_STRING (e.g. esdb://localhost:2113?tls=false) to run it against a live server.',
  );
  describe.skip('event store contract: esdb (EVENTSTORE_CONNECTION_STRING not set)', () => {
    it('runs against a live EventStoreDB server', () => undefined);
  });
}
