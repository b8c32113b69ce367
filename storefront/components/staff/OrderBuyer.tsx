'use client';
import { useTranslations } from '#i18n/hooks';

interface Sale {
  buyer: { name: string; email: string };
  reseller: { name: string; reference: string | null } | null;
}

/** Who bought an order: name and e-mail, and the OCTO reseller who sold it with their own reference. */
export function OrderBuyer({ order, namespace, resellerTestId }: { order: Sale | null | undefined; namespace: 'ops' | 'finance'; resellerTestId: string }) {
  const t = useTranslations(namespace);
  if (!order) return null;
  return (
    <>
      {order.buyer.name}
      <br />
      <span className="small">{order.buyer.email}</span>
      {order.reseller && (
        <>
          <br />
          <span className="small" data-testid={resellerTestId}>
            {t('soldByReseller', { reseller: order.reseller.name, reference: order.reseller.reference ?? '—' })}
          </span>
        </>
      )}
    </>
  );
}
