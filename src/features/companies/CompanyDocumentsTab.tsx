import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import type { DataListColumn } from '@/components/list/listTypes';
import { StatusChip } from '@/components/list/StatusChip';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { statusTone } from '@/machines/lifecycle';
import type { Company, CompanyDocument } from './companiesSlice';
import { Day } from './CompanyCells';

/** The tab's own page parameter, so that it keeps its place beside the other tabs. */
export const DOCUMENTS_PAGE_PARAM = 'documentsPage';

const documentId = (document: CompanyDocument) => document.name;

const DocumentStatus = ({ document }: { document: CompanyDocument }) => (
  <StatusChip status={document.status} tone={statusTone(driverDocumentMachine, document.status)} />
);

/** The Documents tab: the company's documents, with their status and upload date. */
export function CompanyDocumentsTab({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`admin.companyList.detail.documents.columns.${key}`);

  const columns = useMemo(
    (): DataListColumn<CompanyDocument>[] => [
      {
        field: 'documentName',
        headerName: label('name'),
        flex: 2.4,
        hideable: false,
        valueGetter: (d) => d.name,
        renderCell: (d) => <bdi>{d.name}</bdi>,
      },
      {
        field: 'documentStatus',
        headerName: label('status'),
        valueGetter: (d) => t(`status.${d.status}`),
        renderCell: (d) => <DocumentStatus document={d} />,
      },
      {
        field: 'uploaded',
        headerName: label('uploaded'),
        valueGetter: (d) => Date.parse(d.uploadDate),
        exportValue: (d) => d.uploadDate,
        renderCell: (d) => <Day value={d.uploadDate} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers change with the language
    [t, i18n.language],
  );

  return (
    <DataList
      listId="company-documents"
      rows={company.documents}
      columns={columns}
      getRowId={documentId}
      pageParam={DOCUMENTS_PAGE_PARAM}
      ariaLabel={t('admin.companyList.detail.documents.label', { name: company.name })}
      emptyTitle={t('admin.companyList.detail.documents.emptyTitle')}
      emptyHint={t('admin.companyList.detail.documents.emptyHint')}
      renderCard={(document) => (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <bdi>{document.name}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label('uploaded')}: <Day value={document.uploadDate} />
            </Typography>
          </Box>
          <DocumentStatus document={document} />
        </Box>
      )}
    />
  );
}
