import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MuscleFigure, muscleFigureSizes } from './MuscleFigure.tsx';

const meta = {
  title: 'Exercises/MuscleFigure',
  component: MuscleFigure,
  args: {
    primary: ['quadriceps', 'glutes'],
    secondary: ['hamstrings', 'adductors', 'lower_back'],
    size: 'large',
  },
  argTypes: { size: { control: 'inline-radio', options: muscleFigureSizes } },
} satisfies Meta<typeof MuscleFigure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A back squat on an exercise's page: legs and glutes strong, the helpers lighter, front and back named. */
export const Large: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('img', {
      name: 'Main muscles: Quadriceps and Glutes. Secondary muscles: Hamstrings, Adductors, and Lower back.',
    });
    await expect(figure.querySelector('[data-muscle="quadriceps"]')).toHaveAttribute('data-emphasis', 'primary');
    await expect(figure.querySelector('[data-muscle="hamstrings"]')).toHaveAttribute('data-emphasis', 'secondary');
    await expect(figure.querySelector('[data-muscle="chest"]')).not.toHaveAttribute('data-emphasis');
    await expect(canvas.getByText('Front')).toBeInTheDocument();
    await expect(canvas.getByText('Back')).toBeInTheDocument();
  },
};

/** The card's icon, 64 px tall, without the captions. */
export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('img');
    await expect(figure.getBoundingClientRect().height).toBe(64);
    await expect(canvas.queryByText('Front')).toBeNull();
  },
};

/** A pull-up: the back view carries it. Every one of the 18 muscle groups is a region of the figure. */
export const Back: Story = {
  args: { primary: ['lats', 'biceps'], secondary: ['upper_back', 'forearms', 'traps', 'shoulders'] },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('img');
    const drawn = new Set(
      [...figure.querySelectorAll('[data-muscle]')].map((region) => region.getAttribute('data-muscle')),
    );
    await expect(drawn.size).toBe(18);
  },
};

/** Only main muscles: the label names no secondary ones. */
export const PrimaryOnly: Story = {
  args: { primary: ['chest'], secondary: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Main muscles: Chest.' })).toBeVisible();
  },
};

/** Beside text that names the muscles, the figure is hidden from screen readers. */
export const Decorative: Story = {
  args: { size: 'small', decorative: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /^Hauptmuskeln:/ })).toBeVisible();
    await expect(canvas.getByText('Vorne')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
