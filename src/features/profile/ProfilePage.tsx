import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/** Admin profile (spec 2.4): being built (issue 9). */
export default function ProfilePage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.profile')} description={t('admin.profile.description')} />;
}
