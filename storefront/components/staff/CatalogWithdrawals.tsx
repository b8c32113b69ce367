'use client';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { infoToast, toast, warningToast } from '../../lib/toasts';
import { answer, api, ApiError, type GetAnswer } from '../../lib/api';
import { refreshUntil } from '../../lib/refresh-until';
import { useApi } from '../../lib/use-api';
import { StaffTable } from './StaffTable';
import styles from './staff.module.css';

type Found = GetAnswer<'/ops/experiences'>;
type Row = Found['items'][number];

/**
 * Ops withdraw an experience that cannot run (its page then says it is unavailable, it leaves the lists and search,
 * and nobody can book it) with the reason in both languages, and restore it as it was.
 */
export function CatalogWithdrawals() {
  const t = useTranslations('ops');
  const locale = useLocale() as 'en' | 'ar';
  const [query, setQuery] = useState<{ q: string; status: 'all' | 'published' | 'withdrawn' }>({ q: '', status: 'withdrawn' });
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const { data, error, mutate } = useApi('/ops/experiences', { params: { query } });

  /** Runs the change, says what it means, and re-reads the list until it shows it (the read model follows a moment later). */
  const act = async (row: Row, work: () => Promise<unknown>, status: Row['status']) => {
    const id = toast.loading(t('working'));
    try {
      await work();
      const title = row.title[locale];
      if (status === 'withdrawn') warningToast(t('catalogWithdrawnToast', { title }), { id });
      else infoToast(t('catalogRestoredToast', { title }), { id });
      setWithdrawing(null);
      // Once the catalog read model shows it, this storefront's cached catalog pages go (not before: they would cache the old state again).
      await refreshUntil(() => mutate(), (list: Found) => !list.items.some((i) => i.experienceId === row.experienceId && i.status !== status));
      await fetch('/api/catalog-changed', { method: 'POST' });
    } catch (err) {
      toast.error(t('failed', { detail: err instanceof ApiError ? err.message : String(err) }), { id });
    }
  };

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const status = String(form.get('status'));
    setQuery({ q: String(form.get('q') ?? '').trim(), status: status === 'published' || status === 'all' ? status : 'withdrawn' });
  };

  const withdraw = (row: Row) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const reason = { en: String(form.get('reasonEn') ?? '').trim(), ar: String(form.get('reasonAr') ?? '').trim() };
    void act(row, () => answer(api.POST('/ops/experiences/{experienceId}/withdraw', { params: { path: { experienceId: row.experienceId } }, body: { reason } })), 'withdrawn');
  };

  return (
    <section className={styles.section} aria-labelledby="catalog-withdrawals">
      <h2 id="catalog-withdrawals">{t('catalogTitle')}</h2>
      <p className="small">{t('catalogIntro')}</p>
      <form onSubmit={search} className={styles.filters} role="search" data-testid="catalog-search">
        <label>
          {t('catalogSearch')}
          <input name="q" type="search" maxLength={100} defaultValue={query.q} autoComplete="off" />
        </label>
        <label>
          {t('catalogShow')}
          <select name="status" defaultValue={query.status}>
            <option value="withdrawn">{t('catalogShowWithdrawn')}</option>
            <option value="published">{t('catalogShowPublished')}</option>
            <option value="all">{t('catalogShowAll')}</option>
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          {t('catalogSearchButton')}
        </button>
      </form>
      {error ? (
        <p className="notice error" role="alert">
          {t('catalogLoadError')}
        </p>
      ) : data ? (
        <>
          <p className="small" role="status">
            {t('catalogShown', { shown: data.items.length, total: data.total })}
          </p>
          <StaffTable
            testId="catalog-experiences"
            caption={t('catalogTitle')}
            captionHidden
            emptyText={t('catalogNone')}
            rows={data.items}
            rowKey={(r) => r.experienceId}
            rowData={(r) => ({ 'data-experience': r.experienceId, 'data-status': r.status })}
            columns={[
              [
                t('catalogExperience'),
                (r) => (
                  <>
                    <bdi>{r.title[locale]}</bdi> <code dir="ltr">{r.experienceId}</code>
                  </>
                ),
              ],
              [t('catalogCity'), (r) => r.city[locale]],
              [
                t('catalogStatus'),
                (r) => (
                  <>
                    <span className="pill">{r.status === 'withdrawn' ? t('catalogStatusWithdrawn') : t('catalogStatusPublished')}</span>
                    {r.withdrawnReason && <p className="small">{r.withdrawnReason[locale]}</p>}
                  </>
                ),
              ],
              [
                t('catalogAction'),
                (r) =>
                  r.status === 'withdrawn' ? (
                    <button type="button" className="btn btn-outlined" onClick={() => void act(r, () => answer(api.POST('/ops/experiences/{experienceId}/restore', { params: { path: { experienceId: r.experienceId } }, body: {} })), 'published')}>
                      {t('catalogRestore', { title: r.title[locale] })}
                    </button>
                  ) : withdrawing === r.experienceId ? (
                    <form onSubmit={withdraw(r)} className={styles.lines} data-testid="withdraw-form">
                      <label>
                        {t('catalogReasonEn')}
                        <input name="reasonEn" required minLength={3} maxLength={300} dir="ltr" lang="en" />
                      </label>
                      <label>
                        {t('catalogReasonAr')}
                        <input name="reasonAr" required minLength={3} maxLength={300} dir="rtl" lang="ar" />
                      </label>
                      <button type="submit" className="btn btn-primary">
                        {t('catalogWithdrawConfirm')}
                      </button>{' '}
                      <button type="button" className="btn btn-outlined" onClick={() => setWithdrawing(null)}>
                        {t('catalogKeep')}
                      </button>
                    </form>
                  ) : (
                    <button type="button" className="btn btn-outlined" onClick={() => setWithdrawing(r.experienceId)}>
                      {t('catalogWithdraw', { title: r.title[locale] })}
                    </button>
                  ),
              ],
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
