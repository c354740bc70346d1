import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import {
  buildCompanies,
  COMPANY_TYPES,
  newCompany,
  type Company,
  type CompanyType,
  type NewCompanyFields,
} from '@/fixtures/companies';
import { countByStatus } from '@/lib/counts';
import { isCount, isEntityState, isRecord, isString, isTimestamp } from '@/lib/entityState';
import { createListSelector } from '@/lib/listSelector';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { isStatusOf, statusesOf, statusHasTag } from '@/machines/lifecycle';
import { companyStatusMachine, type CompanyStatus } from '@/machines/statusSets.machine';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import {
  sampleDataReset,
  verificationStatusChanged,
  verificationStatusesChanged,
  type VerificationChange,
} from '@/store/sharedActions';
import { tableSelectors } from '@/store/tableRows';

export type { Company, CompanyDocument, CompanyType, NewCompanyFields } from '@/fixtures/companies';
export type { CompanyStatus } from '@/machines/statusSets.machine';

export type CompaniesState = EntityState<Company, string>;

declare module '@/store/rootState' {
  interface DomainStates {
    companies: CompaniesState;
  }
}

const adapter = createEntityAdapter<Company>({
  sortComparer: (a, b) => a.id.localeCompare(b.id),
});

export const seedCompanies = (reference: Date): CompaniesState =>
  adapter.setAll(adapter.getInitialState(), buildCompanies(reference));

/** An approved verification (the queue state tagged `verified`) marks its company verified. */
function verifyCompany(state: CompaniesState, queue: string, { subjectId, to }: VerificationChange): void {
  const company = state.entities[subjectId];
  if (queue !== 'companies' || !company) return;
  if (statusHasTag(verificationQueueMachine, to, 'verified')) company.verified = true;
}

const companiesSlice = createSlice({
  name: 'companies',
  initialState: adapter.getInitialState(),
  reducers: {
    /** A company created on /admin/companies/add; an id already in use changes nothing. */
    companyAdded(state, action: PayloadAction<NewCompanyFields & { id: string; today: string }>) {
      const { id, today, ...fields } = action.payload;
      if (state.entities[id]) return;
      adapter.addOne(state, newCompany(id, today, fields));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sampleDataReset, (_state, action) => seedCompanies(new Date(action.payload.referenceDate)))
      .addCase(verificationStatusChanged, (state, { payload }) =>
        verifyCompany(state, payload.queue, payload),
      )
      .addCase(verificationStatusesChanged, (state, { payload }) => {
        for (const change of payload.changes) verifyCompany(state, payload.queue, change);
      });
  },
});

export const { companyAdded } = companiesSlice.actions;

const selectCompaniesState = (state: RootState) => state.companies;

export const {
  selectAll: selectAllCompanies,
  selectById: selectCompanyById,
  selectTotal: selectCompanyTotal,
} = tableSelectors(adapter, selectCompaniesState);

export interface CompanyFilters {
  /** Case-insensitive substring over name and email (spec 5). */
  query: string;
  type: 'all' | CompanyType;
  status: 'all' | CompanyStatus;
}

/** The management list: search, then the type and status filters. */
export const selectFilteredCompanies = createListSelector<RootState, Company, CompanyFilters>(
  selectAllCompanies,
  {
    search: 'query',
    searchFields: (company) => [company.name, company.email],
    selects: { type: (company) => company.type, status: (company) => company.status },
  },
);

/** The management cards: total, one per status, and how many are verified. */
export const selectCompanyCounts = createSelector([selectAllCompanies], (all) => ({
  total: all.length,
  ...countByStatus(statusesOf(companyStatusMachine), all),
  verified: all.filter((company) => company.verified).length,
}));

/** The next free id in the CMP-nnn sequence, for the add-company form. */
export const selectNextCompanyId = createSelector([selectAllCompanies], (all) => {
  const highest = Math.max(0, ...all.map((company) => Number(company.id.slice(4)) || 0));
  return `CMP-${String(highest + 1).padStart(3, '0')}`;
});

const isCompanyDocument = (value: unknown): boolean =>
  isRecord(value) &&
  isString(value.name) &&
  isStatusOf(driverDocumentMachine, value.status) &&
  isTimestamp(value.uploadDate);

const isCompany = (value: unknown): value is Company =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.name) &&
  (COMPANY_TYPES as readonly unknown[]).includes(value.type) &&
  isString(value.email) &&
  isString(value.phone) &&
  isString(value.address) &&
  isStatusOf(companyStatusMachine, value.status) &&
  typeof value.verified === 'boolean' &&
  isTimestamp(value.joinDate) &&
  isCount(value.employees) &&
  isString(value.website) &&
  isTimestamp(value.registrationDate) &&
  isCount(value.totalJobs) &&
  isCount(value.activeJobs) &&
  isCount(value.completedJobs) &&
  isCount(value.totalUsers) &&
  isString(value.description) &&
  Array.isArray(value.documents) &&
  value.documents.every(isCompanyDocument);

/** Validates what redux-persist reads back for this slice. */
export const isCompaniesState = (value: unknown): boolean => isEntityState(value, isCompany, (c) => c.id);

export const companiesDomain: DomainDefinition<CompaniesState> = {
  reducer: companiesSlice.reducer,
  seed: seedCompanies,
  isValid: isCompaniesState,
};

/** True when a company already has this email (trimmed, any case): an added company's must be new. */
export const selectIsCompanyEmailTaken = (state: RootState, email: string): boolean => {
  const wanted = email.trim().toLowerCase();
  return selectAllCompanies(state).some((company) => company.email.toLowerCase() === wanted);
};
