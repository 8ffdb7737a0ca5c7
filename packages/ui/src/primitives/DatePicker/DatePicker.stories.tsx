import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../story-helpers.tsx';
import { DatePicker } from './DatePicker.tsx';

const isSunday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay() === 0;

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { label: 'Date of birth', name: 'birthDate', onChange: fn() },
  decorators: [
    // Date order and month names follow the story's language, not the browser's.
    (Story, context) => (
      <I18nProvider locale={String(context.globals.locale ?? 'en')}>
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openCalendarWithKeyboard() {
  await userEvent.tab();
  await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
  return screen.findByRole('dialog');
}

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
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveTextContent('3/21/1990');
    const dialog = await openCalendarWithKeyboard();
    const selected = within(dialog).getByRole('button', { name: /March 21, 1990/ });
    await waitFor(() => expect(selected).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-03-22');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveTextContent('3/22/1990');
  },
};

export const MonthNavigation: Story = {
  args: { label: 'First session', name: 'firstSession', defaultValue: '2026-06-15' },
  play: async ({ args }) => {
    const dialog = await openCalendarWithKeyboard();
    await expect(within(dialog).getByRole('heading', { name: 'June 2026' })).toBeVisible();
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('heading', { name: 'July 2026' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    await expect(within(dialog).getByRole('heading', { name: 'May 2026' })).toBeVisible();
    // react-aria adds a second, visually hidden "Next" after the grid; ours comes first.
    await expect(within(dialog).getAllByRole('button', { name: 'Next' })[0]).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RangeAndDaysOff: Story = {
  args: {
    label: 'First session',
    name: 'firstSession',
    description: 'June 2026. Your coach does not train on Sundays.',
    minValue: '2026-06-01',
    maxValue: '2026-06-30',
    isDateUnavailable: isSunday,
    placeholderValue: '2026-06-01',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      'June 2026. Your coach does not train on Sundays.',
    );
    const dialog = await openCalendarWithKeyboard();
    const sunday = within(dialog).getByRole('button', { name: /Sunday, June 7, 2026/ });
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Focus starts on June 1 and cannot move before the minimum.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /June 1, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByRole('button', { name: /June 1, 2026/ })).toHaveFocus();
    // Sunday the 7th cannot be chosen.
    await userEvent.keyboard('{ArrowRight>6/}{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-08');
  },
};

export const WithDescription: Story = {
  args: { description: 'You must be at least 16 to book sessions.', placeholderValue: '1995-01-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      'You must be at least 16 to book sessions.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: '2015-08-02', isInvalid: true, errorMessage: 'You must be at least 16 to book sessions.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You must be at least 16 to book sessions.')).toBeVisible();
    const [month] = canvas.getAllByRole('spinbutton');
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    // react-aria prefixes the description with the selected date.
    await expect(month).toHaveAccessibleDescription(/You must be at least 16 to book sessions\.$/);
  },
};

export const OutOfRange: Story = {
  args: {
    label: 'First session',
    name: 'firstSession',
    defaultValue: '2026-05-30',
    minValue: '2026-06-01',
    validationBehavior: 'aria',
    errorMessage: 'Choose a date from June 1, 2026.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Choose a date from June 1, 2026.')).toBeVisible();
    // Stepping the month up brings the date back into range and clears the error.
    const [month] = canvas.getAllByRole('spinbutton');
    await tabTo(month);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-30');
    await expect(canvas.queryByText('Choose a date from June 1, 2026.')).not.toBeInTheDocument();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-required', 'true');
    }
  },
};

export const CustomCalendarButtonLabel: Story = {
  args: { calendarButtonLabel: 'Choose a date from the calendar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose a date from the calendar/ })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1988-11-02' },
  play: async ({ canvas }) => {
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(canvas.getByRole('button')).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getAllByRole('spinbutton')[0]).not.toHaveFocus();
  },
};
