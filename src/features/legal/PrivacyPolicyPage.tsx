import { LegalPage } from './LegalPage';

/** /privacy-policy and /privacy (spec 2.1). */
export default function PrivacyPolicyPage() {
  return <LegalPage document="privacy" />;
}
