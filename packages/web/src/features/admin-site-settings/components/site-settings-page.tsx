import {
  type ApiErrorList,
  SOCIAL_NETWORKS,
  type SocialLinks,
  type SocialNetwork,
} from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/form-field.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useSiteSettings } from '../../../entities/site-settings/index.ts';
import { ALL_STATIONS_PARAMS, useStations } from '../../../entities/station/index.ts';
import { ApiError, fieldErrors, generalErrors } from '../../../lib/api-error.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { saveSiteSettings } from '../api/save-site-settings.ts';
import {
  SiteIdentityFields,
  type SiteImageChoices,
  type SiteTexts,
  siteTextsOf,
} from './site-identity-fields.tsx';

/**
 * 'Réglages du site' (/admin/settings, admins only): the owner's settings of the site: its name, tagline,
 * accent, logo and favicon, the footer's texts, the station the public site shows first (kept by station
 * id, so a rename keeps it) and the footer's social links. The form sends every text (an image only when a
 * new one is chosen or it is removed); the server checks them (spec §5: nothing is validated in the
 * browser) and its problems show under their fields. Once saved, every page shows them, this one at once
 * (its accent, icon and name: showSavedSiteHead).
 */
export function SiteSettingsPage() {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const settings = useSiteSettings();
  const stations = useStations(ALL_STATIONS_PARAMS);
  const [links, setLinks] = useState<SocialLinks | undefined>(undefined);
  const [texts, setTexts] = useState<SiteTexts | undefined>(undefined);
  const [images, setImages] = useState<SiteImageChoices>({});
  const [defaultStation, setDefaultStation] = useState('');
  const [errors, setErrors] = useState<ApiErrorList>([]);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (settings.data === undefined) return;
    setLinks((current) => current ?? settings.data.socialLinks);
    setTexts((current) => current ?? siteTextsOf(settings.data));
    setDefaultStation((current) =>
      current !== '' ? current : String(settings.data.defaultStation?.id ?? ''),
    );
  }, [settings.data]);

  const set = (network: SocialNetwork) => (value: string) =>
    setLinks((current) => (current === undefined ? current : { ...current, [network]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (links === undefined || texts === undefined) return;
    setSaved(false);
    setErrors([]);
    setSending(true);
    try {
      const id = Number(defaultStation);
      const answer = await saveSiteSettings(queryClient, {
        ...texts,
        ...images,
        socialLinks: links,
        ...(defaultStation !== '' && Number.isInteger(id) ? { defaultStation: { id } } : {}),
      });
      // The open page shows the saved accent at once; its chunk (the contract's palette) loads on a save only.
      void import('../show-saved-site-head.ts').then(({ showSavedSiteHead }) => showSavedSiteHead(answer));
      setLinks(answer.socialLinks);
      setTexts(siteTextsOf(answer));
      setImages({});
      setDefaultStation(String(answer.defaultStation?.id ?? ''));
      setSaved(true);
    } catch (caught) {
      setErrors(caught instanceof ApiError ? caught.errors : [{ message: String(caught) }]);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHeading title={t('routes.adminSiteSettings')}>
        <p className="text-body-secondary mb-0">{t('siteSettings.intro')}</p>
      </PageHeading>
      {links === undefined || texts === undefined || settings.data === undefined ? (
        settings.error instanceof ApiError ? (
          generalErrors(settings.error.errors).map((item) => (
            <Alert key={item.message} variant="danger" role="alert">
              {item.message}
            </Alert>
          ))
        ) : (
          <PageLoading />
        )
      ) : (
        <Form noValidate onSubmit={(e) => void submit(e)} style={{ maxWidth: '36rem' }} aria-busy={sending}>
          {saved && (
            <Alert variant="success" role="status">
              {t('siteSettings.saved')}
            </Alert>
          )}
          {generalErrors(errors).map((item) => (
            <Alert key={item.message} variant="danger" role="alert">
              {item.message}
            </Alert>
          ))}
          <SiteIdentityFields
            settings={settings.data}
            texts={texts}
            onText={(name, value) => setTexts({ ...texts, [name]: value })}
            images={images}
            onImage={(name, choice) => setImages({ ...images, [name]: choice })}
            errors={errors}
          />
          <FormField
            name="defaultStation"
            label={t('siteSettings.defaultStation')}
            control="select"
            value={defaultStation}
            onChange={setDefaultStation}
            options={(stations.data?.weatherStations ?? []).map((station) => ({
              value: String(station.id),
              label: `${station.name} (${station.reference})`,
            }))}
            errors={fieldErrors(errors, 'defaultStation')}
            help={t('siteSettings.defaultStationHelp')}
          />
          <fieldset>
            <legend className="h5">{t('siteSettings.socialLinks')}</legend>
            {SOCIAL_NETWORKS.map((network) => (
              <FormField
                key={network}
                name={`socialLinks.${network}`}
                label={t(`siteSettings.${network}`)}
                value={links[network]}
                onChange={set(network)}
                errors={fieldErrors(errors, `socialLinks.${network}`)}
                help={t('siteSettings.help')}
                autoComplete="url"
              />
            ))}
          </fieldset>
          <Button type="submit" disabled={sending}>
            {t('siteSettings.save')}
          </Button>
        </Form>
      )}
    </>
  );
}
