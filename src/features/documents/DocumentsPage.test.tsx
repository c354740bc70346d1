import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { selectDocumentById, selectDocumentStats, type Document } from './documentsSlice';
import { formatFileSize } from './fileSize';

const DAY = 24 * 60 * 60 * 1000;
/** The page dates "expiring soon" from the real today; these dates are relative to it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const base = seedDomainState(TEST_REFERENCE_DATE);
const ids = base.documents.ids;
/** The seed with some documents changed, so that the tests know their expiry and size. */
function seedWith(changes: Record<string, Partial<Document>>) {
  const entities = { ...base.documents.entities };
  for (const [id, patch] of Object.entries(changes)) entities[id] = { ...entities[id]!, ...patch };
  return { ...base, documents: { ...base.documents, entities } };
}
const change = {
  [ids[0]!]: { expiryDate: dayFromNow(5), fileSize: '0.4 MB' },
  [ids[1]!]: { expiryDate: dayFromNow(-3), fileSize: '1.8 MB' },
  [ids[2]!]: { expiryDate: dayFromNow(200) },
};
const seed = seedWith(change);
const docs = seed.documents.ids.map((id) => seed.documents.entities[id]!);

async function openList(path = '/admin/documents') {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'Documents' });
  if (isWide()) await screen.findByRole('grid', { name: 'Documents' });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const isWide = () => window.matchMedia('(min-width:768px)').matches;
const table = () => screen.getByRole('grid', { name: 'Documents' });
/** The grid from 768 px, the cards below. */
const list = () => (isWide() ? table() : screen.getByRole('list', { name: 'Documents' }));
/** The grid's row, or the card, of a document, found by its file name. */
const rowOf = (d: Pick<Document, 'fileName'>) =>
  within(list()).getByText(d.fileName).closest<HTMLElement>('[role="row"], li')!;
const actionsButton = (d: Pick<Document, 'fileName'>) =>
  within(rowOf(d)).getByRole('button', { name: `Status actions for ${d.fileName}` });
/**
 * The rows' file names, from their status action buttons' names (read from the attribute: a role
 * query over every button of the list computes each one's style, slow in jsdom).
 */
const rowFiles = () =>
  within(list())
    .queryAllByLabelText(/^Status actions for /)
    .map((b) => b.getAttribute('aria-label')!.replace(/^Status actions for /, ''));
/** Puts `text` in place of a field's text as one input (select all, paste): one search, not two. */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.tripleClick(field);
  await user.paste(text);
}
/** The open menu's items: each label, with the reason when it is refused (aria-disabled). */
const menuState = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => [
      item.textContent?.replace(item.querySelector('[id]')?.textContent ?? '', ''),
      item.getAttribute('aria-disabled') === 'true'
        ? document.getElementById(item.getAttribute('aria-describedby')!)?.textContent
        : null,
    ]);
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;

