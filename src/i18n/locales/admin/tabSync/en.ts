import type { Widen } from '../../../types';

/** English texts of keeping two open tabs in step (admin.tabSync.*): the reference for the other languages. */
const en = {
  refusedTitle: 'Changed in another tab',
  refusedDescription:
    'Your change was not applied: another tab changed the same item first. The page now shows the current data.',
};

export type TabSyncTexts = Widen<typeof en>;
export default en satisfies TabSyncTexts;
