import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { NearViewport } from '../../../components/near-viewport.tsx';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { useBrowserValue } from '../../../lib/use-browser-value.ts';

/** Size of the embedded card: room for the temperature, five rows and the time of the reading. */
const EMBED_WIDTH = 340;
const EMBED_HEIGHT = 250;

/**
 * The iframe code that shows station `reference`'s card (/embed/{reference}) on another website, its title
 * ('Wetter Rütenbrock') naming it for screen readers.
 */
export function embedSnippet(origin: string, reference: string, frameTitle: string): string {
  const src = `${origin}${pathTo('embed', { reference })}`;
  const title = frameTitle.replaceAll('"', '&quot;');
  return `<iframe src="${src}" title="${title}" width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}" style="border:0" loading="lazy"></iframe>`;
}

/**
 * 'Auf Ihrer Website einbinden': the copy-paste code of the station's embeddable card for a club's
 * or a town's website, a copy button, and the card itself as a preview.
 */
export function EmbedSnippet({ reference, name }: { reference: string; name: string }) {
  const { t } = usePublicTranslation();
  const [copied, setCopied] = useState(false);
  const frameTitle = t('embed.frameTitle', { name });
  // The server's rendering knows no address: its snippet has the card's path until the browser's render.
  const origin = useBrowserValue(() => window.location.origin, '');
  const code = embedSnippet(origin, reference, frameTitle);
  const copy = () => {
    void navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 card-title">{t('embed.snippetTitle')}</h2>
        <p className="small text-body-secondary">{t('embed.snippetHelp')}</p>
        <Form.Group controlId="embed-snippet" className="mb-2">
          <Form.Label className="visually-hidden">{t('embed.snippetLabel')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            readOnly
            value={code}
            className="font-monospace small"
            onFocus={(event) => event.currentTarget.select()}
          />
        </Form.Group>
        <div className="d-flex align-items-center gap-2 mb-3">
          <Button variant="outline-primary" size="sm" onClick={copy}>
            {t('embed.copy')}
          </Button>
          <span role="status" className="small text-success">
            {copied ? t('embed.copied') : ''}
          </span>
        </div>
        <h3 className="h6">{t('embed.preview')}</h3>
        {/* The preview is a whole page (the card's app and its live stream): started only once on screen. */}
        <NearViewport
          rootMargin="0px"
          placeholder={
            <div
              className="d-inline-block border rounded mw-100"
              style={{ width: EMBED_WIDTH, height: EMBED_HEIGHT }}
            />
          }
        >
          <iframe
            src={pathTo('embed', { reference })}
            title={`${t('embed.preview')}: ${frameTitle}`}
            width={EMBED_WIDTH}
            height={EMBED_HEIGHT}
            className="border rounded mw-100"
            loading="lazy"
          />
        </NearViewport>
      </Card.Body>
    </Card>
  );
}
