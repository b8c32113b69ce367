import type { LocalizedText } from '@rihla/events/common';
import type { CatalogCommand, CatalogEvent, Experience } from '@rihla/events/catalog';
import type { Decider } from '../../platform/command-handling/decider.ts';
import { unreachable } from '../../platform/unreachable.ts';
import { RuleError } from '../../platform/rule-error.ts';

/** One experience as its stream tells it: the published shape with every later change applied. */
export type ExperienceState =
  | { status: 'none' }
  | { status: 'published'; experience: Experience }
  | { status: 'withdrawn'; experience: Experience; reason: LocalizedText };

export type CatalogRuleCode = 'notPublished' | 'alreadyPublished' | 'withdrawn' | 'unknownOption' | 'otherExperience' | 'invalidDayTicket';

/** A catalog command that cannot be applied to the experience as it stands. */
export class CatalogRuleError extends RuleError<CatalogRuleCode> {
  override readonly name = 'CatalogRuleError';
}

/** Key-order independent equality of JSON values, so a repeated command with the same content is recognised. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, x]) => x !== undefined)
          .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
          .map(([k, x]) => [k, canonical(x)]),
      );
    }
    return v;
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function withExperience(state: ExperienceState, experience: Experience): ExperienceState {
  switch (state.status) {
    case 'none':
      return state;
    case 'published':
      return { status: 'published', experience };
    case 'withdrawn':
      return { ...state, experience };
    default:
      return unreachable(state);
  }
}

function evolve(state: ExperienceState, event: CatalogEvent): ExperienceState {
  switch (event.type) {
    case 'ExperiencePublished':
      return { status: 'published', experience: event.data };
    case 'ExperienceUpdated': {
      if (state.status === 'none') return state;
      const defined = Object.fromEntries(Object.entries(event.data.changes).filter(([, v]) => v !== undefined));
      return withExperience(state, { ...state.experience, ...defined });
    }
    case 'OptionAdded': {
      if (state.status === 'none') return state;
      const others = state.experience.options.filter((o) => o.optionId !== event.data.option.optionId);
      return withExperience(state, { ...state.experience, options: [...others, event.data.option] });
    }
    case 'PriceChanged': {
      if (state.status === 'none') return state;
      const options = state.experience.options.map((o) => (o.optionId === event.data.optionId ? { ...o, pricing: event.data.pricing } : o));
      return withExperience(state, { ...state.experience, options });
    }
    case 'ExperienceWithdrawn':
      if (state.status === 'none') return state;
      return { status: 'withdrawn', experience: state.experience, reason: event.data.reason };
    case 'ExperienceRestored':
      if (state.status === 'none') return state;
      return { status: 'published', experience: state.experience };
    case 'CityListed':
    case 'CategoryListed':
    case 'ThemeListed':
      return state;
    default:
      return unreachable(event);
  }
}

function requireExisting(state: ExperienceState, experienceId: string): Exclude<ExperienceState, { status: 'none' }> {
  if (state.status === 'none') throw new CatalogRuleError('notPublished', `Experience ${experienceId} has not been published.`);
  if (state.experience.experienceId !== experienceId) {
    throw new CatalogRuleError('otherExperience', `This stream holds experience ${state.experience.experienceId}, not ${experienceId}.`);
  }
  return state;
}

function requirePublished(state: ExperienceState, experienceId: string): Extract<ExperienceState, { status: 'published' }> {
  const existing = requireExisting(state, experienceId);
  if (existing.status === 'withdrawn') throw new CatalogRuleError('withdrawn', `Experience ${experienceId} has been withdrawn and can no longer change.`);
  return existing;
}

/**
 * A day ticket (OPENING_HOURS) sells one departure per open day: the venue opens at one time every open day (the
 * day's slot key; it may close at different times), each option starts at that time only and runs on exactly the
 * open days, so a closed day is never sold.
 */
