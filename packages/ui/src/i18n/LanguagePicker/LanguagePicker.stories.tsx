import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useStore } from '@nanostores/react';
import { languageStorageKey, locales, type Locale } from '@spotter/domain';
import { m, overwriteGetLocale } from '@spotter/i18n';
import { $locale, changeLanguage } from '../../stores/locale.ts';
import { ConnectedLanguagePicker, LanguagePicker, type LanguagePickerProps } from './LanguagePicker.tsx';

const meta = {
  title: 'I18n/LanguagePicker',
  component: LanguagePicker,
  args: { value: 'en', onChange: fn() },
  argTypes: {
    value: { control: 'select', options: locales },
    compact: { control: 'inline-radio', options: [false, true, 'auto'] },
  },
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the chosen value, as a page would, and still reports every change to the story's spy. */
function Controlled(args: LanguagePickerProps) {
  const [value, setValue] = useState<Locale>(args.value);
  return (
    <LanguagePicker
      {...args}
      value={value}
      onChange={(locale) => {
        setValue(locale);
        args.onChange?.(locale);
      }}
    />
  );
}

const names: Record<Locale, string> = {
  en: 'English',
  bs: 'Bosanski',
  de: 'Deutsch',
  hr: 'Hrvatski',
  sr: 'Srpski',
  sl: 'Slovenščina',
};

export const English: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en');
    await expect(canvas.getByText('English', { selector: 'span' })).toBeVisible();
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(Object.values(names));
  },
};

export const EachLanguage: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      {locales.map((locale) => (
        <LanguagePicker key={locale} value={locale} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const locale of locales) await expect(canvas.getByText(names[locale], { selector: 'span' })).toBeVisible();
  },
};

export const ChooseWithKeyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'de');
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await expect(canvas.getByText('Deutsch', { selector: 'span' })).toBeVisible();
  },
};

export const SameLanguageIsNoChange: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'en');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Compact: Story = {
  args: { value: 'de', compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('de', { selector: 'span' })).toBeVisible();
    await expect(canvas.queryByText('Deutsch', { selector: 'span' })).toBeNull();
  },
};

/** With `compact="auto"` both faces are rendered; the screen width decides which one shows. */
async function expectFace(
  canvas: { getByText: (text: string, options: { selector: string }) => HTMLElement },
  { shown, hidden }: { shown: string; hidden: string },
) {
  await expect(canvas.getByText(shown, { selector: 'span' })).toBeVisible();
  await expect(canvas.getByText(hidden, { selector: 'span' })).not.toBeVisible();
}

export const AutoOnPhone: Story = {
  args: { value: 'sl', compact: 'auto' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: ({ canvas }) => expectFace(canvas, { shown: 'sl', hidden: 'Slovenščina' }),
};

export const AutoOnDesktop: Story = {
  args: { value: 'sl', compact: 'auto' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: ({ canvas }) => expectFace(canvas, { shown: 'Slovenščina', hidden: 'sl' }),
};

export const Disabled: Story = {
  args: { value: 'hr', isDisabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { args: { value: 'sr' }, globals: { theme: 'dark' } };

const save = fn(async (_locale: Locale) => {});

/** Re-renders the story whenever the shared store changes language, as every island does. */
function FollowStoreLocale({ children }: { children: ReactNode }) {
  const locale = useStore($locale);
  overwriteGetLocale(() => locale);
  return (
    <div key={locale} lang={locale}>
      {children}
    </div>
  );
}

/** Connected to `$locale`: choosing German switches the whole story to German at once. */
export const Connected: Story = {
  beforeEach: async () => {
    save.mockClear();
    $locale.set('en');
    return async () => {
      await changeLanguage('en');
      localStorage.removeItem(languageStorageKey);
    };
  },
  decorators: [
    (Story) => (
      <FollowStoreLocale>
        <Story />
      </FollowStoreLocale>
    ),
  ],
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>{m.language_label()}</p>
      <ConnectedLanguagePicker save={save} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Language', { selector: 'p' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(canvas.getByText('Sprache', { selector: 'p' })).toBeVisible());
    await expect(canvas.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expect(save).toHaveBeenCalledWith('de');
    await expect($locale.get()).toBe('de');
    await expect(localStorage.getItem(languageStorageKey)).toBe('de');
  },
};
