'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { chats, newFormId } from '../../lib/forms-api';
import { useApi } from '../../lib/use-api';
import { ChatMessages } from './ChatMessages';
import styles from './chat.module.css';

const CHAT_KEY = 'rihla.chat';
/** How often an open chat asks for new messages: live enough for a conversation, light on the api. */
const REFRESH_MS = 2_000;

/** The visitor's side of the live chat: the first message starts it, then both sides' messages appear as they come. */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslations('chat');
  const locale = useLocale() as 'en' | 'ar';
  const [chatId, setChatId] = useState<string | null>(() => localStorage.getItem(CHAT_KEY));
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { data, error, mutate } = useApi(chatId ? '/chats/{chatId}' : null, { params: { path: { chatId: chatId ?? '' } } }, { refreshInterval: REFRESH_MS });
  // A 404 with nothing shown yet: the chat this browser remembers is gone. With messages shown, it is only the read
  // model catching up with a chat started a moment ago, and the next refresh finds it.
  const gone = (error instanceof ApiError && error.status === 404 && !data) || failed === t('gone');

  const forget = () => {
    localStorage.removeItem(CHAT_KEY);
    setChatId(null);
    setFailed(null);
  };

  async function send(e: FormEvent) {
    e.preventDefault();
    const message = draft.trim();
    if (!message || sending) return;
    setSending(true);
    setFailed(null);
    try {
      const body = { messageId: newFormId(), message };
      const answer = chatId ? await chats.write(chatId, body) : await chats.start({ ...body, locale, ...(name.trim() ? { name: name.trim() } : {}) });
      if (!chatId) {
        localStorage.setItem(CHAT_KEY, answer.chatId);
        setChatId(answer.chatId);
      }
      await mutate(answer, { revalidate: false });
      setDraft('');
    } catch (err) {
      setFailed(err instanceof ApiError && err.status === 404 ? t('gone') : err instanceof ApiError && err.problem?.detail ? err.problem.detail : t('failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.panel} role="dialog" aria-labelledby="chat-title" data-testid="chat-panel">
      <header className={styles.header}>
        <h2 id="chat-title">{t('title')}</h2>
        <button type="button" className="btn btn-icon" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </header>
      {data ? (
        <>
          <ChatMessages conversation={data} mine="visitor" names={{ visitor: t('you'), ops: t('team') }} />
          {data.waitingForOps && <p className="small">{t('waiting')}</p>}
        </>
      ) : (
        <p className="small">{t('intro')}</p>
      )}
      {gone ? (
        <p className="notice error" role="alert">
          {t('gone')}{' '}
          <button type="button" className="btn btn-third" onClick={forget}>
            {t('newChat')}
          </button>
        </p>
      ) : (
        failed && (
          <p className="notice error" role="alert">
            {failed}
          </p>
        )
      )}
      <form onSubmit={send} className={styles.form}>
        {!chatId && (
          <label>
            {t('name')}
            <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="name" />
          </label>
        )}
        <label>
          {t('message')}
          <textarea value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={2000} rows={2} required />
        </label>
        <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending || undefined}>
          {chatId ? t('send') : t('start')}
        </button>
      </form>
    </section>
  );
}
