import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { useFailingForwardings } from '../api/get-failing-forwardings.ts';

/** The dashboard's warning (admins): each forwarding target that has failed for more than an hour. */
export function FailingForwardings() {
  const { t } = useAdminTranslation();
  const failing = useFailingForwardings();
  const list = failing.data?.forwardings ?? [];
  if (list.length === 0) return null;
  return (
    <Alert variant="warning" className="mb-4">
      <Alert.Heading as="h2" className="h6">
        {t('forwarding.failingTitle')}
      </Alert.Heading>
      <ul className="mb-2">
        {list.map((f) => (
          <li key={f.id}>
            {t(f.paused ? 'forwarding.failingPaused' : 'forwarding.failingItem', {
              service: t(`forwarding.services.${f.service}`),
              station: f.reference,
              since: new Date(f.failingSince).toLocaleString('fr-FR'),
            })}
          </li>
        ))}
      </ul>
      <Link to={pathTo('adminForwarding')}>{t('forwarding.failingLink')}</Link>
    </Alert>
  );
}
