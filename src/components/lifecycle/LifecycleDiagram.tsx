import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { statusesOf, transitionsOf, type LifecycleTransition } from '@/machines/lifecycle';
import { FONT_SIZE, layoutLifecycle } from './lifecycleLayout';

export interface LifecycleDiagramProps {
  /** The entity's lifecycle machine (src/machines): the diagram is drawn from it at run time. */
  machine: AnyStateMachine;
  /** The entity's status now: highlighted, with the events it accepts. */
  status: string;
  /** The event's label, translated by the screen (for example SUSPEND -> "Suspend User"). */
  eventLabel: (eventType: string) => string;
}

const diagramStyles = (theme: Theme) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'block',
    width: '100%',
    height: 'auto',
    '& .lc-box': { fill: palette.background.paper, stroke: palette.text.secondary, strokeWidth: 1 },
    '& .lc-box.lc-current': {
      fill: theme.alpha(palette.primary.main, 0.12),
      stroke: palette.primary.main,
      strokeWidth: 3,
    },
    '& .lc-state': { fill: palette.text.primary, fontSize: FONT_SIZE },
    '& .lc-state.lc-current': { fontWeight: 700 },
    '& .lc-badge': { fill: palette.primary.main, fontSize: 11, fontWeight: 700 },
    '& .lc-arrow': {
      fill: 'none',
      stroke: palette.text.secondary,
      strokeWidth: 1.25,
      strokeDasharray: '4 3',
    },
    '& .lc-arrow.lc-available': { stroke: palette.primary.main, strokeWidth: 2.5, strokeDasharray: 'none' },
    '& .lc-head': { fill: palette.text.secondary },
    '& .lc-head.lc-available': { fill: palette.primary.main },
    '& .lc-label': { fill: palette.text.secondary, fontSize: FONT_SIZE },
    '& .lc-label.lc-available': { fill: palette.primary.main, fontWeight: 700 },
  };
};

/** A sample of the legend: a box or a line drawn as in the diagram. */
function Swatch({ kind }: { kind: 'current' | 'available' | 'other' }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 28 14"
      aria-hidden
      sx={(theme) => ({ ...diagramStyles(theme), width: 28 })}
    >
      {kind === 'current' ? (
        <rect className="lc-box lc-current" x={2} y={2} width={24} height={10} rx={3} />
      ) : (
        <path className={`lc-arrow${kind === 'available' ? ' lc-available' : ''}`} d="M 2 7 H 26" />
      )}
    </Box>
  );
}

/**
 * A lifecycle machine drawn at run time: its states as boxes, its transitions as arrows named by
 * their events (and guards), the current status framed thickly with a "Current" badge and the
 * arrows it accepts now solid and thick; the others are dashed. The drawing is an image named for
 * screen readers, and the list under it says every transition in words, marking the current
 * status and the events available now, so nothing is told by colour alone.
 */
