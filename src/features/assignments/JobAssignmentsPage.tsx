import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/** Job Assignments (spec 2.4): being built (issue 9). */
export default function JobAssignmentsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.jobAssignments')} description={t('admin.assignments.description')} />;
}
