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

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  verified: 'Verified',
};

export const USERS_TABLE = 'Users waiting for verification';
export const COMPANIES_TABLE = 'Companies waiting for verification';

export const table = (name: string) => screen.getByRole('table', { name });

/** The names in the table's rows (the first line of the first cell). */
export const rowNames = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td p')!.textContent);

export const rowOf = (name: string, itemName: string) =>
  within(table(name))
    .getAllByRole('row')
    .find((row) => row.querySelector('td p')?.textContent === itemName)!;

export const columnHeaders = (name: string) =>
  within(table(name))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/** The accessible names of the buttons in a row or card. */
export const buttonNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

/** The buttons an item's row or card should have: View Documents, then the actions, named with the item. */
export const expectedButtons = (name: string, actions: readonly string[]) => [
  `View Documents for ${name}`,
  ...actions.map((action) => `${action} ${name}`),
];

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
