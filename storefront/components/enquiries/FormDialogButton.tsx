'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { DialogButton } from '../ui/DialogButton';

/** The forms that open in a dialog; each loads when its dialog first opens. */
const forms = {
  feedback: dynamic(() => import('./FeedbackForm').then((m) => m.FeedbackForm), { ssr: false }),
  partner: dynamic(() => import('./PartnerForm').then((m) => m.PartnerForm), { ssr: false }),
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
      {(close) => <Form onClose={close} />}
    </DialogButton>
  );
}
