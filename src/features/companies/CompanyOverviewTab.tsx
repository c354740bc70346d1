import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { StatCard } from '@/components/list/StatCard';
import { SectionCard } from '@/components/SectionCard';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import type { Company } from './companiesSlice';
import { Day } from './CompanyCells';
import { selectCompanyStats, type CompanyStats } from './companyDetailSelectors';
import { FieldList } from './FieldList';

const STATS: readonly (keyof CompanyStats)[] = ['totalJobs', 'activeJobs', 'completedJobs', 'totalUsers'];

/**
 * The Overview tab: four cards counted from the store (the company's jobs and users), its contact
 * details, and its registration, size and description.
 */
export function CompanyOverviewTab({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const stats = useAppSelector((state) => selectCompanyStats(state, company));
  const number = numberFormat(i18n.language);
  const notGiven = (
    <Typography component="span" color="text.secondary">
      {t('admin.companyList.detail.notGiven')}
    </Typography>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <StatCardGrid mb={0}>
        {STATS.map((stat) => (
          <StatCard
            key={stat}
            title={t(`admin.companyList.detail.stats.${stat}.title`)}
            value={number.format(stats[stat])}
            description={t(`admin.companyList.detail.stats.${stat}.description`)}
          />
        ))}
      </StatCardGrid>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <SectionCard title={t('admin.companyList.detail.contact')}>
          <FieldList
            columns={1}
            fields={[
              {
                label: t('admin.companies.fields.email'),
                value: (
                  <Link href={`mailto:${company.email}`}>
                    <bdi>{company.email}</bdi>
                  </Link>
                ),
              },
              {
                label: t('admin.companies.fields.phone'),
                value: (
                  <Link href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>
                    <bdi dir="ltr">{company.phone}</bdi>
                  </Link>
                ),
              },
              { label: t('admin.companies.fields.address'), value: <bdi>{company.address}</bdi> },
              {
                label: t('admin.companies.fields.website'),
                value: company.website ? (
                  <Link href={company.website} target="_blank" rel="noopener noreferrer">
                    <bdi>{company.website}</bdi>
                  </Link>
                ) : (
                  notGiven
                ),
              },
            ]}
          />
        </SectionCard>
        <SectionCard title={t('admin.companyList.detail.about')}>
          <FieldList
            fields={[
              {
                label: t('admin.companyList.detail.registrationDate'),
                value: <Day value={company.registrationDate} />,
              },
              { label: t('admin.companyList.detail.joined'), value: <Day value={company.joinDate} /> },
              { label: t('admin.companies.fields.employees'), value: number.format(company.employees) },
              { label: t('admin.companies.fields.type'), value: t(`admin.companies.types.${company.type}`) },
            ]}
          />
          <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mt: 2 }}>
            {t('admin.companies.fields.description')}
          </Typography>
          <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
            {company.description ? (
              <bdi>{company.description}</bdi>
            ) : (
              t('admin.companyList.detail.noDescription')
            )}
          </Typography>
        </SectionCard>
      </Box>
    </Box>
  );
}
