import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/components/PageHeader';
import { MAIN_CONTENT_ID, PublicFooter, PublicHeader } from '@/components/public';
import { LANDING_SECTIONS, type LandingSection } from '@/lib/publicPaths';
import { scrollToSection } from '@/lib/smoothScroll';
import { ContactSection } from './ContactSection';
import { DashboardPreview } from './DashboardPreview';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { MobileAppSection } from './MobileAppSection';
import { ServicesSection } from './ServicesSection';
import { TrialCta } from './TrialCta';
import { useLandingSamples } from './useLandingSamples';

const isSection = (value: string): value is LandingSection =>
  (LANDING_SECTIONS as readonly string[]).includes(value);

/**
 * The two sections that show the sample data. Their own component: the samples are dated from the
 * time the page opened, which replaces the build time right after hydration (usePageTime), and that
 * update re-renders these two sections rather than the whole page.
 */
function SampleSections() {
  const { samples, now } = useLandingSamples();
  return (
    <>
      <MobileAppSection samples={samples} />
      <DashboardPreview samples={samples} now={now} />
    </>
  );
}

/** Spec 2.2: the public landing page at `/`. */
export default function LandingPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  useDocumentTitle(t('landing.title'));

  // Arriving from another page with /#section: jump there below the sticky header, as a browser
  // does for an anchor (the smooth 1.5 s scroll is for clicks on this page).
  useEffect(() => {
    const section = decodeURIComponent(hash.slice(1));
    if (isSection(section)) scrollToSection(section, { instant: true });
  }, [hash]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <HeroSection />
        <ServicesSection />
        <SampleSections />
        <FeaturesSection />
        <ContactSection />
        <TrialCta />
      </Box>
      <PublicFooter />
    </Box>
  );
}
