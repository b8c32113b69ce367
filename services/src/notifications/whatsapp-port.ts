/** How a WhatsApp message leaves Rihla; a Business API adapter implements this beside the outbox one. */
export interface WhatsAppSender {
  readonly transport: string;
  /** messageId is stable per idempotency key, so a provider that dedupes on it never sends twice. */
  send(m: { messageId: string; to: string; text: string }): Promise<void>;
}

/**
 * The default adapter: nothing leaves the machine. The notifier's record under outboxDir/whatsapp is the message,
 * readable at GET /dev/outbox/whatsapp.
 */
export function createOutboxWhatsAppSender(): WhatsAppSender {
  return { transport: 'outbox', send: async () => {} };
}
