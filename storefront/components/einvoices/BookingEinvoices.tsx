'use client';
import { useLocale, useTranslations } from '#i18n/hooks';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useApi } from '../../lib/use-api';
import { formatDate, formatMoney } from '../../lib/format';

/** The ZATCA QR as an image (its TLV payload, as a ZATCA scanner reads it), drawn in the browser. */
function ZatcaQr({ payload, label }: { payload: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 4, scale: 4 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [payload]);
  return src ? <img src={src} alt={label} width={164} height={164} data-testid="einvoice-qr" /> : null;
}

/**
 * A booking's ZATCA e-invoices (simplified or standard tax invoice, credit notes): number, date, the VAT breakdown,
 * the QR as an image and the signed XML to download; in the page's language. A guest passes the signed booking link
 * from their e-mail, as for the PDF. Nothing is shown while the booking has none (not paid yet, or pay later).
 */
export function BookingEinvoices({ bookingId, bookingLink }: { bookingId: string; bookingLink?: string }) {
  const t = useTranslations('einvoices');
  const locale = useLocale() as 'en' | 'ar';
  const { data } = useApi('/invoices/{bookingId}/einvoices', { params: { path: { bookingId }, query: { link: bookingLink } } }, { shouldRetryOnError: false });
  if (!data?.documents.length) return null;
  return (
    <section aria-labelledby={`einvoices-${bookingId}`} data-testid="einvoices">
      <h3 id={`einvoices-${bookingId}`}>{t('title')}</h3>
      {data.documents.map((d) => {
        const xml = new URLSearchParams({ document: d.uuid, ...(bookingLink ? { link: bookingLink } : {}) });
        const name = d.kind === 'invoice' ? t(`kind.invoice_${d.profile}`) : t(`kind.${d.kind}`);
        return (
          <article key={d.uuid} data-testid="einvoice" data-kind={d.kind} data-profile={d.profile}>
            <h4>
              {name}: <bdi dir="ltr" data-testid="einvoice-number">{d.number}</bdi>
            </h4>
            <dl>
              <dt>{t('issued')}</dt>
              <dd data-testid="einvoice-date">{formatDate(d.issuedAt, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' })}</dd>
              <dt>{t('net')}</dt>
              <dd data-testid="einvoice-net">{formatMoney({ amount: d.total.amount - d.vat.amount, currency: d.total.currency }, locale)}</dd>
              <dt>{t('vat')}</dt>
              <dd data-testid="einvoice-vat">{formatMoney(d.vat, locale)}</dd>
              <dt>{t('total')}</dt>
              <dd data-testid="einvoice-total">{formatMoney(d.total, locale)}</dd>
            </dl>
            <ZatcaQr payload={d.qr} label={t('qrAlt', { number: d.number })} />
            <p>
              <a href={`/api/invoices/${encodeURIComponent(bookingId)}/xml?${xml}`} download data-testid="einvoice-xml">
                {t('downloadXml')}
              </a>
            </p>
          </article>
        );
      })}
    </section>
  );
}
