import type { Locale } from '@rihla/events/common';
import { formatMoney, intlLocale } from '../../notifications/index.ts';
import type { CardField, CardFieldError, CardFormValues } from './card-form.ts';
import { escapeHtml, renderPspPage } from './page-layout.ts';
import { PSP_TEXT } from './psp-text.ts';
import type { SandboxSession } from './read-sandbox-session.ts';
import { TEST_CARDS } from './test-cards.ts';

const FIELDS: { name: CardField; label: 'cardNumber' | 'expiry' | 'cvc' | 'name'; autocomplete: string; inputmode?: string; placeholder?: string }[] = [
  { name: 'cardNumber', label: 'cardNumber', autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '4242 4242 4242 4242' },
  { name: 'expiry', label: 'expiry', autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY' },
  { name: 'cvc', label: 'cvc', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123' },
  { name: 'name', label: 'name', autocomplete: 'cc-name' },
];

const groupDigits = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The hosted card form: what is being paid, to whom, the four card fields, and the test cards to try. */
export function renderCheckoutPage(o: {
  session: SandboxSession;
  merchantName: string;
  lang: Locale;
  values?: CardFormValues;
  errors?: Partial<Record<CardField, CardFieldError>>;
}): string {
  const t = PSP_TEXT[o.lang];
  const amount = formatMoney(o.session.amount, o.lang);
  const errors = o.errors ?? {};
  const action = `/psp/checkout/${encodeURIComponent(o.session.sessionId)}?lang=${o.lang}`;
  const switchHref = `/psp/checkout/${encodeURIComponent(o.session.sessionId)}?lang=${o.lang === 'ar' ? 'en' : 'ar'}`;
  const expires = new Intl.DateTimeFormat(intlLocale(o.lang), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(o.session.expiresAt));

  const summary = Object.keys(errors).length
    ? `<div class="summary" role="alert" tabindex="-1" id="error-summary"><p><strong>${escapeHtml(t.errorSummary)}</strong></p><ul>${FIELDS.filter((f) => errors[f.name])
        .map((f) => `<li><a href="#${f.name}">${escapeHtml(t[errors[f.name] as CardFieldError])}</a></li>`)
        .join('')}</ul></div>`
    : '';

  const input = (f: (typeof FIELDS)[number]) => {
    const err = errors[f.name];
    // The card number is never echoed back; every other field keeps what the visitor typed.
    const value = f.name === 'cardNumber' ? '' : (o.values?.[f.name] ?? '');
    return `<label for="${f.name}">${escapeHtml(t[f.label])}</label>
<input id="${f.name}" name="${f.name}" autocomplete="${f.autocomplete}" required${f.inputmode ? ` inputmode="${f.inputmode}" dir="ltr"` : ''}${f.placeholder ? ` placeholder="${escapeHtml(f.placeholder)}"` : ''} value="${escapeHtml(value)}"${err ? ` aria-invalid="true" aria-describedby="${f.name}-error"` : ''}>
${err ? `<p class="error" id="${f.name}-error">${escapeHtml(t[err])}</p>` : ''}`;
  };
  const [cardNumber, expiry, cvc, name] = FIELDS as [(typeof FIELDS)[number], (typeof FIELDS)[number], (typeof FIELDS)[number], (typeof FIELDS)[number]];

  const body = `<h1>${escapeHtml(t.title)}</h1>
<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(o.merchantName)}</dd>
${o.session.reference ? `<dt>${escapeHtml(t.reference)}</dt><dd dir="ltr">${escapeHtml(o.session.reference)}</dd>\n` : ''}<dt>${escapeHtml(t.amount)}</dt><dd><strong>${escapeHtml(amount)}</strong></dd>
</dl>
<p class="note">${escapeHtml(t.holdNote)}</p>
${summary}
<form method="post" action="${escapeHtml(action)}" novalidate>
${input(cardNumber)}
<div class="row"><div>${input(expiry)}</div><div>${input(cvc)}</div></div>
${input(name)}
<button type="submit">${escapeHtml(t.pay(amount))}</button>
</form>
<p class="note">${escapeHtml(t.expiresAt(expires))}</p>
<section aria-labelledby="test-cards"><h2 id="test-cards">${escapeHtml(t.testCards)}</h2>
<table><thead><tr><th scope="col">${escapeHtml(t.cardColumn)}</th><th scope="col">${escapeHtml(t.resultColumn)}</th></tr></thead><tbody>
${TEST_CARDS.map((c) => `<tr><td dir="ltr"><code>${groupDigits(c.number)}</code></td><td>${escapeHtml(c.label[o.lang])}</td></tr>`).join('\n')}
</tbody></table>
<p class="note">${escapeHtml(t.testCardsHint)}</p></section>`;
  return renderPspPage({ lang: o.lang, title: t.title, body, switchHref });
}
