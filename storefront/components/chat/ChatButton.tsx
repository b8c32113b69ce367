'use client';
import { useTranslations } from '#i18n/hooks';
import { lazy, Suspense, useState } from 'react';
import { usePathname } from '../../i18n/navigation';
import styles from './chat.module.css';

// The conversation's code loads on the first click: pages stay as light as without a chat. React's lazy, not
// next/dynamic: the panel is only ever rendered in the browser, and next/dynamic's loader weighed 1.3 KB on every page.
const ChatPanel = lazy(() => import('./ChatPanel').then((m) => ({ default: m.ChatPanel })));

/** Staff screens (ops, finance) answer chats; they do not offer one. */
const STAFF = /^\/(ops|finance)(\/|$)/;

/**
 * "Chat with us" in the header, beside the cart: always one click away and covering nothing (a floating button hid
 * the booking panel's total, a refund's amount, a heading on phones). The conversation opens as a panel in the
 * page's corner (the inline end: right in English, left in Arabic) until the visitor closes it.
 */
export function ChatButton() {
  const t = useTranslations('chat');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  if (STAFF.test(pathname)) return null;
  return (
    <>
      <button type="button" className="btn btn-outlined chat-open" onClick={() => setOpen((o) => !o)} aria-haspopup="dialog" aria-expanded={open} title={t('open')} data-testid="chat-open">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
        </svg>{' '}
        <span className="label">{t('open')}</span>
      </button>
      {open && (
        <div className={`${styles.dock} chat-dock`}>
          <Suspense fallback={null}>
            <ChatPanel onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </>
  );
}
