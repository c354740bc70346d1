import type { Widen } from '../../../types';

/** English texts of admin.lifecycle.*: the reference for the other languages. */
const en = {
  title: 'Lifecycle',
};

export type LifecycleTexts = Widen<typeof en>;
export default en satisfies LifecycleTexts;
