import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import { useListParams } from '@/components/list/useListParams';
import { useRowSelection } from '@/components/list/useRowSelection';
import { PageHeader } from '@/components/PageHeader';
import { usePageTime } from '@/components/usePageTime';
import { useAppSelector } from '@/store/hooks';
import { DocumentBulkActions } from './DocumentBulkActions';
import { DocumentListCard } from './DocumentListCard';
import { documentListColumns } from './documentListColumns';
import { DocumentListFilters } from './DocumentListFilters';
import { DOCUMENT_LIST_FILTERS, documentFiltersFrom } from './documentListFilters';
import { DocumentListStats } from './DocumentListStats';
import { selectFilteredDocuments, type Document } from './documentsSlice';
import { UploadDocumentButton } from './UploadDocumentButton';

const documentId = (document: Document) => document.id;

/**
 * Spec 2.4, Documents: the stat cards, search and filters (in the URL: `?q=&status=&userType=`),
 * and the documents, 10 a page, as a table from 768 px and cards below, each with the status
 * actions (the ones the machine refuses disabled, with its reason); rows can be selected for the
 * bulk toolbar (issue 12).
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const today = usePageTime().toISOString();
  const params = useListParams(DOCUMENT_LIST_FILTERS);
  const filters = documentFiltersFrom(params.query, params.filters);
  const documents = useAppSelector((state) => selectFilteredDocuments(state, filters));
  const columns = useMemo(() => documentListColumns(t, today), [t, today]);
  const selection = useRowSelection(documents, documentId);

  return (
    <>
      <PageHeader
        title={t('pages.documents')}
        description={t('admin.documents.description')}
        actions={<UploadDocumentButton />}
      />
      <DocumentListStats today={today} />
      <DocumentListFilters params={params} />
      <DataList
        listId="documents"
        rows={documents}
        columns={columns}
        getRowId={documentId}
        renderCard={(document) => <DocumentListCard document={document} today={today} />}
        ariaLabel={t('admin.documents.tableLabel')}
        emptyTitle={t('admin.documents.emptyTitle')}
        emptyHint={t('admin.documents.emptyHint')}
        dense
        selection={{
          selected: selection.selected,
          onChange: selection.onChange,
          rowLabel: (document) => t('admin.tools.bulk.selectRow', { name: document.fileName }),
        }}
        bulkActions={<DocumentBulkActions selected={selection.selectedRows} onClear={selection.clear} />}
      />
    </>
  );
}
