import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { fill } from '@/testing/authScreen';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectCompanyById } from './companiesSlice';
import { EMPTY_NEW_COMPANY, toNewCompany, validateNewCompany } from './validateNewCompany';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const nextId = `CMP-${String(seed.companies.ids.length + 1).padStart(3, '0')}`;

async function openForm(path = '/admin/companies/add') {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'Add Company' });
  return { user, ...rendered };
}

describe('Add company', () => {
  // The form is the subject; the list it opens afterwards renders as cards (no grid to load).
  beforeEach(() => setViewportWidth(375));
  afterEach(restoreViewport);

  it('adds a pending, unverified company with a toast, then opens the company list of the area', async () => {
    const { user, store, router } = await openForm('/shipper/companies/add');
    await fill(user, screen.getByRole('textbox', { name: /^Company name/ }), ' Blue Ridge Haulers ');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Freight');
    await fill(user, screen.getByRole('textbox', { name: /^Email/ }), 'ops@blueridge.example');
    await fill(user, screen.getByRole('textbox', { name: /^Phone/ }), '+1 555 0100');
    await fill(user, screen.getByRole('textbox', { name: /^Address/ }), '1 Depot Road, Asheville');
    await fill(user, screen.getByRole('textbox', { name: /^Employees/ }), '42');
    await fill(user, screen.getByRole('textbox', { name: /^Website/ }), 'blueridge.example');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));

    expect(selectCompanyById(store.getState(), nextId)).toMatchObject({
      name: 'Blue Ridge Haulers',
      type: 'Freight',
      status: 'pending',
      verified: false,
      employees: 42,
      website: 'https://blueridge.example',
    });
    expect(router.state.location.pathname).toBe('/shipper/companies');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Company Created')).toBeInTheDocument();
  });

  it('flags bad fields at the field, focuses the first, keeps the input and adds nothing', async () => {
    const { user, store } = await openForm();
    const taken = seed.companies.entities[seed.companies.ids[0]!]!.email;
    await fill(user, screen.getByRole('textbox', { name: /^Company name/ }), 'Acme');
    await fill(user, screen.getByRole('textbox', { name: /^Email/ }), taken.toUpperCase());
    await fill(user, screen.getByRole('textbox', { name: /^Employees/ }), 'many');
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'A company with this email already exists.',
    );
    expect(screen.getByRole('textbox', { name: /^Employees/ })).toHaveValue('many');
    expect(store.getState().companies.ids).toHaveLength(seed.companies.ids.length);
  });
});

describe('validateNewCompany', () => {
  const ok = {
    ...EMPTY_NEW_COMPANY,
    name: 'A',
    type: 'Transport',
    email: 'a@b.co',
    phone: '1',
    address: 'x',
  };

  it('requires name, type, email, phone and address; checks employees and website when given', () => {
    expect(Object.keys(validateNewCompany(EMPTY_NEW_COMPANY, false)).sort()).toEqual(
      ['address', 'email', 'name', 'phone', 'type'].sort(),
    );
    expect(validateNewCompany(ok, false)).toEqual({});
    expect(validateNewCompany({ ...ok, employees: '3.5', website: 'not a site' }, false)).toEqual({
      employees: 'employeesWhole',
      website: 'websiteInvalid',
    });
    expect(validateNewCompany(ok, true)).toEqual({ email: 'emailTaken' });
  });

  it('trims, and gives a bare website its https://', () => {
    expect(toNewCompany({ ...ok, name: '  A  ', website: 'https://x.io', description: '  ' })).toEqual({
      name: 'A',
      type: 'Transport',
      email: 'a@b.co',
      phone: '1',
      address: 'x',
      website: 'https://x.io',
    });
  });
});
