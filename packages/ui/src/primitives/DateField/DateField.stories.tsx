import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { intlLocale } from '../../i18n/intlLocale.ts';
import { maxWidth, tabTo } from '../story-helpers.tsx';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Date of birth', name: 'dateOfBirth', onChange: fn() },
  decorators: [
    maxWidth(360),
    // Segment order follows the story's language, not the browser's (Bosnian formats as Croatian).
    (Story, context) => (
      <I18nProvider locale={intlLocale(String(context.globals.locale ?? 'en'))}>
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const [month, day, year] = canvas.getAllByRole('spinbutton');
    await tabTo(month);
    await userEvent.keyboard('05');
    await expect(day).toHaveFocus();
    await userEvent.keyboard('14');
    await expect(year).toHaveFocus();
    await userEvent.keyboard('1992');
    await expect(args.onChange).toHaveBeenLastCalledWith('1992-05-14');
  },
};

export const Filled: Story = {
  args: { defaultValue: '1990-03-21' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    await expect(group).toHaveTextContent('3/21/1990');
    const [, day] = canvas.getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-03-22');
  },
};

/** Day first, with dots, as a reader of Bosnian writes it. */
export const Bosnian: Story = {
  args: { label: 'Datum rođenja', defaultValue: '1990-03-21' },
  globals: { locale: 'bs' },
  play: async ({ canvas }) => {
    const [day, month] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveTextContent('21');
    await expect(month).toHaveTextContent(/^0?3$/);
  },
};

export const WithDescription: Story = {
  args: { description: 'You must be at least 16.', defaultValue: '1995-11-02' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'You must be at least 16.', defaultValue: '2015-01-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You must be at least 16.')).toBeVisible();
    const [month] = canvas.getAllByRole('spinbutton');
    await expect(month).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1988-07-30' },
  play: async ({ canvas }) => {
    for (const segment of canvas.getAllByRole('spinbutton'))
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Mobile: Story = {
  args: { defaultValue: '1993-09-09' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
