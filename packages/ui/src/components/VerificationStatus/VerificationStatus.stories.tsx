import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SampleMark } from '../Brand/SampleMark';
import { Button, ButtonLink } from '../Button';
import { DownloadProgress } from '../DownloadProgress';
import { VerificationStatus, verificationStates, type VerificationState } from './VerificationStatus';

const MB = 1_000_000;

const meta = {
  title: 'Components/VerificationStatus',
  component: VerificationStatus,
  parameters: { layout: 'fullscreen' },
  args: { status: 'verifying', title: 'Verifying Your Email…', description: 'This takes a moment.' },
  argTypes: { status: { control: 'inline-radio', options: verificationStates } },
  render: (args) => (
    <main>
      <VerificationStatus {...args} />
    </main>
  ),
} satisfies Meta<typeof VerificationStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Ready: a press confirms the link',
  args: {
    status: 'ready',
    title: 'Confirm your email',
    description: 'Press the button to verify your address.',
    children: <Button onPress={fn()}>Confirm</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="spinner"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-status="ready"] [data-part="icon"] svg')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const button = (args.children as { props: { onPress: ReturnType<typeof fn> } }).props.onPress;
    await expect(button).toHaveBeenCalledTimes(1);
  },
};

/** The page opened without a link: a calm note and the next steps, no warning colour. */
export const Idle: Story = {
  name: 'Idle: opened without a link',
  args: {
    status: 'idle',
    title: 'Email Verification Not Yet Complete',
    description: 'This page finishes a sign-up from the link in our email.',
    children: (
      <>
        <Button onPress={fn()}>Sign Up</Button>
        <ButtonLink href="/" variant="soft">
          Back to Home
        </ButtonLink>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Email Verification Not Yet Complete' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="spinner"]')).toBeNull();
    // Grey, not the error's red: the icon's colour is the neutral text colour of the card's description.
    const icon = canvasElement.querySelector<HTMLElement>('[data-status="idle"] [data-part="icon"]')!;
    const description = canvas.getByText('This page finishes a sign-up from the link in our email.');
    await expect(getComputedStyle(icon).color).toBe(getComputedStyle(description).color);
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

/** The same note with the app's motif in the icon's place: the same box, so nothing moves. */
export const IdleWithIllustration: Story = {
  name: 'Idle, with the app’s motif',
  args: { ...Idle.args, illustration: <SampleMark size={56} /> },
  play: async ({ canvasElement }) => {
    const drawing = canvasElement.querySelector<HTMLElement>('[data-part="illustration"]')!;
    await expect(drawing).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[data-part="icon"]')).toBeNull();
    await expect(drawing.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Email Verification Not Yet Complete' }),
    ).toBeVisible();
  },
};

export const Verifying: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Verifying Your Email…' });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(heading).not.toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying Your Email…This takes a moment.');
    const spinner = canvasElement.querySelector<HTMLElement>('[data-part="spinner"]')!;
    await expect(getComputedStyle(spinner).animationName).not.toBe('none');
  },
};

export const VerifyingReducedMotion: Story = {
  name: 'Verifying with reduced motion: a still spinner',
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const spinner = canvasElement.querySelector<HTMLElement>('[data-part="spinner"]')!;
    await expect(getComputedStyle(spinner).animationName).toBe('none');
  },
};

export const Verified: Story = {
  name: 'Verified, downloading',
  args: {
    status: 'verified',
    title: 'Email Verified',
    description: 'Your download starts now.',
    children: (
      <DownloadProgress
        variant="inline"
        fileName="Clipnest-3.5.0.zip"
        receivedBytes={11_600_000}
        totalBytes={20 * MB}
        status="downloading"
        onCancel={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Downloading Clipnest-3.5.0.zip' })).toHaveAttribute(
      'aria-valuenow',
      '58',
    );
  },
};

export const Complete: Story = {
  args: { status: 'complete', title: 'Download Complete!', description: 'Taking you home…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Download Complete!Taking you home…');
    await expect(canvasElement.querySelector('[data-part="spinner"]')).toBeNull();
  },
};

const onDownload = fn();

export const ErrorState: Story = {
  name: 'Error',
  args: {
    status: 'error',
    title: 'Verification Failed',
    description: 'Verification link expired. Please register again.',
    children: (
      <>
        <Button icon="download" onPress={onDownload}>
          Download Manually
        </Button>
        <ButtonLink href="/" variant="soft" icon="arrow-left">
          Back to Home
        </ButtonLink>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    onDownload.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Verification FailedVerification link expired. Please register again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Download Manually' }));
    await expect(onDownload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const ErrorPhone: Story = {
  ...ErrorState,
  name: 'Error, 390',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Verification Failed' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

const journey: Array<{ status: VerificationState; title: string; description: string }> = [
  { status: 'verifying', title: 'Verifying Your Email…', description: 'This takes a moment.' },
  { status: 'verified', title: 'Email Verified', description: 'Your download starts now.' },
  { status: 'complete', title: 'Download Complete!', description: 'Taking you home…' },
];

/** The page's states in turn, as the callback page moves through them. */
function Journey() {
  const [step, setStep] = useState(0);
  const current = journey[step]!;
  return (
    <main>
      <VerificationStatus {...current}>
        {step < journey.length - 1 && (
          <Button variant="soft" onPress={() => setStep(step + 1)}>
            Next state
          </Button>
        )}
      </VerificationStatus>
    </main>
  );
}

export const Announced: Story = {
  name: 'Each change is announced in the same status region',
  render: () => <Journey />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Next state' }));
    await waitFor(() => expect(status).toHaveTextContent('Email VerifiedYour download starts now.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next state' }));
    await waitFor(() => expect(status).toHaveTextContent('Download Complete!Taking you home…'));
    // The same element all along: screen readers hear each change.
    await expect(canvas.getByRole('status')).toBe(status);
  },
};
