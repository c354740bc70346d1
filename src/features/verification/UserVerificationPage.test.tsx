import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { i18n } from '@/i18n';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import {
  buttonNames,
  columnHeaders,
  expectedButtons,
  expectToastText,
  isWide,
  namesOf,
  OFFERED,
  offeredActions,
  QUEUE_ACTION_LABELS,
  refusedActions,
  REFUSED,
  rowNames,
  rowOf,
  statCard,
  STATUS_LABELS,
  toastRegion,
  toastVariant,
  USERS_TABLE,
} from './queueTestKit';
import { selectUserVerificationItemById, type VerificationStatus } from './verificationSlice';

/** Each render of MUI's Dialog, open or not (the rows of a queue page should mount none). */
const mockDialogRendered = jest.fn();
jest.mock('@mui/material/Dialog', () => {
  const actual = jest.requireActual('@mui/material/Dialog');
  const { createElement, forwardRef } = jest.requireActual('react');
  return {
    ...actual,
    __esModule: true,
    default: forwardRef((props: { open: boolean }, ref: unknown) => {
      mockDialogRendered(props.open);
      return createElement(actual.default, { ...props, ref });
    }),
  };
});

const seed = seedDomainState(TEST_REFERENCE_DATE);
const items = seed.verification.users.ids.map((id) => seed.verification.users.entities[id]!);
const firstWith = (status: VerificationStatus) => items.find((item) => item.status === status)!;
const aisha = items.find((item) => item.name === 'Aisha Walker')!;

async function openQueue(query = '', area = 'admin') {
  const user = userEvent.setup();
  const rendered = renderRoute(`/${area}/users/verification${query}`, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'User Verification' });
  if (isWide()) await screen.findByRole('grid', { name: USERS_TABLE });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

