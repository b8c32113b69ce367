import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { chatConversationSchema, chatEvents, chatIdField, chatMessageInput, chatStream, startChatInput, type ChatAuthor, type ChatConversation } from '@rihla/events/chat';
import type { EventStore } from '../platform/eventstore/port.ts';
import type { Authorizer } from '../platform/http/authorize.ts';
import { clientNetwork } from '../platform/http/client-address.ts';
import { documented } from '../platform/http/openapi.ts';
import { notFound, parseInput } from '../platform/http/problem.ts';
import { requestLanguage } from '../platform/http/request-language.ts';
import { enforceRateLimit } from '../platform/http/rate-limit.ts';
import { CHAT_TEXT } from './chat-decider.ts';
import { chats } from './chats.ts';
import { evolveConversation, listConversations, readConversation } from './chats-projection.ts';

export interface ChatRouteDeps {
  store: EventStore;
  redis: Redis;
  prefix: string;
  now: () => Date;
  authorizer: Authorizer;
  /** Chats a client address may start per hour, and messages it may send per hour. */
  startsPerAddressPerHour?: number;
  messagesPerAddressPerHour?: number;
}

const chatParams = z.object({ chatId: chatIdField });
const tags = ['chat'];

/** The conversation as the stream tells it right after a write (the read model may not have caught up yet). */
async function conversationFromStream(store: EventStore, chatId: string): Promise<ChatConversation> {
  const recorded = await store.readStream(chatStream(chatId));
  const conversation = recorded.map((r) => chatEvents.parse(r)).reduce(evolveConversation, null);
  if (!conversation) throw notFound(CHAT_TEXT.unknownChat);
  return conversation;
}

/** The live chat: a visitor starts one and writes, ops answer from the ops screen; both read the same conversation. */
export function registerChatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const limited = (req: Parameters<typeof clientNetwork>[0], reply: Parameters<typeof enforceRateLimit>[2], name: string, limit: number) =>
    enforceRateLimit(deps.redis, deps.prefix, reply, [{ rule: { name, limit, windowSeconds: 3600 }, subject: clientNetwork(req) }], deps.now(), 'messages');

  const post = async (chatId: string, messageId: string, from: ChatAuthor, message: string) => {
    // An unknown chat (404) or a full one (409) is a ChatRuleError answered from the one table of refusals.
    await chats.handle(deps.store, chatId, { type: 'PostChatMessage', data: { chatId, messageId, from, message, now: deps.now().toISOString() } });
    return conversationFromStream(deps.store, chatId);
  };

  app.post(
    '/chats',
    documented({ summary: 'Start a live chat with its first message (the answer carries the chat id, the key to it)', tags, body: startChatInput, response: { 201: chatConversationSchema } }),
    async (req, reply) => {
      const input = parseInput(startChatInput, req.body, 'chat');
      await limited(req, reply, 'chat:start', deps.startsPerAddressPerHour ?? 10);
      const chatId = randomBytes(18).toString('base64url');
      const customerId = (await deps.authorizer.principal(req))?.customerId ?? null;
      const data = { chatId, messageId: input.messageId, message: input.message, name: input.name ?? null, customerId, locale: input.locale ?? requestLanguage(req), now: deps.now().toISOString() };
      await chats.handle(deps.store, chatId, { type: 'StartChat', data });
      return reply.status(201).send(await conversationFromStream(deps.store, chatId));
    },
  );

  app.get('/chats/:chatId', documented({ summary: 'A live chat, for the visitor who holds its id', tags, params: chatParams, response: { 200: chatConversationSchema } }), async (req, reply) => {
    const { chatId } = parseInput(chatParams, req.params, 'url');
    const conversation = await readConversation(deps.redis, deps.prefix, chatId);
    if (!conversation) throw notFound(CHAT_TEXT.unknownChat);
    reply.header('cache-control', 'no-store');
    return conversation;
  });

  app.post(
    '/chats/:chatId/messages',
    documented({ summary: "The visitor's next message (the same messageId again is recorded once)", tags, params: chatParams, body: chatMessageInput, response: { 200: chatConversationSchema }, errors: [409] }),
    async (req, reply) => {
      const { chatId } = parseInput(chatParams, req.params, 'url');
      const input = parseInput(chatMessageInput, req.body, 'message');
      await limited(req, reply, 'chat:message', deps.messagesPerAddressPerHour ?? 120);
      return post(chatId, input.messageId, 'visitor', input.message);
    },
  );

  app.get('/ops/chats', documented({ summary: 'Live chats, those waiting for an answer first (ops only)', tags: [...tags, 'ops'], errors: [401, 403], response: { 200: z.object({ chats: z.array(chatConversationSchema) }) } }), async (req, reply) => {
    await deps.authorizer.requireRole(req, 'ops');
    reply.header('cache-control', 'no-store');
    return { chats: (await listConversations(deps.redis, deps.prefix)).slice(0, 50) };
  });

  app.post(
    '/ops/chats/:chatId/messages',
    documented({ summary: "Ops' answer in a live chat (ops only)", tags: [...tags, 'ops'], params: chatParams, body: chatMessageInput, response: { 200: chatConversationSchema }, errors: [401, 403, 409] }),
    async (req) => {
      await deps.authorizer.requireRole(req, 'ops');
      const { chatId } = parseInput(chatParams, req.params, 'url');
      const input = parseInput(chatMessageInput, req.body, 'message');
      return post(chatId, input.messageId, 'ops', input.message);
    },
  );
}
