import {
  DownloadButton,
  type AuthMode,
  type DownloadButtonVariant,
  type UseDownloadButtonResult,
} from '@clipnest/ui';
import {
  useEffect,
  useState,
  type ComponentType,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { downloadCopy } from '../content/download';
import { headerLabels } from '../content/navigation';
import { clientOnly, whenIdle } from './clientOnly';
import { keepEarlyPresses } from './earlyPress';
import { useSession } from './session';
import { createStoreContext } from './storeContext';

const AccountMenuHost = clientOnly(() => import('./AccountMenuHost'));

/** Which dialog of the journey is open. */
export type JourneyDialog =
  | { kind: 'none' }
  | {
      kind: 'auth';
      mode: AuthMode;
      /** Pre-fills the address (e.g. an already verified one, offered to sign in). */
      email?: string;
      /** Why the dialog opened, said above the form. */
      reason?: 'alreadyVerified' | 'sessionEnded';
    }
  | {
      kind: 'checkEmail';
      email: string;
      justSent: boolean;
      /**
       * The password just typed, kept only in memory while the dialog is open: once the address is
       * verified (here by code, or on another device), the tab signs in with it and downloads.
       */
      password?: string;
    }
  /** A device that is not a Mac pressed Download: what Clipnest is for, and sign-up for later. */
  | { kind: 'otherDevice' };

/** A download in flight (or just ended): what the progress panel shows. */
export interface Transfer {
  fileName: string;
  received: number;
  total: number | null;
  status: 'downloading' | 'done' | 'failed' | 'cancelled';
  message?: string;
}

export interface JourneyValue {
  /** The one download every Download button shows and starts. */
  download: UseDownloadButtonResult;
  transfer: Transfer | null;
  cancelTransfer: () => void;
  dismissTransfer: () => void;
  dialog: JourneyDialog;
  setDialog: Dispatch<SetStateAction<JourneyDialog>>;
  /** The auth dialog closed: without a sign-in, the waiting download is dropped. */
  authClosed: (signedIn: boolean) => void;
  /**
   * Starts the download for a page that reports it itself (the callback page's 'Download
   * Complete!'): no 'Download started' toast replaces the one the page just showed.
   */
  startQuietly: () => void;
}

export const JourneyContext = createStoreContext<JourneyValue | null>(null);

export function useJourney(): JourneyValue {
  const journey = JourneyContext.useValue();
  if (!journey) throw new Error('useJourney must be used inside <DownloadProvider>.');
  return journey;
}

/** Something the visitor did before the journey's code had loaded, done once it has. */
export type QueuedAction = (journey: JourneyValue) => void;

export interface JourneyEngineProps {
  /** Receives the journey after every change. */
  onChange: (journey: JourneyValue) => void;
  /** Actions taken while the code was loading: the engine runs them, in order, and empties this. */
  queued: QueuedAction[];
}

/**
 * Says that the download's code could not load (offline, or the site was redeployed meanwhile).
 * The toasts come with their region, which loads after hydration: they show wherever it could load.
 */
export function reportLoadFailure() {
  import('./ToasterHost').then(
    ({ toast }) => toast.error(downloadCopy.failedLater),
    () => {},
  );
}

/** The journey until its code has loaded: every button idle, every action kept for it. */
function waitingJourney(queue: (action: QueuedAction) => void): JourneyValue {
  const press = () => queue((journey) => journey.download.press());
  const idle: UseDownloadButtonResult = {
    state: { status: 'idle' },
    buttonProps: { status: 'idle', progress: null, onPress: press },
    press,
    cancelAuth: () => {},
  };
  return {
    download: idle,
    transfer: null,
    cancelTransfer: () => {},
    dismissTransfer: () => {},
    dialog: { kind: 'none' },
    setDialog: (next) => queue((journey) => journey.setDialog(next)),
    authClosed: () => {},
    startQuietly: () => queue((journey) => journey.startQuietly()),
  };
}

/**
 * Gives every page the visitor's journey (journey.tsx). Its code — the download's state machine,
 * the sign-in dialogs' wiring — is not in a page's first load: it loads when the browser is idle
 * after hydration, or at once when the visitor presses a Download button first. Until then the
 * buttons show their resting state and what the visitor does waits for it.
 */
export function DownloadProvider({ children }: { children: ReactNode }) {
  const [journey, setJourney] = useState<JourneyValue | null>(null);
  const [Engine, setEngine] = useState<ComponentType<JourneyEngineProps> | null>(null);
  const [loader] = useState(() => journeyLoader((engine) => setEngine(() => engine), setJourney));
  const [waiting] = useState(() => waitingJourney(loader.queue));
  useEffect(() => whenIdle(loader.load, 2000), [loader]);
  // A press made before hydration (kept by the page's inline loader) waits for the journey too.
  useEffect(() => keepEarlyPresses(waiting.download.press), [waiting]);

  return (
    <JourneyContext.Provider value={journey ?? waiting}>
      {children}
      {Engine && <Engine onChange={loader.publish} queued={loader.queued} />}
    </JourneyContext.Provider>
  );
}

/**
 * Loads the journey's code once, and keeps what the visitor does meanwhile. An action that comes
 * later from a component still holding the waiting journey (an effect that captured it) runs at
 * once on the current one.
 */
function journeyLoader(
  onLoaded: (engine: ComponentType<JourneyEngineProps>) => void,
  onJourney: (journey: JourneyValue) => void,
) {
  const queued: QueuedAction[] = [];
  let loading = false;
  let current: JourneyValue | null = null;
  function load() {
    if (loading) return;
    loading = true;
    import('./journey').then(
      (module) => onLoaded(module.default),
      () => {
        // Offline, or the site was redeployed: say so if the visitor was waiting for it; a later
        // press tries again.
        loading = false;
        if (queued.splice(0).length > 0) reportLoadFailure();
      },
    );
  }
  return {
    queued,
    load,
    publish(journey: JourneyValue) {
      current = journey;
      onJourney(journey);
    },
    queue(action: QueuedAction) {
      if (current) return action(current);
      queued.push(action);
      load();
    },
  };
}

/** A Download button: 'Download Now' as the hero's call to action, 'Download' where space is short. */
export function DownloadAction({
  variant = 'hero',
  label,
  isFullWidth,
  onBeforePress,
}: {
  variant?: DownloadButtonVariant;
  label?: string;
  isFullWidth?: boolean;
  /** Runs before the press reaches the journey (the mobile menu closes itself). */
  onBeforePress?: () => void;
}) {
  const journey = JourneyContext.useValue();
  const buttonProps = journey?.download.buttonProps;
  const press = buttonProps?.onPress;
  return (
    <DownloadButton
      variant={variant}
      isFullWidth={isFullWidth}
      {...buttonProps}
      onPress={
        onBeforePress && press
          ? () => {
              onBeforePress();
              press();
            }
          : press
      }
      labels={{
        idle: label ?? (variant === 'hero' ? downloadCopy.idle : downloadCopy.idleShort),
        downloading: downloadCopy.busy,
        // Section 4: the button is idle or downloading, and stays so until it resets 2 s after the
        // attempt; how the attempt ended is said by the toast and the progress panel.
        done: downloadCopy.busy,
        failed: downloadCopy.busy,
      }}
    />
  );
}

/** The header's actions: the signed-in account (after hydration) and the download button. */
export function HeaderDownload() {
  const { user } = useSession();
  return (
    <>
      {user.loggedIn && user.email && <AccountMenuHost />}
      <DownloadAction variant="compact" label={headerLabels.download} />
    </>
  );
}
