import { fieldMessage } from '@/components/form/fieldMessage';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '@/components/form/NativeSelectField';
import { TextInput } from '@/components/form/TextInput';
import type { useFormFields } from '@/components/form/useFormFields';
import { USER_ROLES } from '@/fixtures/users';
import { hasCompany, isDriver, type NewUserValues } from './validateNewUser';

interface NewUserFieldsProps {
  form: ReturnType<typeof useFormFields<NewUserValues>>;
  emailVerified: boolean;
  onEmailVerifiedChange: (verified: boolean) => void;
}

/**
 * The add-user fields (spec 2.4, 5): name, email and role required; phone, notes and the
 * email-verified flag for everyone; the company for company roles; licence and work radius for
 * drivers. Messages show at their field.
 */
export function NewUserFields({ form, emailVerified, onEmailVerifiedChange }: NewUserFieldsProps) {
  const { t } = useTranslation();
  const { values, errors, bind } = form;
  const field = (name: keyof NewUserValues & string, required = false) => ({
    ...bind(name),
    label: t(`admin.users.fields.${name}`),
    helperText: fieldMessage(t, 'admin.users.add.errors', errors[name]),
    required,
    fullWidth: true,
  });
  return (
    <>
      <TextInput {...field('name', true)} autoComplete="off" />
      <TextInput {...field('email', true)} type="email" autoComplete="off" />
      <NativeSelectField {...field('role', true)} slotProps={{ inputLabel: { shrink: true } }}>
        <option value="" disabled>
          {t('admin.users.fields.rolePlaceholder')}
        </option>
        {USER_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`admin.users.roles.${role}`)}
          </option>
        ))}
      </NativeSelectField>
      <TextInput {...field('phone')} type="tel" autoComplete="off" />
      {hasCompany(values.role) ? <TextInput {...field('companyName')} autoComplete="off" /> : null}
      {isDriver(values.role) ? (
        <>
          <TextInput {...field('licenseNumber')} autoComplete="off" />
          <TextInput
            {...field('workRadius')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            helperText={field('workRadius').helperText ?? t('admin.users.fields.workRadiusHint')}
          />
        </>
      ) : null}
      <TextInput {...field('notes')} multiline rows={3} />
      <FormControlLabel
        control={
          <Checkbox
            checked={emailVerified}
            onChange={(event) => onEmailVerifiedChange(event.target.checked)}
          />
        }
        label={t('admin.users.fields.emailVerified')}
      />
    </>
  );
}