describe('Documents list', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('counts total, verified, pending and expiring-soon documents; Upload Document says it comes later', async () => {
    setViewportWidth(375); // the figures above the list, without the grid
    const { store } = await openList('/broker/documents');
    const stats = selectDocumentStats(store.getState(), new Date().toISOString());
    expect(stats.expiringSoon).toBeGreaterThan(0);
    expect(within(card('Total Documents')).getByText(String(stats.total))).toBeInTheDocument();
    expect(within(card('Verified')).getByText(String(stats.byStatus.verified))).toBeInTheDocument();
    expect(within(card('Pending')).getByText(String(stats.byStatus.pending))).toBeInTheDocument();
    expect(within(card('Expiring Soon')).getByText(String(stats.expiringSoon))).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload Document' });
    expect(upload).toHaveAttribute('aria-disabled', 'true');
    expect(upload).toHaveAccessibleDescription('Uploading documents comes in a later release.');
  });

  it('searches the file name, the user name and the type, and nothing else', async () => {
    setViewportWidth(375); // the search's logic, in the cards (the grid is checked below)
    const { user, params } = await openList();
    const target = docs[4]!;
    const search = screen.getByRole('searchbox', { name: 'Search documents' });
    for (const query of [target.fileName, target.userName, target.documentType]) {
      await replaceText(user, search, query.toUpperCase());
      const expected = docs.filter((d) =>
        [d.fileName, d.userName, d.documentType].some((f) => f.toLowerCase().includes(query.toLowerCase())),
      );
      expect(rowFiles()).toEqual(expected.slice(0, 10).map((d) => d.fileName));
      expect(rowFiles()).toContain(target.fileName);
    }
    expect(params().get('q')).toBe(target.documentType.toUpperCase());
    for (const query of [target.id, target.userID, target.uploadDate, target.status]) {
      await replaceText(user, search, query);
      expect(screen.getByText('No documents match')).toBeInTheDocument();
    }
  });

  it('filters by status and user type, from and into the URL', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked below)
    const { user, params } = await openList('/admin/documents?status=rejected&userType=Company');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Rejected');
    expect(screen.getByRole('combobox', { name: 'User type' })).toHaveTextContent('Company');
    const expected = docs.filter((d) => d.status === 'rejected' && d.userType === 'Company');
    expect(expected.length).toBeGreaterThan(0);
    expect(rowFiles()).toEqual(expected.map((d) => d.fileName));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Verified' }));
    expect(params().get('status')).toBe('verified');
    expect(params().get('userType')).toBe('Company');
    const verified = docs.filter((d) => d.status === 'verified' && d.userType === 'Company');
    expect(rowFiles()).toEqual(verified.slice(0, 10).map((d) => d.fileName));
  });

  it('shows sizes in readable units and marks documents that expire soon or have expired', async () => {
    await openList();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Document', 'User', 'Type', 'Size', 'Uploaded', 'Expiry', 'Status', 'Actions']);
    const [soon, expired, later] = ids.slice(0, 3).map((id) => seed.documents.entities[id]!);
    expect(within(rowOf(soon!)).getByText('400 kB')).toBeInTheDocument();
    expect(within(rowOf(expired!)).getByText('1.8 MB')).toBeInTheDocument();
    expect(within(rowOf(soon!)).getByText('Expiring soon')).toBeInTheDocument();
    expect(within(rowOf(expired!)).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf(later!)).queryByText(/Expir/)).not.toBeInTheDocument();
    const expiry = within(rowOf(later!)).getByText(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(later!.expiryDate),
      ),
    );
    expect(expiry.tagName).toBe('TIME');
  });

  it('formats sizes in the given language', () => {
    expect(formatFileSize('1.8 MB', 'de')).toBe('1,8 MB');
    expect(formatFileSize('0.4 MB', 'en')).toBe('400 kB');
    expect(formatFileSize('2 MB', 'en')).toBe('2 MB');
  });

  it('shows every status action, the refused ones disabled with the machine’s reason; Verify verifies, with its toast and Undo', async () => {
    const target = docs.find((d) => d.status === 'pending')!;
    const { user, store } = await openList(`/admin/documents?q=${encodeURIComponent(target.fileName)}`);
    await user.click(actionsButton(target));
    expect(menuState()).toEqual([
      ['Verify', null],
      ['Reject', null],
      ['Mark Pending', 'Already pending.'],
    ]);
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Verify' }));
    expect(selectDocumentById(store.getState(), target.id)?.status).toBe('verified');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Document Status Updated')).toBeInTheDocument();
    expect(within(region).getByText(`${target.fileName} has been verified.`)).toBeInTheDocument();
    expect(within(rowOf(target)).getByText('Verified')).toBeInTheDocument();

    // Undo while the toast shows (it hides after 5 s).
    await user.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(selectDocumentById(store.getState(), target.id)?.status).toBe('pending');
    expect(await within(region).findByText('Change undone')).toBeInTheDocument();
    expect(within(rowOf(target)).getByText('Pending')).toBeInTheDocument();

    // Verified again, the menu refuses Verify with the machine's reason, and a refused item does nothing.
    await user.click(actionsButton(target));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Verify' }));
    expect(within(rowOf(target)).getByText('Verified')).toBeInTheDocument();
    await user.click(actionsButton(target));
    expect(menuState()).toEqual([
      ['Verify', 'Already verified.'],
      ['Reject', null],
      ['Mark Pending', null],
    ]);
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Verify' }));
    expect(selectDocumentById(store.getState(), target.id)?.status).toBe('verified');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('bulk: verifies the selection with one toast, says why an action is off, and one Undo restores it', async () => {
    const { user, store } = await openList();
    const [pending, verified] = [
      docs.find((d) => d.status === 'pending')!,
      docs.find((d) => d.status === 'verified')!,
    ];
    const select = (d: Document) =>
      user.click(within(rowOf(d)).getByRole('checkbox', { name: `Select ${d.fileName}` }));
    const toolbar = () => screen.getByRole('toolbar', { name: 'Bulk actions' });
    await select(pending);
    expect(within(toolbar()).getByRole('button', { name: 'Mark Pending' })).toHaveAccessibleDescription(
      'Already pending.',
    );
    await select(verified);
    expect(within(toolbar()).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(toolbar()).getByRole('button', { name: 'Verify' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('1 verified, 1 skipped (already verified)')).toBeInTheDocument();
    expect(selectDocumentById(store.getState(), pending.id)?.status).toBe('verified');
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(selectDocumentById(store.getState(), pending.id)?.status).toBe('pending');
    expect(selectDocumentById(store.getState(), verified.id)?.status).toBe('verified');
  });

  it('gives each card under 768 px the same information and actions', async () => {
    setViewportWidth(375);
    const target = seed.documents.entities[ids[0]!]!;
    const { user, store } = await openList(`/admin/documents?q=${encodeURIComponent(target.fileName)}`);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByText('400 kB')).toBeInTheDocument();
    expect(screen.getByText('Expiring soon')).toBeInTheDocument();
    await user.click(actionsButton(target));
    const first = within(screen.getByRole('menu')).getAllByRole('menuitem')[0]!;
    await user.click(first);
    expect(selectDocumentById(store.getState(), target.id)?.status).not.toBe(target.status);
  });
});
