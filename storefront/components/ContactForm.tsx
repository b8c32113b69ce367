'use client';
import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { emailText, requiredText, zodValidate } from '../lib/validation';
import { Button } from './Button';
import { Field } from './Field';

export function ContactForm() {
  const t = useTranslations();
  const m = { required: t('checkout.required'), email: t('checkout.emailFormat') };
  return (
    <Formik
      initialValues={{ name: '', email: '', message: '' }}
      validate={zodValidate(z.object({ name: requiredText(m), email: emailText(m), message: requiredText(m) }))}
      onSubmit={async (_v, { resetForm }) => {
        const id = toast.loading(t('toast.saving'));
        await new Promise((r) => setTimeout(r, 300));
        toast.success(t('toast.sent'), { id });
        resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Field name="name" label={t('pages.contactName')} autoComplete="name" />
          <Field name="email" label={t('pages.contactEmail')} type="email" autoComplete="email" dir="ltr" />
          <Field name="message" label={t('pages.contactMessage')} as="textarea" />
          <Button type="submit" loading={isSubmitting}>
            {t('pages.contactSend')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
