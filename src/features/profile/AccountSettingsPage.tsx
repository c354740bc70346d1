import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/** Account Settings (spec 2.4): being built (issue 9). */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.accountSettings')} description={t('admin.profile.description')} />;
}
