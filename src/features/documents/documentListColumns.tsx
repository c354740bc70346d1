import type { TFunction } from 'i18next';
import { labelsOf } from '@/components/list/labels';
import type { DataListColumn } from '@/components/list/listTypes';
import { bytesOf } from './fileSize';
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

/** The document list's columns; every column but Actions sorts, by what it shows. */
export function documentListColumns(t: TFunction, today: string): DataListColumn<Document>[] {
  const label = labelsOf(t);
  return [
    {
      field: 'fileName',
      headerName: t('admin.documents.columns.document'),
      flex: 2.2,
      renderCell: (d) => <DocumentIdentity document={d} />,
      exportValue: (d) => d.fileName,
      hideable: false,
    },
    {
      field: 'userName',
      headerName: t('admin.documents.columns.user'),
      flex: 1.4,
      renderCell: (d) => <DocumentOwner document={d} />,
    },
    { field: 'documentType', headerName: t('admin.documents.columns.type'), flex: 1.4 },
    {
      field: 'fileSize',
      headerName: t('admin.documents.columns.size'),
      valueGetter: (d) => bytesOf(d.fileSize) ?? 0,
      renderCell: (d) => <FileSize size={d.fileSize} />,
      exportValue: (d) => d.fileSize,
    },
    {
      field: 'uploadDate',
      headerName: t('admin.documents.columns.uploaded'),
      renderCell: (d) => <Day value={d.uploadDate} />,
    },
    {
      field: 'expiryDate',
      headerName: t('admin.documents.columns.expiry'),
      renderCell: (d) => <Expiry expiryDate={d.expiryDate} today={today} />,
    },
    {
      field: 'status',
      headerName: t('admin.documents.columns.status'),
      valueGetter: (d) => label(`status.${d.status}`),
      renderCell: (d) => <DocumentStatus status={d.status} />,
    },
    {
      field: 'actions',
      headerName: t('admin.documents.columns.actions'),
      sortable: false,
      exportValue: false,
      renderCell: (d) => <DocumentRowActions document={d} />,
    },
  ];
}
