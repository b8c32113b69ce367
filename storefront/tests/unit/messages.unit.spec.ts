import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

type Tree = { [k: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

/** Top-level ICU arguments of a message ({name}, {name, plural, ...}); texts inside plural branches are not arguments. */
function args(message: string): string[] {
  const found = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const c = message[i];
    if (c === '{') {
      // Arguments open at even depth: 0 (top level) or 2 (inside a plural branch).
      if (depth % 2 === 0) {
        const m = /^\{\s*([a-zA-Z_]\w*)\s*[,}]/.exec(message.slice(i));
        if (m) found.add(m[1]!);
      }
      depth++;
    } else if (c === '}') depth--;
  }
  return [...found].sort();
}

const lookup = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((t, k) => (t && typeof t === 'object' ? t[k] : undefined), tree);

describe('message files', () => {
  const enKeys = keys(en as Tree);

  it('has every English key in Arabic (English is the source of truth)', () => {
    const missing = enKeys.filter((k) => typeof lookup(ar as Tree, k) !== 'string');
    expect(missing).toEqual([]);
  });

  it('has no Arabic key that English lacks', () => {
    expect(keys(ar as Tree).filter((k) => typeof lookup(en as Tree, k) !== 'string')).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = enKeys.filter((k) => JSON.stringify(args(lookup(en as Tree, k) as string)) !== JSON.stringify(args((lookup(ar as Tree, k) as string) ?? '')));
    expect(differing).toEqual([]);
  });

  it('has no empty Arabic message and translates the sentences', () => {
    const arKeys = keys(ar as Tree);
    expect(arKeys.filter((k) => !(lookup(ar as Tree, k) as string).trim())).toEqual([]);
    const untranslated = arKeys.filter((k) => /[a-z]{4,} [a-z]{3,}/i.test((lookup(ar as Tree, k) as string).replace(/\{[^}]*\}/g, '')) && !k.endsWith('language'));
    expect(untranslated).toEqual([]);
  });

  it("ships the spec's English wording", () => {
    const spec: Record<string, string> = {
      'home.whereTo': 'Where to?',
      'home.when': 'When?',
      'home.selectDate': 'Select Date',
      'listing.loadMore': 'Load More Experiences',
      'listing.resetAll': 'Reset all',
      'search.noResults': 'Hmm... No results found!',
      'product.capacity': 'You can select up to {capacity} travellers per item',
      'checkout.confirmPay': 'Confirm & Pay',
      'checkout.confirmBook': 'Confirm & Book',
      'errors.notFoundTitle': "Oops! The page you're looking for doesn't exist.",
      'errors.generic': 'Some thing went wrong',
      'invoices.login': 'Please log in to see your invoices.',
    };
    expect(Object.fromEntries(Object.keys(spec).map((k) => [k, lookup(en as Tree, k)]))).toEqual(spec);
  });
});
