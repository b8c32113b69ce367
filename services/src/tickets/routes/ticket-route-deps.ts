import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { EventStore } from '../../platform/eventstore/port.ts';
import type { Authorizer } from '../../platform/http/authorize.ts';
import type { ReadAccess } from '../../platform/http/read-access.ts';

export interface TicketRouteDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  now: () => Date;
  authorizer: Authorizer;
  /** identity's booking read hook: the tickets page is readable by whoever may read the booking's status. */
  bookingReadAccess: (req: FastifyRequest, access: ReadAccess) => Promise<void>;
  /** The Rihla-only ticket secret. */
  ticketSecret: string;
  /** Scan requests (a batch counts once, at most 50 scans) per staff account per minute. */
  scansPerMinute?: number;
}

