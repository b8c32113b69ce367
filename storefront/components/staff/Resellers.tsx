'use client';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { toast } from '../../lib/toasts';
import { answer, api, ApiError, type GetAnswer } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { refreshUntil } from '../../lib/refresh-until';
import { formatDate } from '../../lib/format';
import { StaffTable } from './StaffTable';
import styles from './staff.module.css';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

function ResellerBookings({ resellerId }: { resellerId: string }) {
  const t = useTranslations('ops');
  const { data } = useApi('/ops/resellers/{resellerId}/bookings', { params: { path: { resellerId } } }, { refreshInterval: 30_000 });
  if (!data) return null;
  return (
    <StaffTable testId={`reseller-bookings-${resellerId}`} caption={t('resellerBookings')} captionHidden emptyText={t('resellerNoBookings')} rows={data.bookings} rowKey={(b) => b.uuid} rowData={(b) => ({ 'data-booking': b.bookingId })}
      columns={[
        [t('resellerOrder'), (b) => <bdi>{b.supplierReference}</bdi>],
        [t('resellerReference'), (b) => <bdi>{b.resellerReference ?? '—'}</bdi>],
        [t('resellerProduct'), (b) => <bdi>{b.productId}</bdi>],
        [t('resellerDate'), (b) => <bdi>{b.localDate}</bdi>],
      ]}
    />
  );
}

/**
 * OCTO resellers: ops registers one (its key is shown once), revokes keys and sees each reseller's bookings and its
 * seats on hold and booked against its caps; finance (readOnly) sees the resellers and what they sold.
 */
export function Resellers({ readOnly = false }: { readOnly?: boolean }) {
  const t = useTranslations('ops');
  const locale = useLocale() as 'en' | 'ar';
  const { data, error, mutate } = useApi('/ops/resellers', undefined, { refreshInterval: 30_000 });
  const [issued, setIssued] = useState<{ resellerId: string; key: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  /** Runs an ops action, then re-reads the list until it shows the action's result (the read model follows a moment later). */
  const act = async (work: () => Promise<unknown>, shows: (list: GetAnswer<'/ops/resellers'>) => boolean) => {
    const id = toast.loading(t('working'));
    try {
      await work();
      toast.success(t('done'), { id });
      await refreshUntil(() => mutate(), shows);
    } catch (err) {
      toast.error(t('failed', { detail: err instanceof ApiError ? err.message : String(err) }), { id });
    }
  };

  const register = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = { resellerId: String(form.get('resellerId') ?? '').trim(), name: String(form.get('name') ?? '').trim() };
    void act(
      async () => {
        const created = await answer(api.POST('/ops/resellers', { body }));
        setIssued({ resellerId: created.resellerId, key: created.key });
      },
      (list) => list.resellers.some((r) => r.resellerId === body.resellerId),
    );
  };

  if (error) return <p className="notice error" role="alert">{t('resellersLoadError')}</p>;
  return (
    <section className={styles.section} aria-labelledby="resellers">
      <h2 id="resellers">{t('resellersTitle')}</h2>
      <p className="small">{t('resellersIntro')}</p>
      {!readOnly && (
      <form onSubmit={register} className={styles.filters} data-testid="register-reseller">
        <label>
          {t('resellerIdLabel')}
          <input name="resellerId" required pattern="[a-z0-9][a-z0-9\-]{1,39}" autoComplete="off" dir="ltr" />
        </label>
        <label>
          {t('resellerNameLabel')}
          <input name="name" required maxLength={100} autoComplete="off" />
        </label>
        <button type="submit" className="button">
          {t('resellerRegister')}
        </button>
      </form>
      )}
      {issued && (
        <p className="notice" role="status" data-testid="reseller-key">
          {t('resellerKeyOnce', { resellerId: issued.resellerId })} <code dir="ltr">{issued.key}</code>
        </p>
      )}
      {data && (
        <StaffTable testId="resellers" caption={t('resellersTitle')} captionHidden emptyText={t('resellersNone')} rows={data.resellers} rowKey={(r) => r.resellerId} rowData={(r) => ({ 'data-reseller': r.resellerId })}
          columns={[
            [
              t('resellerNameLabel'),
              (r) => (
                <>
                  <bdi>{r.name}</bdi> <code dir="ltr">{r.resellerId}</code>
                </>
              ),
            ],
            [
              t('resellerKeys'),
              (r) => (
                <ul className={styles.lines}>
                  {r.keys.map((k) => (
                    <li key={k.keyId}>
                      <code dir="ltr">{k.keyPrefix}…</code>{' '}
                      {k.revokedAt ? (
                        t('resellerKeyRevoked', { when: formatDate(k.revokedAt, locale, dateTime) })
                      ) : readOnly ? null : (
                        <button type="button" className="button secondary" onClick={() =>
                          void act(
                            () => answer(api.POST('/ops/resellers/{resellerId}/keys/{keyId}/revoke', { params: { path: { resellerId: r.resellerId, keyId: k.keyId } } })),
                            (list) => list.resellers.some((x) => x.keys.some((y) => y.keyId === k.keyId && y.revokedAt !== null)),
                          )
                        }>
                          {t('resellerRevoke', { key: k.keyPrefix })}
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              ),
            ],
            [
              t('resellerSeats'),
              (r) => (
                <ul className={styles.lines} data-testid={`reseller-usage-${r.resellerId}`}>
                  <li>{t('resellerHeldSeats', { held: r.usage.heldSeats, cap: r.capsInForce.maxHeldSeats })}</li>
                  <li>{t('resellerBookedSeats', { booked: r.usage.bookedSeats })}</li>
                  <li>{t('resellerDepartureShare', { share: Math.round(r.capsInForce.maxDepartureShare * 100) })}</li>
                </ul>
              ),
            ],
            [
              t('resellerBookings'),
              (r) => (
                <>
                  <button type="button" className="button secondary" aria-expanded={open === r.resellerId} onClick={() => setOpen(open === r.resellerId ? null : r.resellerId)}>
                    {t('resellerShowBookings', { name: r.name })}
                  </button>
                  {open === r.resellerId && <ResellerBookings resellerId={r.resellerId} />}
                </>
              ),
            ],
          ]}
        />
      )}
    </section>
  );
}
