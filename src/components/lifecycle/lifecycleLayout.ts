import type { LifecycleTransition } from '@/machines/lifecycle';

/**
 * Where each piece of a lifecycle diagram goes, computed from the machine at run time. The states
 * are stacked as boxes; every transition leaves its source box on a row of its own ("port"), with
 * its event written above that row, runs out to a vertical lane and comes back into its target
 * box on another row of its own. Lanes are shared by transitions whose rows do not overlap, short
 * ones nearest the boxes. So no two labels meet and the diagram stays narrow enough for a phone;
 * the coordinates are left to right (the view mirrors them for right-to-left languages).
 */

export const FONT_SIZE = 13;
export const SLOT = 24; // height of one port or entry row
const CHAR_WIDTH = FONT_SIZE * 0.6; // generous: the layout never measures text
const PAD = 8;
const BOX_PAD = 14;
const ROW_GAP = 18;
const LANE_GAP = 14;
const PORT_GAP = 8; // from a box to its port labels
const MIN_BOX_WIDTH = 96;

export interface StateBox {
  status: string;
  label: string;
  current: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Arrow {
  transition: LifecycleTransition;
  label: string;
  available: boolean;
  /** The polyline from the source box to the tip of the arrow at the target box. */
  points: Array<[number, number]>;
  /** Where the event's label starts (its baseline). */
  labelAt: [number, number];
}

export interface LifecycleLayout {
  width: number;
  height: number;
  boxes: StateBox[];
  arrows: Arrow[];
}

export interface LayoutInput {
  statuses: readonly string[];
  transitions: readonly LifecycleTransition[];
  current: string;
  statusLabel: (status: string) => string;
  /** The arrow's text: its event, and its guard if it has one. */
  arrowLabel: (transition: LifecycleTransition) => string;
  /** The text under the current status's label ("Current"). */
  currentBadge: string;
}

export const textWidth = (text: string, fontSize = FONT_SIZE): number =>
  Math.ceil(text.length * CHAR_WIDTH * (fontSize / FONT_SIZE));

/** Gives each [top, bottom] span the first lane whose spans it does not overlap. */
function assignLanes(spans: ReadonlyArray<[number, number]>): number[] {
  const lanes: Array<Array<[number, number]>> = [];
  const result = new Array<number>(spans.length).fill(0);
  const order = spans
    .map((_, index) => index)
    .sort((a, b) => {
      const length = (i: number) => spans[i]![1] - spans[i]![0];
      return length(a) - length(b) || spans[a]![0] - spans[b]![0];
    });
  for (const index of order) {
    const [top, bottom] = spans[index]!;
    let lane = lanes.findIndex((taken) => taken.every(([t, b]) => bottom < t - 4 || top > b + 4));
    if (lane === -1) lane = lanes.push([]) - 1;
    lanes[lane]!.push([top, bottom]);
    result[index] = lane;
  }
  return result;
}

export function layoutLifecycle({
  statuses,
  transitions,
  current,
  statusLabel,
  arrowLabel,
  currentBadge,
}: LayoutInput): LifecycleLayout {
  const boxWidth = Math.max(
    MIN_BOX_WIDTH,
    ...statuses.map((s) => textWidth(statusLabel(s)) + 2 * BOX_PAD),
    textWidth(currentBadge, 11) + 2 * BOX_PAD,
  );
  const boxRight = PAD + boxWidth;

  // Rows of each box: its label (and badge), then one per outgoing and one per incoming arrow.
  const outgoing = new Map(statuses.map((s) => [s, [] as number[]]));
  const incoming = new Map(statuses.map((s) => [s, [] as number[]]));
  transitions.forEach((transition, index) => {
    outgoing.get(transition.from)?.push(index);
    incoming.get(transition.to)?.push(index);
  });

  const portY = new Array<number>(transitions.length).fill(0);
  const entryY = new Array<number>(transitions.length).fill(0);
  let y = PAD;
  const boxes: StateBox[] = statuses.map((status) => {
    const isCurrent = status === current;
    const headRows = isCurrent ? 2 : 1;
    const outs = outgoing.get(status) ?? [];
    const ins = incoming.get(status) ?? [];
    const rows = Math.max(headRows, outs.length + ins.length);
    // Ports and entries are outside the box, on its side: they never meet its label.
    outs.forEach((index, i) => (portY[index] = y + SLOT * (i + 0.75)));
    ins.forEach((index, i) => (entryY[index] = y + SLOT * (outs.length + i + 0.75)));
    const height = rows * SLOT;
    const box = {
      status,
      label: statusLabel(status),
      current: isCurrent,
      x: PAD,
      y,
      width: boxWidth,
      height,
    };
    y += height + ROW_GAP;
    return box;
  });

  const labels = transitions.map(arrowLabel);
  const labelColumn = Math.max(0, ...labels.map((label) => textWidth(label))) + 2 * PORT_GAP;
  const lanes = assignLanes(
    transitions.map((_, i) => [Math.min(portY[i]!, entryY[i]!), Math.max(portY[i]!, entryY[i]!)]),
  );
  const laneX = (lane: number) => boxRight + labelColumn + lane * LANE_GAP;

  const arrows: Arrow[] = transitions.map((transition, i) => {
    const x = laneX(lanes[i]!);
    return {
      transition,
      label: labels[i]!,
      available: transition.from === current,
      points: [
        [boxRight, portY[i]!],
        [x, portY[i]!],
        [x, entryY[i]!],
        [boxRight, entryY[i]!],
      ],
      labelAt: [boxRight + PORT_GAP, portY[i]! - 5],
    };
  });

  const lastLane = transitions.length > 0 ? Math.max(...lanes) : -1;
  return {
    width: Math.ceil((lastLane >= 0 ? laneX(lastLane) : boxRight) + PAD),
    height: Math.ceil(y - ROW_GAP + PAD),
    boxes,
    arrows,
  };
}
