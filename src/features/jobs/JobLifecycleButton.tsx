import { useTranslation } from 'react-i18next';
import { LifecycleButton } from '@/components/lifecycle/LifecycleButton';
import { jobMachine, type JobStatus } from '@/machines/job.machine';

/** The job's lifecycle, drawn from the job machine, with its status now and the events it accepts. */
export function JobLifecycleButton({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    <LifecycleButton
      machine={jobMachine}
      status={status}
      title={t('admin.jobDetail.lifecycle.title')}
      eventLabel={(type) => t(`admin.jobDetail.lifecycle.events.${type}`, { defaultValue: type })}
    />
  );
}
