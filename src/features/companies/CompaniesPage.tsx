import AddIcon from '@mui/icons-material/Add';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataList } from '@/components/list/DataList';
import { useListParams } from '@/components/list/useListParams';
import { PageHeader } from '@/components/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { selectFilteredCompanies, type Company } from './companiesSlice';
import { CompanyListCard } from './CompanyListCard';
import { companyListColumns } from './companyListColumns';
import { CompanyListFilters } from './CompanyListFilters';
import { COMPANY_LIST_FILTERS, companyFiltersFrom } from './companyListFilters';
import { CompanyListStats } from './CompanyListStats';

/** Add company and the company verification queue, relative to the list (/admin/companies/...). */
const ADD_COMPANY = 'add';
const VERIFICATION_QUEUE = 'verification';

const companyId = (company: Company) => company.id;

/**
 * Spec 2.4, Companies: the count cards, search and filters (in the URL: `?q=&type=&status=`), and
 * the companies, 10 a page (`?page=`), as a table from 768 px and cards below, each with a link to
 * its detail page.
 */
export default function CompaniesPage() {
  const { t, i18n } = useTranslation();
  const params = useListParams(COMPANY_LIST_FILTERS);
  const filters = companyFiltersFrom(params.query, params.filters);
  const companies = useAppSelector((state) => selectFilteredCompanies(state, filters));
  const columns = useMemo(() => companyListColumns(t, i18n.language), [t, i18n.language]);

  return (
    <>
      <PageHeader
        title={t('pages.companies')}
        description={t('admin.companyList.description')}
        actions={
          <>
            <Button
              component={RouterLink}
              to={VERIFICATION_QUEUE}
              variant="outlined"
              startIcon={<VerifiedUserIcon aria-hidden />}
            >
              {t('pages.companyVerification')}
            </Button>
            <Button
              component={RouterLink}
              to={ADD_COMPANY}
              variant="contained"
              startIcon={<AddIcon aria-hidden />}
            >
              {t('pages.addCompany')}
            </Button>
          </>
        }
      />
      <CompanyListStats />
      <CompanyListFilters params={params} />
      <DataList
        listId="companies"
        rows={companies}
        columns={columns}
        getRowId={companyId}
        renderCard={(company) => <CompanyListCard company={company} />}
        ariaLabel={t('admin.companyList.tableLabel')}
        emptyTitle={t('admin.companyList.emptyTitle')}
      />
    </>
  );
}
