import type { ReactNode } from 'react';
import { ClientMessages } from '../../../../i18n/ClientMessages';

export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages group="product">{children}</ClientMessages>;
}
