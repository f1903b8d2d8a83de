import type { SiteImageUpload } from '@meteodeck/contract';
import { type ChangeEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAdminTranslation } from '../../../lib/i18n.ts';

/**
 * The file picker's hint: the contract's SITE_IMAGE_TYPES, written out. Importing that constant here put the
 * contract's image checks into a chunk of their own and split the query library out of the entry chunk, over
 * the home page's first-load budget (e2e/lazy-chunks.spec.ts); the server checks the type anyway.
 */
const ACCEPTED_TYPES = 'image/png,image/svg+xml,image/webp';

/** What the form sends for an image: undefined keeps the stored one, null removes it, else the new file. */
export type ImageChoice = SiteImageUpload | undefined;

/** A file's bytes in base64, as the settings' body carries them. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export interface SiteImageFieldProps {
  name: 'logo' | 'favicon';
  label: string;
  help: string;
  /** The stored image's address, '' for none. */
  current: string;
  choice: ImageChoice;
  onChoice: (choice: ImageChoice) => void;
  errors: readonly string[];
}

/**
 * An uploaded image of the site (logo, favicon): the stored one shown small, a file to replace it, a
 * button to remove it. The server checks the type, the size and the content (nothing is checked here, spec
 * §5); its problem shows under the field.
 */
export function SiteImageField({
  name,
  label,
  help,
  current,
  choice,
  onChoice,
  errors,
}: SiteImageFieldProps) {
  const { t } = useAdminTranslation();
  const [readError, setReadError] = useState(false);
  const id = `field-${name}`;
  const shown =
    choice === undefined
      ? current || undefined
      : choice === null
        ? undefined
        : `data:${choice.type};base64,${choice.data}`;
  const messages = readError ? [...errors, t('siteSettings.readError')] : errors;
  const invalid = messages.length > 0;
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReadError(false);
    if (file === undefined) return;
    try {
      onChoice({ type: file.type, data: await readBase64(file) });
    } catch {
      setReadError(true);
    }
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <div className="d-flex align-items-center gap-3 mb-2">
        {shown === undefined ? (
          <span className="text-body-secondary small">{t('siteSettings.noImage')}</span>
        ) : (
          <img
            src={shown}
            alt={t('siteSettings.currentImage', { label })}
            height={40}
            className="border rounded p-1 bg-body-tertiary"
          />
        )}
        {shown !== undefined && (
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => onChoice(current === '' ? undefined : null)}
          >
            {t('siteSettings.removeImage')}
          </Button>
        )}
      </div>
      <Form.Control
        type="file"
        name={name}
        accept={ACCEPTED_TYPES}
        isInvalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-help${invalid ? ` ${id}-errors` : ''}`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void pick(event)}
      />
      <Form.Text id={`${id}-help`} className="d-block">
        {help}
      </Form.Text>
      {invalid && (
        <Form.Control.Feedback type="invalid" id={`${id}-errors`}>
          {messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
