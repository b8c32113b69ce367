'use client';
import { useTranslations } from '#i18n/hooks';
import { lazy, Suspense } from 'react';
import { DialogButton } from '../ui/DialogButton';

/** The forms that open in a dialog; each loads when its dialog first opens (only ever in the browser: React's lazy). */
const forms = {
  feedback: lazy(() => import('./FeedbackForm').then((m) => ({ default: m.FeedbackForm }))),
  partner: lazy(() => import('./PartnerForm').then((m) => ({ default: m.PartnerForm }))),
};

/** The message keys of each form's link, dialog title and intro. */
const texts = {
  feedback: { label: 'feedback.title', title: 'feedback.title', intro: 'feedback.text' },
  partner: { label: 'nav.partner', title: 'partner.title', intro: 'partner.text' },
} as const;

/** A link that opens a form in a dialog: the footer's feedback, the header's partner registration. */
export function FormDialogButton({ form }: { form: keyof typeof forms }) {
  const t = useTranslations();
  const Form = forms[form];
  const keys = texts[form];
  return (
    <DialogButton label={t(keys.label)} title={t(keys.title)} intro={t(keys.intro)}>
      {(close) => (
        <Suspense fallback={null}>
          <Form onClose={close} />
        </Suspense>
      )}
    </DialogButton>
  );
}
