'use client';
import { Form, Formik, useField } from 'formik';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useState } from 'react';
import { reviews, type ReviewView } from '../../lib/forms-api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { reviewInput, unlessBlank, validateAs } from '../../lib/form-rules';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { FormActions } from '../ui/FormActions';

const fieldOf = (path: string): string | null => (['rating', 'title', 'text', 'displayName'].includes(path) ? path : null);

/** Five radio buttons drawn as stars; the keyboard moves between them like any radio group. */
function StarInput({ name, legend }: { name: string; legend: string }) {
  const t = useTranslations('reviews');
  const [field, meta, helpers] = useField<number>(name);
  const invalid = meta.touched && !!meta.error;
  return (
    <fieldset className="field star-input" aria-describedby={invalid ? `${name}-err` : undefined} style={{ border: 0, padding: 0 }}>
      <legend>{legend}</legend>
      <div style={{ display: 'flex', gap: '0.25rem', fontSize: '1.5rem' }}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} style={{ cursor: 'pointer', color: n <= field.value ? '#a15c00' : '#767676' }}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={field.value === n}
              onChange={() => helpers.setValue(n)}
              onBlur={() => helpers.setTouched(true)}
              aria-label={t('stars', { n })}
              style={{ position: 'absolute', opacity: 0, width: '1px', height: '1px' }}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {invalid && (
        <p className="field-error" id={`${name}-err`} role="alert">
          {meta.error}
        </p>
      )}
    </fieldset>
  );
}

/** Write a Review: for a signed-in customer, once per experience. */
export function WriteReview({ experienceId, onPublished }: { experienceId: string; onPublished: (review: ReviewView) => void }) {
  const t = useTranslations();
  const tr = useTranslations('reviews');
  const te = useTranslations('enquiry');
  const locale: 'en' | 'ar' = useLocale() === 'ar' ? 'ar' : 'en';
  const [open, setOpen] = useState(false);
  const submit = useFormSubmit();
  type Values = { rating: number; title: string; text: string; displayName: string };
  /** What the form sends: what it checks before sending, with the api's own schema (a rating of 0 is none chosen). */
  const bodyOf = (v: Values) => ({ rating: v.rating, title: v.title.trim(), text: v.text.trim(), displayName: unlessBlank(v.displayName.trim()), locale });
  const validate = validateAs(reviewInput, bodyOf, (path) => path, (k, values) => te(`serverErrors.${k}`, values));
  if (!open) {
    return (
      <Button kind="outlined" onClick={() => setOpen(true)}>
        {t('product.writeReview')}
      </Button>
    );
  }
  return (
    <Formik
      initialValues={{ rating: 0, title: '', text: '', displayName: '' }}
      validate={validate}
      onSubmit={async (v, { setErrors, setTouched }) => {
        const answer = await submit(
          {
            send: () => reviews.submit(experienceId, bodyOf(v)),
            done: () => tr('published'),
            byStatus: { 401: tr('signIn'), 404: tr('gone'), 409: tr('already') },
            fieldOf,
          },
          { setErrors, setTouched },
        );
        if (answer) onPublished(answer.review);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('product.writeReview')} className="review-form">
          <StarInput name="rating" legend={tr('rating')} />
          <Field name="title" label={tr('reviewTitle')} maxLength={120} />
          <Field name="text" label={tr('text')} as="textarea" maxLength={4000} />
          <Field name="displayName" label={tr('displayName')} autoComplete="nickname" maxLength={60} />
          <FormActions onCancel={() => setOpen(false)} submitLabel={tr('submit')} submitting={isSubmitting} />
        </Form>
      )}
    </Formik>
  );
}
