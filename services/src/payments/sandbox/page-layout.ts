import type { Locale } from '@rihla/events/common';
import { PSP_TEXT } from './psp-text.ts';

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;background:#f4f4f6;color:#1d1d24}
.banner{background:#7a2e00;color:#fff;padding:.75rem 1rem;text-align:center;font-weight:700}
main{max-inline-size:32rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin-block:0 1rem}h2{font-size:1.1rem;margin-block:1.5rem .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{font-weight:600}dd{margin:0}
label{display:block;font-weight:600;margin-block:1rem .25rem}
input{inline-size:100%;padding:.6rem;font:inherit;border:1px solid #767680;border-radius:.25rem}
input:focus{outline:3px solid #2459d6;outline-offset:1px}input[aria-invalid=true]{border-color:#b00020}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.error{color:#b00020;margin:.25rem 0 0}.summary{border:2px solid #b00020;padding:.75rem 1rem;border-radius:.25rem}
button{margin-block-start:1.5rem;inline-size:100%;padding:.8rem;font:inherit;font-weight:700;color:#fff;background:#1b5e20;border:0;border-radius:.25rem;cursor:pointer}
button:focus{outline:3px solid #2459d6;outline-offset:2px}
table{border-collapse:collapse;inline-size:100%}th,td{text-align:start;padding:.35rem;border-block-end:1px solid #ddd}
.note{color:#45454f;font-size:.9rem}.lang{text-align:end;margin:0}
`;

/** The frame every /psp page shares: the sandbox banner first, so nobody mistakes it for a real payment page. */
export function renderPspPage(o: { lang: Locale; title: string; body: string; switchHref?: string }): string {
  const t = PSP_TEXT[o.lang];
  const dir = o.lang === 'ar' ? 'rtl' : 'ltr';
  const other = o.lang === 'ar' ? 'en' : 'ar';
  return `<!doctype html>
<html lang="${o.lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(o.title)} — ${escapeHtml(t.banner)}</title><style>${STYLE}</style></head>
<body>
<div class="banner" role="note">${escapeHtml(t.banner)}</div>
<main>
${o.switchHref ? `<p class="lang"><a href="${escapeHtml(o.switchHref)}" lang="${other}" hreflang="${other}">${escapeHtml(t.switchLanguage)}</a></p>` : ''}
${o.body}
</main>
</body>
</html>`;
}

/** A page that only explains something (missing, expired or completed session), with a way back to the merchant. */
export function renderPspNotice(o: { lang: Locale; title: string; message: string; backHref?: string; switchHref?: string }): string {
  const t = PSP_TEXT[o.lang];
  const body = `<h1>${escapeHtml(o.title)}</h1><p role="alert">${escapeHtml(o.message)}</p>${o.backHref ? `<p><a href="${escapeHtml(o.backHref)}">${escapeHtml(t.backToBooking)}</a></p>` : ''}`;
  return renderPspPage({ lang: o.lang, title: o.title, body, switchHref: o.switchHref });
}
