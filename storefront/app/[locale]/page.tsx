import { getTranslations } from 'next-intl/server';
import { SUPPORT, variant } from '../../config/site';
import { ClientMessages } from '../../i18n/ClientMessages';
import { Link } from '../../i18n/navigation';
import { ExperienceCard } from '../../components/catalog/ExperienceCard';
import { SearchBox } from '../../components/catalog/SearchBox';
import { PlainImage } from '../../components/ui/PlainImage';
import { catalog } from '../../lib/api';
import { enterLocale, type LocalePageProps } from '../../lib/locale-page';

/** A catalog read that failed: said on the page (and in the server log), never shown as an empty catalog. */
async function settled<T>(p: Promise<T>, what: string): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    console.error(`home: could not read ${what} from the api`, err);
    return null;
  }
}

export default async function Home(props: LocalePageProps) {
  const locale = await enterLocale(props);
  const t = await getTranslations('home');
  const te = await getTranslations('errors');
  const [citiesRead, themesRead, popularRead] = await Promise.all([
    settled(catalog.cities(locale), 'cities'),
    settled(catalog.themes(locale), 'themes'),
    settled(catalog.list({ locale, limit: 8, sort: 'recommended' }), 'popular experiences'),
  ]);
  const unavailable = !citiesRead || !themesRead || !popularRead;
  const cities = citiesRead ?? { items: [] };
  const themes = themesRead ?? { items: [] };
  const popular = popularRead ?? { items: [] };
  const top = cities.items.slice(0, 4);
  const more = cities.items.slice(4, 12);
  return (
    // The client components here (the search box, the cards) read these messages only (i18n/client-messages.ts).
    <ClientMessages group="home">
      <section className="hero" style={{ marginBlock: 0 }}>
        <div className="container">
          <h1>{t('heroTitle')}</h1>
          <p>{t('heroText')}</p>
          <SearchBox />
        </div>
      </section>
      <div className="container">
        {unavailable && (
          // A plain link: trying again works before (and without) the page's scripts.
          <div className="notice error" role="alert" data-testid="home-unavailable" style={{ marginBlockStart: '1.5rem' }}>
            <p>{t('unavailable')}</p>
            <a href={locale === 'ar' ? '/ar' : '/'} className="btn btn-outlined">
              {te('retry')}
            </a>
          </div>
        )}
        {top.length > 0 && (
          <section aria-labelledby="top-dest">
            <h2 id="top-dest">{t('topDestinations')}</h2>
            <div className="tiles carousel">
              {top.map((c, i) => (
                <Link key={c.id} href={`/things-to-do-in-${c.id}`} className="tile">
                  <PlainImage src={c.image.id} alt={c.image.alt} width={640} height={480} sizes="(max-width: 640px) 100vw, 300px" priority={i < 2} />
                  <span>
                    {c.name} · {t('experiencesCount', { count: c.experienceCount })}
                  </span>
                </Link>
              ))}
            </div>
          </section>
        )}
        {more.length > 0 && (
          <section aria-labelledby="pop-dest">
            <h2 id="pop-dest">{t('popularDestinations')}</h2>
            <ul className="plain" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
              {more.map((c) => (
                <li key={c.id}>
                  <Link href={`/things-to-do-in-${c.id}`} className="btn btn-outlined">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {popular.items.length > 0 && (
          <section aria-labelledby="popular">
            <h2 id="popular">{t('popular')}</h2>
            <div className="cards carousel" data-testid="home-popular">
              {popular.items.map((card) => (
                <ExperienceCard key={card.id} card={card} variant={variant} />
              ))}
            </div>
          </section>
        )}
        {themes.items.length > 0 && (
          <section aria-labelledby="themes">
            <h2 id="themes">{t('themes')}</h2>
            <div className="tiles carousel">
              {themes.items.map((th) => (
                <Link key={th.id} href={{ pathname: variant === 'supplier' ? '/experiences' : '/things-to-do', query: { theme: th.id } }} className="tile">
                  <PlainImage src={th.image.id} alt={th.image.alt} width={640} height={480} sizes="(max-width: 640px) 100vw, 300px" />
                  <span>{th.name}</span>
                </Link>
              ))}
            </div>
          </section>
        )}
        {cities.items.length > 0 && (
          <section aria-labelledby="gallery">
            <h2 id="gallery">{t('gallery')}</h2>
            <div className="gallery home-gallery">
              {cities.items.slice(0, 6).map((c) => (
                <PlainImage key={c.id} src={c.image.id} alt={c.image.alt} width={320} height={320} sizes="160px" />
              ))}
            </div>
          </section>
        )}
        <section aria-labelledby="features">
          <h2 id="features" className="visually-hidden">
            {t('featureCount')}
          </h2>
          <ul className="features home-features plain">
            {(['Free', 'Help', 'Reviews', 'Count'] as const).map((k) => (
              <li key={k} className="feature">
                <h3>{t(`feature${k}`)}</h3>
                <p className="small">{t(`feature${k}Text`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="support" aria-labelledby="support">
          <h2 id="support">{t('supportTitle')}</h2>
          <p>{t('supportText')}</p>
          <div className="actions">
            <a className="btn btn-primary" href={SUPPORT.whatsapp} rel="noopener">
              {t('whatsapp')}
            </a>
            <a className="btn btn-outlined" href={`mailto:${SUPPORT.email}`}>
              {t('email')}
            </a>
            <a className="btn btn-outlined" href={SUPPORT.phoneHref}>
              {t('phone')}
            </a>
          </div>
        </section>
      </div>
    </ClientMessages>
  );
}
