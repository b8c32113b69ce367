'use client';
import { Form, Formik } from 'formik';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useState } from 'react';
import { enquiries, newFormId } from '../../lib/forms-api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { enquiryInput, validateAs } from '../../lib/form-rules';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

/** Api paths of the enquiry form -> this form's fields. */
const fieldOf = (path: string): string | null => (path === 'phone.countryCode' ? 'countryCode' : path.startsWith('phone') ? 'phone' : ['name', 'email', 'subject', 'message'].includes(path) ? path : null);

const initial = { name: '', email: '', countryCode: '+966', phone: '', subject: '', message: '' };

export function ContactForm() {
  const t = useTranslations();
  const te = useTranslations('enquiry');
  const locale: 'en' | 'ar' = useLocale() === 'ar' ? 'ar' : 'en';
  // One id per fill: a retried or double-clicked send is the same enquiry; the next message gets a new one.
  const [formId, setFormId] = useState(newFormId);
  const [sent, setSent] = useState<string | null>(null);
  const submit = useFormSubmit();
  const bodyOf = (v: typeof initial) => ({
    enquiryId: formId,
    kind: 'contact' as const,
    name: v.name.trim(),
    email: v.email.trim(),
    ...(v.phone.trim() ? { phone: { countryCode: v.countryCode.trim(), number: v.phone.trim() } } : {}),
    subject: v.subject.trim(),
    message: v.message.trim(),
    locale,
  });
  const validate = validateAs(enquiryInput, bodyOf, fieldOf, (k, values) => te(`serverErrors.${k}`, values));
  return (
    <Formik
      initialValues={initial}
      validate={validate}
      onSubmit={async (v, { resetForm, setErrors, setTouched }) => {
        setSent(null);
        const answer = await submit(
          {
            send: () => enquiries.submit(bodyOf(v)),
            done: () => te('contactSent'),
            byStatus: { 409: te('conflict') },
            fieldOf,
          },
          { setErrors, setTouched },
        );
        if (answer) {
          setSent(te('contactSent'));
          setFormId(newFormId());
          resetForm();
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('pages.contactTitle')}>
          <div className="form-grid">
            <Field name="name" label={t('pages.contactName')} autoComplete="name" maxLength={100} />
            <Field name="email" label={t('pages.contactEmail')} type="email" autoComplete="email" dir="ltr" maxLength={254} />
          </div>
          <div className="form-grid">
            <Field name="countryCode" label={t('checkout.countryCode')} dir="ltr" autoComplete="tel-country-code" maxLength={5} />
            <Field name="phone" label={te('phoneOptional')} type="tel" autoComplete="tel-national" dir="ltr" maxLength={20} />
          </div>
          <Field name="subject" label={te('subject')} maxLength={200} />
          <Field name="message" label={t('pages.contactMessage')} as="textarea" maxLength={5000} />
          {sent && (
            <p className="notice ok" role="status">
              {sent}
            </p>
          )}
          <Button type="submit" loading={isSubmitting}>
            {t('pages.contactSend')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
