import { createAction } from '@reduxjs/toolkit';

/**
 * Actions more than one domain handles. A feature never imports another feature; when two domains
 * must react to one event, the event lives here and both slices handle it.
 */

/** Restore every domain's sample data, dated relative to `referenceDate` (an ISO timestamp). */
export const sampleDataReset = createAction<{ referenceDate: string }>('app/sampleDataReset');
