'use client';
import { Form, Formik } from 'formik';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useState } from 'react';
import { enquiries, newFormId } from '../../lib/forms-api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { enquiryInput, validateAs } from '../../lib/form-rules';
import { FormActions } from '../ui/FormActions';
import { Field } from '../ui/Field';

const fieldOf = (path: string): string | null => (['name', 'email', 'message'].includes(path) ? path : null);

/** The feedback form: sent to ops as an enquiry of kind feedback, acknowledged by e-mail (loaded on first open). */
export function FeedbackForm({ onClose }: { onClose: () => void }) {
  const t = useTranslations();
  const te = useTranslations('enquiry');
  const locale: 'en' | 'ar' = useLocale() === 'ar' ? 'ar' : 'en';
  const [formId, setFormId] = useState(newFormId);
  const submit = useFormSubmit();
  type Values = { name: string; email: string; message: string };
  const bodyOf = (v: Values) => ({ enquiryId: formId, kind: 'feedback' as const, name: v.name.trim(), email: v.email.trim(), subject: te('feedbackSubject'), message: v.message.trim(), locale });
  const validate = validateAs(enquiryInput, bodyOf, fieldOf, (k, values) => te(`serverErrors.${k}`, values));
  return (
        <Formik
          initialValues={{ name: '', email: '', message: '' }}
          validate={validate}
          onSubmit={async (v, { resetForm, setErrors, setTouched }) => {
            const answer = await submit(
              {
                send: () => enquiries.submit(bodyOf(v)),
                done: () => te('feedbackSent'),
                byStatus: { 409: te('conflict') },
                fieldOf,
              },
              { setErrors, setTouched },
            );
            if (answer) {
              setFormId(newFormId());
              resetForm();
              onClose();
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Field name="name" label={te('name')} autoComplete="name" maxLength={100} />
              <Field name="email" label={te('email')} type="email" autoComplete="email" dir="ltr" maxLength={254} />
              <Field name="message" label={t('feedback.message')} as="textarea" maxLength={5000} />
              <FormActions onCancel={onClose} submitLabel={t('feedback.submit')} submitting={isSubmitting} />
            </Form>
          )}
        </Formik>
  );
}
