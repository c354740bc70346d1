import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/** Security Settings (spec 2.4): being built (issue 9). */
export default function SecurityPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.security')} description={t('admin.profile.description')} />;
}
