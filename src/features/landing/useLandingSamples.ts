import { useState } from 'react';
import { buildLandingSamples, type LandingSamples } from '@/fixtures/landing';

/** The preview's sample data, dated relative to when the page opened. */
export function useLandingSamples(): { samples: LandingSamples; now: Date } {
  const [value] = useState(() => {
    const now = new Date();
    return { samples: buildLandingSamples(now), now };
  });
  return value;
}
