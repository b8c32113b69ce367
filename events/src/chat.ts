import { z } from 'zod';
import { isoDateTime, locale } from './common.ts';
import { multilineField, textField } from './identity.ts';
import { eventRegistry, type EventsOf } from './registry.ts';

/** `chat-{id}`: one live conversation between a visitor and the ops team. */
export const chatStream = (chatId: string): string => `chat-${chatId}`;

export const CHAT_LIMITS = { name: 100, message: 2000, messagesPerChat: 300 } as const;

/**
 * A chat id is the visitor's key to the conversation (kept in the browser): 24 random url-safe characters from the
 * server (144 bits), never guessable, so reading and writing need no account.
 */
export const chatIdField = z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'Send the chat id the chat was started with.');
/** The writer's id for one message, so a resent message is recorded once. */
export const chatMessageIdField = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Send the message id as a UUID.');

const messageText = multilineField(CHAT_LIMITS.message, { required: true });

const strict = { error: (issue: { code: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys?.join(', ')}.` : 'Send a JSON object with the chat fields.') };

/** What the visitor sends to open a chat: its first message. */
export const startChatInput = z.strictObject(
  { messageId: chatMessageIdField, message: messageText, name: textField(CHAT_LIMITS.name).optional(), locale: locale.optional() },
  strict,
);

/** A message in an open chat (visitor or ops). */
export const chatMessageInput = z.strictObject({ messageId: chatMessageIdField, message: messageText }, strict);

export const chatAuthor = z.enum(['visitor', 'ops']);
export type ChatAuthor = z.infer<typeof chatAuthor>;

export const chatEvents = eventRegistry({
  ChatStarted: z.object({
    chatId: z.string().min(1),
    name: z.string().min(1).max(CHAT_LIMITS.name).nullable(),
    /** The signed-in customer who started it, if any. */
    customerId: z.string().min(1).nullable(),
    locale,
    at: isoDateTime,
  }),
  ChatMessagePosted: z.object({
    chatId: z.string().min(1),
    messageId: z.string().min(1),
    from: chatAuthor,
    message: z.string().min(1).max(CHAT_LIMITS.message),
    at: isoDateTime,
  }),
});

export type ChatEvent = EventsOf<typeof chatEvents>;

/** A conversation as both sides read it. */
export const chatConversationSchema = z.object({
  chatId: z.string(),
  name: z.string().nullable(),
  locale,
  startedAt: isoDateTime,
  lastMessageAt: isoDateTime,
  /** The last word is the visitor's: ops owes an answer. */
  waitingForOps: z.boolean(),
  messages: z.array(z.object({ messageId: z.string(), from: chatAuthor, message: z.string(), at: isoDateTime })),
}).meta({ id: 'ChatConversation' });
export type ChatConversation = z.infer<typeof chatConversationSchema>;
