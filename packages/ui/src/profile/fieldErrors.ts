/** The props that show a section's error for one field under it: invalid, with the messages joined. */
export function fieldError(
  errors: Record<string, string[]>,
  field: string,
): { isInvalid: boolean; errorMessage: string | undefined } {
  const messages = errors[field];
  return messages && messages.length > 0
    ? { isInvalid: true, errorMessage: messages.join(' ') }
    : { isInvalid: false, errorMessage: undefined };
}
