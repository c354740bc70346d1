import { CardFields } from '@/components/list/CardFields';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Document } from './documentsSlice';
import {
  Day,
  DocumentIdentity,
  DocumentOwner,
  DocumentRowActions,
  DocumentStatus,
  Expiry,
  FileSize,
} from './DocumentCells';

/** A document under 768 px: the row's information and its status actions, stacked. */
export function DocumentListCard({ document, today }: { document: Document; today: string }) {
  const { t } = useTranslation();
  const fields = [
    { label: t('admin.documents.columns.user'), value: <DocumentOwner document={document} /> },
    { label: t('admin.documents.columns.type'), value: document.documentType },
    { label: t('admin.documents.columns.size'), value: <FileSize size={document.fileSize} /> },
    { label: t('admin.documents.columns.uploaded'), value: <Day value={document.uploadDate} /> },
    {
      label: t('admin.documents.columns.expiry'),
      value: <Expiry expiryDate={document.expiryDate} today={today} />,
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <DocumentIdentity document={document} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <DocumentStatus status={document.status} />
          <DocumentRowActions document={document} />
        </Box>
      </Box>
      <CardFields fields={fields} />
    </Box>
  );
}
