import { BetaNoticeModal, Text } from '@clipnest/ui';
import { betaNotice } from '../content/landing';
import { productName } from '../content/product';
import { localStorageOrNull } from '../services/browserStorage';
import { LogoMark } from './brand';

/** The beta notice: 1 s after a first visit to the landing page, never again once closed. */
export default function BetaNoticeHost() {
  return (
    <BetaNoticeModal
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
