import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_GROUPS, type ClientMessageGroup } from '../../i18n/client-messages';
import { clientNamespacesFrom, importClosure, storefrontRoot } from './client-namespaces';

/**
 * Issue 25: the browser gets only the message namespaces its client components read (i18n/client-messages.ts). Each
 * page, layout and error boundary of the localized app is checked against the group it is given: the group its own
 * <ClientMessages> names, else its nearest section layout's, else the locale layout's `shell`.
 */
const localeDir = join(storefrontRoot, 'app/[locale]');
const namespaces = Object.keys(JSON.parse(readFileSync(join(storefrontRoot, 'messages/en.json'), 'utf8')) as Record<string, unknown>);
const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? routeFiles(join(dir, e.name)) : /^(page|layout|error|not-found)\.tsx$/.test(e.name) ? [join(dir, e.name)] : []));
const groupNamed = (file: string) => /<ClientMessages\s+group="(\w+)"/.exec(readFileSync(file, 'utf8'))?.[1] as ClientMessageGroup | undefined;

/** The group the client components of `file` read from. */
function groupOf(file: string): ClientMessageGroup {
  const own = groupNamed(file);
  if (own) return own;
  for (let dir = dirname(file); dir.startsWith(localeDir) && dir !== localeDir; dir = dirname(dir)) {
    const layout = join(dir, 'layout.tsx');
    if (layout !== file && routeFiles(dir).includes(layout)) {
      const group = groupNamed(layout);
      if (group) return group;
    }
  }
  return 'shell';
}

describe('client messages', () => {
  const files = routeFiles(localeDir);

  it('finds the client namespaces a page reads (the product page reads its own)', () => {
    const product = clientNamespacesFrom(join(localeDir, 'experiences/[slug]/page.tsx'), namespaces);
    expect([...product.keys()]).toContain('product');
    expect(groupOf(join(localeDir, 'experiences/[slug]/page.tsx'))).toBe('product');
  });

  it.each(files.map((f) => [relative(storefrontRoot, f), f]))('%s gets every namespace its client components read', (_name, file) => {
    const group = groupOf(file);
    const given = new Set<string>(CLIENT_MESSAGE_GROUPS[group]);
    const missing = [...clientNamespacesFrom(file, namespaces)].filter(([ns]) => !given.has(ns)).map(([ns, by]) => `${ns} (read by ${by.join(', ')})`);
    expect(missing, `not in CLIENT_MESSAGE_GROUPS.${group} (i18n/client-messages.ts)`).toEqual([]);
  });

  it('names only namespaces that exist', () => {
    for (const [group, list] of Object.entries(CLIENT_MESSAGE_GROUPS)) expect(list.filter((ns) => !namespaces.includes(ns)), group).toEqual([]);
  });
});

/**
 * Issue 25: the browser's translations and links are i18n/client.tsx and i18n/client-navigation.tsx (through
 * `#i18n/hooks` and i18n/navigation.ts); next-intl's and use-intl's client runtime, and next/dynamic's loader, are no
 * longer downloaded by any page. A browser file that imports them again brings those bytes back.
 */
describe('browser files', () => {
  const heavy = /\bfrom\s*['"](next-intl|use-intl|next\/dynamic)['"]/;
  const browserFiles = new Set<string>();
  for (const file of routeFiles(localeDir)) for (const [f, inClient] of importClosure(file)) if (inClient) browserFiles.add(f);

  it('are found (the product page\'s booking panel is one)', () => {
    expect([...browserFiles].some((f) => f.endsWith('components/booking/BookingPanel.tsx'))).toBe(true);
  });

  it('import neither next-intl, use-intl nor next/dynamic', () => {
    const offending = [...browserFiles].filter((f) => heavy.test(readFileSync(f, 'utf8'))).map((f) => relative(storefrontRoot, f));
    expect(offending).toEqual([]);
  });
});
