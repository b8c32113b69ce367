import type { Redis } from 'ioredis';
import { chatEvents, type ChatConversation, type ChatEvent } from '@rihla/events/chat';
import { readModelKeys, type DocumentProjection } from '../platform/projection-runner.ts';
import { unreachable } from '../platform/unreachable.ts';

/** Both sides of the live chat read this: one document per conversation. */
export const chatsProjection: DocumentProjection<ChatEvent> = {
  name: 'chats',
  collections: ['chats'],
  handles: [...chatEvents.types] as ChatEvent['type'][],
  registry: chatEvents,
  targets: (event) => [{ collection: 'chats', id: event.data.chatId }],
  evolve: (doc, event) => evolveConversation(doc as ChatConversation | null, event),
};

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

const chatsKey = (prefix: string) => readModelKeys(prefix, chatsProjection.name).collection('chats');

export async function readConversation(redis: Redis, prefix: string, chatId: string): Promise<ChatConversation | null> {
  const raw = await redis.hget(chatsKey(prefix), chatId);
  return raw ? (JSON.parse(raw) as ChatConversation) : null;
}

/** Ops' list: conversations waiting for an answer first, then the most recent. */
export async function listConversations(redis: Redis, prefix: string): Promise<ChatConversation[]> {
  const all = (await redis.hvals(chatsKey(prefix))).map((raw) => JSON.parse(raw) as ChatConversation);
  return all.sort((a, b) => Number(b.waitingForOps) - Number(a.waitingForOps) || b.lastMessageAt.localeCompare(a.lastMessageAt));
}
