'use client';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useLocale, useTranslations } from '#i18n/hooks';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toasts';
import { EXTERNAL_ALLOW_LIST } from '../../config/site';
import { Link, useRouter } from '../../i18n/navigation';
import { ApiError, bookings, type Cart, type Me } from '../../lib/api';
import { forgetCart } from '../../lib/cart-actions';
import { cartChanged, useCart } from '../../lib/cart-client';
import { safeRedirectTarget } from '../../lib/redirects';
import { useSignedIn } from '../../lib/use-signed-in';
import { checkoutBuyer, taxBuyer, validateAs } from '../../lib/form-rules';
import { Field } from '../ui/Field';
import { Button } from '../ui/Button';
import { CartSummary } from '../cart/CartSummary';
import { PersonFields } from '../ui/PersonFields';

export const LAST_BOOKING_KEY = 'rihla.lastBooking';

const COUNTRY_CODES = ['+966', '+971', '+973', '+965', '+968', '+974', '+20', '+962', '+44', '+1', '+91', '+92'];

function PaymentChoice({ value, title, text }: { value: 'card' | 'payLater'; title: string; text: string }) {
  const [field] = useField({ name: 'paymentMethod', type: 'radio', value });
  return (
    <label className="choice">
      <input type="radio" {...field} value={value} />
      <span>
        <strong>{title}</strong>
        <br />
        <span className="small">{text}</span>
      </span>
    </label>
  );
}

