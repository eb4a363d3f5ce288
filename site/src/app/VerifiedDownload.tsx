import {
  Button,
  ButtonLink,
  Container,
  HandoffNotice,
  Section,
  VerificationStatus,
  type VerificationState,
} from '@clipnest/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { authConstants, authCopy } from '../content/auth';
import { isThisDeviceAMac } from '../services/device';
import { useJourney } from './download';
import { useSession } from './session';

const { callback, otherDevice } = authCopy;
const { callbackTimings } = authConstants;

/**
 * What a page shows once an emailed link or code has verified the address (/auth/callback and
 * /auth/confirm): on a Mac the download starts by itself, 'Download Complete!' follows 3 s after
 * the start (never before the bytes have arrived) and the site goes home 2 s later; a failed
 * download offers a manual one. A device that is not a Mac gets no ZIP: it is told to open the
 * site on the Mac, with the address to copy or share.
 */
export function VerifiedDownload() {
  const [, navigate] = useLocation();
  const session = useSession();
  const { transfer, startQuietly } = useJourney();
  const [isMac] = useState(isThisDeviceAMac);
  const started = useRef(false);
  const [homeCancelled, setHomeCancelled] = useState(false);

  // The download starts by itself once the session says the visitor may download.
  useEffect(() => {
    if (isMac && !started.current && session.canDownload) {
      started.current = true;
      startQuietly();
    }
  }, [isMac, session.canDownload, startQuietly]);

  const [threeSecondsPassed, setThreeSecondsPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setThreeSecondsPassed(true), callbackTimings.completeAfterMs);
    return () => clearTimeout(timer);
  }, []);
  const complete = isMac && threeSecondsPassed && transfer?.status === 'done';

  useEffect(() => {
    if (!complete || homeCancelled) return undefined;
    const timer = setTimeout(() => navigate('/'), callbackTimings.homeAfterCompleteMs);
    return () => clearTimeout(timer);
  }, [complete, homeCancelled, navigate]);

  if (!isMac) {
    return (
      <VerificationStatus
        status="verified"
        title={otherDevice.verifiedTitle}
        description={otherDevice.verifiedDescription}
      >
        <HandoffNotice
          hideHeader
          url={new URL('/', window.location.origin).toString()}
          labels={otherDevice.handoff}
        />
      </VerificationStatus>
    );
  }

  const failed = transfer?.status === 'failed';
  const view: { state: VerificationState; title: string; description: string } = complete
    ? { state: 'complete', title: callback.complete, description: callback.redirecting }
    : {
        state: failed ? 'error' : 'verified',
        title: callback.verifiedTitle,
        description: failed ? (transfer?.message ?? authCopy.download.failed) : callback.verifiedText,
      };
  return (
    <VerificationStatus status={view.state} title={view.title} description={view.description}>
      {failed && (
        <>
          <ManualDownload onPress={() => setHomeCancelled(true)} />
          <ButtonLink href="/" variant="soft" size={3}>
            {callback.backHome}
          </ButtonLink>
        </>
      )}
    </VerificationStatus>
  );
}

/** The page around a verification's states (/auth/callback, /auth/confirm). */
export function VerificationPage({ children }: { children: ReactNode }) {
  return (
    <Section size={3}>
      <Container size={1}>{children}</Container>
    </Section>
  );
}

/**
 * 'Download manually' (section 4), for a verification or download that failed; `onPress` runs
 * first (the pages stop going home on their own once the visitor acts).
 */
export function ManualDownload({ onPress }: { onPress: () => void }) {
  const { download } = useJourney();
  return (
    <Button
      variant="solid"
      size={3}
      isDisabled={download.buttonProps.status !== 'idle'}
      onPress={() => {
        onPress();
        download.press();
      }}
    >
      {callback.manualDownload}
    </Button>
  );
}