export function checkDayTicket(e: Pick<Experience, 'experienceId' | 'availabilityType' | 'openingHours' | 'options'>): void {
  if (e.availabilityType !== 'OPENING_HOURS') return;
  const refuse = (why: string) => {
    throw new CatalogRuleError('invalidDayTicket', `Experience ${e.experienceId} is a day ticket (OPENING_HOURS): ${why}`);
  };
  const hours = e.openingHours;
  if (hours.length === 0) refuse('it needs opening hours for at least one day.');
  if (new Set(hours.map((h) => h.day)).size !== hours.length) refuse('give each weekday at most one opening hours entry.');
  const opens = hours[0]!.opens;
  if (hours.some((h) => h.opens !== opens)) refuse('it opens at one time every open day (it may close at different times).');
  if (hours.some((h) => h.closes <= h.opens)) refuse('each day closes after it opens.');
  const openDays = hours.map((h) => h.day).sort().join(',');
  for (const o of e.options) {
    if (o.startTimes.length !== 1 || o.startTimes[0] !== opens) refuse(`option ${o.optionId} starts at the opening time ${opens} only.`);
    if ([...o.daysOfWeek].sort().join(',') !== openDays) refuse(`option ${o.optionId} runs on the open days (${openDays}) only.`);
  }
}

function decide(command: CatalogCommand, state: ExperienceState): CatalogEvent[] {
  switch (command.type) {
    case 'PublishExperience': {
      checkDayTicket(command.data);
      if (state.status === 'none') return [{ type: 'ExperiencePublished', data: command.data }];
      // Publishing the same content again (a re-run seed) changes nothing; different content must go through updates.
      if (state.status === 'published' && sameJson(state.experience, command.data)) return [];
      throw new CatalogRuleError(
        state.status === 'withdrawn' ? 'withdrawn' : 'alreadyPublished',
        `Experience ${command.data.experienceId} is already ${state.status}; change it with UpdateExperience, AddOption or ChangePrice.`,
      );
    }
    case 'UpdateExperience': {
      const current = requirePublished(state, command.data.experienceId);
      const defined = Object.fromEntries(Object.entries(command.data.changes).filter(([, v]) => v !== undefined));
      checkDayTicket({ ...current.experience, ...defined, experienceId: current.experience.experienceId });
      const changed = Object.entries(command.data.changes).filter(
        ([k, v]) => v !== undefined && !sameJson((current.experience as Record<string, unknown>)[k], v),
      );
      if (changed.length === 0) return [];
      return [{ type: 'ExperienceUpdated', data: { experienceId: command.data.experienceId, changes: Object.fromEntries(changed) } }];
    }
    case 'AddOption': {
      const current = requirePublished(state, command.data.experienceId);
      const existing = current.experience.options.find((o) => o.optionId === command.data.option.optionId);
      checkDayTicket({ ...current.experience, options: [command.data.option] });
      if (existing && sameJson(existing, command.data.option)) return [];
      return [{ type: 'OptionAdded', data: command.data }];
    }
    case 'ChangePrice': {
      const current = requirePublished(state, command.data.experienceId);
      const option = current.experience.options.find((o) => o.optionId === command.data.optionId);
      if (!option) throw new CatalogRuleError('unknownOption', `Experience ${command.data.experienceId} has no option ${command.data.optionId}.`);
      if (sameJson(option.pricing, command.data.pricing)) return [];
      return [{ type: 'PriceChanged', data: command.data }];
    }
    case 'WithdrawExperience': {
      const current = requireExisting(state, command.data.experienceId);
      if (current.status === 'withdrawn') return [];
      return [{ type: 'ExperienceWithdrawn', data: command.data }];
    }
    case 'RestoreExperience': {
      const current = requireExisting(state, command.data.experienceId);
      if (current.status === 'published') return [];
      return [{ type: 'ExperienceRestored', data: command.data }];
    }
    default:
      return unreachable(command);
  }
}

/** Decider of `experience-{id}`: publish, update, add options, change prices, withdraw and restore (ops). */
export const experienceDecider: Decider<CatalogCommand, CatalogEvent, ExperienceState> = { initialState: () => ({ status: 'none' }), evolve, decide };
