import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage, type CompiledMessage } from '../../i18n/format-message';
import { localizedHref, unlocalizedPath } from '../../i18n/paths';
import { storefrontRoot } from './client-namespaces';

/**
 * Issue 25: the browser formats next-intl's precompiled messages with i18n/format-message.ts instead of use-intl's
 * runtime. Every message of both languages, compiled as the build compiles it, must read the same through both, for
 * plural counts that pick every form Arabic has (zero, one, two, few, many, other).
 */
type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));

/** The arguments a compiled message reads: name -> plural/select/argument/tag. */
function argumentsOf(message: unknown, found = new Map<string, 'plural' | 'select' | 'plain' | 'tag'>()): Map<string, 'plural' | 'select' | 'plain' | 'tag'> {
  if (!Array.isArray(message)) return found;
  const [name, type] = message as unknown[];
  if (typeof name === 'string' && message.length >= 1 && (type === undefined || typeof type === 'number' || typeof type === 'string' || Array.isArray(type) || type === 0)) {
    if (type === undefined) found.set(name, 'plain');
    else if (type === 2 || type === 3) found.set(name, 'plural');
    else if (type === 1) found.set(name, 'select');
    else if (typeof type === 'number' && type > 3) found.set(name, 'plain');
    else found.set(name, 'tag');
  }
  for (const part of message as unknown[]) {
    if (Array.isArray(part)) argumentsOf(part, found);
    else if (part && typeof part === 'object') for (const option of Object.values(part)) argumentsOf(option, found);
  }
  return found;
}

const formatters = {
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
};
const joined = (r: unknown): string => (Array.isArray(r) ? r.map(joined).join('') : String(r));

describe('formatMessage reads every message as use-intl does', () => {
  for (const locale of ['en', 'ar'] as const) {
    const messages = leaves(JSON.parse(readFileSync(join(storefrontRoot, `messages/${locale}.json`), 'utf8')) as Tree);
    it(`${locale}: ${messages.length} messages`, () => {
      expect(messages.length).toBeGreaterThan(300);
      let plurals = 0;
      for (const [key, source] of messages) {
        const compiled = compile(source) as CompiledMessage;
        const args = argumentsOf(compiled);
        // What the browser's formatter does not read (number, date, time arguments) must not be in any message.
        expect(JSON.stringify(compiled), key).not.toMatch(/^\[?\["\w+",[456][,\]]/);
        const counts = [...args.values()].includes('plural') ? [0, 1, 2, 3, 11, 100, 1000] : [0];
        if (counts.length > 1) plurals++;
        for (const n of counts) {
          const values = Object.fromEntries(
            [...args].map(([name, kind]) => [name, kind === 'plural' ? n : kind === 'tag' ? (chunks: unknown[]) => `<${name}>${joined(chunks)}</${name}>` : kind === 'select' ? 'other' : `«${name}»`]),
          );
          const ours = joined(formatMessage(compiled, locale, values));
          const theirs = joined(format(compiled as never, locale, values as never, { formatters }));
          expect(ours, `${key} with ${JSON.stringify(values)}`).toBe(theirs);
        }
      }
      expect(plurals).toBeGreaterThan(20);
    });
  }

  it('a plural counts in the locale\'s own digits and forms, an exact case wins, a tag wraps its chunks', () => {
    const reviews = compile('{count, plural, =0 {No reviews} one {# review} two {two reviews} other {# reviews}}') as CompiledMessage;
    expect(formatMessage(reviews, 'en', { count: 0 })).toBe('No reviews');
    expect(formatMessage(reviews, 'en', { count: 1 })).toBe('1 review');
    expect(formatMessage(reviews, 'en', { count: 1500 })).toBe('1,500 reviews');
    expect(formatMessage(reviews, 'ar', { count: 2 })).toBe('two reviews');
    const rich = formatMessage<{ tag: string; chunks: unknown[] }>(compile('Page Not Found: <bdi>{path}</bdi>!') as CompiledMessage, 'en', { path: '/x', bdi: (chunks) => ({ tag: 'bdi', chunks }) });
    expect(rich).toEqual(['Page Not Found: ', { tag: 'bdi', chunks: ['/x'] }, '!']);
  });
});

describe('localized paths', () => {
  it('prefixes Arabic paths only, keeping the query and the hash', () => {
    expect(localizedHref('/cart', 'en')).toBe('/cart');
    expect(localizedHref('/cart', 'ar')).toBe('/ar/cart');
    expect(localizedHref('/', 'ar')).toBe('/ar');
    expect(localizedHref('/?page=2#r', 'ar')).toBe('/ar?page=2#r');
    expect(localizedHref({ pathname: '/search/tour', query: { date: '2026-12-01', page: undefined, tag: ['a', 'b'] } }, 'ar')).toBe('/ar/search/tour?date=2026-12-01&tag=a&tag=b');
    expect(localizedHref({ pathname: '/checkout', query: {} }, 'en')).toBe('/checkout');
    expect(localizedHref('#reviews', 'ar')).toBe('#reviews');
    expect(localizedHref('https://example.com/x', 'ar')).toBe('https://example.com/x');
    expect(localizedHref('//example.com/x', 'ar')).toBe('//example.com/x');
  });

  it('a page is the same path in every language', () => {
    expect(unlocalizedPath('/ar/cart')).toBe('/cart');
    expect(unlocalizedPath('/ar')).toBe('/');
    expect(unlocalizedPath('/en/cart')).toBe('/cart');
    expect(unlocalizedPath('/cart')).toBe('/cart');
    expect(unlocalizedPath('/arabia')).toBe('/arabia');
  });
});
