import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { nextStatus } from '@/machines/lifecycle';
import { disputeStatusMachine } from '@/machines/statusSets.machine';
import type { Dispute, DisputeEvent } from './disputesSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const disputes = seed.disputes.ids.map((id) => seed.disputes.entities[id]!);
const count = (status: Dispute['status']) => disputes.filter((d) => d.status === status).length;

async function openList(path = '/admin/disputes') {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'Disputes' });
  if (isWide()) await screen.findByRole('grid', { name: 'Disputes' });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const isWide = () => window.matchMedia('(min-width:768px)').matches;
const table = () => screen.getByRole('grid', { name: 'Disputes' });
/** The grid from 768 px, the cards below. */
const list = () => (isWide() ? table() : screen.getByRole('list', { name: 'Disputes' }));
/** The rows' dispute ids: the grid's first cells, or the cards' first lines. */
const rowIds = () =>
  isWide()
    ? within(table())
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent)
    : within(list())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')!.textContent);
/** The grid's row or the card of a dispute. */
const rowOf = (id: string) => within(list()).getByText(id).closest<HTMLElement>('[role="row"], li')!;
/** Puts `text` in place of a field's text as one input (select all, paste): one search, not two. */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.tripleClick(field);
  await user.paste(text);
}
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement;

describe('Disputes list', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  it('counts each status, shows spec 3 columns, and offers Contact Support by email', async () => {
    await openList('/shipper/disputes');
    for (const [title, status] of [
      ['Open', 'open'],
      ['In Review', 'in_review'],
      ['Resolved', 'resolved'],
      ['Rejected', 'rejected'],
    ] as const) {
      expect(within(card(title)).getByText(String(count(status)))).toBeInTheDocument();
    }
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
    setViewportWidth(375); // the search's logic, in the cards (the grid is checked above)
    const { user, params } = await openList();
    const target = disputes[3]!;
    const search = screen.getByRole('searchbox', { name: 'Search disputes' });
    for (const query of [target.raisedBy, target.against, target.jobId]) {
      await replaceText(user, search, query.toLowerCase());
      const expected = disputes.filter((d) =>
        [d.raisedBy, d.against, d.jobId].some((f) => f.toLowerCase().includes(query.toLowerCase())),
      );
      expect(rowIds()).toEqual(expected.slice(0, 10).map((d) => d.id));
      expect(rowIds()).toContain(target.id);
    }
    expect(params().get('q')).toBe(target.jobId.toLowerCase());
    for (const query of [target.id, target.reason]) {
      await replaceText(user, search, query);
      expect(screen.getByText('No disputes match')).toBeInTheDocument();
    }
  });

  it('filters by status and priority, from and into the URL', async () => {
    setViewportWidth(375); // the filters' logic, in the cards (the grid is checked above)
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

  it('offers Mark in review, Approve and Reject on every row, refused ones disabled with the reason', async () => {
    const { user, store } = await openList();
    const before = store.getState().disputes;
    for (const d of disputes.slice(0, 10)) {
      const row = within(rowOf(d.id));
      const buttons = {
        MARK_IN_REVIEW: row.getByRole('button', { name: `Mark dispute ${d.id} in review` }),
        RESOLVE: row.getByRole('button', { name: `Approve dispute ${d.id}` }),
        REJECT: row.getByRole('button', { name: `Reject dispute ${d.id}` }),
      };
      for (const [type, button] of Object.entries(buttons)) {
        const allowed = nextStatus(disputeStatusMachine, d.status, { type } as DisputeEvent) !== null;
        if (allowed) expect(button).not.toHaveAttribute('aria-disabled');
        else expect(button).toHaveAttribute('aria-disabled', 'true');
      }
    }
    const resolved = disputes.slice(0, 10).find((d) => d.status === 'resolved')!;
    const approve = within(rowOf(resolved.id)).getByRole('button', {
      name: `Approve dispute ${resolved.id}`,
    });
    expect(approve).toHaveAccessibleDescription('Already resolved.');
    expect(
      within(rowOf(resolved.id)).getByRole('button', { name: `Reject dispute ${resolved.id}` }),
    ).toHaveAccessibleDescription('Not possible while the status is resolved.');
    const inReview = disputes.slice(0, 10).find((d) => d.status === 'in_review')!;
    expect(
      within(rowOf(inReview.id)).getByRole('button', { name: `Mark dispute ${inReview.id} in review` }),
    ).toHaveAccessibleDescription('Already in review.');
    await user.hover(approve);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Already resolved.');
    await user.click(approve);
    expect(store.getState().disputes).toBe(before);
  });

  it('marks a dispute in review, approves it with a toast, and Undo puts it back', async () => {
    setViewportWidth(375); // the decisions' effects, from the cards' buttons (the grid's are checked above)
    const { user, store } = await openList();
    const open = disputes.find((d) => d.status === 'open')!;
    const statusOf = () => store.getState().disputes.entities[open.id]!;
    const region = () => screen.getByRole('region', { name: 'Notifications' });
    /** The dispute's button, from its card (one role query over the whole page is slow in jsdom). */
    const button = (name: string) => within(rowOf(open.id)).getByRole('button', { name });

    await user.click(button(`Mark dispute ${open.id} in review`));
    expect(statusOf().status).toBe('in_review');
    expect(await within(region()).findByText('Dispute in review')).toBeInTheDocument();
    expect(within(rowOf(open.id)).getByText('In Review')).toBeInTheDocument();
    expect(within(card('In Review')).getByText(String(count('in_review') + 1))).toBeInTheDocument();
    await user.click(within(region()).getByRole('button', { name: 'Close toast' }));

    await user.click(button(`Approve dispute ${open.id}`));
    expect(statusOf()).toMatchObject({ status: 'resolved' });
    expect(statusOf().resolvedAt).not.toBeNull();
    expect(
      await within(region()).findByText(`${open.id} was resolved in favour of ${open.raisedBy}.`),
    ).toBeInTheDocument();
    expect(button(`Approve dispute ${open.id}`)).toHaveAttribute('aria-disabled', 'true');
    const entries = store.getState().audit.entries.filter((e) => e.entityId === open.id);
    expect(entries.map((e) => [e.from, e.to, e.event])).toEqual([
      ['in_review', 'resolved', 'RESOLVE'],
      ['open', 'in_review', 'MARK_IN_REVIEW'],
    ]);

    await user.click(within(region()).getByRole('button', { name: 'Undo' }));
    expect(statusOf()).toEqual({ ...open, status: 'in_review' });
    expect(await within(region()).findByText('Change undone')).toBeInTheDocument();
    expect(button(`Approve dispute ${open.id}`)).not.toHaveAttribute('aria-disabled');
  });

  it('gives each card under 768 px the same information and buttons', async () => {
    setViewportWidth(375);
    const open = disputes.find((d) => d.status === 'open')!;
    await openList(`/admin/disputes?q=${open.jobId}&status=open`);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByText(open.reason)).toBeInTheDocument();
    expect(screen.getByText(open.raisedBy)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Approve dispute ${open.id}` })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('button', { name: `Mark dispute ${open.id} in review` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Reject dispute ${open.id}` })).toBeInTheDocument();
  });
});
