'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { chats, newFormId } from '../../lib/forms-api';
import type { ChatConversation } from '../../lib/types';
import { useApi } from '../../lib/use-api';
import { ChatMessages } from '../chat/ChatMessages';
import styles from './staff.module.css';

const REFRESH_MS = 2_000;

/** Ops' side of the live chat: conversations waiting for an answer first; open one to read it and answer. */
export function LiveChats() {
  const t = useTranslations('ops');
  const locale = useLocale();
  const { data, error, mutate } = useApi('/ops/chats', undefined, { refreshInterval: REFRESH_MS });
  const [openId, setOpenId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const open = data?.chats.find((c) => c.chatId === openId) ?? null;
  const nameOf = (c: ChatConversation) => c.name ?? t('chatAnonymous');

  async function answer(e: FormEvent) {
    e.preventDefault();
    const message = draft.trim();
    if (!open || !message || sending) return;
    setSending(true);
    setFailed(null);
    try {
      const updated = await chats.answer(open.chatId, { messageId: newFormId(), message });
      await mutate((current) => current && { chats: current.chats.map((c) => (c.chatId === updated.chatId ? updated : c)) }, { revalidate: false });
      setDraft('');
    } catch (err) {
      setFailed(t('chatFailed', { detail: err instanceof ApiError ? (err.problem?.detail ?? String(err.status)) : String(err) }));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="live-chats" data-testid="live-chats">
      <h2 id="live-chats">{t('liveChats')}</h2>
      {error && !data && (
        <p className="notice error" role="alert">
          {t('chatLoadError')}
        </p>
      )}
      {data && data.chats.length === 0 && <p className="small">{t('liveChatsEmpty')}</p>}
      <ul className="plain">
        {data?.chats.map((c) => (
          <li key={c.chatId}>
            <button type="button" className="btn btn-third" aria-pressed={c.chatId === openId} onClick={() => setOpenId(c.chatId)} aria-label={t('chatOpen', { name: nameOf(c) })}>
              <bdi>{nameOf(c)}</bdi> · {c.waitingForOps ? t('chatWaiting') : t('chatAnswered')} · {formatDate(c.lastMessageAt, locale, { dateStyle: 'short', timeStyle: 'short' })}
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <div data-testid="live-chat-open">
          <ChatMessages conversation={open} mine="ops" names={{ visitor: nameOf(open), ops: t('chatTeam') }} />
          {failed && (
            <p className="notice error" role="alert">
              {failed}
            </p>
          )}
          {/* The label above a box as wide as the conversation, with room for a few lines. */}
          <form onSubmit={answer} className={styles.answerForm}>
            <label htmlFor="ops-chat-answer">{t('chatAnswer')}</label>
            <textarea id="ops-chat-answer" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={2000} rows={4} required />
            <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending || undefined}>
              {t('chatSend')}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
