import ErrorOutlineIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RowActionsMenu } from '@/components/list/RowActionsMenu';
import { StatusChip } from '@/components/list/StatusChip';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { statusTone } from '@/machines/lifecycle';
import { expiresSoon, type Document } from './documentsSlice';
import { formatFileSize } from './fileSize';
import { useDocumentStatusActions } from './useDocumentStatusActions';

/** The Document cell: the file name, and its id under it. */
export function DocumentIdentity({ document }: { document: Pick<Document, 'id' | 'fileName'> }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <bdi>{document.fileName}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <bdi>{document.id}</bdi>
      </Typography>
    </Box>
  );
}

/** The User cell: the owner's name, and Driver or Company under it. */
export function DocumentOwner({ document }: { document: Pick<Document, 'userName' | 'userType'> }) {
  const { t } = useLocale();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{document.userName}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`admin.documents.userTypes.${document.userType}`)}
      </Typography>
    </Box>
  );
}

export function FileSize({ size }: { size: string }) {
  const { language } = useLocale();
  return <span>{formatFileSize(size, language)}</span>;
}

export function Day({ value }: { value: string }) {
  const { language } = useLocale();
  return <time dateTime={value}>{formatDate(value, language)}</time>;
}

/** The expiry date, marked "Expired" (past) or "Expiring soon" (within the warning window). */
export function Expiry({ expiryDate, today }: { expiryDate: string; today: string }) {
  const { t } = useLocale();
  const expired = expiryDate < today.slice(0, 10);
  const soon = !expired && expiresSoon({ expiryDate }, today);
  const mark = expired
    ? { text: t('admin.documents.expired'), colour: 'error.main', Icon: ErrorOutlineIcon }
    : soon
      ? { text: t('admin.documents.expiringSoon'), colour: 'warning.main', Icon: ScheduleIcon }
      : null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Day value={expiryDate} />
      {mark ? (
        <Typography
          variant="body2"
          sx={{ color: mark.colour, display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          <mark.Icon fontSize="inherit" aria-hidden />
          {mark.text}
        </Typography>
      ) : null}
    </Box>
  );
}

export function DocumentStatus({ status }: { status: Document['status'] }) {
  return <StatusChip status={status} tone={statusTone(driverDocumentMachine, status)} />;
}

/** The row's menu of the status events the machine allows now. */
export function DocumentRowActions({ document }: { document: Pick<Document, 'id' | 'fileName' | 'status'> }) {
  const { t } = useLocale();
  const actionsFor = useDocumentStatusActions();
  return (
    <RowActionsMenu
      label={t('admin.documents.statusActions', { document: document.fileName })}
      actions={() => actionsFor(document)}
      emptyText={t('list.noActions')}
    />
  );
}
