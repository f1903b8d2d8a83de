import type { AdminWeatherStation, ServerAddress } from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Nav from 'react-bootstrap/Nav';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { useServerAddress } from '../api/get-server-address.ts';
import { useStationUploads } from '../api/get-station-uploads.ts';
import { regenerateToken } from '../api/regenerate-token.ts';

type Recipe = 'ecowitt' | 'wunderground' | 'weewx' | 'json';
const RECIPES: readonly Recipe[] = ['ecowitt', 'wunderground', 'weewx', 'json'];

interface ServerPlace {
  host: string;
  port: string;
  origin: string;
  /** No console on the network can reach `host` (a loopback address the server alone answers on). */
  unreachable: boolean;
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

function placeOf(url: URL): Omit<ServerPlace, 'unreachable'> {
  const port = url.port === '' ? (url.protocol === 'https:' ? '443' : '80') : url.port;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, origin: url.origin };
}

/**
 * Where a console reaches this server: PUBLIC_URL when the owner set it; the address the browser sees when it
 * is one the network knows; on the server's own browser (127.0.0.1), the machine's network address when the
 * server listens on it, else the loopback address with a warning.
 */
export function serverOf(location: { href: string }, address: ServerAddress | undefined): ServerPlace {
  if (address?.publicUrl) return { ...placeOf(new URL(address.publicUrl)), unreachable: false };
  const seen = new URL(location.href);
  if (!LOOPBACK.test(seen.hostname)) return { ...placeOf(seen), unreachable: false };
  const lan = address?.lanAddresses[0];
  if (lan === undefined) return { ...placeOf(seen), unreachable: address !== undefined };
  const host = lan.includes(':') ? `[${lan}]` : lan;
  return { ...placeOf(new URL(`http://${host}:${address?.port ?? seen.port}`)), unreachable: false };
}

/** The settings of each way to connect, filled with this server and this station. */
export function recipeLines(
  recipe: Recipe,
  server: { host: string; port: string; origin: string },
  reference: string,
  token: string,
): { label: string; value: string }[] {
  switch (recipe) {
    case 'ecowitt':
      return [
        { label: 'protocol', value: 'Ecowitt' },
        { label: 'server', value: server.host },
        { label: 'path', value: `/ingest/ecowitt/${reference}/${token}` },
        { label: 'port', value: server.port },
        { label: 'interval', value: '60' },
      ];
    case 'wunderground':
      return [
        { label: 'protocol', value: 'Wunderground' },
        { label: 'server', value: server.host },
        { label: 'path', value: '/weatherstation/updateweatherstation.php?' },
        { label: 'port', value: server.port },
        { label: 'stationId', value: reference },
        { label: 'stationKey', value: token },
      ];
    case 'weewx':
      return [
        {
          label: 'weewxConf',
          value: [
            '[StdRESTful]',
            '    [[Wunderground]]',
            '        enable = true',
            `        station = ${reference}`,
            `        password = ${token}`,
            `        server_url = ${server.origin}/weatherstation/updateweatherstation.php`,
            '        rapidfire = False',
          ].join('\n'),
        },
      ];
    case 'json':
      return [
        {
          label: 'curl',
          value: [
            `curl -X POST '${server.origin}/api/weatherData/${reference}/readings' \\`,
            `  -H 'Authorization: Bearer ${token}' -H 'Content-Type: application/json' \\`,
            `  -d '{"receivedAt":"${new Date().toISOString().slice(0, 19)}Z","temperature":21.5,"humidity":55}'`,
          ].join('\n'),
        },
      ];
  }
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useAdminTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="outline-secondary"
      aria-label={`${t('connect.copy')} : ${label}`}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? t('connect.copied') : t('connect.copy')}
    </Button>
  );
}

/**
 * 'Connecter une station' on a station's back-office page (admins): the upload token (hidden,
 * shown on demand, copied, regenerated), the settings of each way to connect a console filled with this
 * server and this station, each with a copy button, and the last upload received, refreshed as the station's
 * live stream announces each upload so the owner sees the first reading arrive.
 */
