import type { ApiErrorList, SiteSettings } from '@meteodeck/contract';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/form-field.tsx';
import { fieldErrors } from '../../../lib/api-error.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { type ImageChoice, SiteImageField } from './site-image-field.tsx';

/** The owner's texts of the site, as the form holds them. */
export interface SiteTexts {
  siteName: string;
  tagline: string;
  accentColor: string;
  copyrightHolder: string;
  aboutText: string;
}

export function siteTextsOf(settings: SiteSettings): SiteTexts {
  const { siteName, tagline, accentColor, copyrightHolder, aboutText } = settings;
  return { siteName, tagline, accentColor, copyrightHolder, aboutText };
}

export interface SiteImageChoices {
  logo?: ImageChoice;
  favicon?: ImageChoice;
}

export interface SiteIdentityFieldsProps {
  settings: SiteSettings;
  texts: SiteTexts;
  onText: (name: keyof SiteTexts, value: string) => void;
  images: SiteImageChoices;
  onImage: (name: 'logo' | 'favicon', choice: ImageChoice) => void;
  errors: ApiErrorList;
}

/** 'Identité du site': the name, the tagline, the accent, the logo and favicon, the footer's texts. */
export function SiteIdentityFields({
  settings,
  texts,
  onText,
  images,
  onImage,
  errors,
}: SiteIdentityFieldsProps) {
  const { t } = useAdminTranslation();
  const text = (name: keyof SiteTexts, control: 'text' | 'textarea' = 'text') => (
    <FormField
      name={name}
      label={t(`siteSettings.${name}`)}
      value={texts[name]}
      onChange={(value) => onText(name, value)}
      control={control}
      errors={fieldErrors(errors, name)}
      help={t(`siteSettings.${name}Help`)}
      required={name === 'siteName'}
    />
  );
  const colour = /^#[\da-f]{6}$/i.test(texts.accentColor) ? texts.accentColor : '#1f5fa8';
  return (
    <>
      <fieldset>
        <legend className="h5">{t('siteSettings.identity')}</legend>
        {text('siteName')}
        {text('tagline')}
        <div className="d-flex align-items-start gap-2">
          <div className="flex-grow-1">{text('accentColor')}</div>
          <Form.Control
            type="color"
            className="form-control-color mt-4"
            value={colour}
            aria-label={t('siteSettings.pickColour')}
            onChange={(event) => onText('accentColor', event.target.value)}
          />
        </div>
        {(['logo', 'favicon'] as const).map((name) => (
          <SiteImageField
            key={name}
            name={name}
            label={t(`siteSettings.${name}`)}
            help={t(`siteSettings.${name}Help`)}
            current={settings[name]}
            choice={images[name]}
            onChoice={(choice) => onImage(name, choice)}
            errors={fieldErrors(errors, name)}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend className="h5">{t('siteSettings.texts')}</legend>
        {text('copyrightHolder')}
        {text('aboutText', 'textarea')}
      </fieldset>
    </>
  );
}
