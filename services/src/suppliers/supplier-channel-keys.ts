/** Redis keys of the supplier channel's own state: the relay's checkpoint and what ops sees of the channel. */
export const supplierChannelKeys = (prefix: string) => ({
  relayCheckpoint: `${prefix}suppliers:relay:checkpoint`,
  /** Held by the one relay copy that publishes (see platform/lease.ts). */
  relayLease: `${prefix}lease:supplier-relay`,
  /** Latest relay lags (event appended -> broker ack), ms, newest first; capped. */
  relayLagMs: `${prefix}suppliers:relay:lag-ms`,
  /** Latest answers parked in the DLQ (JSON), newest first; capped. */
  dlqRecent: `${prefix}suppliers:dlq:recent`,
  dlqCount: `${prefix}suppliers:dlq:count`,
});

export const LAG_SAMPLES_KEPT = 10_000;
export const DLQ_RECENT_KEPT = 50;
