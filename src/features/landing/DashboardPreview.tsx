import AddBoxIcon from '@mui/icons-material/AddBox';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Reveal } from '@/components/public';
import type { LandingDriverStatus, LandingJobStatus, LandingSamples } from '@/fixtures/landing';
import { formatRelativeTime } from '@/lib/format';
import { formatDollars } from './format';
import { RevenueChart } from './RevenueChart';
import { Section } from './Section';

const JOB_STATUS: Record<LandingJobStatus, { key: string; color: ChipProps['color'] }> = {
  'In Transit': { key: 'inTransit', color: 'info' },
  Loading: { key: 'loading', color: 'warning' },
  Delivered: { key: 'delivered', color: 'success' },
};

const DRIVER_STATUS: Record<LandingDriverStatus, { key: string; color: ChipProps['color'] }> = {
  Delivering: { key: 'delivering', color: 'info' },
  Available: { key: 'available', color: 'success' },
  Loading: { key: 'loading', color: 'warning' },
};

const QUICK_ACTIONS = [
  ['postJob', AddBoxIcon],
  ['assignDriver', AssignmentIndIcon],
  ['trackFleet', MyLocationIcon],
  ['reports', AssessmentIcon],
] as const;

const METRICS = ['completion', 'postingTime', 'transactions'] as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** A window-like preview of the admin dashboard filled with the sample jobs, drivers and revenue. */
export function DashboardPreview({ samples, now }: { samples: LandingSamples; now: Date }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Section
      eyebrow={t('landing.dashboard.eyebrow')}
      title={t('landing.dashboard.title')}
      subtitle={t('landing.dashboard.subtitle')}
      tinted
    >
      <Reveal>
        <Paper
          elevation={8}
          role="group"
          aria-label={t('landing.dashboard.windowLabel')}
          sx={{ overflow: 'hidden', border: 1, borderColor: 'divider' }}
        >
          <Box
            aria-hidden
            sx={{
              display: 'flex',
              gap: 0.75,
              px: 2,
              py: 1.25,
              bgcolor: 'action.hover',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {['#ef4444', '#f59e0b', '#22c55e'].map((colour) => (
              <Box key={colour} sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colour }} />
            ))}
          </Box>
          <Box
            sx={{
              p: { xs: 1.5, md: 2.5 },
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1.5fr 1fr' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <Panel title={t('landing.dashboard.recentJobs')}>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {samples.jobs.map((job) => {
                    const status = JOB_STATUS[job.status];
                    return (
                      <Box
                        component="li"
                        key={job.id}
                        sx={{
                          display: 'grid',
                          gridTemplateColumns: '1fr auto',
                          gap: 1,
                          py: 1.25,
                          borderTop: 1,
                          borderColor: 'divider',
                          '&:first-of-type': { borderTop: 0, pt: 0 },
                        }}
                      >
                        <Box sx={{ minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 600, fontSize: '0.9375rem' }}>
                            <Box
                              component="span"
                              sx={{ color: 'text.secondary', fontWeight: 500, marginInlineEnd: 1 }}
                            >
                              {job.id}
                            </Box>
                            {t('landing.dashboard.routeText', { from: job.from, to: job.to })}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {job.cargo} · {job.driver}
                          </Typography>
                        </Box>
                        <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.5 }}>
                          <Chip
                            size="small"
                            color={status.color}
                            label={t(`landing.dashboard.jobStatus.${status.key}`)}
                          />
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {formatDollars(job.value, locale)}
                          </Typography>
                        </Box>
                      </Box>
                    );
                  })}
                </Box>
              </Panel>
              <Panel title={t('landing.dashboard.revenue')}>
                <RevenueChart data={samples.revenue} />
              </Panel>
            </Box>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <Panel title={t('landing.dashboard.quickActions')}>
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    m: 0,
                    p: 0,
                    display: 'grid',
                    gridTemplateColumns: '1fr 1fr',
                    gap: 1,
                  }}
                >
                  {QUICK_ACTIONS.map(([action, Icon]) => (
                    <Box
                      component="li"
                      key={action}
                      sx={(theme) => ({
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        p: 1.25,
                        borderRadius: 1.5,
                        fontSize: '0.875rem',
                        fontWeight: 600,
                        bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.08),
                      })}
                    >
                      <Icon aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
                      {t(`landing.dashboard.actions.${action}`)}
                    </Box>
                  ))}
                </Box>
              </Panel>
              <Panel title={t('landing.dashboard.performance')}>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                  {METRICS.map((metric) => (
                    <Box component="li" key={metric}>
                      <Box
                        sx={{
                          display: 'flex',
                          justifyContent: 'space-between',
                          gap: 1,
                          alignItems: 'baseline',
                        }}
                      >
                        <Typography variant="body2" color="text.secondary">
                          {t(`landing.dashboard.metrics.${metric}.label`)}
                        </Typography>
                        <Typography sx={{ fontWeight: 800 }}>
                          {t(`landing.dashboard.metrics.${metric}.value`)}
                        </Typography>
                      </Box>
                      {metric === 'completion' ? (
                        <LinearProgress
                          variant="determinate"
                          value={98}
                          color="success"
                          aria-label={t(`landing.dashboard.metrics.completion.label`)}
                          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                        />
                      ) : null}
                    </Box>
                  ))}
                </Box>
              </Panel>
              <Panel title={t('landing.dashboard.driverStatus')}>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
                  {samples.drivers.map((driver) => {
                    const status = DRIVER_STATUS[driver.status];
                    return (
                      <Box
                        component="li"
                        key={driver.name}
                        sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}
                      >
                        <Avatar
                          aria-hidden
                          sx={{ width: 32, height: 32, fontSize: '0.8125rem', bgcolor: 'primary.main' }}
                        >
                          {initials(driver.name)}
                        </Avatar>
                        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                            {driver.name}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {formatRelativeTime(driver.time, now, locale)}
                          </Typography>
                        </Box>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={status.color}
                          label={t(`landing.dashboard.driverStates.${status.key}`)}
                        />
                      </Box>
                    );
                  })}
                </Box>
              </Panel>
            </Box>
          </Box>
        </Paper>
      </Reveal>
    </Section>
  );
}