function CountryCode({ label }: { label: string }) {
  const [field] = useField('countryCode');
  return (
    <div className="field">
      <label htmlFor="f-countryCode">{label}</label>
      <select id="f-countryCode" {...field}>
        {COUNTRY_CODES.map((c) => (
          <option key={c} value={c} dir="ltr">
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}

const NO_TAX_INVOICE = { wantsTaxInvoice: false, vatNumber: '', companyName: '', street: '', building: '', district: '', city: '', postalZone: '' };
const INITIAL = { firstName: '', lastName: '', email: '', countryCode: '+966', phone: '', paymentMethod: 'card' as 'card' | 'payLater', ...NO_TAX_INVOICE };
type Values = typeof INITIAL;

/** The buyer and the tax invoice's buyer the checkout sends, from the form: what the form checks and what it sends. */
const buyerOf = (v: Values) => ({ firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim(), phone: { countryCode: v.countryCode, number: v.phone.trim() } });
const taxBuyerOf = (v: Values) => ({
  vatNumber: v.vatNumber.trim(),
  name: v.companyName.trim(),
  address: { street: v.street.trim(), building: v.building.trim(), district: v.district.trim(), city: v.city.trim(), postalZone: v.postalZone.trim(), country: 'SA' as const },
});
/** The api's paths (buyer.phone.number, address.city...) -> the form's fields. */
const buyerField = (path: string) => ({ 'phone.number': 'phone', 'phone.countryCode': 'countryCode' })[path] ?? (['firstName', 'lastName', 'email'].includes(path) ? path : null);
const taxField = (path: string) => (path === 'name' ? 'companyName' : path.replace(/^address\./, ''));

/** A business buyer asks for a tax invoice with their VAT number and national address (a ZATCA standard invoice). */
function TaxInvoiceFields() {
  const t = useTranslations('checkout');
  const [wants] = useField({ name: 'wantsTaxInvoice', type: 'checkbox' });
  return (
    <fieldset data-testid="tax-invoice">
      <legend>{t('taxInvoice')}</legend>
      <label className="choice">
        <input type="checkbox" {...wants} />
        <span>{t('wantsTaxInvoice')}</span>
      </label>
      {wants.checked && (
        <>
          <Field name="vatNumber" label={t('vatNumber')} inputMode="numeric" dir="ltr" autoComplete="off" maxLength={15} />
          <Field name="companyName" label={t('companyName')} autoComplete="organization" />
          <div className="form-grid">
            <Field name="street" label={t('street')} autoComplete="address-line1" />
            <Field name="building" label={t('building')} inputMode="numeric" dir="ltr" maxLength={4} />
          </div>
          <div className="form-grid">
            <Field name="district" label={t('district')} autoComplete="address-level3" />
            <Field name="city" label={t('city')} autoComplete="address-level2" />
          </div>
          <Field name="postalZone" label={t('postalZone')} inputMode="numeric" dir="ltr" autoComplete="postal-code" maxLength={5} />
          <p className="small">{t('taxInvoiceNote')}</p>
        </>
      )}
    </fieldset>
  );
}

type BuyerValues = { firstName: string; lastName: string; email: string; countryCode: string; phone: string };

/**
 * A signed-in customer's name, e-mail and phone in the buyer fields once the account is read; a field the visitor
 * already typed in is left as it is, and it happens once (clearing a field later does not refill it).
 */
function PrefillFromAccount({ me }: { me: Me | undefined }) {
  const { setValues } = useFormikContext<BuyerValues>();
  const done = useRef(false);
  useEffect(() => {
    if (!me || done.current) return;
    done.current = true;
    void setValues(
      (v) => ({
        ...v,
        firstName: v.firstName || me.firstName,
        lastName: v.lastName || me.lastName,
        email: v.email || me.email,
        ...(!v.phone && COUNTRY_CODES.includes(me.phone.countryCode) ? { countryCode: me.phone.countryCode, phone: me.phone.number } : {}),
      }),
      false,
    );
  }, [me, setValues]);
  return null;
}

/**
 * `listPath`: where an empty checkout sends the visitor to find something to book (the variant's list); `initial`: the
 * cart the server read from the cookie.
 */
export function CheckoutForm({ listPath, initial }: { listPath: string; initial: Cart | null }) {
  const t = useTranslations('checkout');
  const tcart = useTranslations('cart');
  const locale = useLocale() as 'en' | 'ar';
  const router = useRouter();
  const { cart } = useCart(initial);
  const key = useRef<string>(globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-checkout`);
  const [phase, setPhase] = useState<'form' | 'processing' | 'redirecting'>('form');
  const [formError, setFormError] = useState<string | null>(null);
  const te = useTranslations('enquiry');
  const says = (k: string, v?: Record<string, string | number>) => te(`serverErrors.${k}`, v);
  const validateBuyer = validateAs(checkoutBuyer, buyerOf, buyerField, says);
  const validateTaxBuyer = validateAs(taxBuyer, taxBuyerOf, taxField, says);
  const me = useSignedIn();

  if (!cart || cart.status !== 'open' || cart.lines.length === 0) {
    return (
      <div className="empty">
        <p>
          <strong>{t('emptyCart')}</strong>
        </p>
        <Link href={listPath} className="btn btn-primary">
          {tcart('emptyCta')}
        </Link>
      </div>
    );
  }

  return (
    <div className="two-col">
      <Formik
        initialValues={INITIAL}
        validate={(v) => ({ ...validateBuyer(v), ...(v.wantsTaxInvoice ? validateTaxBuyer(v) : {}) })}
        onSubmit={async (v) => {
          setFormError(null);
          setPhase('processing');
          const prefix = locale === 'ar' ? '/ar' : '';
          try {
            const answer = await bookings.checkout(
              {
                cartId: cart.cartId,
                buyer: buyerOf(v),
                paymentMethod: v.paymentMethod,
                locale,
                ...(v.wantsTaxInvoice ? { taxBuyer: taxBuyerOf(v) } : {}),
                ...(v.paymentMethod === 'card' ? { returnUrl: `${window.location.origin}${prefix}/checkout/success` } : {}),
              },
              key.current,
            );
            localStorage.setItem(LAST_BOOKING_KEY, answer.bookingId);
            // Checked out: the next item opens a new cart.
            await forgetCart();
            void cartChanged(null);
            if (answer.status === 'redirect' && answer.redirectUrl) {
              const target = safeRedirectTarget(answer.redirectUrl, EXTERNAL_ALLOW_LIST, '');
              if (target) {
                setPhase('redirecting');
                window.location.assign(target);
                return;
              }
            }
            const page = answer.status === 'failed' ? '/checkout/error' : answer.status === 'onHold' ? '/checkout/on_hold' : '/checkout/success';
            router.push({ pathname: page, query: { booking: answer.bookingId } });
          } catch (err) {
            setPhase('form');
            if (err instanceof ApiError && err.status === 409 && err.problem?.bookingStatus === 'reviewRequired') {
              toast.error(err.message);
              router.push('/cart');
              return;
            }
            setFormError(err instanceof ApiError ? err.message : t('allFields'));
          }
        }}
      >
        {({ values, isSubmitting, submitCount, isValid }) => (
          <Form noValidate aria-busy={phase !== 'form'}>
            <PrefillFromAccount me={me} />
            {submitCount > 0 && !isValid && (
              <p className="notice error" role="alert" data-testid="all-fields">
                {t('allFields')}
              </p>
            )}
            <fieldset>
              <legend>{t('buyer')}</legend>
              <PersonFields countryCode={<CountryCode label={t('countryCode')} />} numericPhone />
            </fieldset>
            <TaxInvoiceFields />
            <fieldset>
              <legend>{t('payment')}</legend>
              <PaymentChoice value="card" title={t('card')} text={t('cardText')} />
              <PaymentChoice value="payLater" title={t('payLater')} text={t('payLaterText')} />
            </fieldset>
            {formError && (
              <p className="notice error" role="alert">
                {formError}
              </p>
            )}
            {phase !== 'form' && (
              <p className="notice" role="status" data-testid="checkout-processing">
                {phase === 'processing' ? t('processing') : t('redirecting')}
              </p>
            )}
            <Button type="submit" loading={isSubmitting || phase !== 'form'}>
              {values.paymentMethod === 'card' ? t('confirmPay') : t('confirmBook')}
            </Button>
          </Form>
        )}
      </Formik>
      <CartSummary cart={cart}>
        <ul className="plain small">
          {cart.lines.map((l) => (
            <li key={l.lineId}>{l.title[locale]}</li>
          ))}
        </ul>
      </CartSummary>
    </div>
  );
}
