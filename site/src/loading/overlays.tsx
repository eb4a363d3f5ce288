// The overlays' root: what exists only in the browser and shows over the page — the cookie banner
// and its preferences, the journey's dialogs and progress panel, the toasts and the landing page's
// beta notice. Rendered (not hydrated) into the empty element the layout leaves after the skip
// link, so that an open banner is met first in the tab order.
import { toast, useBottomRoom } from '@clipnest/ui';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { createRoot } from './react';
import { BetaNotice, preloadBetaNotice } from '../app/BetaNotice';
import { cookieSettingsOpen } from '../app/cookieSettings';
import { JourneyOverlays } from '../app/download';
import { clientOnly } from './clientOnly';
import { IslandRoot } from './IslandRoot';

// The banner shows 2 s after load, and the landing page's beta notice at 1 s: the banner's code
// loads after the notice's, so that the two do not make one long task together.
const CookieBanner = clientOnly(() => import('../app/CookieBannerHost'), { idle: true, notBefore: 1200 });
const Toaster = clientOnly(() => import('../app/ToasterHost'));

// Whether a toast has shown on this page: the toasts' region (and react-aria's toast code) loads
// with the first one, which most visits never see, and then stays so that toasts can animate out.
let toastShown = false;
const subscribeToToasts = (listener: () => void) => toast.queue.subscribe(listener);
const hasShownToast = () => (toastShown ||= toast.queue.visibleToasts.length > 0);

function Toasts() {
  return useSyncExternalStore(subscribeToToasts, hasShownToast, () => false) ? <Toaster /> : null;
}

/**
 * While something is fixed at the bottom of the screen (the cookie banner), the page keeps as much
 * room after its end, so that its last lines — the footer's Cookie Settings and legal links — can
 * still be scrolled above it on a phone, and a control the keyboard focuses (or a link's target)
 * scrolls into view above it, not behind it. Padding below everything moves nothing on screen.
 */
function RoomAtPageEnd() {
  const room = useBottomRoom();
  useLayoutEffect(() => {
    const px = room > 0 ? `${room}px` : '';
    document.body.style.paddingBlockEnd = px;
    document.documentElement.style.scrollPaddingBlockEnd = px;
  }, [room]);
  return null;
}

function Overlays({ isLanding }: { isLanding: boolean }) {
  const settingsOpen = cookieSettingsOpen.use();
  return (
    <>
      <RoomAtPageEnd />
      <CookieBanner isOpen={settingsOpen} onOpenChange={cookieSettingsOpen.set} />
      <JourneyOverlays />
      <Toasts />
      {isLanding && <BetaNotice />}
    </>
  );
}

export function startOverlays(): void {
  const isLanding = window.location.pathname === '/';
  if (isLanding) preloadBetaNotice();
  // The stored session (its code loads now: a first visit has none to read). The latest build's
  // record is read by the parts that show it (src/app/latestFile.tsx), on the pages that have them.
  void import('../journey/session').then(({ startSession }) => startSession());
  const element = document.querySelector<HTMLElement>('[data-overlays]');
  if (!element) return;
  createRoot(element).render(
    <IslandRoot element={element}>
      <Overlays isLanding={isLanding} />
    </IslandRoot>,
  );
}
