'use client';
import { useEffect } from 'react';

/**
 * The transparent layout (home): the header lies over the hero, see-through, until the page scrolls. This marks the
 * page scrolled (`html[data-scrolled]`, read by the stylesheet) and gives the stylesheet the header's height
 * (`--header-h`), so the hero starts under it. Before it runs the page is at its top: see-through is right.
 */
export function HeaderOverHero() {
  useEffect(() => {
    const root = document.documentElement;
    const header = document.querySelector<HTMLElement>('.site-header');
    const onScroll = () => {
      root.dataset.scrolled = String(window.scrollY > 8);
    };
    const measure = () => {
      if (header) root.style.setProperty('--header-h', `${header.offsetHeight}px`);
    };
    onScroll();
    measure();
    const resized = new ResizeObserver(measure);
    if (header) resized.observe(header);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      resized.disconnect();
      delete root.dataset.scrolled;
      root.style.removeProperty('--header-h');
    };
  }, []);
  return null;
}
