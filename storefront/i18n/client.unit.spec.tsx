// @vitest-environment jsdom
import compile from 'icu-minify/compile';
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, useLocale, useTranslations } from './client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Messages as the build hands them to the browser: compiled by next-intl's precompile (icu-minify). */
const compiled = (tree: Record<string, Record<string, string>>) =>
  Object.fromEntries(Object.entries(tree).map(([ns, m]) => [ns, Object.fromEntries(Object.entries(m).map(([k, v]) => [k, compile(v)]))]));

const shell = compiled({ nav: { cart: 'Cart', cartCount: '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}' } });
const product = compiled({ product: { fromPrice: 'From <price></price>', title: 'Book {name}' } });

function render(node: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  act(() => createRoot(container).render(node));
  return container;
}

describe('the browser translations', () => {
  it('format plurals, arguments and rich text in the provider locale; a nested provider swaps the messages, not the locale', () => {
    function Shell() {
      const t = useTranslations('nav');
      return <p id="shell">{`${useLocale()} ${t('cart')} | ${t('cartCount', { count: 0 })} | ${t('cartCount', { count: 1 })} | ${t('cartCount', { count: 1200 })}`}</p>;
    }
    function Product() {
      const t = useTranslations('product');
      return (
        <p id="product">
          {useLocale()} {t('title', { name: 'AlUla' })} {t.rich('fromPrice', { price: () => <b>SAR 95</b> })} {String(t.has('title'))} {String(t.has('nope'))}
        </p>
      );
    }
    const page = render(
      <I18nProvider locale="ar" messages={shell}>
        <Shell />
        <I18nProvider messages={product}>
          <Product />
        </I18nProvider>
      </I18nProvider>,
    );
    // `#` in the locale's digits and grouping (whatever this ICU's Arabic default numbering is).
    const ar = new Intl.NumberFormat('ar');
    expect(page.querySelector('#shell')!.textContent).toBe(`ar Cart | Cart, empty | Cart, ${ar.format(1)} item | Cart, ${ar.format(1200)} items`);
    expect(page.querySelector('#product')!.innerHTML).toBe('ar Book AlUla From <b>SAR 95</b> true false');
  });

  it('show namespace.key for a missing message and log MISSING_MESSAGE (what the e2e suite listens for)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Missing() {
      return <p>{useTranslations('nav')('nowhere')}</p>;
    }
    expect(render(<I18nProvider locale="en" messages={shell}><Missing /></I18nProvider>).textContent).toBe('nav.nowhere');
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('MISSING_MESSAGE: Could not resolve `nav.nowhere`')]);
    logged.mockRestore();
  });

  it('give the same t while the messages stay, so an effect that names it runs once', () => {
    const runs = vi.fn();
    function Counter({ n }: { n: number }) {
      const t = useTranslations('nav');
      useEffect(() => runs(t('cart')), [t]);
      return <p>{n}</p>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    for (const n of [1, 2, 3]) act(() => root.render(<I18nProvider locale="en" messages={shell}><Counter n={n} /></I18nProvider>));
    expect(container.textContent).toBe('3');
    expect(runs).toHaveBeenCalledTimes(1);
  });

  it('refuse to run outside a provider, saying where one belongs', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      return <p>{useLocale()}</p>;
    }
    expect(() => render(<Orphan />)).toThrow(/I18nProvider/);
    logged.mockRestore();
  });
});