describe('User Verification, wide screens', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  // The rows take their text from the one LocaleProvider (src/i18n/locale.tsx): each
  // useTranslation that mounts copies the i18next instance, and the rows mount on every change.
  it('renders a page of ten items with no more copies of the i18next instance than a page of one', async () => {
    const copies = async (query: string) => {
      const copy = jest.spyOn(Object, 'getOwnPropertyDescriptors');
      try {
        const { unmount } = await openQueue(query);
        await screen.findAllByRole('button', { name: /^View Documents for / });
        unmount();
        return copy.mock.calls.filter(([target]) => target === i18n).length;
      } finally {
        copy.mockRestore();
      }
    };
    const one = await copies(`?q=${encodeURIComponent(items[0]!.email)}`);
    const ten = await copies('');
    expect(ten).toBeLessThanOrEqual(one);
  });

  it('shows a card per status with its count, and the queue’s columns (in any role’s area)', async () => {
    await openQueue('', 'broker');
    const counts = { Pending: 9, 'Under Review': 3, Approved: 1, Rejected: 2 };
    for (const [title, count] of Object.entries(counts)) {
      expect(within(statCard(title)).getByText(String(count))).toBeInTheDocument();
    }
    expect(columnHeaders(USERS_TABLE)).toEqual([
      'Select all rows',
      'User',
      'Role',
      'Company',
      'Phone',
      'Join Date',
      'Documents',
      'Priority',
      'Status',
      'Actions',
    ]);
    expect(rowNames(USERS_TABLE)).toEqual(namesOf(items.slice(0, 10)));
    const row = rowOf(USERS_TABLE, aisha.name);
    for (const text of [aisha.email, 'Broker', 'Silver State Logistics', aisha.phone, 'Jun 9, 2026']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    for (const text of ['2', 'Medium', 'Pending']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 15')).toBeInTheDocument();
  });

  it('searches name and email only, case-insensitively, in ?q=, back to page 1', async () => {
    setViewportWidth(375); // the search's logic, in the cards (the grid is checked above)
    const { user, params } = await openQueue('?page=2');
    const box = screen.getByRole('searchbox', { name: 'Search by name or email' });
    await user.click(box);
    await user.paste('AISHA.WALKER@');
    expect(rowNames(USERS_TABLE)).toEqual(['Aisha Walker']);
    expect(params().get('q')).toBe('AISHA.WALKER@');
    expect(params().has('page')).toBe(false);
    await user.tripleClick(box);
    await user.paste('rodriguez');
    expect(rowNames(USERS_TABLE)).toEqual(['Michael Rodriguez']);
    await user.tripleClick(box);
    await user.paste('Silver State'); // the company: not searched
    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });

  it('reads status, priority and role from the URL, and writes each chosen filter back', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked above)
    const { user, params } = await openQueue('?status=under_review&priority=low&role=driver');
    expect(rowNames(USERS_TABLE)).toEqual(['Daniel Hassan', 'Grace Johnson']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Under Review');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Low');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Driver');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Status',
      'Pending',
      'Under Review',
      'Approved',
      'Rejected',
    ]);
    await user.click(screen.getByRole('option', { name: 'All Status' }));
    expect(params().has('status')).toBe(false);
    expect(rowNames(USERS_TABLE)).toEqual(
      namesOf(items.filter((item) => item.priority === 'low' && item.role === 'driver')),
    );

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Roles',
      'Broker',
      'Shipper',
      'Carrier',
      'Driver',
      'Admin',
    ]);
    await user.click(screen.getByRole('option', { name: 'Carrier' }));
    expect(params().get('role')).toBe('carrier');
    expect(rowNames(USERS_TABLE)).toEqual(['Brian Martinez']);

    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(screen.getByRole('option', { name: 'All Priorities' }));
    expect(rowNames(USERS_TABLE)).toEqual(namesOf(items.filter((item) => item.role === 'carrier')));
    expect(params().toString()).toBe('role=carrier');
  });

  it.each(Object.entries(OFFERED) as [VerificationStatus, string[]][])(
    'shows every action from %s, named with the item; only the machine’s are active, the others say why',
    async (status, labels) => {
      setViewportWidth(375); // the machine's actions, on the cards (the grid's row actions are checked below)
      await openQueue(`?status=${status}`);
      const item = firstWith(status);
      const row = rowOf(USERS_TABLE, item.name);
      expect(buttonNames(row)).toEqual(expectedButtons(item.name));
      expect(offeredActions(row, item.name)).toEqual(labels);
      expect(refusedActions(row, item.name)).toEqual(REFUSED[status]);
    },
  );

  it('a refused action does nothing: no change, no toast', async () => {
    setViewportWidth(375); // the machine's refusal, from a card's button
    const { user, store } = await openQueue('?status=approved');
    const item = firstWith('approved');
    const before = store.getState();
    const approve = within(rowOf(USERS_TABLE, item.name)).getByRole('button', {
      name: `Approve ${item.name}`,
    });
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(approve).toHaveAccessibleDescription('Already approved.');
    await user.click(approve);
    expect(store.getState().verification).toBe(before.verification);
    expect(within(toastRegion()).queryByText('User Approved')).not.toBeInTheDocument();
  });

  it('Approve: "User Approved", and the user is verified and active in the users slice', async () => {
    const { user, store } = await openQueue();
    const item = firstWith('pending');
    expect(store.getState().users.entities[item.userId]).toMatchObject({
      status: 'pending',
      verified: false,
    });
    await user.click(
      within(rowOf(USERS_TABLE, item.name)).getByRole('button', { name: `Approve ${item.name}` }),
    );

    expect(selectUserVerificationItemById(store.getState(), item.id)!.status).toBe('approved');
    expect(store.getState().users.entities[item.userId]).toMatchObject({ status: 'active', verified: true });
    expect(await toastVariant('User Approved')).toBe('success');
    expectToastText(`${item.name} has been successfully verified and approved.`);
    const row = rowOf(USERS_TABLE, item.name);
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(offeredActions(row, item.name)).toEqual([]);
    expect(within(statCard('Approved')).getByText('2')).toBeInTheDocument();
    expect(within(statCard('Pending')).getByText('8')).toBeInTheDocument();
  });

  it('Reject: the destructive "User Rejected" toast; the user stays unverified', async () => {
    setViewportWidth(375); // the decision's effects, from a card's button (the grid's are checked above)
    const { user, store } = await openQueue('?status=under_review');
    const item = firstWith('under_review');
    await user.click(
      within(rowOf(USERS_TABLE, item.name)).getByRole('button', { name: `Reject ${item.name}` }),
    );
    expect(selectUserVerificationItemById(store.getState(), item.id)!.status).toBe('rejected');
    expect(store.getState().users.entities[item.userId]!.verified).toBe(false);
    expect(await toastVariant('User Rejected')).toBe('error');
    expectToastText(`${item.name}'s verification has been rejected.`);
    // The filter still asks for items under review: the rejected one leaves the list.
    expect(rowNames(USERS_TABLE)).not.toContain(item.name);
  });

  it('Mark Under Review: "Status Updated" in the default style; the row now offers Approve and Reject', async () => {
    const { user, store } = await openQueue();
    const item = firstWith('pending');
    await user.click(
      within(rowOf(USERS_TABLE, item.name)).getByRole('button', { name: `Mark Under Review ${item.name}` }),
    );
    expect(selectUserVerificationItemById(store.getState(), item.id)!.status).toBe('under_review');
    expect(store.getState().users.entities[item.userId]!.status).toBe('pending');
    expect(await toastVariant('Status Updated')).toBe('default');
    expectToastText(`${item.name} is now under review.`);
    expect(offeredActions(rowOf(USERS_TABLE, item.name), item.name)).toEqual(OFFERED.under_review);
  });

  it('shows an item’s documents in a dialog: name, status and upload date', async () => {
    setViewportWidth(375); // the dialog, from a card's button
    const translated = jest.spyOn(i18n, 't');
    mockDialogRendered.mockClear();
    const { user } = await openQueue();
    // No row mounts its dialog before it is opened.
    expect(mockDialogRendered).not.toHaveBeenCalled();
    const item = firstWith('pending');
    // A closed dialog makes none of its texts: each row has one, and the rows render on every change.
    const dialogKeys = translated.mock.calls.filter(([key]) =>
      /documents\.(title|description|uploaded)/.test(`${key}`),
    );
    translated.mockRestore(); // before the expectation, so a failure leaves no spy to later tests
    expect(dialogKeys).toEqual([]);
    await user.click(
      within(rowOf(USERS_TABLE, item.name)).getByRole('button', { name: `View Documents for ${item.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Documents of ${item.name}` });
    expect(mockDialogRendered).toHaveBeenCalledWith(true);
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries).toHaveLength(item.documents.length);
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    item.documents.forEach((document, index) => {
      const entry = entries[index]!;
      expect(within(entry).getByText(document.name)).toBeInTheDocument();
      expect(within(entry).getByText(STATUS_LABELS[document.status]!)).toBeInTheDocument();
      const uploaded = `Uploaded ${day.format(new Date(document.uploadDate))}`;
      expect(within(entry).getByText(uploaded)).toBeInTheDocument();
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('User Verification under 768 px', () => {
  beforeEach(() => setViewportWidth(375));
  afterEach(restoreViewport);

  it('shows each item as a card with the row’s information and actions', async () => {
    const { user, store } = await openQueue('?role=broker');
    const list = screen.getByRole('list', { name: USERS_TABLE });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(items.filter((item) => item.role === 'broker').length);
    const card = cards[0]!;
    const fields = {
      Role: 'Broker',
      Company: 'Silver State Logistics',
      Phone: aisha.phone,
      'Join Date': 'Jun 9, 2026',
      Documents: '2View Documents',
      Priority: 'Medium',
    };
    for (const [label, value] of Object.entries(fields)) {
      expect(within(card).getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(card).getByText(aisha.name)).toBeInTheDocument();
    expect(within(card).getByText(aisha.email)).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(buttonNames(card)).toEqual(expectedButtons(aisha.name));
    expect(offeredActions(card, aisha.name)).toEqual(OFFERED.pending);
    // Under 768 px the buttons carry their labels as text.
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View Documents', ...QUEUE_ACTION_LABELS]);

    await user.click(within(card).getByRole('button', { name: `Approve ${aisha.name}` }));
    expect(store.getState().users.entities[aisha.userId]).toMatchObject({ status: 'active', verified: true });
    expect(await toastVariant('User Approved')).toBe('success');
  });
});
