import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/BackLink';
import { NotFoundView } from '@/components/NotFoundView';
import { useTabParam } from '@/components/useTabParam';
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

const tabId = (tab: CompanyTab) => `company-tab-${tab}`;
const panelId = (tab: CompanyTab) => `company-panel-${tab}`;

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
  const [tab, setTab] = useTabParam(TABS);
  const back = (
    <BackLink to={COMPANY_LIST} relative="path">
      {t('admin.companyList.detail.back')}
    </BackLink>
  );
  if (!company) return <NotFoundView message={t('admin.notFound.company', { id })} action={back} />;

  const Panel = TAB_PANELS[tab];
  return (
    <>
      {back}
      <CompanyDetailHeader company={company} />
      <Tabs
        value={tab}
        onChange={(_event, next: CompanyTab) => setTab(next)}
        aria-label={t('admin.companyList.detail.tabsLabel')}
        variant="scrollable"
        scrollButtons={false}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          mb: 3,
          '& .MuiTab-root': { minWidth: 0, px: { xs: 1.5, sm: 2 } },
        }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`admin.companyList.detail.tabs.${name}`)}
            id={tabId(name)}
            aria-controls={panelId(name)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <Panel company={company} />
      </Box>
    </>
  );
}
