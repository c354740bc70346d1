import { fieldMessage } from '@/components/form/fieldMessage';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/form/TextInput';
import type { useFormFields } from '@/components/form/useFormFields';
import { hasCompany, isDriver, type NewUserValues } from './validateNewUser';

interface EditProfileFieldsProps {
  form: ReturnType<typeof useFormFields<NewUserValues>>;
}

/**
 * Edit Profile's fields: Add user's fields (labels, messages, the company for company roles, the
 * licence and work radius for drivers) without the role, which is not edited, and without the
 * email-verified flag, which belongs to verification.
 */
export function EditProfileFields({ form }: EditProfileFieldsProps) {
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
    </>
  );
}
