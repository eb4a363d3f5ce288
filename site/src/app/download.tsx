import {
  DownloadButton,
  toButtonState,
  type DownloadButtonTone,
  type DownloadButtonVariant,
} from '@clipnest/ui';
import { downloadCopy } from '../content/download';
import { headerLabels } from '../content/navigation';
import { pressDownload } from '../journey/download';
import { useJourney } from '../journey/store';
import { clientOnly } from '../loading/clientOnly';
import { useUser } from './session';

const AccountMenuHost = clientOnly(() => import('./AccountMenuHost'));
const AuthDialogs = clientOnly(() => import('./AuthDialogs'));
const DownloadProgressPanel = clientOnly(() => import('./DownloadProgressPanel'));

/** A Download button: 'Download Now' as the hero's call to action, 'Download' where space is short. */
export function DownloadAction({
  variant = 'hero',
  tone,
  label,
  isFullWidth,
  hasIconAtRest,
  onBeforePress,
}: {
  variant?: DownloadButtonVariant;
  /** `secondary`: outlined, beside a more important download (the plans around the highlighted one). */
  tone?: DownloadButtonTone;
  label?: string;
  isFullWidth?: boolean;
  /** Off for labels that name a step, not a download ('Get Started'). */
  hasIconAtRest?: boolean;
  /** Runs before the press reaches the journey (the mobile menu closes itself). */
  onBeforePress?: () => void;
}) {
  const download = useJourney((journey) => journey.download);
  return (
    <DownloadButton
      variant={variant}
      tone={tone}
      isFullWidth={isFullWidth}
      hasIconAtRest={hasIconAtRest}
      {...toButtonState(download)}
      onPress={() => {
        onBeforePress?.();
        pressDownload();
      }}
      labels={{
        idle: label ?? (variant === 'hero' ? downloadCopy.idle : downloadCopy.idleShort),
        downloading: downloadCopy.busy,
        // The button is idle or downloading, and stays so until it resets 2 s after the attempt;
        // how the attempt ended is said by the toast and the progress panel.
        done: downloadCopy.busy,
        failed: downloadCopy.busy,
      }}
    />
  );
}

/** The header's actions: the signed-in account (after hydration) and the download button. */
export function HeaderDownload() {
  const user = useUser();
  return (
    <>
      {user.loggedIn && user.email && <AccountMenuHost />}
      <DownloadAction variant="compact" label={headerLabels.download} />
    </>
  );
}

/** The journey's dialogs and progress panel, whose code loads when one first shows. */
export function JourneyOverlays() {
  const hasDialog = useJourney((journey) => journey.dialog.kind !== 'none');
  const hasTransfer = useJourney((journey) => journey.transfer !== null);
  return (
    <>
      {hasDialog && <AuthDialogs />}
      {hasTransfer && <DownloadProgressPanel />}
    </>
  );
}
