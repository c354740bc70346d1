import type { TFunction } from 'i18next';
import { labelsOf } from '@/components/list/labels';
import { STATUS_COLUMN_MIN_WIDTH, type DataListColumn } from '@/components/list/listTypes';
import { formatDate } from '@/lib/format';
import { METHOD_KEYS, moneyFormat } from './paymentFormat';
import { PaymentStatus } from './PaymentCells';
import type { Payment } from './paymentsSlice';

/**
 * The payment list's columns: ID, Job, Payer, Payee, Amount, Fee, Method, Status, Date, Type.
 * Every column sorts by what it shows (money by amount, Date by date). Export writes amounts as
 * numbers, dates as YYYY-MM-DD and the method, status and type as their labels.
 */
export function paymentListColumns(t: TFunction, language: string): DataListColumn<Payment>[] {
  const label = labelsOf(t);
  const money = moneyFormat(language);
  const column = (
    field: keyof Payment,
    key: string,
  ): Pick<DataListColumn<Payment>, 'field' | 'headerName'> => ({
    field,
    headerName: t(`admin.payments.columns.${key}`),
  });
  return [
    { ...column('id', 'id'), hideable: false },
    { ...column('jobId', 'job') },
    { ...column('payer', 'payer'), flex: 1.2 },
    { ...column('payee', 'payee'), flex: 1.2 },
    // Money is exported as plain numbers (dollars), so a spreadsheet can add them up.
    {
      ...column('amount', 'amount'),
      renderCell: (p) => money.format(p.amount),
      exportValue: (p) => p.amount,
    },
    { ...column('fee', 'fee'), renderCell: (p) => money.format(p.fee), exportValue: (p) => p.fee },
    {
      ...column('method', 'method'),
      minWidth: 124,
      valueGetter: (p) => label(`admin.payments.methods.${METHOD_KEYS[p.method]}`),
    },
    {
      ...column('status', 'status'),
      minWidth: STATUS_COLUMN_MIN_WIDTH,
      valueGetter: (p) => label(`status.${p.status}`),
      renderCell: (p) => <PaymentStatus payment={p} />,
    },
    {
      ...column('date', 'date'),
      valueGetter: (p) => Date.parse(p.date),
      // The day as text (YYYY-MM-DD), not the number it sorts by.
      exportValue: (p) => p.date,
      renderCell: (p) => <>{formatDate(p.date, language)}</>,
    },
    { ...column('type', 'type'), valueGetter: (p) => label(`admin.payments.types.${p.type}`) },
  ];
}
