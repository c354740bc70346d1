import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

// Scaffold: replaced by the screen in issue 9.
export default function DisputesPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.disputes')} />;
}
