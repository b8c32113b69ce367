import type { ReactNode } from 'react';
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
