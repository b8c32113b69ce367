import type { Config } from '../config.ts';
import type { EventStore } from './port.ts';
import { openSqliteEventStore } from './sqlite.ts';

/** Chooses the adapter configuration names (see loadConfig): the embedded file unless told otherwise. */
export async function openEventStore(config: Pick<Config, 'eventStoreKind' | 'EVENTSTORE_URL' | 'DATABASE_URL' | 'sqliteFile'>): Promise<EventStore> {
  switch (config.eventStoreKind) {
    case 'esdb': {
      const { openEsdbEventStore } = await import('./esdb.ts');
      return openEsdbEventStore(config.EVENTSTORE_URL!);
    }
    case 'postgres': {
      const { openPostgresEventStore } = await import('./postgres.ts');
      return openPostgresEventStore(config.DATABASE_URL!);
    }
    case 'sqlite':
      return openSqliteEventStore(config.sqliteFile);
  }
}
