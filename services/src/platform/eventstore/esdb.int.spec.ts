import { afterAll, describe } from 'vitest';
import { startContainerOrSkip } from '../testing/container-engine.ts';
import { describeEventStoreContract } from './event-store-contract.ts';
import { openEsdbEventStore } from './esdb.ts';

/** The image the compose file and the dev overlay run too. */
const KURRENTDB_IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:25.0';

// An existing server (EVENTSTORE_URL) first; else a throwaway KurrentDB from testcontainers when an engine can run one.
let url = process.env.EVENTSTORE_URL;
let stopContainer = async () => {};
if (!url) {
  const container = await startContainerOrSkip(`KurrentDB (${KURRENTDB_IMAGE})`, ({ GenericContainer, Wait }) =>
    new GenericContainer(KURRENTDB_IMAGE)
      .withEnvironment({ KURRENTDB_CLUSTER_SIZE: '1', KURRENTDB_RUN_PROJECTIONS: 'None', KURRENTDB_INSECURE: 'true' })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204)),
  );
  if ('started' in container) {
    url = `esdb://${container.started.getHost()}:${container.started.getMappedPort(2113)}?tls=false`;
    stopContainer = async () => void (await container.started.stop());
  } else {
    console.warn(`EventStoreDB contract suite skipped: EVENTSTORE_URL is not set and testcontainers cannot start a server here — ${container.skipped}`);
  }
}
afterAll(() => stopContainer());

describe.runIf(Boolean(url))('EventStoreDB adapter', () => {
  describeEventStoreContract('esdb', async () => {
    const store = openEsdbEventStore(url!);
    return { store, childEnv: { EVENTSTORE_URL: url! }, cleanup: () => store.close() };
  });
});
