// What a module declares (its module.ts) and what each process hands it. The entry points (api, worker, projector,
// relay) loop over the list in modules.ts: a new module is one module.ts and one line there, not an edit per process.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { IdentityAccess } from '../identity/module.ts';
import type { MailSenders } from '../notifications/mail-worker.ts';
import type { Config } from '../platform/config.ts';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { CheckpointLag } from '../platform/health/check-readiness.ts';
import type { Logger } from '../platform/log.ts';
import type { QueueFactory } from '../platform/queues.ts';
import type { RegisteredProjection } from '../platform/registered-projection.ts';
import type { BookingServices } from './booking-services.ts';

/** What every process opens the same way. */
export interface ProcessContext {
  config: Config;
  store: EventStore;
  redis: Redis;
  /** The config's REDIS_PREFIX. */
  prefix: string;
  log: Logger;
  /** The booking clock's now (a shared offset clock in tests). */
  now: () => Date;
}

/** The api and the worker also run the booking engine's adapters and BullMQ. */
export interface EngineContext extends ProcessContext {
  queues: QueueFactory;
  /** The booking clock, the payment provider, the notifier, the supplier gateway and keys, the saga settings. */
  services: BookingServices;
}

export interface ApiContext extends EngineContext {
  /** Sessions, roles and booking read access: identity registers first, every later route reads them. */
  identity: IdentityAccess;
  /** The BullMQ queues of every module (for the ops dashboard). */
  jobQueues: readonly string[];
}

export interface WorkerContext extends EngineContext {
  registry: Registry;
}

/** What a module started in a process: stopped on shutdown; `done` rejects when it can no longer make progress. */
export interface Running {
  stop(): Promise<void>;
  done: Promise<void>;
}

export interface ModuleDefinition {
  name: string;
  /** Read models the projector keeps (one lease each) and `rebuild` can rebuild. */
  projections?: readonly RegisteredProjection[];
  /** The module's http routes on the api (after identity's). */
  routes?(app: FastifyInstance, ctx: ApiContext): void | Promise<void>;
  /** BullMQ queues its jobs run on: the ops queue dashboard shows them. */
  queues?: readonly string[];
  /** The worker's side: job processors, schedules and the consumers that feed them. */
  jobs?: {
    /** Checkpoints the worker's readiness follows (available before start). */
    checkpoints?(ctx: WorkerContext): Record<string, CheckpointLag>;
    start(ctx: WorkerContext): Promise<Running>;
  };
  /** How the worker sends this module's kinds of mail job (the mail queue is one for every module). */
  mailSenders?(ctx: WorkerContext): Promise<Partial<MailSenders>>;
  /** The relay process's side: consumers of the event log or of a broker that reach the outside world. */
  consumers?: {
    checkpoints?(ctx: ProcessContext): Record<string, CheckpointLag>;
    start(ctx: ProcessContext): Promise<Running>;
  };
}
