import type { Redis } from 'ioredis';
import { chatEvents, type ChatConversation, type ChatEvent } from '@rihla/events/chat';
import { entityProjection } from '../platform/entity-projection.ts';
import { unreachable } from '../platform/unreachable.ts';

/** Both sides of the live chat read this: one document per conversation. */
export const chatsProjection = entityProjection<ChatEvent, ChatConversation>({
  name: 'chats',
  collection: 'chats',
  registry: chatEvents,
  idOf: (event) => event.data.chatId,
  evolve: (doc, event) => evolveConversation(doc, event),
});

export function evolveConversation(doc: ChatConversation | null, event: ChatEvent): ChatConversation | null {
  switch (event.type) {
    case 'ChatStarted': {
      if (doc) return doc;
      const { chatId, name, locale, at } = event.data;
      return { chatId, name, locale, startedAt: at, lastMessageAt: at, waitingForOps: false, messages: [] };
    }
    case 'ChatMessagePosted': {
      // A replayed event never adds its message twice.
      if (!doc || doc.messages.some((m) => m.messageId === event.data.messageId)) return doc;
      const { messageId, from, message, at } = event.data;
      return { ...doc, lastMessageAt: at, waitingForOps: from === 'visitor', messages: [...doc.messages, { messageId, from, message, at }] };
    }
    default:
      return unreachable(event);
  }
}

export const readConversation = (redis: Redis, prefix: string, chatId: string) => chatsProjection.read(redis, prefix, chatId);

/** Ops' list: conversations waiting for an answer first, then the most recent. */
export const listConversations = (redis: Redis, prefix: string) =>
  chatsProjection.list(redis, prefix, (a, b) => Number(b.waitingForOps) - Number(a.waitingForOps) || b.lastMessageAt.localeCompare(a.lastMessageAt));
