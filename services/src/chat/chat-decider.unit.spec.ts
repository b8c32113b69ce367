import { describe, it } from 'vitest';
import type { ChatEvent } from '@rihla/events/chat';
import { deciderSpecFor } from '../platform/testing/decider-spec.ts';
import { chatDecider, ChatRuleError } from './chat-decider.ts';

const spec = deciderSpecFor(chatDecider);
const now = '2030-01-07T06:00:00.000Z';
const chatId = 'AbCdEfGhIjKlMnOpQrStUvWx';
const started: ChatEvent = { type: 'ChatStarted', data: { chatId, name: 'Huda', customerId: null, locale: 'ar', at: now } };
const first: ChatEvent = { type: 'ChatMessagePosted', data: { chatId, messageId: 'msg-00001', from: 'visitor', message: 'مرحبا', at: now } };
const start = { type: 'StartChat' as const, data: { chatId, messageId: 'msg-00001', message: 'مرحبا', name: 'Huda', customerId: null, locale: 'ar' as const, now } };
const post = (messageId: string, from: 'visitor' | 'ops' = 'ops') => ({ type: 'PostChatMessage' as const, data: { chatId, messageId, from, message: 'Hello', now } });

describe('chat decider', () => {
  it('opens a chat with the visitor’s first message', () => {
    spec.given([]).when(start).then([started, first]);
  });

  it('records nothing for the same start sent again', () => {
    spec.given([started, first]).when(start).thenNothing();
  });

  it('records an answer once, however often it is sent', () => {
    spec.given([started, first]).when(post('msg-00002')).then([{ type: 'ChatMessagePosted', data: { chatId, messageId: 'msg-00002', from: 'ops', message: 'Hello', at: now } }]);
    spec.given([started, first, { type: 'ChatMessagePosted', data: { chatId, messageId: 'msg-00002', from: 'ops', message: 'Hello', at: now } }]).when(post('msg-00002')).thenNothing();
  });

  it('refuses a message to a chat that was never started', () => {
    spec.given([]).when(post('msg-00002', 'visitor')).thenThrows(ChatRuleError, { code: 'unknownChat' });
  });

  it('refuses a message once the chat is full', () => {
    const full = Array.from({ length: 300 }, (_, i): ChatEvent => ({ type: 'ChatMessagePosted', data: { chatId, messageId: `msg-${i}-full`, from: 'visitor', message: 'x', at: now } }));
    spec.given([started, ...full]).when(post('msg-next-1', 'visitor')).thenThrows(ChatRuleError, { code: 'chatFull' });
  });
});
