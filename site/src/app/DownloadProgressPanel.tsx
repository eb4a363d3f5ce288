import { DownloadProgress, TextLink } from '@clipnest/ui';
import { useEffect } from 'react';
import { authCopy } from '../content/auth';
import { downloadFailureMessage } from '../services/authErrors';
import { dismissTransfer } from '../journey/download';
import { abortTransfer } from '../journey/transfer';
import { useJourney } from '../journey/store';

/**
 * How long the panel stays after the download ended, so its last state can be read; longer once
 * done, when it offers the install guide.
 */
const lingerMs = { done: 12_000, ended: 6000 };

/** The running download's progress, bottom of the screen, on whatever page the visitor is. */
export default function DownloadProgressPanel() {
  const transfer = useJourney((journey) => journey.transfer);
  const status = transfer?.status;
  useEffect(() => {
    if (!status || status === 'downloading') return undefined;
    const timer = setTimeout(dismissTransfer, status === 'done' ? lingerMs.done : lingerMs.ended);
    return () => clearTimeout(timer);
  }, [status]);
  if (!transfer) return null;
  return (
    <DownloadProgress
      variant="floating"
      fileName={transfer.fileName}
      receivedBytes={transfer.received}
      totalBytes={transfer.total}
      status={transfer.status}
      message={transfer.failure && downloadFailureMessage(transfer.failure)}
      onCancel={abortTransfer}
      onDismiss={dismissTransfer}
      nextStep={<TextLink href={authCopy.installLink.href}>{authCopy.installLink.label}</TextLink>}
      labels={authCopy.progress}
    />
  );
}
