import { act, screen, within } from '@testing-library/react';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { loadSavedDomains } from './domainLoading';
import { joinDomains, seedDomainState, type DomainKey } from './domains';
import { LAYOUT_DOMAINS, PAGE_DOMAINS } from './pageDomains';
import { ADMIN_PAGES, type AdminPage } from './paths';
import { makeRootStore } from './rootStore';

const fixtures = seedDomainState(TEST_REFERENCE_DATE) as unknown as Record<DomainKey, unknown>;
const someId = (table: { ids: readonly string[] }) => table.ids[0]!;
const PARAMS: Record<string, string> = {
  'users/:id': someId(seedDomainState(TEST_REFERENCE_DATE).users),
  'companies/:id': someId(seedDomainState(TEST_REFERENCE_DATE).companies),
  'jobs/:id': someId(seedDomainState(TEST_REFERENCE_DATE).jobs),
};
const pathOf = (page: AdminPage) =>
  `/admin/${PARAMS[ADMIN_PAGES[page]] ? ADMIN_PAGES[page].replace(':id', PARAMS[ADMIN_PAGES[page]]!) : ADMIN_PAGES[page]}`;

/** An IndexedDB whose open never answers: the domains not joined by the test never join. */
const neverOpens = { open: () => ({}) as IDBOpenDBRequest } as unknown as IDBFactory;

/** A store in which only `keys` have joined, the others still loading for good. */
function storeWith(keys: readonly DomainKey[]) {
  const store = makeRootStore();
  joinDomains(store, Object.fromEntries(keys.map((key) => [key, fixtures[key]])), []);
  void loadSavedDomains(store, { factory: neverOpens, storage: null, referenceDate: TEST_REFERENCE_DATE });
  return store;
}

describe('the domains each admin page reads (pageDomains.ts)', () => {
  // Settings only redirects to Account Settings, which waits for every domain.
  const pages = (Object.keys(ADMIN_PAGES) as AdminPage[]).filter((page) => page !== 'settings');

  it.each(pages)('%s renders with only the layout\u2019s and its own domains in the store', async (page) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(pathOf(page), { store: storeWith([...LAYOUT_DOMAINS, ...PAGE_DOMAINS[page]]) });
    const main = await screen.findByRole('main', {}, { timeout: 15_000 });
    expect(await within(main).findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('This page could not be shown')).toBeNull();
    error.mockRestore();
  });

  it('a page whose domain has not joined yet waits for it, in the layout, and then renders', async () => {
    const store = storeWith(LAYOUT_DOMAINS);
    const { router } = renderRoute('/admin/profile', { store });
    const profile = (await screen.findByRole('heading', { level: 1 })).textContent;
    await act(() => router.navigate('/admin/jobs'));
    // A navigation is a transition: the page shown stays until the next one can render.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(profile!);
    expect(screen.queryByRole('heading', { level: 1, name: 'Job Management' })).toBeNull();
    act(() => joinDomains(store, { jobs: fixtures.jobs }, []));
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Management' })).toBeInTheDocument();
  });
});
