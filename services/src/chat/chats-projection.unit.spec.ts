import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '@rihla/events/chat';
import { evolveConversation } from './chats-projection.ts';

const chatId = 'AbCdEfGhIjKlMnOpQrStUvWx';
const started: ChatEvent = { type: 'ChatStarted', data: { chatId, name: null, customerId: null, locale: 'en', at: '2030-01-07T06:00:00.000Z' } };
const posted = (messageId: string, from: 'visitor' | 'ops', at: string): ChatEvent => ({ type: 'ChatMessagePosted', data: { chatId, messageId, from, message: `${from} says`, at } });

describe('chats read model', () => {
  it('keeps the messages in order and says whether ops owes an answer', () => {
    const events = [started, posted('m-000001', 'visitor', '2030-01-07T06:00:00.000Z'), posted('m-000002', 'ops', '2030-01-07T06:01:00.000Z')];
    const answered = events.reduce(evolveConversation, null);
    expect(answered).toMatchObject({ waitingForOps: false, lastMessageAt: '2030-01-07T06:01:00.000Z' });
    expect(answered!.messages.map((m) => m.from)).toEqual(['visitor', 'ops']);
    const asked = evolveConversation(answered, posted('m-000003', 'visitor', '2030-01-07T06:02:00.000Z'));
    expect(asked).toMatchObject({ waitingForOps: true });
  });

  it('adds a replayed message once', () => {
    const message = posted('m-000001', 'visitor', '2030-01-07T06:00:00.000Z');
    const doc = [started, message, message].reduce(evolveConversation, null);
    expect(doc!.messages).toHaveLength(1);
  });
});
