import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/list/visuallyHidden';
import { PaymentStatus, usePaymentText } from './PaymentCells';
import type { Payment } from './paymentsSlice';

/** A payment under 768 px: the row's information, stacked. */
export function PaymentListCard({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const text = usePaymentText();
  const label = (key: string) => t(`admin.payments.columns.${key}`);
  const fields = [
    ['job', payment.jobId],
    ['payer', payment.payer],
    ['payee', payment.payee],
    ['amount', text.money(payment.amount)],
    ['fee', text.money(payment.fee)],
    ['method', text.method(payment)],
    ['date', text.date(payment)],
    ['type', text.type(payment)],
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Box component="span" sx={visuallyHidden}>
            {label('id')}{' '}
          </Box>
          {payment.id}
        </Typography>
        <PaymentStatus payment={payment} />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
      >
        {fields.map(([key, value]) => (
          <Box key={key} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label(key)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
