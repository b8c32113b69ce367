import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { enterLocale, type LocalePageProps } from '../../lib/locale-page';
import { titleMetadata, TitledPage } from './TitledPage';

/** An information page (about, FAQ, terms...): its title and text come from the `pages` messages. */
export function StaticPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  return (
    <TitledPage namespace="pages" titleKey={titleKey} prose>
      {children}
    </TitledPage>
  );
}

export const pageMetadata = (titleKey: string) => titleMetadata({ namespace: 'pages', titleKey }, { indexed: true });

/** An information page that is paragraphs of the `pages` messages (about, privacy, terms): its module's exports. */
export function textPage(titleKey: string, paragraphKeys: readonly string[]) {
  return {
    generateMetadata: () => pageMetadata(titleKey),
    async Page(props: LocalePageProps) {
      await enterLocale(props);
      const t = await getTranslations('pages');
      return (
        <StaticPage titleKey={titleKey}>
          {paragraphKeys.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </StaticPage>
      );
    },
  };
}
