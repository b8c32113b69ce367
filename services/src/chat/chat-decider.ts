import { CHAT_LIMITS, type ChatAuthor, type ChatEvent } from '@rihla/events/chat';
import type { Locale } from '@rihla/events/common';
import type { Decider } from '../platform/command-handling/decider.ts';
import { unreachable } from '../platform/unreachable.ts';
import { RuleError } from '../platform/rule-error.ts';

export type ChatCommand =
  | {
      type: 'StartChat';
      data: { chatId: string; messageId: string; message: string; name: string | null; customerId: string | null; locale: Locale; now: string };
    }
  | { type: 'PostChatMessage'; data: { chatId: string; messageId: string; from: ChatAuthor; message: string; now: string } };

/** What deciding needs: whether the chat exists, and the messages already in it (by id, to record a resend once). */
export type ChatState = { status: 'none' } | { status: 'open'; messageIds: ReadonlySet<string> };

/** The refusals as a visitor reads them. */
export const CHAT_TEXT = {
  unknownChat: { en: 'This chat does not exist. Start a new one.', ar: 'هذه المحادثة غير موجودة. ابدأ محادثة جديدة.' },
  chatFull: { en: 'This chat is full. Start a new one or write to us from the contact page.', ar: 'هذه المحادثة ممتلئة. ابدأ محادثة جديدة أو راسلنا من صفحة التواصل.' },
} as const;

export type ChatRuleCode = 'unknownChat' | 'chatFull';

export class ChatRuleError extends RuleError<ChatRuleCode> {
  override readonly name = 'ChatRuleError';
}

const evolve = (state: ChatState, event: ChatEvent): ChatState => {
  switch (event.type) {
    case 'ChatStarted':
      return { status: 'open', messageIds: new Set() };
    case 'ChatMessagePosted':
      if (state.status !== 'open') return state;
      return { status: 'open', messageIds: new Set([...state.messageIds, event.data.messageId]) };
    default:
      return unreachable(event);
  }
};

const decide = (command: ChatCommand, state: ChatState): ChatEvent[] => {
  switch (command.type) {
    case 'StartChat': {
      const { chatId, messageId, message, name, customerId, locale, now } = command.data;
      // The same start sent again (a lost answer) is the chat that exists.
      if (state.status === 'open') return [];
      return [
        { type: 'ChatStarted', data: { chatId, name, customerId, locale, at: now } },
        { type: 'ChatMessagePosted', data: { chatId, messageId, from: 'visitor', message, at: now } },
      ];
    }
    case 'PostChatMessage': {
      const { chatId, messageId, from, message, now } = command.data;
      if (state.status !== 'open') throw new ChatRuleError('unknownChat', CHAT_TEXT.unknownChat);
      if (state.messageIds.has(messageId)) return [];
      if (state.messageIds.size >= CHAT_LIMITS.messagesPerChat) throw new ChatRuleError('chatFull', CHAT_TEXT.chatFull);
      return [{ type: 'ChatMessagePosted', data: { chatId, messageId, from, message, at: now } }];
    }
    default:
      return unreachable(command);
  }
};

/** Decider of `chat-{id}`: a chat opens with the visitor's first message; each message is recorded once. */
export const chatDecider: Decider<ChatCommand, ChatEvent, ChatState> = { initialState: () => ({ status: 'none' }), evolve, decide };
