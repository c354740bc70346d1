import { fieldMessage } from '@/components/form/fieldMessage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NativeSelectField } from '@/components/form/NativeSelectField';
import { TextInput } from '@/components/form/TextInput';
import { useFormFields } from '@/components/form/useFormFields';
import { BackLink } from '@/components/BackLink';
import { PageHeader } from '@/components/PageHeader';
import { showToast } from '@/components/toast';
import { COMPANY_TYPES } from '@/fixtures/companies';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { companyAdded, selectIsCompanyEmailTaken, selectNextCompanyId } from './companiesSlice';
import {
  EMPTY_NEW_COMPANY,
  toNewCompany,
  validateNewCompany,
  type NewCompanyValues,
} from './validateNewCompany';

/** The company list, relative to this page (/admin/companies/add or /{role}/companies/add). */
const COMPANY_LIST = '..';

/**
 * /companies/add: a validated form that adds a company, pending and unverified (its verification
 * runs through the company verification queue), with a toast, then opens the company list. Bad
 * input gets a message at its field and the focus; nothing typed is lost.
 */
export default function AddCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const form = useFormFields<NewCompanyValues>(EMPTY_NEW_COMPANY);
  const { errors, bind } = form;
  const field = (name: keyof NewCompanyValues & string, required = false) => ({
    ...bind(name),
    label: t(`admin.companies.fields.${name}`),
    helperText: fieldMessage(t, 'admin.companies.add.errors', errors[name]),
    required,
    fullWidth: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailTaken = selectIsCompanyEmailTaken(store.getState(), form.values.email);
    if (!form.check((values) => validateNewCompany(values, emailTaken), event.currentTarget)) return;
    const company = toNewCompany(form.values);
    dispatch(
      companyAdded({
        ...company,
        id: selectNextCompanyId(store.getState()),
        today: new Date().toISOString().slice(0, 10),
      }),
    );
    showToast({ title: t('admin.companies.add.created'), description: company.name, variant: 'success' });
    void navigate(COMPANY_LIST, { relative: 'path' });
  };

  return (
    <>
      <BackLink to={COMPANY_LIST} relative="path">
        {t('admin.companies.add.back')}
      </BackLink>
      <PageHeader title={t('pages.addCompany')} description={t('admin.companies.add.description')} />
      <Card sx={{ maxWidth: 760 }}>
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label={t('pages.addCompany')}
            sx={{ display: 'grid', gap: 2.5 }}
          >
            <TextInput {...field('name', true)} autoComplete="off" />
            <NativeSelectField {...field('type', true)} slotProps={{ inputLabel: { shrink: true } }}>
              <option value="" disabled>
                {t('admin.companies.fields.typePlaceholder')}
              </option>
              {COMPANY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.companies.types.${type}`)}
                </option>
              ))}
            </NativeSelectField>
            <TextInput {...field('email', true)} type="email" autoComplete="off" />
            <TextInput {...field('phone', true)} type="tel" autoComplete="off" />
            <TextInput {...field('address', true)} autoComplete="off" />
            <TextInput {...field('employees')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextInput {...field('website')} type="url" autoComplete="off" />
            <TextInput {...field('description')} multiline rows={3} />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={COMPANY_LIST} relative="path">
                {t('admin.companies.add.cancel')}
              </Button>
              <Button type="submit" variant="contained">
                {t('admin.companies.add.submit')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
