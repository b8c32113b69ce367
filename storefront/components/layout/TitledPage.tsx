import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { enterLocale, type LocalePageProps } from '../../lib/locale-page';

type Titled = { namespace: string; titleKey?: string };

/** The page frame: a container under a heading from the namespace's messages (`title` unless told). */
export async function TitledPage({ namespace, titleKey = 'title', prose = false, children }: Titled & { prose?: boolean; children: ReactNode }) {
  const t = await getTranslations(namespace);
  return (
    <div className={prose ? 'container prose' : 'container'}>
      <h1 style={{ marginBlockStart: '1.5rem' }}>{t(titleKey)}</h1>
      {children}
    </div>
  );
}

/** The document title from the same message; pages about one visitor (cart, bookings, staff) stay out of search engines. */
export async function titleMetadata({ namespace, titleKey = 'title' }: Titled, { indexed }: { indexed: boolean }): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return indexed ? { title: t(titleKey) } : { title: t(titleKey), robots: { index: false } };
}

/** A page about one visitor: titled, not indexed. */
export const privatePageMetadata = (namespace: string) => titleMetadata({ namespace }, { indexed: false });

/** A page about one visitor that is a heading over one component (cart, checkout, bookings): its module's exports. */
export function privatePage(namespace: string, content: ReactNode) {
  return {
    generateMetadata: () => privatePageMetadata(namespace),
    async Page(props: LocalePageProps) {
      await enterLocale(props);
      return <TitledPage namespace={namespace}>{content}</TitledPage>;
    },
  };
}
