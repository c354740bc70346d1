import { useMemo } from 'react';
import { usePageTime } from '@/components/usePageTime';
import { buildLandingSamples, type LandingSamples } from '@/fixtures/landing';

/** The preview's sample data, dated relative to when the page opened (see usePageTime). */
export function useLandingSamples(): { samples: LandingSamples; now: Date } {
  const now = usePageTime();
  return useMemo(() => ({ samples: buildLandingSamples(now), now }), [now]);
}
