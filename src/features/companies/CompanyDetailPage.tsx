import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/BackLink';
import { NotFoundView } from '@/components/NotFoundView';
import { TabbedPanels } from '@/components/tabs/TabbedPanels';
import { useTabs } from '@/components/tabs/useTabs';
import { useAppSelector } from '@/store/hooks';
import { selectCompanyById, type Company } from './companiesSlice';
import { CompanyActivityTab } from './CompanyActivityTab';
import { CompanyDetailHeader } from './CompanyDetailHeader';
import { CompanyDocumentsTab } from './CompanyDocumentsTab';
import { CompanyJobsTab } from './CompanyJobsTab';
import { CompanyOverviewTab } from './CompanyOverviewTab';
import { CompanyUsersTab } from './CompanyUsersTab';

/** The company list, relative to this page (/admin/companies/CMP-001 or /{role}/companies/CMP-001). */
const COMPANY_LIST = '..';

const TABS = ['overview', 'jobs', 'users', 'documents', 'activity'] as const;
type CompanyTab = (typeof TABS)[number];

const TAB_PANELS: Record<CompanyTab, (props: { company: Company }) => ReactNode> = {
  overview: CompanyOverviewTab,
  jobs: CompanyJobsTab,
  users: CompanyUsersTab,
  documents: CompanyDocumentsTab,
  activity: CompanyActivityTab,
};

/**
 * Spec 2.4, company detail: Back to Companies, the header (name, type, status, verification) and
 * the tabs Overview, Jobs, Users, Documents and Activity (its audit trail), the tab in `?tab=`. Jobs and Users list what the
 * store holds for the company, each paged on its own parameter. An unknown id shows the
 * not-found view inside the layout, with the way back.
 */
export default function CompanyDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const company = useAppSelector((state) => selectCompanyById(state, id));
  const tabs = useTabs(TABS);
  const back = (
    <BackLink to={COMPANY_LIST} relative="path">
      {t('admin.companyList.detail.back')}
    </BackLink>
  );
  if (!company) return <NotFoundView message={t('admin.notFound.company', { id })} action={back} />;

  return (
    <>
      {back}
      <CompanyDetailHeader company={company} />
      <TabbedPanels
        state={tabs}
        label={t('admin.companyList.detail.tabsLabel')}
        tabLabel={(name) => t(`admin.companyList.detail.tabs.${name}`)}
        scrollButtons={false}
        compact
        gap={3}
      >
        {(name) => {
          const Panel = TAB_PANELS[name];
          return <Panel company={company} />;
        }}
      </TabbedPanels>
    </>
  );
}
