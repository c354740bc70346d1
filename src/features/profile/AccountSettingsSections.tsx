import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { THEME_PREFERENCES, type ThemePreference } from '@/store/preferencesSlice';
import type { NotificationSettings } from './profileSlice';

const CHANNELS = ['email', 'sms', 'push'] as const satisfies readonly (keyof NotificationSettings)[];
type Channel = (typeof CHANNELS)[number];

/** One switch: its label names it, the hint under the label describes it. */
function ChannelSwitch({
  channel,
  checked,
  onChange,
}: {
  channel: Channel;
  checked: boolean;
  onChange: (channel: Channel, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  return (
    <Box
      sx={{ ...sectionRowSx, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="label" htmlFor={inputId} sx={{ display: 'block', cursor: 'pointer' }}>
          {t(`admin.profile.settings.${channel}`)}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t(`admin.profile.settings.${channel}Hint`)}
        </Typography>
      </Box>
      <Switch
        id={inputId}
        name={channel}
        checked={checked}
        onChange={(event) => onChange(channel, event.target.checked)}
        slotProps={{ input: { 'aria-describedby': hintId } }}
      />
    </Box>
  );
}

/** Notifications: the Email, SMS and Push switches. */
export function NotificationToggles({
  value,
  onChange,
}: {
  value: NotificationSettings;
  onChange: (channel: Channel, on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('admin.profile.settings.notifications')}
      description={t('admin.profile.settings.notificationsDescription')}
    >
      {CHANNELS.map((channel) => (
        <ChannelSwitch key={channel} channel={channel} checked={value[channel]} onChange={onChange} />
      ))}
    </SectionCard>
  );
}

/** Appearance: the theme as a radio group (Light, Dark, System), applied on Save. */
export function ThemeChoice({
  value,
  onChange,
}: {
  value: ThemePreference;
  onChange: (theme: ThemePreference) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <SectionCard
      title={t('admin.profile.settings.appearance')}
      description={t('admin.profile.settings.appearanceDescription')}
    >
      <FormControl>
        <FormLabel id={labelId}>{t('theme.label')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name="theme"
          value={value}
          onChange={(event) => onChange(event.target.value as ThemePreference)}
        >
          {THEME_PREFERENCES.map((theme) => (
            <FormControlLabel
              key={theme}
              value={theme}
              control={<Radio />}
              label={
                theme === 'system' ? (
                  <>
                    {t('theme.system')}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({t('admin.profile.settings.systemHint')})
                    </Typography>
                  </>
                ) : (
                  t(`theme.${theme}`)
                )
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
    </SectionCard>
  );
}
