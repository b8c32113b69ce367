import { describe } from 'vitest';
import { describeEventStoreContract } from './event-store-contract.ts';
import { openEsdbEventStore } from './esdb.ts';

const url = process.env.EVENTSTORE_URL;
if (!url) console.warn('EventStoreDB contract suite skipped: EVENTSTORE_URL is not set (no EventStoreDB server on this machine)');

describe.runIf(Boolean(url))('EventStoreDB adapter', () => {
  describeEventStoreContract('esdb', async () => {
    const store = openEsdbEventStore(url!);
    return { store, childEnv: { EVENTSTORE_URL: url! }, cleanup: () => store.close() };
  });
});
