import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import WorkIcon from '@mui/icons-material/Work';
import type SvgIcon from '@mui/material/SvgIcon';
import type { AdminPage } from '../paths';

export interface NavItem {
  /** i18n key of the label. */
  label: string;
  page: AdminPage;
  Icon: typeof SvgIcon;
}

/**
 * The admin sidebar, in order: spec 2.3's 13 items, and Activity after Notifications (issue 12's
 * audit trail), 14 in all.
 */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'nav.dashboard', page: 'dashboard', Icon: DashboardIcon },
  { label: 'nav.users', page: 'users', Icon: PeopleIcon },
  { label: 'nav.companies', page: 'companies', Icon: BusinessIcon },
  { label: 'nav.jobs', page: 'jobs', Icon: WorkIcon },
  { label: 'nav.userVerification', page: 'userVerification', Icon: HowToRegIcon },
  { label: 'nav.companyVerification', page: 'companyVerification', Icon: VerifiedIcon },
  { label: 'nav.jobAssignments', page: 'jobAssignments', Icon: AssignmentIndIcon },
  { label: 'nav.roles', page: 'roles', Icon: SecurityIcon },
  { label: 'nav.payments', page: 'payments', Icon: PaymentsIcon },
  { label: 'nav.disputes', page: 'disputes', Icon: GavelIcon },
  { label: 'nav.documents', page: 'documents', Icon: DescriptionIcon },
  { label: 'nav.notifications', page: 'notifications', Icon: NotificationsIcon },
  { label: 'nav.activity', page: 'activity', Icon: HistoryIcon },
  { label: 'nav.profile', page: 'profile', Icon: PersonIcon },
];

/** Spec 2.3: the sidebar under any path with a profile segment. */
export const PROFILE_NAV: readonly NavItem[] = [
  { label: 'profileNav.backToDashboard', page: 'dashboard', Icon: ArrowBackIcon },
  { label: 'profileNav.profileInformation', page: 'profile', Icon: PersonIcon },
  { label: 'profileNav.securitySettings', page: 'security', Icon: LockIcon },
  { label: 'profileNav.myJobs', page: 'myJobs', Icon: LocalShippingIcon },
  { label: 'profileNav.accountSettings', page: 'accountSettings', Icon: SettingsIcon },
];
