import { setup } from 'xstate';
import {
  canSend,
  eventTypesFrom,
  eventTypesOf,
  isStatusOf,
  nextStatus,
  statusesOf,
  statusTone,
  transitionsOf,
  type LifecycleMeta,
  type StatusOf,
} from './lifecycle';

const doorMachine = setup({
  types: {
    events: {} as { type: 'OPEN'; authorised: boolean } | { type: 'CLOSE' } | { type: 'LOCK' },
    meta: {} as LifecycleMeta,
  },
  guards: { isAuthorised: ({ event }) => event.type === 'OPEN' && event.authorised },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'open', guard: 'isAuthorised' }, LOCK: 'locked' } },
    open: { meta: { tone: 'success' }, on: { CLOSE: 'closed' } },
    locked: {},
  },
});

describe('lifecycle helper', () => {
  it('lists statuses and event types from the machine', () => {
    expect(statusesOf(doorMachine)).toEqual(['closed', 'open', 'locked']);
    expect(eventTypesOf(doorMachine).sort()).toEqual(['CLOSE', 'LOCK', 'OPEN']);
    const status: StatusOf<typeof doorMachine> = 'locked';
    expect(isStatusOf(doorMachine, status)).toBe(true);
    expect(isStatusOf(doorMachine, 'ajar')).toBe(false);
    expect(isStatusOf(doorMachine, 7)).toBe(false);
  });

  it('answers the next status, or null when refused', () => {
    expect(nextStatus(doorMachine, 'closed', { type: 'LOCK' })).toBe('locked');
    expect(nextStatus(doorMachine, 'open', { type: 'LOCK' })).toBeNull();
    expect(nextStatus(doorMachine, 'locked', { type: 'CLOSE' })).toBeNull();
    expect(canSend(doorMachine, 'open', { type: 'CLOSE' })).toBe(true);
  });

  it('applies guards with the event data', () => {
    expect(nextStatus(doorMachine, 'closed', { type: 'OPEN', authorised: true })).toBe('open');
    expect(nextStatus(doorMachine, 'closed', { type: 'OPEN', authorised: false })).toBeNull();
  });

  it('refuses a status the machine does not have', () => {
    expect(nextStatus(doorMachine, 'ajar' as never, { type: 'CLOSE' })).toBeNull();
    expect(eventTypesFrom(doorMachine, 'ajar' as never)).toEqual([]);
  });

  it('lists the events a status accepts', () => {
    expect(eventTypesFrom(doorMachine, 'closed').sort()).toEqual(['LOCK', 'OPEN']);
    expect(eventTypesFrom(doorMachine, 'locked')).toEqual([]);
  });

  it('reads a status tone from its state meta, neutral without one', () => {
    expect(statusTone(doorMachine, 'open')).toBe('success');
    expect(statusTone(doorMachine, 'locked')).toBe('default');
  });

  it('lists the declared transitions with their guards, whatever the guards would say', () => {
    expect(transitionsOf(doorMachine)).toEqual([
      { from: 'closed', event: 'OPEN', to: 'open', guard: 'isAuthorised' },
      { from: 'closed', event: 'LOCK', to: 'locked' },
      { from: 'open', event: 'CLOSE', to: 'closed' },
    ]);
  });
});
