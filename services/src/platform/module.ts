// The module contract: what a module declares (its module.ts) and what each process hands it. The entry points in
// main/ (api, worker, projector, relay) loop over the list in main/modules.ts: a new module is one module.ts and one
// line there, not an edit per process. The contract names ports, never a module: the engine's adapters are a type
// parameter (main/ composes them; booking declares the set it calls, booking/booking-services.ts, and every other
// module names just the adapters it uses, e.g. `ModuleDefinition<{ notifier: Notifier }>`), access is the AccessPort
// one module provides, and mail senders are named by job.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { EventStore } from './eventstore/port.ts';
import type { CheckpointLag } from './health/check-readiness.ts';
import type { AccessPort } from './http/access-port.ts';
import type { Logger } from './log.ts';
import type { QueueFactory } from './queues.ts';
import type { RegisteredProjection } from './registered-projection.ts';

/** What every process opens the same way. */
export interface ProcessContext {
  config: Config;
  store: EventStore;
  redis: Redis;
  /** The config's REDIS_PREFIX. */
  prefix: string;
  log: Logger;
  /** The engine clock's now (a shared offset clock in tests). */
  now: () => Date;
}

/** The api and the worker also run the engine's adapters (`Services`, composed by main/) and BullMQ. */
export interface EngineContext<Services = unknown> extends ProcessContext {
  queues: QueueFactory;
  /** The clock, the payment provider, the notifier, the supplier gateway and keys, the saga settings. */
  services: Services;
}

export interface ApiContext<Services = unknown> extends EngineContext<Services> {
  /** Sessions, roles and read access: the access module registers first, every later route reads them. */
  access: AccessPort;
  /** The BullMQ queues of every module (for the ops dashboard). */
  jobQueues: readonly string[];
}

export interface WorkerContext<Services = unknown> extends EngineContext<Services> {
  registry: Registry;
}

/** How a module sends each kind of mail job it owns, by job name (the mail queue is one for every module). */
export type MailSenderPort = Partial<Record<string, (data: never) => Promise<string>>>;

/** What a module started in a process: stopped on shutdown; `done` rejects when it can no longer make progress. */
export interface Running {
  stop(): Promise<void>;
  done: Promise<void>;
}

export interface ModuleDefinition<Services = unknown> {
  name: string;
  /** Read models the projector keeps (one lease each) and `rebuild` can rebuild. */
  projections?: readonly RegisteredProjection[];
  /**
   * The one module that says who a request comes from (sessions, roles, read access): its routes register before
   * every other module's, and the port it returns is every later route's `access`.
   */
  access?(app: FastifyInstance, ctx: EngineContext<Services>): Promise<AccessPort>;
  /** The module's http routes on the api (after the access module's). */
  routes?(app: FastifyInstance, ctx: ApiContext<Services>): void | Promise<void>;
  /** BullMQ queues its jobs run on: the ops queue dashboard shows them. */
  queues?: readonly string[];
  /** The worker's side: job processors, schedules and the consumers that feed them. */
  jobs?: {
    /** Checkpoints the worker's readiness follows (available before start). */
    checkpoints?(ctx: WorkerContext<Services>): Record<string, CheckpointLag>;
    start(ctx: WorkerContext<Services>): Promise<Running>;
  };
  /** How the worker sends this module's kinds of mail job. */
  mailSenders?(ctx: WorkerContext<Services>): Promise<MailSenderPort>;
  /** The relay process's side: consumers of the event log or of a broker that reach the outside world. */
  consumers?: {
    checkpoints?(ctx: ProcessContext): Record<string, CheckpointLag>;
    start(ctx: ProcessContext): Promise<Running>;
  };
}
