/**
 * Everything about the site that is configuration rather than code: the content variant, the known path sections,
 * per-path route rules (redirects and layouts), the external hosts a redirect may send the browser to, currencies.
 * Read on the server (proxy, pages) and, for the public parts, in the browser.
 */

export type Variant = 'supplier' | 'general';

/** supplier: the operator's brand site with its list under /experiences; general: the marketplace under /things-to-do. */
export const variant: Variant = process.env.RIHLA_VARIANT === 'general' ? 'general' : 'supplier';

/** The list section of a variant. */
export const listSection = (v: Variant): string => (v === 'supplier' ? '/experiences' : '/things-to-do');

/** Locale prefixes skipped when reading a path's segments (spec section 2); only en and ar are offered. */
export const LOCALE_PREFIXES = ['en', 'fr', 'es', 'de', 'ar', 'ru', 'tr', 'az', 'zh', 'it', 'he', 'fa', 'pt'] as const;

export const KNOWN_SECTIONS = [
  'experiences',
  'things-to-do',
  'blog',
  'auth',
  'about',
  'cart',
  'checkout',
  'terms-and-conditions',
  'privacy-policy',
  'faq',
  'search',
  'invoices',
  // A booking's tickets (/tickets/{bookingId}): two segments, not a city and an experience.
  'tickets',
  'booking',
  'ops',
  'finance',
] as const;

export const isKnownSection = (segment: string): boolean =>
  (KNOWN_SECTIONS as readonly string[]).includes(segment) || /^things-to-do-in-[a-z0-9-]+$/.test(segment);

export const LAYOUTS = [
  'default',
  'supplier-five',
  'supplier-four',
  'supplier-get-that-boat',
  'supplier-one',
  'supplier-six',
  'supplier-three',
  'template-four',
  'template-two',
  'transparent',
] as const;
export type LayoutName = (typeof LAYOUTS)[number] | `supplier-${string}`;

export const isLayoutName = (name: string | undefined | null): name is LayoutName =>
  !!name && ((LAYOUTS as readonly string[]).includes(name) || /^supplier-[a-z0-9-]+$/.test(name));

/**
 * What a named layout adds to the page (docs/accounts-and-storefront.md, "Layouts"); every other name is the default.
 * The supplier layouts' brand colours are the stylesheet's (`--operator`, by layout name).
 */
export interface LayoutLook {
  /** The usual white bar, or see-through over the page's hero until the page scrolls (transparent). */
  header: 'solid' | 'overHero';
  /** The operator's bar on top of the header (supplier-*), naming this brand, with its licence and direct contact. */
  operator?: string;
  /** "Plan your journey" beside the page (template-two), or under it, four in a row (template-four). */
  journey?: 'aside' | 'band';
}

/** The brands of the supplier layouts that are not the operator's own name. */
const OPERATOR_BRANDS: Readonly<Record<string, string>> = { 'supplier-get-that-boat': 'Get That Boat' };

export function layoutLook(name: LayoutName): LayoutLook {
  if (name === 'transparent') return { header: 'overHero' };
  if (name.startsWith('supplier-')) return { header: 'solid', operator: OPERATOR_BRANDS[name] ?? 'Rihla Tours' };
  if (name === 'template-two') return { header: 'solid', journey: 'aside' };
  if (name === 'template-four') return { header: 'solid', journey: 'band' };
  return { header: 'solid' };
}

export interface RouteRule {
  /** A path on this site, or an absolute url (sent only when its host is allow-listed). */
  redirect?: string;
  /** 301 when permanent, else 302. */
  permanent?: boolean;
  layout?: LayoutName;
}

/**
 * Per-path route rules (paths without the locale prefix; a trailing '/**' matches the path and everything below).
 * The most specific match wins.
 */
export const routeRules: Record<string, RouteRule> = {
  '/': { layout: 'transparent' },
  '/about': { layout: 'template-two' },
  '/faq': { layout: 'template-four' },
  '/contact': { redirect: '/contact-us', permanent: true },
  '/help': { redirect: '/faq', permanent: true },
  '/tours/**': { redirect: listSection(variant) },
  '/get-that-boat': { redirect: '/cruises' },
  '/cruises': { layout: 'supplier-get-that-boat' },
  '/payment-help': { redirect: 'https://wa.me/966500000000' },
  '/partner-portal': { redirect: 'https://partners.example.com/' },
};

/** Hosts an absolute redirect (route rule or a sign-in `redirect`/`next` parameter) may go to. */
export const EXTERNAL_ALLOW_LIST: readonly string[] = [
  'wa.me',
  // The payment providers' hosted pages: Stripe Checkout, Moyasar's invoice page (PAYMENT_PROVIDER=stripe / moyasar);
  // the sandbox provider's page is served by the api.
  'checkout.stripe.com',
  'checkout.moyasar.com',
  ...hostOf(process.env.RIHLA_PUBLIC_API_URL ?? process.env.RIHLA_API_URL ?? 'http://localhost:4000'),
  'localhost:4000',
  '127.0.0.1:4000',
  // Hosts baked in at build time (e.g. the test stack's api on another port).
  ...(process.env.NEXT_PUBLIC_PAYMENT_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
];

function hostOf(url: string): string[] {
  try {
    return [new URL(url).host];
  } catch {
    return [];
  }
}

export const CURRENCIES = ['SAR', 'AED', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The configured public default currency. */
export const DEFAULT_CURRENCY: Currency = (CURRENCIES as readonly string[]).includes(process.env.NEXT_PUBLIC_DEFAULT_CURRENCY ?? '')
  ? (process.env.NEXT_PUBLIC_DEFAULT_CURRENCY as Currency)
  : 'SAR';

export const SUPPORT = {
  whatsapp: 'https://wa.me/966500000000',
  email: 'support@rihla.example',
  phone: '+966 11 000 0000',
  phoneHref: 'tel:+966110000000',
};

/** Locale cookie (spec: 365 days, path /, SameSite=Lax). */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 365 * 24 * 60 * 60, path: '/', sameSite: 'lax' as const };

/** Image breakpoints of the spec; the api renders these widths and their doubles. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 } as const;
