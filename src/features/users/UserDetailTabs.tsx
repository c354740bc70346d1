import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabParam } from '@/components/useTabParam';
import { UserDetailActivity } from './UserDetailActivity';
import { UserDetailDocuments } from './UserDetailDocuments';
import { UserDetailJobHistory } from './UserDetailJobHistory';
import { UserDetailOverview } from './UserDetailOverview';
import { userDetailTabs, type UserDetailTab } from './userDetailSelectors';
import type { User } from './usersSlice';

/**
 * The detail's tabs (MUI Tabs, tab and tabpanel roles linked both ways), the chosen one in
 * ?tab=: Overview, Job History, Documents, Activity for a driver; Overview and Activity for anyone
 * else. Only the chosen panel has content; the others stay in the page, hidden, so every tab's
 * aria-controls points at a panel.
 */
export function UserDetailTabs({ user }: { user: User }) {
  const { t } = useTranslation();
  const tabs = userDetailTabs(user);
  const [tab, setTab] = useTabParam(tabs);
  const baseId = useId();
  const tabId = (name: UserDetailTab) => `${baseId}-tab-${name}`;
  const panelId = (name: UserDetailTab) => `${baseId}-panel-${name}`;

  const content: Record<UserDetailTab, () => ReactNode> = {
    overview: () => <UserDetailOverview user={user} />,
    history: () => <UserDetailJobHistory user={user} />,
    documents: () => <UserDetailDocuments user={user} />,
    activity: () => <UserDetailActivity user={user} />,
  };

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: UserDetailTab) => setTab(next)}
          aria-label={t('admin.userDetail.tabs.label')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`admin.userDetail.tabs.${name}`)}
              id={tabId(name)}
              aria-controls={panelId(name)}
            />
          ))}
        </Tabs>
      </Box>
      {tabs.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={panelId(name)}
          aria-labelledby={tabId(name)}
          hidden={name !== tab}
        >
          {name === tab ? content[name]() : null}
        </div>
      ))}
    </>
  );
}
