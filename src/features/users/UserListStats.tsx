import { memo } from 'react';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatCard } from '@/components/list/StatCard';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import { selectUserCounts } from './usersSlice';

/** The user verification queue, relative to the list (/admin/users/verification). */
export const VERIFICATION_QUEUE = 'verification';

/** The cards in order; the pending-verification card links to the queue. */
const CARDS = [
  { card: 'total' },
  { card: 'active' },
  { card: 'pending', linksToQueue: true },
  { card: 'suspended' },
] as const satisfies readonly { card: string; linksToQueue?: boolean }[];

/**
 * Spec 2.4: the four count cards over all users, whatever the search and filters. Under-review
 * users are counted in the total only (its description says how many).
 * Memoised: it has no props, and its figures do not change with the list's search, sort or page.
 */
export const UserListStats = memo(function UserListStats() {
  const { t, i18n } = useTranslation();
  const counts = useAppSelector(selectUserCounts);
  const number = numberFormat(i18n.language);
  return (
    <StatCardGrid>
      {CARDS.map(({ card, ...options }) => (
        <StatCard
          key={card}
          title={t(`admin.userList.cards.${card}.title`)}
          value={number.format(counts[card])}
          description={t(`admin.userList.cards.${card}.description`, {
            count: number.format(counts.under_review),
          })}
          action={
            'linksToQueue' in options ? (
              <Link
                component={RouterLink}
                to={VERIFICATION_QUEUE}
                aria-label={t('admin.userList.viewAllLabel')}
              >
                {t('admin.userList.viewAll')}
              </Link>
            ) : undefined
          }
        />
      ))}
    </StatCardGrid>
  );
});
