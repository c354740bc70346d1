import { createSlice, type UnknownAction } from '@reduxjs/toolkit';

/**
 * The screen flows whose machines report to the store, so that Redux DevTools shows each of their
 * steps (the action list) and where each one is now (the state tree). The machines keep their own
 * state and timers; the store only records. Never persisted, and nothing is recorded while a flow
 * waits for its person.
 */
export const FLOW_NAMES = ['login', 'signup', 'addUser', 'codeEntry', 'languageSwitch'] as const;
export type FlowName = (typeof FLOW_NAMES)[number];

export interface FlowRecord {
  /** The machine's state, its path joined by dots ("submitting", "entering.counting"). */
  state: string;
  /** A countdown's seconds left (the code entry's resend countdown). */
  secondsLeft?: number;
}

export type FlowsState = Partial<Record<FlowName, FlowRecord>>;

type FlowPayload =
  | { flow: FlowName; kind: 'state'; state: string }
  | { flow: FlowName; kind: 'countdown'; secondsLeft: number }
  | { flow: FlowName; kind: 'stopped' };

export type FlowAction = { type: string; payload: FlowPayload };

const PREFIX = 'flows/';

/** `flows/login/submitting`: the login flow went into its `submitting` state. */
export const flowEntered = (flow: FlowName, state: string): FlowAction => ({
  type: `${PREFIX}${flow}/${state}`,
  payload: { flow, kind: 'state', state },
});

/** `flows/codeEntry/countdown`: the seconds left changed (once a second while it counts). */
export const flowCountdown = (flow: FlowName, secondsLeft: number): FlowAction => ({
  type: `${PREFIX}${flow}/countdown`,
  payload: { flow, kind: 'countdown', secondsLeft },
});

/** `flows/login/stopped`: the flow's screen went away; its record goes with it. */
export const flowStopped = (flow: FlowName): FlowAction => ({
  type: `${PREFIX}${flow}/stopped`,
  payload: { flow, kind: 'stopped' },
});

export const isFlowAction = (action: UnknownAction): action is FlowAction =>
  action.type.startsWith(PREFIX) &&
  typeof action.payload === 'object' &&
  action.payload !== null &&
  FLOW_NAMES.includes((action.payload as { flow?: FlowName }).flow as FlowName);

const initialState: FlowsState = {};

const flowsSlice = createSlice({
  name: 'flows',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder.addMatcher(isFlowAction, (state, { payload }) => {
      if (payload.kind === 'stopped') delete state[payload.flow];
      else if (payload.kind === 'state')
        state[payload.flow] = { ...state[payload.flow], state: payload.state };
      else
        state[payload.flow] = { state: state[payload.flow]?.state ?? '', secondsLeft: payload.secondsLeft };
    }),
});

export default flowsSlice;
