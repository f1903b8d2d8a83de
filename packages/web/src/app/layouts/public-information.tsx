import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { NearViewport } from '../../components/near-viewport.tsx';
import { useSiteSettings } from '../../entities/site-settings/index.ts';
import { usePublicTranslation } from '../../lib/i18n.ts';
import { HISTORY_PERIODS, historyPath, pathTo } from '../../lib/route-paths.ts';

// The owner's Markdown in a chunk of its own, fetched once the block comes near the viewport (it sits below
// every page's first screen): a site whose owner wrote no text never loads it.
const OwnerMarkdown = lazy(() => import('../../components/owner-markdown.tsx'));

/** Weather networks and services a visitor may compare the station with (opened in a new tab). */
export const WEATHER_NETWORKS: readonly { name: string; href: string }[] = [
  { name: 'Deutscher Wetterdienst (DWD)', href: 'https://www.dwd.de/' },
  { name: 'Weather Underground', href: 'https://www.wunderground.com/' },
  { name: 'Wetter.com', href: 'https://www.wetter.com/' },
  { name: 'Kachelmannwetter', href: 'https://kachelmannwetter.com/' },
  { name: 'Open-Meteo', href: 'https://open-meteo.com/' },
];

/**
 * The information block below every public page (spec §2): links to the data pages and to weather networks,
 * and 'Über diese Website' with the owner's text (site settings).
 */
export function PublicInformation() {
  const { t } = usePublicTranslation();
  const aboutText = useSiteSettings().data?.aboutText ?? '';
  const dataLinks = [
    { to: pathTo('currentWeatherData'), label: t('dataMenu.current') },
    ...HISTORY_PERIODS.map((period) => ({ to: historyPath(period), label: t(`dataMenu.${period}`) })),
    { to: pathTo('periodGraphic'), label: t('routes.periodGraphic') },
    { to: pathTo('climateReport'), label: t('dataMenu.report') },
    { to: pathTo('climateDays'), label: t('dataMenu.climateDays') },
    { to: pathTo('climateRecords'), label: t('dataMenu.climateRecords') },
    { to: pathTo('almanac'), label: t('dataMenu.almanac') },
    { to: pathTo('onThisDay'), label: t('dataMenu.onThisDay') },
  ];
  return (
    <section aria-labelledby="information-heading" className="border-top pt-4">
      <h2 id="information-heading" className="h4 mb-3">
        {t('information.title')}
      </h2>
      <div className="row row-cols-1 row-cols-md-3 g-3">
        <div className="col">
          <h3 className="h6">{t('information.dataPages')}</h3>
          <ul className="list-unstyled mb-0">
            {dataLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="col">
          <h3 className="h6">{t('information.networks')}</h3>
          <ul className="list-unstyled mb-0">
            {WEATHER_NETWORKS.map((network) => (
              <li key={network.href}>
                <a href={network.href} target="_blank" rel="noopener noreferrer">
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="col">
          <h3 className="h6">{t('information.aboutTitle')}</h3>
          {/* The owner's own text when they wrote one (site settings), as Markdown (paragraphs, emphasis,
              links, lists; never HTML), shown as typed until its renderer has come near and loaded; else the
              product's. */}
          {aboutText === '' ? (
            <p className="mb-2">{t('information.aboutText')}</p>
          ) : (
            <NearViewport placeholder={<p className="mb-2 text-pre-line">{aboutText}</p>}>
              <Suspense fallback={<p className="mb-2 text-pre-line">{aboutText}</p>}>
                <OwnerMarkdown text={aboutText} />
              </Suspense>
            </NearViewport>
          )}
          <Link to={pathTo('contact')}>{t('information.contactLink')}</Link>
          <Link to={pathTo('stationStatus')} className="d-block mt-1">
            {t('information.statusLink')}
          </Link>
        </div>
      </div>
    </section>
  );
}
