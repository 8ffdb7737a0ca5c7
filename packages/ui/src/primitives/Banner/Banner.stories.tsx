import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { tabToRole } from '../story-helpers.tsx';
import { Banner, bannerTones, type BannerProps } from './Banner.tsx';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: {
    tone: 'info',
    title: 'Your profile is under review',
    children: 'We check new coach profiles within 2 working days. You can keep editing in the meantime.',
  },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Information');
    await expect(status).toHaveTextContent('Your profile is under review');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * A banner of one tone whose live region (a polite status or an interrupting alert) announces the
 * tone's name with the message.
 */
function toneStory(
  args: Pick<BannerProps, 'tone' | 'title' | 'children'>,
  region: 'status' | 'alert',
  toneName: string,
): Story {
  return {
    args,
    play: async ({ canvas }) => {
      await expect(canvas.getByRole(region)).toHaveTextContent(toneName);
    },
  };
}

export const Success = toneStory(
  {
    tone: 'success',
    title: 'Payment received',
    children: 'Your 12-week coaching plan with Amra Hodžić starts on Monday.',
  },
  'status',
  'Success',
);

export const ErrorTone: Story = {
  name: 'Error',
  ...toneStory(
    {
      tone: 'error',
      title: 'We could not save your workout',
      children: 'Check your connection and try again. Your sets are kept on this device.',
    },
    'alert',
    'Error',
  ),
};

export const Warning = toneStory(
  {
    tone: 'warning',
    title: 'Your certificate expires in 14 days',
    children: 'Upload the renewed CPR certificate to keep the “Verified” badge on your profile.',
  },
  'alert',
  'Warning',
);

/** `onDismiss` adds a Dismiss button: reachable with Tab, activated with Enter. */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'button', 'Dismiss');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function RemovableBanner(props: BannerProps) {
  const [open, setOpen] = useState(true);
  return open ? (
    <Banner {...props} onDismiss={() => setOpen(false)} />
  ) : (
    <Button variant="secondary" onPress={() => setOpen(true)}>
      Show the notice again
    </Button>
  );
}

/** The parent removes the banner when it is dismissed; Space works too. */
export const DismissAndRemove: Story = {
  render: (args) => <RemovableBanner {...args} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show the notice again' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { tone: 'success', title: 'Check-in sent to Coach Amra', children: undefined },
};

export const BodyOnly: Story = {
  args: {
    tone: 'info',
    title: undefined,
    children: 'Prices include VAT. You can cancel any time before the next billing date.',
  },
};

/** Long text wraps, including long unbroken words such as links, and the dismiss button stays top-right. */
export const LongText: Story = {
  args: {
    tone: 'warning',
    onDismiss: fn(),
    title: 'Some of your clients have not logged a workout for more than two weeks and may need a check-in',
    children:
      'Lejla Begić, Tarik Mehmedović, Ana Kovačević, Emir Hadžić and 7 others have not logged training since 3/2/2025. Send them a message from the client list or adjust their programmes so the plan fits their schedule again. Details: https://spotter.example/coach/clients?filter=inactive-more-than-fourteen-days',
  },
  render: (args) => (
    <div style={{ maxWidth: '360px' }}>
      <Banner {...args} />
    </div>
  ),
};
