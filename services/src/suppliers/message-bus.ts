/**
 * The port to the supplier message broker. The kafkajs adapter implements it; a maintained client can replace it
 * without touching the relay, the answer consumer or the simulator.
 */
export interface BusMessage {
  key: string;
  value: string;
  headers: Record<string, string>;
}

export interface ReceivedMessage extends BusMessage {
  topic: string;
  partition: number;
  offset: string;
}

export interface BusSubscription {
  stop(): Promise<void>;
}

export interface MessageBus {
  /** Creates the topics that are missing (existing ones are left as they are). */
  ensureTopics(topics: readonly { name: string; partitions: number }[]): Promise<void>;
  /**
   * Sets up the publishing side now (kafkajs: the idempotent producer's connection and producer id), so the first
   * publish does not wait for it.
   */
  connect(): Promise<void>;
  /**
   * Resolves once the broker acknowledged every message (acks from all in-sync replicas, idempotent producer: a
   * retried send is written once). Messages with the same key keep their order.
   */
  publish(topic: string, messages: readonly BusMessage[]): Promise<void>;
  /** As `publish`, for several topics in one request to the broker (one round trip, not one per topic). */
  publishBatch(topics: readonly { topic: string; messages: readonly BusMessage[] }[]): Promise<void>;
  /**
   * Joins a consumer group and hands over each message in partition order; its offset is committed only after
   * handle resolved. A handle that throws is retried (the message is not skipped): handle must decide what is
   * poison itself (and park it) so a partition never stalls. Reconnects by itself after a broker outage.
   */
  subscribe(o: { groupId: string; topic: string | readonly string[]; fromBeginning?: boolean; handle(m: ReceivedMessage): Promise<void> }): Promise<BusSubscription>;
  /** Messages of `topic` not yet committed by the group (sum over partitions). */
  groupLag(groupId: string, topic: string): Promise<number>;
  close(): Promise<void>;
}
