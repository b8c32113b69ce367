import { customerStream, identityEvents } from '@rihla/events/identity';
import { aggregateStream, handleCommand, type HandleCommandResult } from '../platform/command-handling.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { IdentityEvent } from '@rihla/events/identity';
import type { CustomerCommand } from './customer-command.ts';
import { customerDecider } from './customer-decider.ts';
import { initialCustomerState, evolveCustomer, type CustomerState } from './customer-state.ts';

export function runCustomerCommand(
  store: EventStore,
  customerId: string,
  command: CustomerCommand,
  opts: { commandId?: string; expectedRevision?: number | 'no_stream' } = {},
): Promise<HandleCommandResult<IdentityEvent, CustomerState>> {
  return handleCommand({ store, registry: identityEvents, decider: customerDecider, streamName: customerStream(customerId), command, ...opts });
}

export async function loadCustomer(store: EventStore, customerId: string): Promise<CustomerState> {
  return (await aggregateStream(store, identityEvents, customerStream(customerId), evolveCustomer, initialCustomerState())).state;
}
