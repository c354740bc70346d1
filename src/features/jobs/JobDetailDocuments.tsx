import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import type { DataListColumn } from '@/components/list/listTypes';
import { StatusChip } from '@/components/list/StatusChip';
import { SectionCard } from '@/components/SectionCard';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { statusTone } from '@/machines/lifecycle';
import { Day } from './JobDetailInfo';
import type { Job, JobDocument } from './jobsSlice';

/** The documents' own page parameter, so that it never moves another list's page. */
export const JOB_DOCUMENTS_PAGE_PARAM = 'documentsPage';

const DocumentStatus = ({ document }: { document: JobDocument }) => (
  <StatusChip status={document.status} tone={statusTone(driverDocumentMachine, document.status)} />
);

/** The job's documents: name, type (sample data), upload date and status; cards under 768 px. */
export function JobDetailDocuments({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`admin.jobDetail.documents.${key}`);

  const columns = useMemo(
    (): DataListColumn<JobDocument>[] => [
      {
        field: 'name',
        headerName: label('name'),
        flex: 2.4,
        renderCell: (d) => <bdi>{d.name}</bdi>,
      },
      { field: 'type', headerName: label('type'), flex: 1.6, renderCell: (d) => <bdi>{d.type}</bdi> },
      {
        field: 'uploaded',
        headerName: label('uploaded'),
        valueGetter: (d) => Date.parse(d.uploadedDate),
        renderCell: (d) => <Day value={d.uploadedDate} />,
      },
      {
        field: 'status',
        headerName: label('status'),
        valueGetter: (d) => t(`status.${d.status}`),
        renderCell: (d) => <DocumentStatus document={d} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers change with the language
    [t, i18n.language],
  );

  return (
    <SectionCard title={label('title')}>
      <DataList
        listId="job-documents"
        rows={job.documents}
        columns={columns}
        getRowId={(document) => document.name}
        pageParam={JOB_DOCUMENTS_PAGE_PARAM}
        ariaLabel={t('admin.jobDetail.documents.label', { job: job.title })}
        emptyTitle={label('empty')}
        emptyHint={label('emptyHint')}
        renderCard={(document) => (
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <bdi>{document.name}</bdi>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <bdi>{document.type}</bdi> · <Day value={document.uploadedDate} />
              </Typography>
            </Box>
            <DocumentStatus document={document} />
          </Box>
        )}
      />
    </SectionCard>
  );
}
