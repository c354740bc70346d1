import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataList } from '@/components/list/DataList';
import type { DataListColumn } from '@/components/list/listTypes';
import { StatusChip } from '@/components/list/StatusChip';
import { SectionCard } from '@/components/SectionCard';
import { dateTimeFormat, numberFormat } from '@/lib/intl';
import { jobMachine } from '@/machines/job.machine';
import { statusTone } from '@/machines/lifecycle';
import { DRIVER_HISTORY_PAGE_SIZE, type DriverJob, type User } from './usersSlice';

/** The job history's own page parameter, so that it never moves another list's page. */
export const HISTORY_PAGE_PARAM = 'historyPage';

/** A job's page, from /{area}/users/{id}: up to the area, then jobs/{jobId}. */
const jobLink = (jobId: string) => `../../jobs/${encodeURIComponent(jobId)}`;

function JobLink({ job }: { job: DriverJob }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={jobLink(job.jobId)} relative="path" sx={{ fontWeight: 600 }}>
        {job.jobId}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {job.title}
      </Typography>
    </Box>
  );
}

/** Spec 2.4 and 9: a driver's job history, 5 a page, the page in ?historyPage=. */
export function UserDetailJobHistory({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rows = user.driver?.jobHistory ?? [];

  const columns = useMemo((): DataListColumn<DriverJob>[] => {
    const date = dateTimeFormat(language, { dateStyle: 'medium' });
    const money = numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return [
      {
        field: 'jobId',
        headerName: t('admin.userDetail.history.job'),
        flex: 3,
        renderCell: (job) => <JobLink job={job} />,
      },
      {
        field: 'date',
        headerName: t('admin.userDetail.history.date'),
        flex: 1.2,
        renderCell: (job) => <time dateTime={job.date}>{date.format(new Date(job.date))}</time>,
      },
      {
        field: 'amount',
        headerName: t('admin.userDetail.history.amount'),
        flex: 1,
        renderCell: (job) => money.format(job.amount),
      },
      {
        field: 'status',
        headerName: t('admin.userDetail.history.status'),
        flex: 1.2,
        valueGetter: (job) => t(`status.${job.status}`),
        renderCell: (job) => <StatusChip status={job.status} tone={statusTone(jobMachine, job.status)} />,
      },
    ];
  }, [t, language]);

  const renderCard = (job: DriverJob) => {
    const [, date, amount, status] = columns;
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <JobLink job={job} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="body2">{date!.renderCell!(job)}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {amount!.renderCell!(job)}
          </Typography>
          {status!.renderCell!(job)}
        </Box>
      </Box>
    );
  };

  return (
    <SectionCard
      title={t('admin.userDetail.history.title')}
      description={t('admin.userDetail.history.description')}
    >
      <DataList
        listId="job-history"
        rows={rows}
        columns={columns}
        getRowId={(job) => job.jobId}
        renderCard={renderCard}
        ariaLabel={t('admin.userDetail.history.title')}
        emptyTitle={t('admin.userDetail.history.empty')}
        emptyHint={t('admin.userDetail.history.emptyHint')}
        pageSize={DRIVER_HISTORY_PAGE_SIZE}
        pageParam={HISTORY_PAGE_PARAM}
      />
    </SectionCard>
  );
}
