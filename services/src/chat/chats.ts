import { chatEvents, chatStream } from '@rihla/events/chat';
import { commandHandlerFor } from '../platform/command-handling/command-handler-for.ts';
import { chatDecider } from './chat-decider.ts';

/** The one command handler of chats: load-fold-decide-append on `chat-{id}`. */
export const chats = commandHandlerFor({ decider: chatDecider, registry: chatEvents, streamOf: chatStream });
