import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectUserById } from './usersSlice';
import { selectIsEmailTaken, selectIsEmailTakenByAnother } from './validateNewUser';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const DAVID = 'USR-001'; // driver: licence IL-D6033898, work radius 50
const EMILY = 'USR-003'; // broker at Summit Freight Co.
const SARAH_EMAIL = 'sarah.johnson@example.com'; // USR-002's

async function openEditProfile(id: string) {
  const user = userEvent.setup();
  const rendered = renderRoute(`/admin/users/${id}`, { preloadedState: seed });
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  return { user, dialog, field, ...rendered };
}

describe('Edit Profile', () => {
  it('starts from the stored user, with the driver fields for a driver', async () => {
    const { dialog, field } = await openEditProfile(DAVID);
    expect(field(/^Name/)).toHaveValue('David Thompson');
    expect(field(/^Email/)).toHaveValue('david.thompson@example.com');
    expect(field(/^Licence number/)).toHaveValue('IL-D6033898');
    expect(field(/^Work radius/)).toHaveValue('50');
    expect(within(dialog).queryByRole('textbox', { name: /^Company name/ })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /^Role/ })).toBeNull();
    expect(dialog).toHaveAccessibleDescription('Role: Driver. The role is not changed here.');
  });

  it('shows the company for a company role and no driver fields', async () => {
    const { dialog, field } = await openEditProfile(EMILY);
    expect(field(/^Company name/)).toHaveValue('Summit Freight Co.');
    expect(within(dialog).queryByRole('textbox', { name: /^Licence number/ })).toBeNull();
  });

  it('flags bad fields at the field with Add user’s rules, focuses the first and keeps the input', async () => {
    const { user, dialog, field, store } = await openEditProfile(DAVID);
    await user.clear(field(/^Name/));
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'not-an-email');
    await user.clear(field(/^Work radius/));
    await user.type(field(/^Work radius/), 'far');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(field(/^Name/)).toHaveFocus();
    expect(field(/^Name/)).toHaveAccessibleDescription('Enter the name.');
    expect(field(/^Email/)).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(field(/^Work radius/)).toHaveAccessibleDescription(
      'Enter the work radius as a number of miles, like 50.',
    );
    expect(field(/^Email/)).toHaveValue('not-an-email');
    expect(field(/^Work radius/)).toHaveValue('far');
    expect(selectUserById(store.getState(), DAVID)).toEqual(seed.users.entities[DAVID]);
  });

  it('refuses another user’s email but keeps the user’s own in any case', async () => {
    const { user, dialog, field, store } = await openEditProfile(DAVID);
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), SARAH_EMAIL.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(field(/^Email/)).toHaveFocus();
    expect(field(/^Email/)).toHaveAccessibleDescription('A user with this email already exists.');
    expect(selectUserById(store.getState(), DAVID)!.email).toBe('david.thompson@example.com');

    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'David.Thompson@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitForElementToBeRemoved(dialog);
    expect(selectUserById(store.getState(), DAVID)!.email).toBe('David.Thompson@example.com');
  });

  it('Cancel changes nothing, and the next opening starts from the stored user again', async () => {
    const { user, dialog, field, store } = await openEditProfile(DAVID);
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Someone Else');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(selectUserById(store.getState(), DAVID)).toEqual(seed.users.entities[DAVID]);
    expect(screen.getByRole('heading', { level: 1, name: 'David Thompson' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Edit Profile' })).getByRole('textbox', { name: /^Name/ }),
    ).toHaveValue('David Thompson');
  });

  it('Save changes the user everywhere it shows, with the toast Profile Updated', async () => {
    const { user, dialog, field, store } = await openEditProfile(DAVID);
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), '  Dave Thompson ');
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '+1 555 0199');
    await user.clear(field(/^Licence number/));
    await user.type(field(/^Licence number/), 'CDL-42');
    await user.clear(field(/^Work radius/));
    await user.type(field(/^Work radius/), '125.5');
    await user.type(field(/^Notes/), 'Prefers night runs');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitForElementToBeRemoved(dialog);

    const saved = selectUserById(store.getState(), DAVID)!;
    expect(saved).toMatchObject({ name: 'Dave Thompson', phone: '+1 555 0199', notes: 'Prefers night runs' });
    expect(saved.role).toBe('driver');
    expect(saved.driver).toMatchObject({ licenseNumber: 'CDL-42', workRadius: 125.5 });
    const region = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await region.findByText('Profile Updated')).toBeInTheDocument();
    expect(region.getByText('Dave Thompson’s profile has been updated.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dave Thompson' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('CDL-42');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Prefers night runs');
  });

  it('saves a company role’s company name', async () => {
    const { user, dialog, field, store } = await openEditProfile(EMILY);
    await user.clear(field(/^Company name/));
    await user.type(field(/^Company name/), 'Summit Logistics');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitForElementToBeRemoved(dialog);
    expect(selectUserById(store.getState(), EMILY)!.company).toBe('Summit Logistics');
  });
});

describe('selectIsEmailTakenByAnother', () => {
  const state = makeStore(seed, { referenceDate: TEST_REFERENCE_DATE }).getState();

  it('ignores the user’s own email and finds everyone else’s, in any case', () => {
    expect(selectIsEmailTakenByAnother(state, ' DAVID.thompson@example.com ', DAVID)).toBe(false);
    expect(selectIsEmailTakenByAnother(state, SARAH_EMAIL, DAVID)).toBe(true);
    expect(selectIsEmailTakenByAnother(state, 'nobody@example.com', DAVID)).toBe(false);
    // Add user's check (no user of its own) is unchanged.
    expect(selectIsEmailTaken(state, 'david.thompson@example.com')).toBe(true);
  });
});
