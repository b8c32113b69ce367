import { useLocale, useTranslations } from '#i18n/hooks';

/**
 * The booking's tax invoice (VAT lines) as a PDF from the api, in the page's language; a plain link, so it downloads.
 * A guest has no session: the signed booking link from their e-mail opens it instead.
 */
export function InvoicePdfLink({ bookingId, bookingLink }: { bookingId: string; bookingLink?: string }) {
  const t = useTranslations('invoices');
  const locale = useLocale();
  const query = new URLSearchParams({ locale, ...(bookingLink ? { link: bookingLink } : {}) });
  return (
    <p>
      <a href={`/api/invoices/${encodeURIComponent(bookingId)}/pdf?${query}`} download data-testid="invoice-pdf">
        {t('downloadPdf')}
      </a>
    </p>
  );
}
