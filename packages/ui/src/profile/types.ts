/** What every editor section's fields component takes: its values, controlled, and their errors. */
export interface SectionFieldsProps<T> {
  value: T;
  onChange: (next: T) => void;
  /** Translated messages by field path ('firstName', 'gyms', 'location.city'). */
  errors: Record<string, string[]>;
  /** True while the section is being saved. */
  isDisabled?: boolean;
  /** True while the values differ from the saved ones (availability shows a 'don't forget to save' notice). */
  isDirty?: boolean;
}
