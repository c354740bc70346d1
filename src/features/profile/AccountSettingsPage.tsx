import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { showToast } from '@/components/toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectThemePreference, themeChosen, type ThemePreference } from '@/store/preferencesSlice';
import { NotificationToggles, ThemeChoice } from './AccountSettingsSections';
import { DataToolsSection } from './DataToolsSection';
import {
  notificationSettingsSaved,
  selectNotificationSettings,
  type NotificationSettings,
} from './profileSlice';

/**
 * Account Settings (spec 2.4): the Email, SMS and Push switches (from the profile slice) and the
 * theme (Light, Dark, System, from the real preference). Nothing changes until Save Settings, which
 * saves the switches and applies the theme, with the toast Settings Saved. Until a control here is
 * touched it shows what is stored, so a theme picked in the header meanwhile shows here too. Below
 * the form, the data tools (issue 12) act at once: export, import, reset sample data.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const storedNotifications = useAppSelector(selectNotificationSettings);
  const storedTheme = useAppSelector(selectThemePreference);
  const [notificationsDraft, setNotificationsDraft] = useState<NotificationSettings | null>(null);
  const [themeDraft, setThemeDraft] = useState<ThemePreference | null>(null);
  const notifications = notificationsDraft ?? storedNotifications;
  const theme = themeDraft ?? storedTheme;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(notificationSettingsSaved(notifications));
    dispatch(themeChosen(theme));
    setNotificationsDraft(null);
    setThemeDraft(null);
    showToast({
      title: t('admin.profile.settings.saved'),
      description: t('admin.profile.settings.savedDescription'),
      variant: 'success',
    });
  };

  return (
    <>
      <PageHeader title={t('pages.accountSettings')} description={t('admin.profile.settings.description')} />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('pages.accountSettings')}
        sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
      >
        <NotificationToggles
          value={notifications}
          onChange={(channel, on) => setNotificationsDraft({ ...notifications, [channel]: on })}
        />
        <ThemeChoice value={theme} onChange={setThemeDraft} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained">
            {t('admin.profile.settings.save')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ maxWidth: 640, mt: 2 }}>
        <DataToolsSection />
      </Box>
    </>
  );
}
