import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { RequestCoaching, type RequestCoachingFailure, type RequestCoachingValues } from './RequestCoaching.tsx';

const sent = async (_values: RequestCoachingValues): Promise<RequestCoachingFailure | null> => null;

const meta = {
  title: 'Coaching/RequestCoaching',
  component: RequestCoaching,
  args: {
    trainerName: 'Amra Hodžić',
    viewer: { kind: 'client', standing: { state: 'open' } },
    signInHref: '/auth/login?returnTo=%2Ftrainers%2Famra-hodzic',
    registerHref: '/auth/register?role=client&returnTo=%2Ftrainers%2Famra-hodzic',
    requestsHref: '/client/dashboard/trainwithcoach',
    defaultGoal: 'strength',
    onStart: fn(),
    onSubmit: fn(sent),
  },
  decorators: [maxWidth(560)],
} satisfies Meta<typeof RequestCoaching>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-out visitor: sign in or register first; both keep the request for after. */
export const SignedOut: Story = {
  args: { viewer: { kind: 'anonymous' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const signIn = canvas.getByRole('link', { name: 'Request coaching' });
    await expect(signIn).toHaveAttribute('href', args.signInHref);
    await expect(canvas.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      args.registerHref,
    );
  },
};

/** A client who may ask: the button opens the form with their primary goal chosen. */
export const ClientMayAsk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request coaching' }));
    await expect(canvas.getByRole('combobox', { name: 'The goal it is about' })).toHaveValue('strength');
    await expect(canvas.getByRole('textbox', { name: /Your message/ })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send request' })).toBeDisabled();
  },
};

/** Resumed after signing in: the form is open and the message has focus; sending shows where to follow it. */
export const ResumedAndSent: Story = {
  args: { resume: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('textbox', { name: /Your message/ });
    await expect(message).toHaveFocus();
    await userEvent.type(message, 'I want to deadlift my bodyweight by summer.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'The goal it is about' }), 'No particular goal');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      message: 'I want to deadlift my bodyweight by summer.',
      goal: null,
    });
    await waitFor(() => expect(canvas.getByText('Request sent')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Go to your requests' })).toHaveAttribute('href', args.requestsHref);
  },
};

/**
 * A client whose profile has no name yet (registered on the way here): the form asks for it
 * first, and Send waits for both parts; the name goes with the request.
 */
export const AsksForName: Story = {
  args: { resume: true, viewer: { kind: 'client', standing: { state: 'open', askName: true } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(canvas.getByText(/Trainers decide on a person/)).toBeVisible();
    await userEvent.type(first, 'Lejla');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your message/ }), 'Strength for hiking, please.');
    await expect(canvas.getByRole('button', { name: 'Send request' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), ' Hadžić ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      message: 'Strength for hiking, please.',
      goal: 'strength',
      firstName: 'Lejla',
      lastName: 'Hadžić',
    });
    await waitFor(() => expect(canvas.getByText('Request sent')).toBeVisible());
  },
};

/** The server refused the name: its message shows under the field. */
export const NameRefused: Story = {
  args: {
    resume: true,
    viewer: { kind: 'client', standing: { state: 'open', askName: true } },
    onSubmit: fn(async (_values: RequestCoachingValues): Promise<RequestCoachingFailure | null> => ({
      error: 'Add your first and last name to send the request.',
      fieldErrors: { lastName: 'This field is required.' },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Lejla');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'H');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your message/ }), 'Hello!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(canvas.getByText('This field is required.')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /Last name/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refused (a duplicate): its message shows above the form, which keeps the text. */
export const Refused: Story = {
  args: {
    resume: true,
    onSubmit: fn(async (_values: RequestCoachingValues): Promise<RequestCoachingFailure | null> => ({
      error: "You already have a request waiting for this trainer's answer.",
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your message/ }), 'Hello!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/already have a request waiting/));
    await expect(canvas.getByRole('textbox', { name: /Your message/ })).toHaveValue('Hello!');
  },
};

/** Too long a message cannot be sent; the counter says by how much. */
export const MessageTooLong: Story = {
  args: { resume: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('textbox', { name: /Your message/ });
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(1_005));
    await expect(canvas.getByRole('button', { name: 'Send request' })).toBeDisabled();
    await expect(canvas.getByText(/5 over/)).toBeVisible();
  },
};

export const Pending: Story = {
  args: { viewer: { kind: 'client', standing: { state: 'pending', requestId: 'r1' } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Your request to Amra Hodžić is waiting for an answer.'),
    ).toBeVisible();
  },
};

export const Connected: Story = {
  args: { viewer: { kind: 'client', standing: { state: 'connected' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Amra Hodžić is your coach.')).toBeVisible();
  },
};

export const Cooldown: Story = {
  args: { viewer: { kind: 'client', standing: { state: 'cooldown', until: '2026-12-02T10:00:00.000Z' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ask Amra Hodžić again from Dec 2, 2026/)).toBeVisible();
  },
};

export const FivePending: Story = {
  args: { viewer: { kind: 'client', standing: { state: 'full' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You have 5 requests waiting/)).toBeVisible();
  },
};

/** Trainers and admins look at trainer pages too; they cannot ask. */
export const OtherRole: Story = {
  args: { viewer: { kind: 'other' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only client accounts can request coaching.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { viewer: { kind: 'anonymous' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
