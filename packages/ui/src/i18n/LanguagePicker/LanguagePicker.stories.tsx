import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
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
        args.onChange(locale);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /Language/ });

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
  },
};
export const Bosnian: Story = {
  args: { value: 'bs' },
  play: async () => expect(trigger()).toHaveTextContent('Bosanski'),
};
export const German: Story = {
  args: { value: 'de' },
  play: async () => {
    await expect(trigger()).toHaveTextContent('Deutsch');
    await expect(within(trigger()).getByText('Deutsch')).toHaveAttribute('lang', 'de');
  },
};
export const Croatian: Story = {
  args: { value: 'hr' },
  play: async () => expect(trigger()).toHaveTextContent('Hrvatski'),
};
export const Serbian: Story = {
  args: { value: 'sr' },
  play: async () => expect(trigger()).toHaveTextContent('Srpski'),
};
export const Slovenian: Story = {
  args: { value: 'sl' },
  play: async () => expect(trigger()).toHaveTextContent('Slovenščina'),
};

/** The list names every language in itself and marks each option with its language. */
export const Open: Story = {
  args: { value: 'hr' },
  play: async () => {
    await userEvent.click(trigger());
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'enEnglish',
      'bsBosanski',
      'deDeutsch',
      'hrHrvatski',
      'srSrpski',
      'slSlovenščina',
    ]);
    await expect(options.map((option) => option.getAttribute('lang'))).toEqual([...locales]);
    await expect(screen.getByRole('option', { name: 'Hrvatski' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard only: open with Enter, move with the arrows, choose with Enter. */
export const PickGermanWithKeyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('option', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('de');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger()).toHaveTextContent('Deutsch');
    await expect(trigger()).toHaveFocus();
  },
};

/** Space and ArrowDown open it too; Escape closes it without a change. */
export const EscapeKeepsTheLanguage: Story = {
  args: { value: 'sl' },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger()).toHaveTextContent('Slovenščina');
  },
};

export const Compact: Story = {
  args: { value: 'de', compact: true },
  play: async () => {
    const button = trigger();
    await expect(button).toHaveAccessibleName(/Language/);
    await expect(button).toHaveAccessibleName(/Deutsch/);
    await expect(within(button).getByText('de')).toBeVisible();
    await expect(button.getBoundingClientRect().width).toBeLessThan(100);
  },
};

/** `compact="auto"` on a phone: only the code shows. */
export const AutoOnMobile: Story = {
  args: { value: 'bs', compact: 'auto' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBeLessThan(768);
    const button = trigger();
    await expect(within(button).getByText('bs')).toBeVisible();
    await expect(button).toHaveAccessibleName(/Bosanski/);
    await expect(button.getBoundingClientRect().width).toBeLessThan(100);
  },
};

/** `compact="auto"` on a desktop: the full name shows. */
export const AutoOnDesktop: Story = {
  args: { value: 'bs', compact: 'auto' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    const button = trigger();
    await expect(within(button).getByText('bs')).not.toBeVisible();
    await expect(button).toHaveAccessibleName(/Bosanski/);
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

export const Disabled: Story = {
  args: { value: 'hr', isDisabled: true },
  play: async ({ args }) => {
    await expect(trigger()).toBeDisabled();
    await userEvent.tab();
    await expect(trigger()).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const save = fn(async (_locale: Locale) => {});

/** Re-renders the story whenever the shared store changes language, as every island does. */
function FollowStoreLocale({ children }: { children: ReactNode }) {
  const locale = useStore($locale);
  overwriteGetLocale(() => locale);
  return (
    <I18nProvider locale={locale}>
      <div key={locale} lang={locale}>
        {children}
      </div>
    </I18nProvider>
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
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await waitFor(() => expect(canvas.getByText('Sprache', { selector: 'p' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: /Sprache/ })).toHaveTextContent('Deutsch');
    await expect(save).toHaveBeenCalledWith('de');
    await expect($locale.get()).toBe('de');
    await expect(localStorage.getItem(languageStorageKey)).toBe('de');
  },
};

export const Dark: Story = {
  args: { value: 'sl' },
  globals: { theme: 'dark' },
  play: async () => {
    await userEvent.click(trigger());
    await expect(await screen.findByRole('option', { name: 'Slovenščina' })).toHaveAttribute('aria-selected', 'true');
  },
};
