import { validationMessage } from '../../i18n/validation.ts';
import { m } from '@spotter/i18n';

type Ref = string | { key: string; params: Record<string, string | number> };

/** The plan messages an answer or a schema can name, which the shared validation list does not hold. */
const planMessages: Readonly<Record<string, (params: Record<string, string | number>) => string>> = {
  plans_error_choose_client: () => m.plans_error_choose_client(),
  plans_error_too_many_clients: (params) => m.plans_error_too_many_clients({ max: params.max ?? '' }),
  plans_error_not_found: () => m.plans_error_not_found(),
  plans_error_not_your_client: () => m.plans_error_not_your_client(),
  plans_error_limit: () => m.plans_error_limit(),
  plans_error_conflict: () => m.plans_error_conflict(),
  plans_error_ended: () => m.plans_error_ended(),
};

/**
 * A plan error in the reader's language: a plan message key, a validation key (with its values),
 * or text the server already translated, which passes through. `values` fill what a key leaves out.
 */
export function planErrorText(ref: Ref, values: Record<string, string | number> = {}): string {
  const { key, params } = typeof ref === 'string' ? { key: ref, params: {} } : ref;
  const message = Object.hasOwn(planMessages, key) ? planMessages[key] : undefined;
  return message ? message({ ...values, ...params }) : validationMessage(ref);
}
