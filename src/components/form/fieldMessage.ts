import type { TFunction } from 'i18next';
import { sharedMessage } from '@/lib/validation';

/**
 * The text of a field's message code: a shared one (`validation.*`, e.g. too long) from the shell
 * catalogue, a form's own one under `scope` (e.g. `admin.users.add.errors`). Nothing for no code.
 */
export function fieldMessage(t: TFunction, scope: string, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const shared = sharedMessage(code);
  return shared ? t(shared.key, shared.values) : t(`${scope}.${code}`);
}
