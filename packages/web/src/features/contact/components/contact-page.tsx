import { PageHeading } from '../../../components/page-heading.tsx';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** Contact (/contact): map, postal block and form arrive with the contact issue; title only for now. */
export function ContactPage() {
  const { t } = usePublicTranslation();
  return <PageHeading title={t('routes.contact')} />;
}
