import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFormFields } from '@/components/form/useFormFields';
import { BackLink } from '@/components/BackLink';
import { PageHeader } from '@/components/PageHeader';
import { showToast } from '@/components/toast';
import { useFlowMachine } from '@/components/useFlowMachine';
import { addUserMachine } from '@/machines/addUser.machine';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { NewUserFields } from './NewUserFields';
import { RoleInformation } from './RoleInformation';
import { selectNextUserId, userAdded } from './usersSlice';
import {
  EMPTY_NEW_USER,
  selectIsEmailTaken,
  hasCompany,
  isDriver,
  isUserRole,
  validateNewUser,
  type NewUserValues,
} from './validateNewUser';

/** The user list, relative to this page (/admin/users/add or /{role}/users/add). */
const USER_LIST = '..';

/**
 * Spec 2.4, Add user: the form and the Role Information card. A valid form runs the add-user flow
 * (1.5 s with the button busy), then the user joins the store, the toast User Created shows and the
 * list opens. Bad input gets a message at its field and the focus; nothing typed is lost.
 */
export default function AddUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const form = useFormFields<NewUserValues>(EMPTY_NEW_USER);
  const [emailVerified, setEmailVerified] = useState(false);

  const machine = useMemo(
    () =>
      addUserMachine.provide({
        actions: {
          onSuccess: (_, { submission }) => {
            const { emailVerified: isEmailVerified, ...values } = submission as NewUserValues & {
              emailVerified: boolean;
            };
            if (!isUserRole(values.role)) return;
            dispatch(
              userAdded({
                id: selectNextUserId(store.getState()),
                today: new Date().toISOString(),
                name: values.name,
                email: values.email,
                phone: values.phone,
                role: values.role,
                companyName: hasCompany(values.role) ? values.companyName : '',
                licenseNumber: isDriver(values.role) ? values.licenseNumber.trim() : '',
                workRadius:
                  isDriver(values.role) && values.workRadius.trim() ? Number(values.workRadius) : null,
                isEmailVerified,
                notes: values.notes,
              }),
            );
            showToast({
              title: t('admin.users.add.created'),
              description: values.name.trim(),
              variant: 'success',
            });
            void navigate(USER_LIST, { relative: 'path' });
          },
        },
      }),
    [dispatch, store, navigate, t],
  );
  const [snapshot, send] = useFlowMachine('addUser', machine);
  const submitting = !snapshot.matches('idle');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailTaken = selectIsEmailTaken(store.getState(), form.values.email);
    if (!form.check((values) => validateNewUser(values, emailTaken), event.currentTarget)) return;
    send({ type: 'SUBMIT', submission: { ...form.values, emailVerified } });
  };

  return (
    <>
      <BackLink to={USER_LIST} relative="path">
        {t('admin.users.add.back')}
      </BackLink>
      <PageHeader title={t('pages.addUser')} description={t('admin.users.add.description')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent>
            <Box
              component="form"
              noValidate
              onSubmit={onSubmit}
              aria-label={t('pages.addUser')}
              sx={{ display: 'grid', gap: 2.5 }}
            >
              <NewUserFields
                form={form}
                emailVerified={emailVerified}
                onEmailVerifiedChange={setEmailVerified}
              />
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={USER_LIST} relative="path" disabled={submitting}>
                  {t('admin.users.add.cancel')}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  aria-busy={submitting}
                  disabled={submitting}
                  startIcon={
                    submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
                  }
                >
                  {submitting ? t('admin.users.add.submitting') : t('admin.users.add.submit')}
                </Button>
              </Box>
            </Box>
          </CardContent>
        </Card>
        <RoleInformation />
      </Box>
    </>
  );
}
