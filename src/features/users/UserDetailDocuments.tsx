import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonColourOfTone } from '@/components/history/tone';
import { useUndoable } from '@/components/history/useUndoable';
import { Refusable } from '@/components/history/Refusable';
import { whyNotText } from '@/components/history/whyNot';
import { StatusChip } from '@/components/list/StatusChip';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { driverDocumentMachine, type DocumentStatus } from '@/machines/driverDocument.machine';
import { nextStatus, refusalOf, statusesOf, statusTone } from '@/machines/lifecycle';
import { UserDetailDocumentPreview } from './UserDetailDocumentPreview';
import { DOCUMENT_TYPE_KEYS, formatPlainDate } from './userDetailSelectors';
import {
  driverDocumentStatusEventSent,
  type DriverDocument,
  type DriverDocumentEvent,
  type User,
} from './usersSlice';

type DocumentEventType = DriverDocumentEvent['type'];

/** Every document action an administrator has (the catalogue's order: Verify, Mark Pending, Reject). */
const DOCUMENT_ACTIONS = ['VERIFY', 'MARK_PENDING', 'REJECT'] as const satisfies readonly DocumentEventType[];

/** Where an event leads from the first status that accepts it: the tone of its button. */
const toneOf = (type: DocumentEventType, from: DocumentStatus) => {
  const target =
    nextStatus(driverDocumentMachine, from, { type }) ??
    statusesOf(driverDocumentMachine)
      .map((status) => nextStatus(driverDocumentMachine, status, { type }))
      .find((status) => status !== null) ??
    from;
  return statusTone(driverDocumentMachine, target);
};

/**
 * Sends a document event; the machine decides, and a change shows the spec's toast Document Status
 * Updated: "{document} has been {status}", chosen by the status the machine moved it to, with "Undo".
 */
function useDocumentStatusEvent(userId: string) {
  const run = useUndoable();
  const { t } = useTranslation();
  return useCallback(
    (document: DriverDocument, type: DocumentEventType) => {
      const next = nextStatus(driverDocumentMachine, document.status, { type });
      if (next === null) return;
      run(
        driverDocumentStatusEventSent({
          userId,
          documentId: document.id,
          event: { type },
          today: new Date().toISOString(),
          by: SIGNED_IN_ADMIN_ID,
        }),
        (_result, ticket) =>
          ticket && {
            title: t('admin.userDetail.documents.changed.title'),
            description: t(`admin.userDetail.documents.changed.${next}`, {
              document: t(`admin.userDetail.documents.types.${DOCUMENT_TYPE_KEYS[document.type]}`),
            }),
            variant: statusTone(driverDocumentMachine, next) === 'success' ? 'success' : 'default',
          },
      );
    },
    [run, t, userId],
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
        {DOCUMENT_ACTIONS.map((type) => {
          const tone = toneOf(type, document.status);
          const refusal = refusalOf(driverDocumentMachine, document.status, { type });
          return (
            <Refusable key={type} reason={refusal ? whyNotText(t, refusal, i18n.language) : undefined}>
              <Button
                size="small"
                variant={refusal ? 'outlined' : 'contained'}
                color={buttonColourOfTone(tone)}
                onClick={() => onEvent(type)}
              >
                {t(`admin.userDetail.documents.events.${type}`)}
              </Button>
            </Refusable>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * Documents (drivers): each document's type, status and expiry, View Document (a drawn sample in
 * a dialog), and the three status actions: the ones the document machine refuses now stay shown,
 * disabled, with its reason.
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
