import { z } from 'zod';
import { eventRegistry, type EventsOf } from '@rihla/events/registry';
import type { Decider } from '../command-handling/decider.ts';

/**
 * A tiny decider for proving command handling: a pool of seats that must never be oversold. It follows the
 * project's decider conventions (state keyed on status, exhaustive switches, time and ids in the command).
 */
export const seatPoolEvents = eventRegistry({
  PoolOpened: z.object({ capacity: z.number().int().positive() }),
  SeatReserved: z.object({ reservationId: z.string(), qty: z.number().int().positive(), at: z.string() }),
  PoolClosed: z.object({ at: z.string() }),
});
export type SeatPoolEvent = EventsOf<typeof seatPoolEvents>;

export type SeatPoolCommand =
  | { type: 'OpenPool'; capacity: number }
  | { type: 'ReserveSeat'; reservationId: string; qty: number; at: string }
  | { type: 'ClosePool'; at: string };

export type SeatPoolState =
  | { status: 'absent' }
  | { status: 'open'; capacity: number; reserved: number; reservations: string[] }
  | { status: 'closed'; capacity: number; reserved: number };

export class SeatPoolError extends Error {
  constructor(readonly reason: 'not-open' | 'already-open' | 'sold-out' | 'closed') {
    super(`seat pool: ${reason}`);
    this.name = 'SeatPoolError';
  }
}

export const seatPoolDecider: Decider<SeatPoolCommand, SeatPoolEvent, SeatPoolState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PoolOpened':
        return { status: 'open', capacity: event.data.capacity, reserved: 0, reservations: [] };
      case 'SeatReserved':
        if (state.status !== 'open') return state;
        return { ...state, reserved: state.reserved + event.data.qty, reservations: [...state.reservations, event.data.reservationId] };
      case 'PoolClosed':
        if (state.status !== 'open') return state;
        return { status: 'closed', capacity: state.capacity, reserved: state.reserved };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'OpenPool':
        if (state.status !== 'absent') throw new SeatPoolError('already-open');
        return [{ type: 'PoolOpened', data: { capacity: command.capacity } }];
      case 'ReserveSeat':
        if (state.status === 'absent') throw new SeatPoolError('not-open');
        if (state.status === 'closed') throw new SeatPoolError('closed');
        if (state.reservations.includes(command.reservationId)) return [];
        if (state.reserved + command.qty > state.capacity) throw new SeatPoolError('sold-out');
        return [{ type: 'SeatReserved', data: { reservationId: command.reservationId, qty: command.qty, at: command.at } }];
      case 'ClosePool':
        if (state.status !== 'open') throw new SeatPoolError('not-open');
        return [{ type: 'PoolClosed', data: { at: command.at } }];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
