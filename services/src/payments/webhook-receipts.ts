/**
 * Where the merchant remembers which webhook events it has accepted (handled without error), so a replayed event is
 * answered 200 without running its effect again. Must survive restarts.
 */
export interface WebhookReceipts {
  isAccepted(eventId: string): Promise<boolean>;
  markAccepted(eventId: string): Promise<void>;
}
