import { StatusChip } from '@/components/list/StatusChip';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { statusTone } from '@/machines/lifecycle';
import { paymentStatusMachine } from '@/machines/statusSets.machine';
import { METHOD_KEYS, moneyFormat } from './paymentFormat';
import type { Payment } from './paymentsSlice';

export function PaymentStatus({ payment }: { payment: Payment }) {
  return <StatusChip status={payment.status} tone={statusTone(paymentStatusMachine, payment.status)} />;
}

/** The values a row and a card show, in the current language. */
export function usePaymentText() {
  const { t, language } = useLocale();
  const money = moneyFormat(language);
  return {
    money: (value: number) => money.format(value),
    method: (payment: Payment) => t(`admin.payments.methods.${METHOD_KEYS[payment.method]}`),
    type: (payment: Payment) => t(`admin.payments.types.${payment.type}`),
    date: (payment: Payment) => formatDate(payment.date, language),
  };
}
