'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { DialogButton } from '../ui/DialogButton';

const FeedbackForm = dynamic(() => import('./FeedbackForm').then((m) => m.FeedbackForm), { ssr: false });

/** The footer's feedback link: the form loads when the dialog first opens. */
export function FeedbackButton() {
  const t = useTranslations();
  return (
    <DialogButton label={t('feedback.title')} title={t('feedback.title')} intro={t('feedback.text')}>
      {(close) => <FeedbackForm onClose={close} />}
    </DialogButton>
  );
}