export function ConnectStationCard({ station }: { station: AdminWeatherStation }) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [recipe, setRecipe] = useState<Recipe>('ecowitt');
  const [token, setToken] = useState(station.apiToken);
  const uploads = useStationUploads(station);
  const address = useServerAddress();
  const server = serverOf(window.location, address.data);

  const regenerate = async () => {
    if (!window.confirm(t('connect.confirmRegenerate'))) return;
    const updated = await regenerateToken(station.id);
    setToken(updated.apiToken);
    setShown(true);
    await queryClient.invalidateQueries({ queryKey: ['weatherStations'] });
  };

  const last = uploads.data?.uploads[0];
  return (
    <Card className="mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('connect.title')}
        </Card.Title>
        <Form.Group controlId="connect-token" className="mb-3">
          <Form.Label>{t('connect.token')}</Form.Label>
          <InputGroup>
            <Form.Control readOnly type={shown ? 'text' : 'password'} value={token} autoComplete="off" />
            <Button variant="outline-secondary" onClick={() => setShown(!shown)}>
              {shown ? t('connect.hide') : t('connect.show')}
            </Button>
            <CopyButton text={token} label={t('connect.token')} />
            <Button variant="outline-danger" onClick={() => void regenerate()}>
              {t('connect.regenerate')}
            </Button>
          </InputGroup>
        </Form.Group>
        <Nav
          variant="tabs"
          role="tablist"
          activeKey={recipe}
          onSelect={(key) => key !== null && setRecipe(key as Recipe)}
        >
          {RECIPES.map((r) => (
            <Nav.Item key={r}>
              <Nav.Link eventKey={r}>{t(`connect.recipes.${r}`)}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <div className="border border-top-0 rounded-bottom p-3 mb-3">
          <p className="small text-body-secondary">{t(`connect.help.${recipe}`)}</p>
          {server.unreachable && (
            <Alert variant="warning" className="small py-2" data-testid="connect-loopback">
              {t('connect.loopbackOnly', { host: server.host })}
            </Alert>
          )}
          {recipeLines(recipe, server, station.reference, token).map((line) => (
            <Form.Group key={line.label} className="mb-2" controlId={`connect-${recipe}-${line.label}`}>
              <Form.Label className="small mb-0">{t(`connect.fields.${line.label}`)}</Form.Label>
              <InputGroup size="sm">
                {line.value.includes('\n') ? (
                  <Form.Control
                    readOnly
                    as="textarea"
                    rows={line.value.split('\n').length}
                    className="font-monospace"
                    value={line.value}
                  />
                ) : (
                  <Form.Control readOnly className="font-monospace" value={line.value} />
                )}
                <CopyButton text={line.value} label={t(`connect.fields.${line.label}`)} />
              </InputGroup>
            </Form.Group>
          ))}
        </div>
        <h3 className="h6">{t('connect.lastUpload')}</h3>
        <div aria-live="polite" data-testid="last-upload">
          {last === undefined ? (
            <p className="small text-body-secondary">{t('connect.waiting')}</p>
          ) : (
            <dl className="small row mb-0">
              <dt className="col-sm-3">{t('connect.received')}</dt>
              <dd className="col-sm-9">
                {new Date(last.receivedAt).toLocaleString('fr-FR')} (
                {t(`connect.recipes.${protocolRecipe(last.protocol)}`)})
              </dd>
              <dt className="col-sm-3">{t('connect.fieldsSeen')}</dt>
              <dd className="col-sm-9 font-monospace">{last.fieldsSeen.join(', ') || '—'}</dd>
              <dt className="col-sm-3">{t('connect.fieldsIgnored')}</dt>
              <dd className="col-sm-9 font-monospace">{last.fieldsIgnored.join(', ') || '—'}</dd>
              <dt className="col-sm-3">{t('connect.rejected')}</dt>
              <dd className="col-sm-9">
                {last.rejected.length === 0
                  ? '—'
                  : last.rejected
                      .map(
                        (r) =>
                          `${r.measure} ${r.value} (${t(`connect.reasons.${r.reason}`, { defaultValue: r.reason })})`,
                      )
                      .join(', ')}
              </dd>
            </dl>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

/** The recipe tab named after a door. */
function protocolRecipe(protocol: string): Recipe {
  return protocol === 'wunderground' || protocol === 'ecowitt' || protocol === 'json' ? protocol : 'json';
}
