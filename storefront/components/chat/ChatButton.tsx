'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import styles from './chat.module.css';

// The conversation's code loads on the first click: pages stay as light as without a chat.
const ChatPanel = dynamic(() => import('./ChatPanel').then((m) => m.ChatPanel), { ssr: false });

/** "Chat with us" in the page's corner (the inline end: right in English, left in Arabic). */
export function ChatButton() {
  const t = useTranslations('chat');
  const [open, setOpen] = useState(false);
  return (
    <div className={`${styles.dock} chat-dock`}>
      {open ? (
        <ChatPanel onClose={() => setOpen(false)} />
      ) : (
        <button type="button" className={`btn btn-primary ${styles.opener}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('open')}
        </button>
      )}
    </div>
  );
}
