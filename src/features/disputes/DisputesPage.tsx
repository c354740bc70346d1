import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import { useListParams } from '@/components/list/useListParams';
import { PageHeader } from '@/components/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { disputeListColumns } from './disputeListColumns';
import { DisputeListCard } from './DisputeListCard';
import { DisputeListFilters } from './DisputeListFilters';
import { DISPUTE_LIST_FILTERS, disputeFiltersFrom } from './disputeListFilters';
import { DisputeListStats } from './DisputeListStats';
import { selectFilteredDisputes, type Dispute } from './disputesSlice';

/** Where Contact Support writes to (sample address of the marketplace's support desk). */
export const SUPPORT_EMAIL = 'support@freighthub.example';

const disputeId = (dispute: Dispute) => dispute.id;

/**
 * Spec 2.4, Disputes: a card per status, search and filters (in the URL: `?q=&status=&priority=`),
 * the disputes as a table from 768 px and cards below, and Contact Support (an email link).
 */
export default function DisputesPage() {
  const { t } = useTranslation();
  const params = useListParams(DISPUTE_LIST_FILTERS);
  const filters = disputeFiltersFrom(params.query, params.filters);
  const disputes = useAppSelector((state) => selectFilteredDisputes(state, filters));
  const columns = useMemo(() => disputeListColumns(t), [t]);
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('admin.disputes.supportSubject'))}`;

  return (
    <>
      <PageHeader
        title={t('pages.disputes')}
        description={t('admin.disputes.description')}
        actions={
          <Button
            href={mailto}
            variant="contained"
            startIcon={<SupportAgentIcon aria-hidden />}
            aria-label={t('admin.disputes.contactSupportLabel', { email: SUPPORT_EMAIL })}
          >
            {t('admin.disputes.contactSupport')}
          </Button>
        }
      />
      <DisputeListStats />
      <DisputeListFilters params={params} />
      <DataList
        listId="disputes"
        rows={disputes}
        columns={columns}
        getRowId={disputeId}
        renderCard={(dispute) => <DisputeListCard dispute={dispute} />}
        ariaLabel={t('admin.disputes.tableLabel')}
        emptyTitle={t('admin.disputes.emptyTitle')}
        emptyHint={t('admin.disputes.emptyHint')}
        dense
      />
    </>
  );
}
