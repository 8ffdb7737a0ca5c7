import { m, validationMessage } from '@spotter/i18n';

/** The marketplace query's own message keys (the generic validation keys are validationMessage's). */
const marketplaceMessages: Readonly<Record<string, () => string>> = {
  marketplace_sort_needs_city: m.marketplace_sort_needs_city,
};

/** A field error of the search in the reader's language; text already translated passes through. */
export function filterErrorMessage(message: string): string {
  return Object.hasOwn(marketplaceMessages, message)
    ? (marketplaceMessages[message]?.() ?? message)
    : validationMessage(message);
}
