/**
 * After the download: the /install guide. The download panel's link here is in ./auth
 * (`authCopy.installLink`), which loads with the panel; the download check's words are in
 * ./downloadCheck.
 */
import { heroChecksumLink } from './downloadCheck';
import { productName } from './productName';

// The check's words live in ./downloadCheck (the hero loads them without this page's copy).
export { downloadCheckLabels } from './downloadCheck';

export interface InstallStepCopy {
  id: string;
  title: string;
  description: string;
  /** A path through the system's menus, shown as steps, e.g. System Settings → Privacy & Security. */
  path?: readonly string[];
  /** The shortcut to press, one key per entry. */
  keys?: readonly string[];
  /** A line under the description, e.g. what to do when macOS asks something else. */
  note?: string;
}

export const installPage = {
  eyebrow: 'Install guide',
  heading: `Install ${productName} in a Minute`,
  description: `What to do once ${productName}’s ZIP is in your Downloads folder: five steps, once.`,
  /** Names the list of steps for screen readers. */
  stepsLabel: `Steps to install ${productName}`,
  steps: [
    {
      id: 'unzip',
      title: 'Unzip It',
      description: `Open your Downloads folder and double-click the ZIP you downloaded. ${productName}.app appears beside it. (Safari may have unzipped it for you.)`,
    },
    {
      id: 'move',
      title: 'Move It to Applications',
      description: `Drag ${productName}.app into the Applications folder. Run from there, it can install its own updates; run from Downloads, it can’t.`,
    },
    {
      id: 'open',
      title: 'Open It',
      description: `Double-click ${productName} in Applications. macOS checks our signature and asks whether to open an app downloaded from the internet: choose Open. If it says instead that it can’t verify the app (macOS 15 and later), click Open Anyway here:`,
      path: ['System Settings', 'Privacy & Security', 'Open Anyway'],
      note: `Then open ${productName} again. You’re asked only the first time.`,
    },
    {
      id: 'accessibility',
      title: 'Allow Accessibility',
      description: `${productName} pastes the clip you choose into the app you’re in, which macOS allows only with Accessibility access. When it asks, click Open System Settings and turn ${productName} on.`,
      path: ['System Settings', 'Privacy & Security', 'Accessibility', productName],
      note: `Without it, ${productName} still keeps your history: you copy a clip from the window and paste it with ⌘V yourself.`,
    },
    {
      id: 'shortcut',
      title: 'Press the Shortcut',
      description: `${productName} lives in the menu bar. Copy something, then press the shortcut in any app: your history opens with the search field ready. You can change the shortcut in Settings.`,
      keys: ['⇧', '⌘', 'V'],
    },
  ] satisfies readonly InstallStepCopy[],
  /** Names the keys of a shortcut for screen readers, e.g. 'Shift Command V'. */
  keyNames: { '⇧': 'Shift', '⌘': 'Command', '⌥': 'Option', '⌃': 'Control' } as Record<string, string>,
  /** How a menu path is read by screen readers between its parts. */
  pathSeparator: 'then',
  check: {
    heading: 'Check the Download',
    description: `Optional, for the careful: before you open it, make sure the file is the one we published.`,
    /** Shown while the latest version's record is read. */
    loading: 'Reading the latest version…',
    /** When no checksum can be shown (an older version, or the record can’t be read). */
    elsewhere: 'The checksum of each build you can download is listed in the changelog.',
    changelogLink: 'See the changelog',
    heroLink: heroChecksumLink,
  },
  help: {
    heading: 'Stuck?',
    text: 'Write to us with the step you’re on and your version of macOS. We usually reply within one business day.',
    link: 'Contact Support',
  },
} as const;
