import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/** Job Management (spec 2.4): being built (issue 9). */
export default function JobsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.jobs')} description={t('admin.jobList.description')} />;
}
