import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { numberFormat } from '@/lib/intl';
import { statusesOf } from '@/machines/lifecycle';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import type { VerificationStatus } from './verificationSlice';

const STATUSES = statusesOf(verificationQueueMachine);

/** Spec 2.4: a card per status of the queue (pending, under review, approved, rejected) with its count. */
export function QueueStatCards({ counts }: { counts: Record<VerificationStatus, number> }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  return (
    <StatCardGrid>
      {STATUSES.map((status) => (
        <StatCard
          key={status}
          title={t(`status.${status}`)}
          value={number.format(counts[status])}
          description={t(`admin.verification.cards.${status}`)}
        />
      ))}
    </StatCardGrid>
  );
}
