import type { Config } from '../config.ts';
import type { EventStore } from './port.ts';
import { openSqliteEventStore } from './sqlite.ts';

/** Chooses the adapter from configuration: EventStoreDB when EVENTSTORE_URL is set, else the embedded file. */
export async function openEventStore(config: Pick<Config, 'EVENTSTORE_URL' | 'sqliteFile'>): Promise<EventStore> {
  if (config.EVENTSTORE_URL) {
    const { openEsdbEventStore } = await import('./esdb.ts');
    return openEsdbEventStore(config.EVENTSTORE_URL);
  }
  return openSqliteEventStore(config.sqliteFile);
}
