import { act, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '@/app/store';
import { authScreen, fill } from '@/testing/authScreen';
import { renderWithProviders, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import LoginPage from './LoginPage';
import OtpVerificationPage from './OtpVerificationPage';

/**
 * The account flows as Redux DevTools sees them: each machine's steps reach the store as
 * `flows/<flow>/<state>` actions and the `flows` slice holds where each flow is now.
 */
function recordingStore() {
  const store = makeStore({}, { referenceDate: TEST_REFERENCE_DATE });
  const types: string[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    types.push(action.type);
    return dispatch(action);
  }) as typeof store.dispatch;
  const flowTypes = (flow: string) => types.filter((type) => type.startsWith(`flows/${flow}/`));
  return { store, flowTypes };
}

afterEach(() => jest.useRealTimers());

it('login: idle, submitting, success, each told once; nothing while the form waits', async () => {
  const { store, flowTypes } = recordingStore();
  const { user, ui } = authScreen(<LoginPage />, '/login');
  renderWithProviders(ui, { store });
  await fill(user, await screen.findByRole('textbox', { name: /^Email/ }), 'ana@example.com');
  await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
  expect(flowTypes('login')).toEqual(['flows/login/idle']);
  expect(store.getState().flows.login).toEqual({ state: 'idle' });

  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(store.getState().flows.login).toEqual({ state: 'submitting' });
  act(() => jest.advanceTimersByTime(5000));
  // The success navigates away from the screen: its flow record goes with it.
  expect(flowTypes('login')).toEqual([
    'flows/login/idle',
    'flows/login/submitting',
    'flows/login/success',
    'flows/login/stopped',
  ]);
  expect(store.getState().flows.login).toBeUndefined();
  expect(await screen.findByText('Login Successful')).toBeInTheDocument();
});

it('code entry: the countdown is told once a second while it counts, and stops at 0', async () => {
  const { store, flowTypes } = recordingStore();
  const { ui } = authScreen(<OtpVerificationPage />, '/otp-verification');
  renderWithProviders(ui, { store });
  await screen.findByRole('heading', { level: 1 });
  expect(store.getState().flows.codeEntry).toEqual({ state: 'entering.counting', secondsLeft: 60 });

  act(() => jest.advanceTimersByTime(3000));
  expect(store.getState().flows.codeEntry).toEqual({ state: 'entering.counting', secondsLeft: 57 });
  act(() => jest.advanceTimersByTime(60_000));
  const countdowns = flowTypes('codeEntry').filter((type) => type.endsWith('/countdown'));
  expect(countdowns).toHaveLength(61); // 60, 59, ... 0
  expect(store.getState().flows.codeEntry).toEqual({ state: 'entering.canResend', secondsLeft: 0 });

  // Idle: the countdown is over and nobody types, so nothing more is dispatched.
  const told = flowTypes('codeEntry').length;
  act(() => jest.advanceTimersByTime(10_000));
  expect(flowTypes('codeEntry')).toHaveLength(told);
});
