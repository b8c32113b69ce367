'use client';
import { useTranslations } from '#i18n/hooks';
import { Button } from './Button';

/** A form's two buttons: cancel (closes it, nothing sent) and submit (busy while it sends). */
export function FormActions({ onCancel, submitLabel, submitting }: { onCancel: () => void; submitLabel: string; submitting: boolean }) {
  const t = useTranslations('common');
  return (
    <div className="actions">
      <Button kind="outlined" onClick={() => onCancel()}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
