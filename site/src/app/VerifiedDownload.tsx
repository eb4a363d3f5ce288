import {
  Button,
  ButtonLink,
  Container,
  HandoffNotice,
  Text,
  VerificationStatus,
  type VerificationState,
} from '@clipnest/ui';
import { useSyncExternalStore, type ReactNode } from 'react';
import { authCopy } from '../content/auth';
import { publicHomeUrl } from '../seo';
import { downloadFailureMessage } from '../services/authErrors';
import { isThisDeviceAMac } from '../services/device';
import { pressDownload } from '../journey/download';
import { useJourney } from '../journey/store';
import { stayOnPage } from '../journey/verification';

const { callback, otherDevice } = authCopy;

/**
 * What a page shows once an emailed link or code has verified the address (/auth/callback and
 * /auth/confirm; journey/verification.ts runs it): on a Mac the download, then 'Download
 * Complete!'; a failed download offers a manual one. A device that is not a Mac gets no ZIP: it
 * is told to open the site on the Mac, with the address to copy or share.
 */
export function VerifiedDownload() {
  const complete = useJourney((journey) => journey.verification.step === 'complete');
  const transfer = useJourney((journey) => journey.transfer);
  const isMac = useIsMac();

  if (!isMac) {
    return (
      <VerificationStatus
        status="verified"
        title={otherDevice.verifiedTitle}
        description={otherDevice.verifiedDescription}
      >
        <HandoffNotice hideHeader url={publicHomeUrl} labels={otherDevice.handoff} />
      </VerificationStatus>
    );
  }

  const failure = transfer?.status === 'failed' ? transfer.failure : undefined;
  const view: { state: VerificationState; title: string; description: string } = complete
    ? { state: 'complete', title: callback.complete, description: callback.redirecting }
    : {
        state: failure ? 'error' : 'verified',
        title: callback.verifiedTitle,
        description: failure ? downloadFailureMessage(failure) : callback.verifiedText,
      };
  return (
    <VerificationStatus status={view.state} title={view.title} description={view.description}>
      {failure && (
        <>
          <ManualDownload />
          <ButtonLink href="/" variant="ghost" size={3}>
            {callback.backHome}
          </ButtonLink>
        </>
      )}
    </VerificationStatus>
  );
}

const noChanges = () => () => {};

/** Whether this is a Mac: true as prerendered (and while hydrating), then this browser's answer. */
export function useIsMac(): boolean {
  return useSyncExternalStore(noChanges, isThisDeviceAMac, () => true);
}

/** What a verification page's status says at one step. */
export interface StatusView {
  state: VerificationState;
  title: string;
  description: string;
}

/** The steps the confirm and callback pages say alike: no link in the address, and a recovery link read. */
export const sharedStatusViews = {
  noLink: { state: 'idle', title: authCopy.callback.noLinkTitle, description: authCopy.callback.noLinkText },
  recovery: {
    state: 'verified',
    title: authCopy.recovery.setTitle,
    description: authCopy.recovery.setDescription,
  },
} satisfies Record<string, StatusView>;

/**
 * The page around a verification's states (/auth/callback, /auth/confirm): no section padding,
 * as VerificationStatus places its card in the viewport under the header itself.
 */
export function VerificationPage({ children }: { children: ReactNode }) {
  return <Container size={1}>{children}</Container>;
}

/** 'Download Manually', for a verification or download that failed; the page then stays. */
export function ManualDownload() {
  const busy = useJourney((journey) => journey.download.status !== 'idle');
  return (
    <Button
      variant="solid"
      size={3}
      isDisabled={busy}
      onPress={() => {
        stayOnPage();
        pressDownload();
      }}
    >
      {callback.manualDownload}
    </Button>
  );
}

/**
 * Under the next steps of a page opened without a link (/auth/callback, /auth/confirm): the
 * specified 'Invalid verification URL', quiet and last, so the page leads with what to do.
 */
export function NoLinkDetail() {
  return (
    <Text size={2} color="muted" align="center">
      {callback.noLinkDetail(callback.invalidUrl)}
    </Text>
  );
}
