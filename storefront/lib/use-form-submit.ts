import { useTranslations } from '#i18n/hooks';
import { submitWithToasts } from './submit-form';

/**
 * submitWithToasts for the storefront's forms (contact, feedback, partner, review): the shared loading and error
 * texts, the api's field messages in the visitor's language, and the errors put on formik's fields.
 */
export function useFormSubmit() {
  const t = useTranslations();
  const te = useTranslations('enquiry');
  return <T,>(
    o: { send: () => Promise<T>; done: (answer: T) => string; fieldOf: (apiPath: string) => string | null; byStatus?: Partial<Record<number, string>> },
    formik: { setErrors: (errors: Record<string, string>) => void; setTouched: (touched: Record<string, boolean>, validate: boolean) => unknown },
  ) =>
    submitWithToasts({
      send: o.send,
      done: o.done,
      texts: { loading: te('sending'), checkFields: te('checkFields'), tooMany: te('tooMany'), failed: t('toast.error'), byStatus: o.byStatus },
      serverErrors: (k, values) => te(`serverErrors.${k}`, values),
      fieldOf: o.fieldOf,
      setErrors: formik.setErrors,
      setTouched: (touched) => void formik.setTouched(touched, false),
    });
}
