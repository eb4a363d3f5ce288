import { BetaNoticeModal, Text } from '@clipnest/ui';
import { useState } from 'react';
import { betaNotice } from '../content/betaNotice';
import { productName } from '../content/productName';
import { localStorageOrNull } from '../services/browserStorage';
import { LogoMark } from './brand';
import { useJourney } from '../journey/store';
import { remainingSinceLoad } from '../loading/clientOnly';

/** The notice opens 1 s after a first visit to the landing page. */
const noticeDelayMs = 1000;

/**
 * The beta notice: 1 s after a first visit to the landing page, never again once closed. A visitor
 * who pressed Download first (before the notice's moment) is in the journey's dialogs: the notice
 * waits until they are closed rather than open on top of them and take the focus.
 */
export default function BetaNoticeHost() {
  const hasDialog = useJourney((journey) => journey.dialog.kind !== 'none');
  return hasDialog ? null : <Notice />;
}

function Notice() {
  // From the page load; fixed at mount.
  const [delay] = useState(() => remainingSinceLoad(noticeDelayMs));
  return (
    <BetaNoticeModal
      delay={delay}
      storage={localStorageOrNull()}
      productName={productName}
      title={betaNotice.title}
      mark={<LogoMark size={40} />}
      labels={{ start: betaNotice.startLabel, close: betaNotice.closeLabel }}
    >
      {betaNotice.body.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </BetaNoticeModal>
  );
}
