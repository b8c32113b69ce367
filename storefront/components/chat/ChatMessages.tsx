'use client';
import { useLocale } from '#i18n/hooks';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../lib/format';
import type { ChatConversation } from '../../lib/types';
import styles from './chat.module.css';

/** A conversation's messages, the newest in view; `mine` says which side is reading. */
export function ChatMessages({ conversation, mine, names }: { conversation: ChatConversation; mine: 'visitor' | 'ops'; names: { visitor: string; ops: string } }) {
  const locale = useLocale();
  const end = useRef<HTMLLIElement>(null);
  const count = conversation.messages.length;
  // A block body: newer Chromium returns a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);
  return (
    <ol className={styles.messages} aria-live="polite" aria-relevant="additions" data-testid="chat-messages">
      {conversation.messages.map((m) => (
        <li key={m.messageId} className={m.from === mine ? styles.mine : styles.theirs} data-from={m.from}>
          <span className={styles.author}>
            {names[m.from]} · <time dateTime={m.at}>{formatDate(m.at, locale, { timeStyle: 'short' })}</time>
          </span>
          {/* The writer's own direction: an English line in an Arabic chat reads left to right. */}
          <p dir="auto">{m.message}</p>
        </li>
      ))}
      <li ref={end} aria-hidden="true" className={styles.end} />
    </ol>
  );
}
