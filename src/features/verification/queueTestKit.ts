import { screen, within } from '@testing-library/react';
import type { VerificationStatus } from './verificationSlice';

/** What the queue screens' tests share (the tests themselves render with src/testing). */

/** Spec 4, written out here so the screens are checked against the table, not against themselves. */
export const OFFERED: Record<VerificationStatus, string[]> = {
  pending: ['Approve', 'Reject', 'Mark Under Review'],
  under_review: ['Approve', 'Reject'],
  rejected: ['Approve'],
  approved: [],
};

/** The machine's reasons for the actions it refuses from each status, as the buttons describe them. */
export const REFUSED: Record<VerificationStatus, Record<string, string>> = {
  pending: {},
  under_review: { 'Mark Under Review': 'Already under review.' },
  rejected: {
    Reject: 'Already rejected.',
    'Mark Under Review': 'Not possible while the status is rejected.',
  },
  approved: {
    Approve: 'Already approved.',
    Reject: 'Not possible while the status is approved.',
    'Mark Under Review': 'Not possible while the status is approved.',
  },
};

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  verified: 'Verified',
};

export const USERS_TABLE = 'Users waiting for verification';
export const COMPANIES_TABLE = 'Companies waiting for verification';

/** True when the queue is a grid (from 768 px); cards below. */
export const isWide = () => window.matchMedia('(min-width:768px)').matches;

/** The queue: its grid from 768 px (a lazy chunk: wait for it once with `findByRole`), its cards below. */
export const table = (name: string) => screen.getByRole(isWide() ? 'grid' : 'list', { name });

/** The queue's items: the grid's rows (less its header row), or the cards. */
export const rows = (name: string) =>
  isWide() ? within(table(name)).getAllByRole('row').slice(1) : within(table(name)).getAllByRole('listitem');

/** The first line (the name) of a row's first data cell, or of a card. */
const itemNameOf = (row: HTMLElement) => row.querySelector('p')?.textContent;

/** The names in the queue's rows or cards. */
export const rowNames = (name: string) => rows(name).map((row) => itemNameOf(row)!);

/** The grid's row, or the card, of an item. */
export const rowOf = (name: string, itemName: string) =>
  rows(name).find((row) => itemNameOf(row) === itemName)!;

export const columnHeaders = (name: string) =>
  within(table(name))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent || cell.querySelector('input')?.getAttribute('aria-label'));

/** The accessible names of the buttons in a row or card. */
export const buttonNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

/** Every queue action, in the order each row and card shows them (spec 4). */
export const QUEUE_ACTION_LABELS = ['Approve', 'Reject', 'Mark Under Review'];

/**
 * The buttons an item's row or card has: View Documents, then every action, named with the item
 * (the ones the machine refuses are there too, disabled with the reason).
 */
export const expectedButtons = (name: string) => [
  `View Documents for ${name}`,
  ...QUEUE_ACTION_LABELS.map((action) => `${action} ${name}`),
];

/** The actions a row or card offers now: its action buttons that are not aria-disabled. */
export const offeredActions = (container: HTMLElement, name: string) =>
  within(container)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-disabled') !== 'true')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '')
    .filter((label) => !label.startsWith('View Documents'))
    .map((label) => label.replace(` ${name}`, ''));

/** The refused actions of a row or card: each with its reason, the button's accessible description. */
export const refusedActions = (container: HTMLElement, name: string) =>
  Object.fromEntries(
    within(container)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-disabled') === 'true')
      .map((button) => [
        (button.getAttribute('aria-label') ?? '').replace(` ${name}`, ''),
        document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      ]),
  );

export const statCard = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;

export const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

/** Finds a toast by its title; returns its notistack variant class ("success", "error", "default"). */
export async function toastVariant(title: string): Promise<string | undefined> {
  const element = await within(toastRegion()).findByText(title);
  const content = element.closest('.notistack-MuiContent');
  return [...(content?.classList ?? [])]
    .find((name) => name.startsWith('notistack-MuiContent-'))
    ?.replace('notistack-MuiContent-', '');
}

export const expectToastText = (text: string) =>
  expect(within(toastRegion()).getByText(text)).toBeInTheDocument();

export const namesOf = (items: readonly { name: string }[]) => items.map((item) => item.name);
