import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/**
 * An admin route whose screen a later issue builds: inside the admin layout it shows its title
 * only (listed in docs/screens.md).
 */
export function NotBuiltScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <PageHeader title={t(titleKey)} />;
}
