'use client';
import { Form, Formik } from 'formik';
import { useLocale, useTranslations } from '#i18n/hooks';
import { partners, type PartnerApplicationBody } from '../../lib/forms-api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { partnerApplicationInput, unlessBlank, validateAs } from '../../lib/form-rules';
import { FormActions } from '../ui/FormActions';
import { Field } from '../ui/Field';

const BUSINESS_TYPES = ['tourOperator', 'activityProvider', 'attraction', 'transport', 'hotel', 'other'] as const satisfies readonly PartnerApplicationBody['businessType'][];

/** Api paths of POST /partners/applications -> this form's fields. */
const fieldOf = (path: string): string | null => {
  if (path === 'companyName') return 'company';
  if (path === 'contactName') return 'name';
  if (path === 'phone.countryCode') return 'countryCode';
  if (path.startsWith('phone')) return 'phone';
  return ['email', 'country', 'city', 'website', 'businessType', 'message'].includes(path) ? path : null;
};

const initial = { company: '', name: '', email: '', countryCode: '+966', phone: '', country: '', city: '', website: '', businessType: '', message: '' };

/** What the form sends: what it checks before sending, with the api's own schema. */
const bodyOf = (v: typeof initial, locale: 'en' | 'ar'): PartnerApplicationBody => ({
  companyName: v.company.trim(),
  contactName: v.name.trim(),
  email: v.email.trim(),
  phone: { countryCode: v.countryCode.trim(), number: v.phone.trim() },
  country: v.country.trim(),
  city: unlessBlank(v.city.trim()),
  website: unlessBlank(v.website.trim()),
  businessType: v.businessType as PartnerApplicationBody['businessType'],
  message: unlessBlank(v.message.trim()),
  locale,
});

/** The partner registration form, sent to POST /partners/applications (loaded when its dialog first opens). */
export function PartnerForm({ onClose }: { onClose: () => void }) {
  const t = useTranslations();
  const tp = useTranslations('partner');
  const te = useTranslations('enquiry');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const submit = useFormSubmit();
  const validate = validateAs(partnerApplicationInput, (v: typeof initial) => bodyOf(v, locale), fieldOf, (k, values) => te(`serverErrors.${k}`, values));
  return (
        <Formik
          initialValues={initial}
          validate={validate}
          onSubmit={async (v, { resetForm, setErrors, setTouched }) => {
            const answer = await submit(
              {
                send: () => partners.apply(bodyOf(v, locale)),
                done: () => tp('sent'),
                fieldOf,
              },
              { setErrors, setTouched },
            );
            if (answer) {
              resetForm();
              onClose();
            }
          }}
        >
          {({ isSubmitting, errors, touched, getFieldProps }) => (
            <Form noValidate>
              <Field name="company" label={tp('company')} autoComplete="organization" maxLength={200} />
              <Field name="name" label={tp('name')} autoComplete="name" maxLength={200} />
              <Field name="email" label={tp('email')} type="email" autoComplete="email" dir="ltr" maxLength={254} />
              <div className="form-grid">
                <Field name="countryCode" label={t('checkout.countryCode')} dir="ltr" autoComplete="tel-country-code" maxLength={5} />
                <Field name="phone" label={tp('phone')} type="tel" autoComplete="tel-national" dir="ltr" maxLength={20} />
              </div>
              <div className="form-grid">
                <Field name="country" label={tp('country')} autoComplete="country-name" maxLength={100} />
                <Field name="city" label={tp('cityOptional')} maxLength={100} />
              </div>
              <div className="field">
                <label htmlFor="partner-business-type">{tp('businessType')}</label>
                <select
                  id="partner-business-type"
                  {...getFieldProps('businessType')}
                  aria-invalid={(touched.businessType && !!errors.businessType) || undefined}
                  aria-describedby={touched.businessType && errors.businessType ? 'partner-business-type-err' : undefined}
                >
                  <option value="">{tp('chooseType')}</option>
                  {BUSINESS_TYPES.map((b) => (
                    <option key={b} value={b}>
                      {tp(`types.${b}`)}
                    </option>
                  ))}
                </select>
                {touched.businessType && errors.businessType && (
                  <p className="field-error" id="partner-business-type-err" role="alert">
                    {errors.businessType}
                  </p>
                )}
              </div>
              <Field name="website" label={tp('websiteOptional')} type="url" dir="ltr" placeholder="https://" maxLength={300} />
              <Field name="message" label={tp('message')} as="textarea" maxLength={2000} />
              <FormActions onCancel={onClose} submitLabel={tp('submit')} submitting={isSubmitting} />
            </Form>
          )}
        </Formik>
  );
}
