import type { z } from 'zod';
import type { LocalizedText } from '@rihla/events/common';
import { catalogEvents, type CatalogEvent, type category, type city, type Experience, type theme } from '@rihla/events/catalog';
import type { RecordedEvent } from '../platform/eventstore/port.ts';
import type { DocumentProjection } from '../platform/projection-runner.ts';
import { deriveExperienceFacts, type ExperienceFacts } from './experience-facts.ts';
import { unreachable } from '../platform/unreachable.ts';

export type ExperienceStatus = 'published' | 'withdrawn';

/** One experience as the read model stores it: the published shape, its status and the derived listing facts. */
export type ExperienceDocument = Experience &
  ExperienceFacts & {
    status: ExperienceStatus;
    withdrawnReason: LocalizedText | null;
    /** Global position of the last event that changed this document. */
    position: number;
  };

export type CityDocument = z.infer<typeof city>;
export type CategoryDocument = z.infer<typeof category>;
export type ThemeDocument = z.infer<typeof theme>;

/**
 * The read model's own change marker. The runner moves the checkpoint for every event in the store (bookings
 * included), so readers compare this instead and reload only when a catalog document really changed.
 */
export interface CatalogVersionDocument {
  position: number;
  changes: number;
}

export const CATALOG_COLLECTIONS = ['experiences', 'cities', 'categories', 'themes', 'meta'] as const;
export const CATALOG_VERSION_ID = 'version';

type Target = { collection: string; id: string };

function withFacts(e: Experience, status: ExperienceStatus, withdrawnReason: LocalizedText | null, position: number): ExperienceDocument {
  return { ...e, ...deriveExperienceFacts(e), status, withdrawnReason, position };
}

const stripDoc = (d: ExperienceDocument): Experience => {
  const { fromPrice: _f, timeOfDay: _t, durationBand: _d, freeCancellation: _c, status: _s, withdrawnReason: _w, position: _p, ...e } = d;
  return e;
};

function evolveExperience(doc: ExperienceDocument | null, event: CatalogEvent, position: number): ExperienceDocument | null {
  switch (event.type) {
    case 'ExperiencePublished':
      return withFacts(event.data, 'published', null, position);
    case 'ExperienceUpdated': {
      if (!doc) return null;
      const defined = Object.fromEntries(Object.entries(event.data.changes).filter(([, v]) => v !== undefined));
      return withFacts({ ...stripDoc(doc), ...defined }, doc.status, doc.withdrawnReason, position);
    }
    case 'OptionAdded': {
      if (!doc) return null;
      const others = doc.options.filter((o) => o.optionId !== event.data.option.optionId);
      return withFacts({ ...stripDoc(doc), options: [...others, event.data.option] }, doc.status, doc.withdrawnReason, position);
    }
    case 'PriceChanged': {
      if (!doc) return null;
      const options = doc.options.map((o) => (o.optionId === event.data.optionId ? { ...o, pricing: event.data.pricing } : o));
      return withFacts({ ...stripDoc(doc), options }, doc.status, doc.withdrawnReason, position);
    }
    case 'ExperienceWithdrawn':
      if (!doc) return null;
      return { ...doc, status: 'withdrawn', withdrawnReason: event.data.reason, position };
    case 'ExperienceRestored':
      if (!doc) return null;
      return { ...doc, status: 'published', withdrawnReason: null, position };
    case 'CityListed':
    case 'CategoryListed':
    case 'ThemeListed':
      return doc;
    default:
      return unreachable(event);
  }
}

function targetsOf(event: CatalogEvent): Target[] {
  const version = { collection: 'meta', id: CATALOG_VERSION_ID };
  switch (event.type) {
    case 'CityListed':
      return [{ collection: 'cities', id: event.data.cityId }, version];
    case 'CategoryListed':
      return [{ collection: 'categories', id: event.data.categoryId }, version];
    case 'ThemeListed':
      return [{ collection: 'themes', id: event.data.themeId }, version];
    case 'ExperiencePublished':
    case 'ExperienceUpdated':
    case 'OptionAdded':
    case 'PriceChanged':
    case 'ExperienceWithdrawn':
    case 'ExperienceRestored':
      return [{ collection: 'experiences', id: event.data.experienceId }, version];
    default:
      return unreachable(event);
  }
}

/** Pure fold of one catalog event into one target document (null deletes the document). */
export function evolveCatalogDocument(doc: unknown, event: CatalogEvent, recorded: Pick<RecordedEvent, 'position'>, target: Target): unknown {
  switch (target.collection) {
    case 'meta': {
      const v = doc as CatalogVersionDocument | null;
      return { position: recorded.position, changes: (v?.changes ?? 0) + 1 } satisfies CatalogVersionDocument;
    }
    case 'cities':
      return event.type === 'CityListed' ? event.data : doc;
    case 'categories':
      return event.type === 'CategoryListed' ? event.data : doc;
    case 'themes':
      return event.type === 'ThemeListed' ? event.data : doc;
    case 'experiences':
      return evolveExperience(doc as ExperienceDocument | null, event, recorded.position);
    default:
      return doc;
  }
}

/** Catalog read model: experiences (with status and listing facts), cities, categories, themes, and a version marker. */
export const catalogProjection: DocumentProjection<CatalogEvent> = {
  name: 'catalog',
  collections: CATALOG_COLLECTIONS,
  handles: [...catalogEvents.types] as CatalogEvent['type'][],
  registry: catalogEvents,
  targets: (event) => targetsOf(event),
  evolve: evolveCatalogDocument,
};
