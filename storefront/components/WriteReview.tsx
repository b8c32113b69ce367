'use client';
import { useTranslations } from 'next-intl';
import toast from 'react-hot-toast';

export function WriteReview() {
  const t = useTranslations('product');
  return (
    <button type="button" className="btn btn-outlined" onClick={() => toast(t('reviewSoon'))}>
      {t('writeReview')}
    </button>
  );
}
