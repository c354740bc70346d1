import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/** Job Detail (spec 2.4): being built (issue 9). */
export default function JobDetailPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.jobDetail')} description={t('admin.jobDetail.description')} />;
}
