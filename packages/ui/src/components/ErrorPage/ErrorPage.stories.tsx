import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '../../utils/router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SampleMark } from '../Brand/SampleMark';
import { ErrorPage, errorPageVariants } from './ErrorPage';

const navigate = fn().mockName('navigate');
const retry = fn().mockName('retry');

const meta = {
  title: 'Page frame/ErrorPage',
  component: ErrorPage,
  args: {
    variant: 'not-found',
    eyebrow: '404',
    title: 'Oops! Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    homeHref: '/',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: errorPageVariants },
    action: { control: false },
    icon: { control: false },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <main>
          <Story />
        </main>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stack = `TypeError: Cannot read properties of undefined (reading 'version')
    at LatestRelease (https://example.com/assets/landing-4f2a.js:1:2048)
    at renderWithHooks (https://example.com/assets/vendor-9c1e.js:12:33012)
    at updateFunctionComponent (https://example.com/assets/vendor-9c1e.js:12:36210)`;

export const NotFound: Story = {
  name: 'Not found',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    const home = canvas.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    navigate.mockClear();
    await userEvent.click(home);
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
    await expect(canvasElement.querySelector('details')).toBeNull();
  },
};

export const UnexpectedError: Story = {
  name: 'Unexpected error',
  args: {
    variant: 'error',
    eyebrow: undefined,
    title: 'Something went wrong',
    description:
      'An unexpected error stopped this page from loading. Try again, or go back to the home page.',
    onRetry: retry,
    details: stack,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    retry.mockClear();
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await userEvent.click(tryAgain);
    await expect(retry).toHaveBeenCalledTimes(1);
    // A keyboard user gets the same, with the focus ring react-aria's buttons show.
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(2);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(tryAgain).toHaveFocus();
    await expect(tryAgain).toHaveAttribute('data-focus-visible', 'true');
    // The home link comes second, in the quieter look.
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    // The details are folded away until asked for.
    const details = canvasElement.querySelector('details')!;
    await expect(details.open).toBe(false);
    await expect(canvas.getByText(/Cannot read properties/)).not.toBeVisible();
    await userEvent.click(canvas.getByText('Error details'));
    await expect(details.open).toBe(true);
    await expect(canvas.getByText(/Cannot read properties/)).toBeVisible();
  },
};

export const NotFoundOnPhone: Story = {
  name: 'Not found, phone',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const UnexpectedErrorOnPhone: Story = {
  name: 'Unexpected error, phone',
  globals: { viewport: { value: 'phone' } },
  args: UnexpectedError.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Error details'));
    await expect(canvas.getByText(/Cannot read properties/)).toBeVisible();
    // Long lines wrap instead of widening the page.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** An app's own icon element in place of the built-in one, and the page in another language. */
export const OwnIconAndLabels: Story = {
  name: 'Own icon and labels',
  args: {
    title: 'Seite nicht gefunden',
    description: 'Diese Seite gibt es nicht oder nicht mehr.',
    icon: (
      <svg data-testid="own-icon" viewBox="0 0 24 24" width={32} height={32} aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M9 10h.01M15 10h.01M8.5 16c2-2 5-2 7 0" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    ),
    labels: { home: 'Zur Startseite' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('own-icon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  },
};

/** The app's motif (here a stand-in for its mark) drawn large in place of the icon and its tile. */
export const WithIllustration: Story = {
  args: { illustration: <SampleMark size={112} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = canvas.getByTestId('mark');
    await expect(drawing).toBeVisible();
    // Decorative: the title names the page, the drawing stays out of the accessibility tree.
    await expect(drawing.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  },
};
