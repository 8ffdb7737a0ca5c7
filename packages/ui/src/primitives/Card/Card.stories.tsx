import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { tabToRole } from '../story-helpers.tsx';
import { Card, cardElements } from './Card.tsx';

const footerSpy = fn();

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Next session',
    description: 'Thursday, 6:00 PM · Gym Fit Zone, Sarajevo',
    children: 'Lower body strength: back squats 5×5, Romanian deadlifts 3×8, walking lunges 3×12.',
  },
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A section named by its heading (h2 by default). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Next session' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Next session' })).toBeInTheDocument();
  },
};

/** Footer actions; Tab moves through them in order. */
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary" onPress={footerSpy}>
          Reschedule
        </Button>
        <Button onPress={footerSpy}>Check in</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    footerSpy.mockClear();
    await tabToRole(canvas, 'button', 'Reschedule');
    await tabToRole(canvas, 'button', 'Check in');
    await userEvent.keyboard('{Enter}');
    await expect(footerSpy).toHaveBeenCalledTimes(1);
  },
};

/** A self-contained item, here a client review, with an h3 under a page h2. */
export const ArticleLevel3: Story = {
  args: {
    as: 'article',
    headingLevel: 3,
    title: '“Stronger than ever at 52”',
    description: 'Emina K. · 5 out of 5 · 3/7/2025',
    children: 'Coach Amra adjusted every programme around my knee. After 16 weeks I deadlift 90 kg.',
  },
  render: (args) => (
    <div>
      <h2 style={{ marginBottom: '1rem' }}>Reviews</h2>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '“Stronger than ever at 52”' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Stronger than ever at 52');
  },
};

/** No heading: a plain div surface, not a landmark. */
export const Untitled: Story = {
  args: { as: 'div', title: undefined, description: undefined, children: 'Prices include VAT. Cancel any time.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, children: undefined, title: 'No sessions this week' },
};

/** Long content in a narrow column wraps, including long unbroken words. */
export const LongContent: Story = {
  args: {
    title: 'Programme: Progressive overload for intermediate lifters returning after an injury break',
    description: 'Week 3 of 12 · 4 sessions per week · Updated by Coach Tarik',
    children:
      'Keep the first two sets at RPE 7 and add 2.5 kg only when all reps are clean. If your lower back tightens, swap conventional deadlifts for trap-bar deadlifts and message your coach. Reference: https://spotter.example/programmes/progressive-overload-intermediate-return-from-injury/week-3',
    footer: <Button variant="ghost">Open programme</Button>,
  },
  render: (args) => (
    <div style={{ maxWidth: '340px' }}>
      <Card {...args} />
    </div>
  ),
};
