'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import { Fragment, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toasts';
import { ApiError, staff } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { formatDate } from '../../lib/format';
import { Button } from '../ui/Button';
import { TableFrame } from './StaffTable';
import styles from './staff.module.css';

type Phone = { countryCode: string; number: string } | null;

/** One inbox row: what the table shows, what opening it shows, and whether ops has dealt with it. */
interface Row {
  id: string;
  done: boolean;
  doneAt: string | undefined;
  at: string;
  cells: ReactNode[];
  /** What opening the row shows: a label key under ops.inbox and its value. */
  details: [string, ReactNode][];
}

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;
const phoneText = (p: Phone) => (p ? `${p.countryCode} ${p.number}` : '—');

/** What came in from the contact/feedback forms or the partner form: list, open one, mark it dealt with (an event). */
export function StaffInbox({ kind }: { kind: 'enquiries' | 'applications' }) {
  const t = useTranslations('ops');
  const locale = useLocale();
  const enquiries = useApi(kind === 'enquiries' ? '/ops/enquiries' : null, undefined, { refreshInterval: 30_000 });
  const applications = useApi(kind === 'applications' ? '/ops/partner-applications' : null, undefined, { refreshInterval: 30_000 });
  const { error, isLoading, mutate } = kind === 'enquiries' ? enquiries : applications;
  const data = kind === 'enquiries' ? enquiries.data : applications.data;
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Marked here: shown at once, while the read model catches up with the event.
  const [marked, setMarked] = useState<Record<string, string>>({});

  if (error) return <p className="notice error" role="alert">{t('loadError')}</p>;
  if (isLoading || !data) return <p aria-busy="true">{t('loading')}</p>;

  const email = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  const rows: Row[] =
    kind === 'enquiries'
      ? (enquiries.data?.enquiries ?? []).map((e) => ({
          id: e.enquiryId,
          done: e.status === 'answered',
          doneAt: e.status === 'answered' ? e.answeredAt : undefined,
          at: e.at,
          cells: [<bdi key="s">{e.subject}</bdi>, <bdi key="n">{e.name}</bdi>, t(`inbox.kind_${e.kind}`)],
          details: [
            ['email', email(e.email)],
            ['phone', <bdi key="p">{phoneText(e.phone)}</bdi>],
            ['language', e.locale === 'ar' ? 'العربية' : 'English'],
            ['message', <p key="m" lang={e.locale} data-testid="enquiry-message" style={{ whiteSpace: 'pre-line', margin: 0 }}>{e.message}</p>],
          ],
        }))
      : (applications.data?.applications ?? []).map((a) => ({
          id: a.applicationId,
          done: a.status === 'handled',
          doneAt: a.status === 'handled' ? a.handledAt : undefined,
          at: a.submittedAt,
          cells: [<bdi key="c">{a.companyName}</bdi>, <bdi key="n">{a.contactName}</bdi>, t(`inbox.business_${a.businessType}`)],
          details: [
            ['contact', <bdi key="c">{a.contactName}</bdi>],
            ['email', email(a.email)],
            ['phone', <bdi key="p">{phoneText(a.phone)}</bdi>],
            ['where', <bdi key="w">{[a.city, a.country].filter(Boolean).join(', ')}</bdi>],
            ['website', a.website ? <bdi key="s">{a.website}</bdi> : '—'],
            ['message', a.message ? <p key="m" style={{ whiteSpace: 'pre-line', margin: 0 }}>{a.message}</p> : '—'],
          ],
        }));

  const mark = async (id: string) => {
    setBusy(id);
    const toastId = toast.loading(t('working'));
    try {
      const answer = kind === 'enquiries' ? await staff.answerEnquiry(id) : await staff.handleApplication(id);
      setMarked((m) => ({ ...m, [id]: answer.at }));
      toast.success(t('done'), { id: toastId });
      setTimeout(() => void mutate(), 1000);
    } catch (err) {
      toast.error(t('failed', { detail: err instanceof ApiError ? err.message : String(err) }), { id: toastId });
    } finally {
      setBusy(null);
    }
  };

  const prefix = kind === 'enquiries' ? 'enquiry' : 'application';
  const columns = kind === 'enquiries' ? ['subject', 'from', 'kind'] : ['company', 'contact', 'business'];
  const headers = [...columns, 'received', 'status', 'actions'].map((c) => t(`inbox.${c}`));
  return (
    <TableFrame
      testId={`${prefix}-inbox`}
      caption={t(kind === 'enquiries' ? 'inbox.enquiriesCaption' : 'inbox.applicationsCaption', { count: rows.filter((r) => !r.done && !marked[r.id]).length })}
      headers={headers}
      empty={rows.length === 0 ? t('empty') : null}
    >
      {rows.map((r) => {
        const doneAt = r.doneAt ?? marked[r.id];
        const done = r.done || marked[r.id] !== undefined;
        const isOpen = open === r.id;
        return (
          <Fragment key={r.id}>
            <tr data-row={r.id}>
              <th scope="row" data-label={headers[0]}>
                {r.cells[0]}
              </th>
              {r.cells.slice(1).map((c, i) => (
                <td key={i} data-label={headers[i + 1]}>
                  {c}
                </td>
              ))}
              <td data-label={headers[columns.length]}>{formatDate(r.at, locale, dateTime)}</td>
              <td data-label={headers[columns.length + 1]}>
                <span className={done ? styles.ok : undefined} data-testid={`${prefix}-status`}>
                  {t(done ? (kind === 'enquiries' ? 'inbox.answered' : 'inbox.handled') : 'inbox.new')}
                </span>
                {done && doneAt && <span className="small"> · {formatDate(doneAt, locale, dateTime)}</span>}
              </td>
              <td data-label={headers[columns.length + 2]}>
                <Button kind="outlined" aria-expanded={isOpen} aria-controls={`${prefix}-${r.id}`} onClick={() => setOpen(isOpen ? null : r.id)}>
                  {t(isOpen ? 'inbox.close' : 'inbox.open')}
                </Button>
              </td>
            </tr>
            {isOpen && (
              <tr id={`${prefix}-${r.id}`}>
                <td colSpan={headers.length}>
                  <dl className={styles.details} data-testid={`${prefix}-details`}>
                    {r.details.map(([label, value]) => (
                      <Fragment key={label}>
                        <dt>{t(`inbox.${label}`)}</dt>
                        <dd>{value}</dd>
                      </Fragment>
                    ))}
                  </dl>
                  {!done && (
                    <Button loading={busy === r.id} disabled={busy !== null} onClick={() => void mark(r.id)}>
                      {t(kind === 'enquiries' ? 'inbox.markAnswered' : 'inbox.markHandled')}
                    </Button>
                  )}
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </TableFrame>
  );
}
