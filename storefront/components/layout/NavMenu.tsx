'use client';
import { useTranslations } from '#i18n/hooks';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Phone-first header: on a narrow screen the navigation and the header tools fold behind one "Menu" button, so the
 * sticky header is a single row (logo, menu, cart); on a wide screen the button is hidden and everything shows inline.
 */
export function NavMenu({ children }: { children: ReactNode }) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button type="button" className="btn btn-outlined menu-toggle" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">☰</span> <span className="label">{t('openMenu')}</span>
      </button>
      <div id="site-menu" className="site-menu" data-open={open}>
        {children}
      </div>
    </>
  );
}
