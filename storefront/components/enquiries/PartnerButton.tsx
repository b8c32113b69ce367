'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { DialogButton } from '../ui/DialogButton';

const PartnerForm = dynamic(() => import('./PartnerForm').then((m) => m.PartnerForm), { ssr: false });

/** The header's partner registration link: the form loads when the dialog first opens. */
export function PartnerButton() {
  const t = useTranslations();
  return (
    <DialogButton label={t('nav.partner')} title={t('partner.title')} intro={t('partner.text')}>
      {(close) => <PartnerForm onClose={close} />}
    </DialogButton>
  );
}
