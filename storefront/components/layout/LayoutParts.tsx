import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { listSection, SUPPORT, variant, type LayoutLook } from '../../config/site';
import { Link } from '../../i18n/navigation';

/**
 * The supplier layouts' own bar, on top of the header: the operator's brand name, its licence and its direct contact,
 * drawn in the brand's colour (the stylesheet's --operator, by layout name).
 */
export async function OperatorBar({ brand }: { brand: string }) {
  const t = await getTranslations();
  return (
    <div className="operator-bar">
      <div className="container operator-inner">
        <p>
          <strong>
            <bdi>{brand}</bdi>
          </strong>{' '}
          · {t('layout.operatorLicensed')}
        </p>
        <nav aria-label={t('layout.operatorContact')}>
          <a href={SUPPORT.whatsapp} rel="noopener">
            {t('home.whatsapp')}
          </a>
          <a href={SUPPORT.phoneHref}>
            <bdi dir="ltr">{SUPPORT.phone}</bdi>
          </a>
        </nav>
      </div>
    </div>
  );
}

/**
 * The template layouts' page: its content with the "Plan your journey" links beside it (template-two: a second
 * column, under the page on phones) or under it (template-four: four tiles in a row, two by two on phones).
 */
export async function JourneyFrame({ journey, children }: { journey: NonNullable<LayoutLook['journey']>; children: ReactNode }) {
  const t = await getTranslations('layout');
  const links = [
    { href: listSection(variant), title: t('journeyBrowse'), text: t('journeyBrowseText') },
    { href: '/find-booking', title: t('journeyFind'), text: t('journeyFindText') },
    { href: '/blog', title: t('journeyTips'), text: t('journeyTipsText') },
    { href: '/contact-us', title: t('journeyTalk'), text: t('journeyTalkText') },
  ];
  return (
    <div className={`journey journey-${journey}`}>
      <div className="journey-page">{children}</div>
      <aside className="journey-links container" aria-labelledby="journey-title">
        <h2 id="journey-title">{t('journeyTitle')}</h2>
        <ul className="plain">
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href}>{l.title}</Link>
              <span className="small">{l.text}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
