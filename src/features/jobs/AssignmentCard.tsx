import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useUndoable } from '@/components/history/useUndoable';
import { whyNotText } from '@/components/history/whyNot';
import { Refusable } from '@/components/history/Refusable';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { useAppSelector } from '@/store/hooks';
import { assignDriverThunk } from './assignDriverThunk';
import { AssignSelect } from './AssignSelect';
import {
  assignRefusal,
  canAssignBroker,
  canAssignDriver,
  selectBrokerById,
  selectDriverById,
  selectVerifiedDrivers,
} from './jobDetailSelectors';
import { brokerAssigned, selectBrokers, type Job } from './jobsSlice';

/** A user's page, from /{area}/jobs/{id}: up to the area, then users/{userId}. */
const userLink = (userId: string) => `../../users/${encodeURIComponent(userId)}`;

/** The assigned person's name, linking to their user page. */
function PersonLink({ userId, name }: { userId: string; name: string }) {
  return (
    <Link component={RouterLink} to={userLink(userId)} relative="path" sx={{ fontWeight: 600 }}>
      <bdi>{name}</bdi>
    </Link>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ ...sectionRowSx, py: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Spec 2.4 and 4: the job's driver and broker, or a select of verified drivers with Assign Driver
 * (while the job machine accepts ASSIGN_DRIVER) and a select of brokers with Assign Broker (while
 * it accepts ASSIGN_BROKER); otherwise the button shows inactive with the machine's reason. Each
 * assignment's toast offers Undo.
 */
export function AssignmentCard({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const run = useUndoable();
  const driver = useAppSelector((state) => selectDriverById(state, job.assignedDriver));
  const broker = useAppSelector((state) => selectBrokerById(state, job.assignedBroker));
  const drivers = useAppSelector(selectVerifiedDrivers);
  const brokers = useAppSelector(selectBrokers);
  const text = (key: string, values?: Record<string, string>) =>
    t(`admin.jobDetail.assignment.${key}`, values ?? {});
  const none = (key: string) => <Typography color="text.secondary">{text(key)}</Typography>;

  // One change each, undoable as a whole: the job, its assignment and the driver's history.
  const onAssignDriver = (driverId: string) => {
    const name = drivers.find((candidate) => candidate.id === driverId)?.name ?? driverId;
    run<boolean>(assignDriverThunk(job.id, driverId), (assigned) =>
      assigned
        ? {
            title: text('driverAssigned'),
            description: text('driverAssignedText', { driver: name, job: job.title }),
            variant: 'success',
          }
        : null,
    );
  };

  const onAssignBroker = (brokerId: string) => {
    const name = brokers.find((candidate) => candidate.id === brokerId)?.name ?? brokerId;
    run(brokerAssigned({ jobId: job.id, brokerId }), (_result, ticket) =>
      ticket
        ? {
            title: text('brokerAssigned'),
            description: text('brokerAssignedText', { broker: name, job: job.title }),
            variant: 'success',
          }
        : null,
    );
  };

  /** What the job machine refuses shows as its button, inactive, with the machine's reason. */
  const refused = (type: 'ASSIGN_DRIVER' | 'ASSIGN_BROKER', none: string, button: string) => {
    const refusal = assignRefusal(job.status, type);
    return (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography color="text.secondary">{text(none)}</Typography>
        {refusal ? (
          <Refusable reason={whyNotText(t, refusal, i18n.language)}>
            <Button variant="outlined">{text(button)}</Button>
          </Refusable>
        ) : null}
      </Box>
    );
  };

  let driverPart: ReactNode = refused('ASSIGN_DRIVER', 'noDriver', 'assignDriver');
  if (driver) driverPart = <PersonLink userId={driver.userId} name={driver.name} />;
  else if (job.assignedDriver) driverPart = <bdi>{job.assignedDriver}</bdi>;
  else if (canAssignDriver(job.status))
    driverPart =
      drivers.length > 0 ? (
        <AssignSelect
          name="driver"
          label={text('driverField')}
          placeholder={text('chooseDriver')}
          options={drivers.map((candidate) => ({
            value: candidate.id,
            label: text('option', {
              name: candidate.name,
              detail: text(`availability.${candidate.status}`),
            }),
          }))}
          submit={text('assignDriver')}
          requiredMessage={text('driverRequired')}
          helperText={text('onlyVerified')}
          onAssign={onAssignDriver}
        />
      ) : (
        none('noVerifiedDrivers')
      );

  let brokerPart: ReactNode = canAssignBroker(job.status)
    ? none('noBroker')
    : refused('ASSIGN_BROKER', 'noBroker', 'assignBroker');
  if (broker) brokerPart = <PersonLink userId={broker.userId} name={broker.name} />;
  else if (job.assignedBroker) brokerPart = <bdi>{job.assignedBroker}</bdi>;
  else if (canAssignBroker(job.status) && brokers.length > 0)
    brokerPart = (
      <AssignSelect
        name="broker"
        label={text('brokerField')}
        placeholder={text('chooseBroker')}
        options={brokers.map((candidate) => ({
          value: candidate.id,
          label: text('option', { name: candidate.name, detail: candidate.companyName }),
        }))}
        submit={text('assignBroker')}
        requiredMessage={text('brokerRequired')}
        onAssign={onAssignBroker}
      />
    );

  return (
    <SectionCard title={text('title')}>
      <Part title={text('driver')}>{driverPart}</Part>
      <Part title={text('broker')}>{brokerPart}</Part>
    </SectionCard>
  );
}
