import DescriptionIcon from '@mui/icons-material/Description';
import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { usePageTime } from '@/components/usePageTime';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { useAppSelector } from '@/store/hooks';
import { DOCUMENT_TYPE_KEYS, selectUserActivity, type UserActivityEntry } from './userDetailSelectors';
import type { User } from './usersSlice';

const ICONS = { status: PersonIcon, document: DescriptionIcon, driver: HistoryIcon } as const;

/**
 * Activity: the administrators' status and document changes and a driver's own activity, newest
 * first, each with who (the signed-in administrator is "Super Admin") and when (relative, and the
 * exact date and time, in the current language).
 */
export function UserDetailActivity({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const now = usePageTime();
  const entries = useAppSelector((state) => selectUserActivity(state, user.id));
  const status = (value: string) => t(`status.${value}`, { defaultValue: value });

  const describe = (entry: UserActivityEntry): { text: string; who: string } => {
    const admin = (by: string) => (by === SIGNED_IN_ADMIN_ID ? t('userMenu.role') : by);
    switch (entry.kind) {
      case 'status':
        return {
          text: t('admin.userDetail.activity.statusChanged', {
            from: status(entry.from),
            to: status(entry.to),
          }),
          who: admin(entry.by),
        };
      case 'document':
        return {
          text: t('admin.userDetail.activity.documentChanged', {
            document: entry.document
              ? t(`admin.userDetail.documents.types.${DOCUMENT_TYPE_KEYS[entry.document]}`)
              : t('admin.userDetail.activity.removedDocument'),
            from: status(entry.from),
            to: status(entry.to),
          }),
          who: admin(entry.by),
        };
      case 'driver':
        return { text: entry.text, who: user.name };
    }
  };

  return (
    <SectionCard
      title={t('admin.userDetail.activity.title')}
      description={t('admin.userDetail.activity.description')}
    >
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('admin.userDetail.activity.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry, index) => {
            const { text, who } = describe(entry);
            const Icon = ICONS[entry.kind];
            return (
              <Box
                component="li"
                key={`${entry.at}-${index}`}
                sx={{ ...sectionRowSx, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
              >
                <Icon aria-hidden fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{text}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('admin.userDetail.activity.by', { who })} ·{' '}
                    <time dateTime={entry.at}>
                      {formatRelativeTime(entry.at, now, i18n.language)} (
                      {formatDateTime(entry.at, i18n.language)})
                    </time>
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
