import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

// Scaffold: replaced by the screen in issue 8.
export default function UserVerificationPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.userVerification')} />;
}
