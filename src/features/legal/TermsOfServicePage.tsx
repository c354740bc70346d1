import { LegalPage } from './LegalPage';

/** /terms-of-service and /terms (spec 2.1). */
export default function TermsOfServicePage() {
  return <LegalPage document="terms" />;
}
