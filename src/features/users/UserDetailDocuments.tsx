import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '@/components/list/StatusChip';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { showToast } from '@/components/toast';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { eventTypesFrom, nextStatus, statusTone } from '@/machines/lifecycle';
import { useAppDispatch } from '@/store/hooks';
import { UserDetailDocumentPreview } from './UserDetailDocumentPreview';
import { DOCUMENT_TYPE_KEYS, formatPlainDate } from './userDetailSelectors';
import {
  driverDocumentStatusEventSent,
  type DriverDocument,
  type DriverDocumentEvent,
  type User,
} from './usersSlice';

type DocumentEventType = DriverDocumentEvent['type'];

/**
 * Sends a document event; the machine decides, and a change shows the spec's toast Document Status
 * Updated: "{document} has been {status}", chosen by the status the machine moved it to.
 */
function useDocumentStatusEvent(userId: string) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return useCallback(
    (document: DriverDocument, type: DocumentEventType) => {
      const next = nextStatus(driverDocumentMachine, document.status, { type });
      if (next === null) return;
      dispatch(
        driverDocumentStatusEventSent({
          userId,
          documentId: document.id,
          event: { type },
          today: new Date().toISOString(),
          by: SIGNED_IN_ADMIN_ID,
        }),
      );
      showToast({
        title: t('admin.userDetail.documents.changed.title'),
        description: t(`admin.userDetail.documents.changed.${next}`, {
          document: t(`admin.userDetail.documents.types.${DOCUMENT_TYPE_KEYS[document.type]}`),
        }),
        variant: statusTone(driverDocumentMachine, next) === 'success' ? 'success' : 'default',
      });
    },
    [dispatch, t, userId],
  );
}

function DocumentRow({
  document,
  onEvent,
  onView,
}: {
  document: DriverDocument;
  onEvent: (type: DocumentEventType) => void;
  onView: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = t(`admin.userDetail.documents.types.${DOCUMENT_TYPE_KEYS[document.type]}`);
  return (
    <Box
      component="li"
      sx={{ ...sectionRowSx, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <StatusChip status={document.status} tone={statusTone(driverDocumentMachine, document.status)} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('admin.userDetail.documents.expiry', {
            date: formatPlainDate(document.expiryDate, i18n.language),
          })}
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label={t('admin.userDetail.documents.actions', { document: name })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <Button variant="outlined" size="small" startIcon={<VisibilityIcon />} onClick={onView}>
          {t('admin.userDetail.documents.view')}
        </Button>
        {eventTypesFrom(driverDocumentMachine, document.status).map((type) => {
          const tone = statusTone(
            driverDocumentMachine,
            nextStatus(driverDocumentMachine, document.status, { type }) ?? document.status,
          );
          return (
            <Button
              key={type}
              size="small"
              variant="contained"
              color={tone === 'error' ? 'error' : tone === 'success' ? 'success' : 'primary'}
              onClick={() => onEvent(type)}
            >
              {t(`admin.userDetail.documents.events.${type}`)}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * Documents (drivers): each document's type, status and expiry, View Document (a drawn sample in
 * a dialog), and exactly the status actions the document machine allows now.
 */
export function UserDetailDocuments({ user }: { user: User }) {
  const { t } = useTranslation();
  const send = useDocumentStatusEvent(user.id);
  // The document last opened stays in the dialog while it closes.
  const [viewing, setViewing] = useState<{ id: string; open: boolean } | null>(null);
  const documents = user.driver?.documents ?? [];
  const shown = documents.find((d) => d.id === viewing?.id) ?? null;

  return (
    <SectionCard
      title={t('admin.userDetail.documents.title')}
      description={t('admin.userDetail.documents.description')}
    >
      {documents.length === 0 ? (
        <Typography color="text.secondary">{t('admin.userDetail.documents.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {documents.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              onEvent={(type) => send(document, type)}
              onView={() => setViewing({ id: document.id, open: true })}
            />
          ))}
        </Box>
      )}
      <UserDetailDocumentPreview
        user={user}
        document={shown}
        open={Boolean(viewing?.open && shown)}
        onClose={() => setViewing((current) => current && { ...current, open: false })}
      />
    </SectionCard>
  );
}
