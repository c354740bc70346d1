import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '@/components/form/NativeSelectField';
import { TextInput } from '@/components/form/TextInput';
import { useFormFields } from '@/components/form/useFormFields';
import { useLatestSearchParams } from '@/components/list/useLatestSearchParams';
import { numberFormat } from '@/lib/intl';
import {
  activeAdvancedCount,
  advancedDraftFrom,
  EMPTY_ADVANCED_DRAFT,
  validateAdvancedDraft,
  withAdvancedDraft,
  type AdvancedDraft,
  type AdvancedField,
} from './paymentAdvancedFilters';
import { PAYMENT_LIST_FILTERS } from './paymentListFilters';

/**
 * The Advanced Filters button (with how many are on) and its dialog: amount range, date range,
 * method and status. Apply writes them into the URL (the list follows), Reset clears them.
 */
export function PaymentAdvancedFilters() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const count = activeAdvancedCount(searchParams);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => setOpen(false);
  const apply = (draft: AdvancedDraft) => {
    setSearchParams((previous) => withAdvancedDraft(previous, draft));
    close();
  };
  return (
    <>
      <Button
        variant={count > 0 ? 'contained' : 'outlined'}
        startIcon={<FilterListIcon aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {count > 0
          ? t('admin.payments.advanced.buttonActive', { count: numberFormat(i18n.language).format(count) })
          : t('admin.payments.advancedFilters')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        {/* Mounted while open: every opening starts from the URL. */}
        <AdvancedFiltersForm
          initial={advancedDraftFrom(searchParams)}
          titleId={titleId}
          descriptionId={descriptionId}
          onApply={apply}
          onCancel={close}
        />
      </Dialog>
    </>
  );
}

interface FormProps {
  initial: AdvancedDraft;
  titleId: string;
  descriptionId: string;
  onApply: (draft: AdvancedDraft) => void;
  onCancel: () => void;
}

function AdvancedFiltersForm({ initial, titleId, descriptionId, onApply, onCancel }: FormProps) {
  const { t } = useTranslation();
  const form = useFormFields<AdvancedDraft>(initial);
  const text = (key: string) => t(`admin.payments.advanced.${key}`);
  const message = (field: AdvancedField, hint?: string) => {
    const code = form.errors[field];
    return code ? text(`errors.${code}`) : hint;
  };
  const field = (name: AdvancedField, hint?: string) => ({
    ...form.bind(name),
    label: text(`fields.${name}`),
    helperText: message(name, hint),
    fullWidth: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.check(validateAdvancedDraft, event.currentTarget)) onApply(form.values);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('admin.payments.advancedFilters')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {text('description')}
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextInput
            {...field('min', text('amountHint'))}
            autoComplete="off"
            // dir="auto": "-2" stays "-2" on an Arabic page.
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'auto' } }}
          />
          <TextInput
            {...field('max', text('amountHint'))}
            autoComplete="off"
            // dir="auto": "-2" stays "-2" on an Arabic page.
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'auto' } }}
          />
          <TextInput {...field('from')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <TextInput {...field('to')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <NativeSelectField {...field('method')} slotProps={{ inputLabel: { shrink: true } }}>
            {PAYMENT_LIST_FILTERS.method.map((method) => (
              <option key={method} value={method}>
                {method === PAYMENT_LIST_FILTERS.method[0]
                  ? text('allMethods')
                  : t(`admin.payments.methods.${method}`)}
              </option>
            ))}
          </NativeSelectField>
          <NativeSelectField {...field('status')} slotProps={{ inputLabel: { shrink: true } }}>
            {PAYMENT_LIST_FILTERS.status.map((status) => (
              <option key={status} value={status}>
                {status === PAYMENT_LIST_FILTERS.status[0]
                  ? t('admin.payments.allStatus')
                  : t(`status.${status}`)}
              </option>
            ))}
          </NativeSelectField>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onApply(EMPTY_ADVANCED_DRAFT)} sx={{ marginInlineEnd: 'auto' }}>
          {text('reset')}
        </Button>
        <Button onClick={onCancel}>{text('cancel')}</Button>
        <Button type="submit" variant="contained">
          {text('apply')}
        </Button>
      </DialogActions>
    </Box>
  );
}
