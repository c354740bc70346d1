import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/BackLink';
import { NotFoundView } from '@/components/NotFoundView';
import { useAppSelector } from '@/store/hooks';
import { UserDetailHeader } from './UserDetailHeader';
import { UserDetailStats } from './UserDetailStats';
import { UserDetailTabs } from './UserDetailTabs';
import { selectUserById } from './usersSlice';

/** The user list, relative to this page's path (/admin/users/{id} or /{role}/users/{id}). */
const USER_LIST = '..';

/**
 * Spec 2.4, User detail, for every role: Back to Users, the header (avatar, status, rating, Edit
 * Profile, the status actions the machine offers), a driver's four stat cards, and the tabs (tab
 * in ?tab=). An unknown id shows the in-layout not-found view with the way back.
 */
export default function UserDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const user = useAppSelector((state) => selectUserById(state, id));

  const back = (
    <BackLink to={USER_LIST} relative="path">
      {t('admin.users.add.back')}
    </BackLink>
  );
  if (!user) return <NotFoundView message={t('admin.notFound.user', { id })} action={back} />;

  return (
    <>
      {back}
      <UserDetailHeader user={user} />
      <UserDetailStats userId={user.id} />
      <UserDetailTabs user={user} />
    </>
  );
}