export function LifecycleDiagram({ machine, status, eventLabel }: LifecycleDiagramProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const statuses = statusesOf(machine) as string[];
  const transitions = transitionsOf(machine);
  const statusLabel = (s: string) => t(`status.${s}`, { defaultValue: s });
  const arrowLabel = ({ event, guard }: LifecycleTransition) =>
    guard
      ? t('admin.lifecycle.guarded', {
          event: eventLabel(event),
          guard: t(`admin.lifecycle.guard.${guard}`, { defaultValue: guard }),
        })
      : eventLabel(event);
  const currentBadge = t('admin.lifecycle.current');
  const layout = layoutLifecycle({
    statuses,
    transitions,
    current: status,
    statusLabel,
    arrowLabel,
    currentBadge,
  });
  const rtl = theme.direction === 'rtl';
  const mx = (x: number) => (rtl ? layout.width - x : x);
  const head = (x: number, y: number) => {
    const back = rtl ? -8 : 8; // the tip points at the box, the base lies out along the lane
    return `${mx(x)},${y} ${mx(x) + back},${y - 4.5} ${mx(x) + back},${y + 4.5}`;
  };
  const mark = (available: boolean) => (available ? ' lc-available' : '');

  return (
    <Stack spacing={2}>
      <Box
        component="svg"
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        sx={(th) => ({ ...diagramStyles(th), maxWidth: Math.round(layout.width * 1.25) })}
        data-testid="lifecycle-diagram"
      >
        <title id={titleId}>{t('admin.lifecycle.diagram')}</title>
        {layout.arrows.map((arrow) => {
          const [first, ...rest] = arrow.points;
          const d = `M ${mx(first![0])} ${first![1]} ${rest.map(([x, y]) => `L ${mx(x)} ${y}`).join(' ')}`;
          const tip = arrow.points[arrow.points.length - 1]!;
          const key = `${arrow.transition.from}-${arrow.transition.event}-${arrow.transition.to}`;
          return (
            <g key={key}>
              <path className={`lc-arrow${mark(arrow.available)}`} d={d} />
              <polygon className={`lc-head${mark(arrow.available)}`} points={head(tip[0], tip[1])} />
              <text
                className={`lc-label${mark(arrow.available)}`}
                x={mx(arrow.labelAt[0])}
                y={arrow.labelAt[1]}
                // Mirrored coordinates: "start" is the side next to the box in both directions.
                direction={theme.direction}
                textAnchor="start"
              >
                {arrow.label}
              </text>
            </g>
          );
        })}
        {layout.boxes.map((box) => {
          const middle = box.y + box.height / 2;
          return (
            <g key={box.status}>
              <rect
                className={`lc-box${box.current ? ' lc-current' : ''}`}
                x={rtl ? layout.width - box.x - box.width : box.x}
                y={box.y}
                width={box.width}
                height={box.height}
                rx={6}
              />
              <text
                className={`lc-state${box.current ? ' lc-current' : ''}`}
                x={mx(box.x + box.width / 2)}
                y={box.current ? middle - 3 : middle + 4.5}
                textAnchor="middle"
              >
                {box.label}
              </text>
              {box.current && (
                <text className="lc-badge" x={mx(box.x + box.width / 2)} y={middle + 13} textAnchor="middle">
                  {currentBadge}
                </text>
              )}
            </g>
          );
        })}
      </Box>
      <Stack
        direction="row"
        component="ul"
        aria-label={t('admin.lifecycle.legend.label')}
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {(['current', 'available', 'other'] as const).map((kind) => (
          <Stack key={kind} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Swatch kind={kind} />
            <Typography variant="body2">{t(`admin.lifecycle.legend.${kind}`)}</Typography>
          </Stack>
        ))}
      </Stack>
      <TransitionList statuses={statuses} transitions={transitions} status={status} eventLabel={arrowLabel} />
    </Stack>
  );
}

interface TransitionListProps {
  statuses: readonly string[];
  transitions: readonly LifecycleTransition[];
  status: string;
  eventLabel: (transition: LifecycleTransition) => string;
}

/** The diagram in words: every transition, from the current status first marked as available. */
function TransitionList({ statuses, transitions, status, eventLabel }: TransitionListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = (s: string) => {
    const label = t(`status.${s}`, { defaultValue: s });
    return s === status ? `${label} ${t('admin.lifecycle.currentMark')}` : label;
  };
  const items = statuses.flatMap((from) => {
    const out = transitions.filter((transition) => transition.from === from);
    if (out.length === 0)
      return [{ key: from, text: t('admin.lifecycle.final', { status: name(from) }), available: false }];
    return out.map((transition) => {
      const available = from === status;
      const text = t('admin.lifecycle.transition', {
        from: name(from),
        event: eventLabel(transition),
        to: t(`status.${transition.to}`, { defaultValue: transition.to }),
      });
      return {
        key: `${from}-${transition.event}-${transition.to}`,
        text: available ? `${text} ${t('admin.lifecycle.availableMark')}` : text,
        available,
      };
    });
  });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('admin.lifecycle.listHeading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {items.map((item) => (
          <Typography
            key={item.key}
            component="li"
            variant="body2"
            sx={{ fontWeight: item.available ? 700 : 400 }}
            data-available={item.available || undefined}
          >
            {item.text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
