import type { TFunction } from 'i18next';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import type { AuditEntry } from '@/store/history/audit';

/** How an audit entry reads: its event, the kind of record, the statuses and who made it, in words. */
export const auditText = (t: TFunction) => ({
  event: (entry: Pick<AuditEntry, 'event'>) =>
    t(`admin.activity.events.${entry.event}`, { defaultValue: entry.event }),
  type: (entry: Pick<AuditEntry, 'entityType'>) => t(`admin.activity.types.${entry.entityType}`),
  change: (entry: Pick<AuditEntry, 'from' | 'to'>) =>
    t('admin.activity.change', {
      from: t(`status.${entry.from}`, { defaultValue: entry.from }),
      to: t(`status.${entry.to}`, { defaultValue: entry.to }),
    }),
  /** The signed-in administrator reads as "Super Admin" (spec 2.4), as everywhere in the back office. */
  who: (entry: Pick<AuditEntry, 'by'>) => (entry.by === SIGNED_IN_ADMIN_ID ? t('userMenu.role') : entry.by),
});
