import { useTranslation } from 'react-i18next';
import { AuditTimeline } from '@/components/history/AuditTimeline';
import { SectionCard } from '@/components/SectionCard';
import { selectAuditFor } from '@/store/history/audit';
import { useAppSelector } from '@/store/hooks';
import type { Job } from './jobsSlice';

/**
 * The job's Activity (issue 12): the audit trail's entries of the job, of its applicants and of its
 * assignment, newest first.
 */
export function JobActivityCard({ job }: { job: Job }) {
  const { t } = useTranslation();
  const entries = useAppSelector((state) => selectAuditFor(state, job.id));
  return (
    <SectionCard title={t('admin.activity.title')} description={t('admin.activity.tabDescription')}>
      <AuditTimeline entries={entries} />
    </SectionCard>
  );
}
