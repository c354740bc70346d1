import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '@/i18n/locale';
import type { Company } from './companiesSlice';
import { formatDate } from '@/lib/format';

/** The Company cell: the name, and the email under it. */
export function CompanyIdentity({ company }: { company: Pick<Company, 'name' | 'email'> }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <bdi>{company.name}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{company.email}</bdi>
      </Typography>
    </Box>
  );
}

/** "View": the company's detail page, relative to the list (/admin/companies/CMP-001). */
export function ViewCompanyLink({ company }: { company: Pick<Company, 'id' | 'name'> }) {
  const { t } = useLocale();
  return (
    <Button
      component={RouterLink}
      to={encodeURIComponent(company.id)}
      size="small"
      variant="outlined"
      startIcon={<VisibilityIcon aria-hidden />}
      aria-label={t('admin.companyList.viewCompany', { name: company.name })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('admin.companyList.view')}
    </Button>
  );
}

/** A day in the current language, as a <time>. */
export function Day({ value }: { value: string }) {
  const { language } = useLocale();
  return <time dateTime={value}>{formatDate(value, language)}</time>;
}
