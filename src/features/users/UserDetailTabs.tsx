import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabbedPanels } from '@/components/tabs/TabbedPanels';
import { useTabs } from '@/components/tabs/useTabs';
import { UserDetailActivity } from './UserDetailActivity';
import { UserDetailDocuments } from './UserDetailDocuments';
import { UserDetailJobHistory } from './UserDetailJobHistory';
import { UserDetailOverview } from './UserDetailOverview';
import { userDetailTabs, type UserDetailTab } from './userDetailSelectors';
import type { User } from './usersSlice';

const PANELS: Record<UserDetailTab, (props: { user: User }) => ReactNode> = {
  overview: UserDetailOverview,
  history: UserDetailJobHistory,
  documents: UserDetailDocuments,
  activity: UserDetailActivity,
};

/**
 * The detail's tabs, the chosen one in ?tab=: Overview, Job History, Documents, Activity for a
 * driver; Overview and Activity for anyone else. Each tab's content mounts when it is chosen.
 */
export function UserDetailTabs({ user }: { user: User }) {
  const { t } = useTranslation();
  const tabs = useTabs(userDetailTabs(user));
  return (
    <TabbedPanels
      state={tabs}
      label={t('admin.userDetail.tabs.label')}
      tabLabel={(name) => t(`admin.userDetail.tabs.${name}`)}
      scrollButtons="auto"
      gap={2}
    >
      {(name) => {
        const Panel = PANELS[name];
        return <Panel user={user} />;
      }}
    </TabbedPanels>
  );
}
