import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/** My Jobs (spec 2.4): being built (issue 9). */
export default function MyJobsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.myJobs')} description={t('admin.myJobs.description')} />;
}
