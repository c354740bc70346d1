import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import type { Dispute } from './disputesSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const disputes = seed.disputes.ids.map((id) => seed.disputes.entities[id]!);
const HINT = 'Resolving disputes comes in a later release.';

async function openList(path = '/admin/disputes') {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'Disputes' });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const table = () => screen.getByRole('table', { name: 'Disputes' });
/** The rows' dispute ids, from their first cell. */
const rowIds = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const rowOf = (id: string) => within(table()).getByText(id).closest('tr')!;
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;

describe('Disputes list', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('counts each status, shows spec 3 columns, and offers Contact Support by email', async () => {
    await openList('/shipper/disputes');
    const count = (status: Dispute['status']) => String(disputes.filter((d) => d.status === status).length);
    expect(within(card('Open')).getByText(count('open'))).toBeInTheDocument();
    expect(within(card('In Review')).getByText(count('in_review'))).toBeInTheDocument();
    expect(within(card('Resolved')).getByText(count('resolved'))).toBeInTheDocument();
    expect(within(card('Rejected')).getByText(count('rejected'))).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Dispute ID',
      'Job ID',
      'Raised By',
      'Against',
      'Reason',
      'Priority',
      'Status',
      'Created',
      'Actions',
    ]);
    expect(rowIds()).toEqual(disputes.slice(0, 10).map((d) => d.id));
    const first = disputes[0]!;
    const row = within(rowOf(first.id));
    expect(row.getByText(first.jobId)).toBeInTheDocument();
    expect(row.getByText(first.raisedBy)).toBeInTheDocument();
    expect(row.getByText(first.against)).toBeInTheDocument();
    expect(row.getByText(first.reason)).toBeInTheDocument();
    const support = screen.getByRole('link', { name: /^Contact Support/ });
    expect(support.getAttribute('href')).toMatch(/^mailto:support@freighthub\.example\?subject=/);
  });

  it('searches the raiser, the target and the job id, and nothing else', async () => {
    const { user, params } = await openList();
    const target = disputes[3]!;
    const search = screen.getByRole('searchbox', { name: 'Search disputes' });
    for (const query of [target.raisedBy, target.against, target.jobId]) {
      await user.clear(search);
      await user.click(search);
      await user.paste(query.toLowerCase());
      const expected = disputes.filter((d) =>
        [d.raisedBy, d.against, d.jobId].some((f) => f.toLowerCase().includes(query.toLowerCase())),
      );
      expect(rowIds()).toEqual(expected.slice(0, 10).map((d) => d.id));
      expect(rowIds()).toContain(target.id);
    }
    expect(params().get('q')).toBe(target.jobId.toLowerCase());
    for (const query of [target.id, target.reason]) {
      await user.clear(search);
      await user.click(search);
      await user.paste(query);
      expect(screen.getByText('No disputes match')).toBeInTheDocument();
    }
  });

  it('filters by status and priority, from and into the URL', async () => {
    const { user, params } = await openList('/admin/disputes?status=open&priority=high');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High');
    const expected = disputes.filter((d) => d.status === 'open' && d.priority === 'high');
    expect(rowIds()).toEqual(expected.map((d) => d.id));

    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(screen.getByRole('option', { name: 'All priorities' }));
    expect(params().get('priority')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'In Review' }));
    expect(params().get('status')).toBe('in_review');
    const inReview = disputes.filter((d) => d.status === 'in_review');
    expect(rowIds()).toEqual(inReview.slice(0, 10).map((d) => d.id));
  });

  it('shows approve and reject only on open disputes, inert, with a tooltip saying they come later', async () => {
    const { user, store } = await openList();
    const before = store.getState().disputes;
    for (const d of disputes.slice(0, 10)) {
      const row = within(rowOf(d.id));
      const approve = row.queryByRole('button', { name: `Approve dispute ${d.id}` });
      const reject = row.queryByRole('button', { name: `Reject dispute ${d.id}` });
      if (d.status === 'open') {
        for (const button of [approve!, reject!]) {
          expect(button).toHaveAttribute('aria-disabled', 'true');
          expect(button).toHaveAccessibleDescription(HINT);
        }
      } else {
        expect(approve).toBeNull();
        expect(reject).toBeNull();
        expect(row.getByText('No decision needed')).toBeInTheDocument();
      }
    }
    const open = disputes.find((d) => d.status === 'open')!;
    const approve = screen.getByRole('button', { name: `Approve dispute ${open.id}` });
    await user.hover(approve);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);
    await user.click(approve);
    expect(store.getState().disputes).toBe(before);
  });

  it('gives each card under 768 px the same information and buttons', async () => {
    setViewportWidth(375);
    const open = disputes.find((d) => d.status === 'open')!;
    await openList(`/admin/disputes?q=${open.jobId}&status=open`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(open.reason)).toBeInTheDocument();
    expect(screen.getByText(open.raisedBy)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Approve dispute ${open.id}` })).toHaveAccessibleDescription(
      HINT,
    );
  });
});
