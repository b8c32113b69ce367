import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

export async function StaticPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const t = await getTranslations('pages');
  return (
    <div className="container prose">
      <h1 style={{ marginBlockStart: '1.5rem' }}>{t(titleKey)}</h1>
      {children}
    </div>
  );
}

export async function pageMetadata(titleKey: string) {
  const t = await getTranslations('pages');
  return { title: t(titleKey) };
}
