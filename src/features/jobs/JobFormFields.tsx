import { fieldMessage } from '@/components/form/fieldMessage';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '@/components/form/NativeSelectField';
import { TextInput } from '@/components/form/TextInput';
import type { useFormFields } from '@/components/form/useFormFields';
import { useAppSelector } from '@/store/hooks';
import { selectJobCompanyOptions, type JobFormField, type JobFormValues } from './jobForm';
import { JOB_TYPES } from './jobsSlice';

interface JobFormFieldsProps {
  form: ReturnType<typeof useFormFields<JobFormValues>>;
  /** The earliest due date the picker offers (tomorrow), YYYY-MM-DD. */
  minDueDate: string;
}

const half = { gridColumn: { xs: '1 / -1', sm: 'auto' } } as const;
const full = { gridColumn: '1 / -1' } as const;

/**
 * The job form's fields (Post New Job and Edit): each required one marked, its message under it,
 * its hint otherwise. Two columns from 600 px.
 */
export function JobFormFields({ form, minDueDate }: JobFormFieldsProps) {
  const { t } = useTranslation();
  const companies = useAppSelector(selectJobCompanyOptions);
  const { errors, bind } = form;
  const field = (name: JobFormField, required = true, hint = false) => ({
    ...bind(name),
    label: t(`admin.myJobs.form.fields.${name}`),
    helperText: errors[name]
      ? fieldMessage(t, 'admin.myJobs.form.errors', errors[name])
      : hint
        ? t(`admin.myJobs.form.hints.${name}`)
        : undefined,
    required,
    fullWidth: true,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextInput {...field('title')} autoComplete="off" sx={full} />
      <TextInput {...field('description')} multiline rows={3} sx={full} />
      <NativeSelectField {...field('companyId')} slotProps={{ inputLabel: { shrink: true } }} sx={half}>
        <option value="" disabled>
          {t('admin.myJobs.form.companyPlaceholder')}
        </option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </NativeSelectField>
      <NativeSelectField {...field('jobType')} slotProps={{ inputLabel: { shrink: true } }} sx={half}>
        <option value="" disabled>
          {t('admin.myJobs.form.typePlaceholder')}
        </option>
        {JOB_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`admin.jobList.typesWithRange.${type}`)}
          </option>
        ))}
      </NativeSelectField>
      <TextInput
        {...field('payAmount', true, true)}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={half}
      />
      <TextInput
        {...field('dueDate', true, true)}
        type="date"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDueDate } }}
        sx={half}
      />
      <TextInput {...field('pickup')} autoComplete="off" sx={half} />
      <TextInput {...field('dropoff')} autoComplete="off" sx={half} />
      <TextInput
        {...field('distance', true, true)}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={half}
      />
      <TextInput {...field('requirements', false, true)} multiline rows={3} sx={full} />
    </Box>
  );
}
