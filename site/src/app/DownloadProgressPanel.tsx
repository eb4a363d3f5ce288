import { DownloadProgress } from '@clipnest/ui';
import { useEffect } from 'react';
import { authCopy } from '../content/auth';
import { downloadFailureMessage } from '../services/authErrors';
import { dismissTransfer } from '../journey/download';
import { abortTransfer } from '../journey/transfer';
import { useJourney } from '../journey/store';

/** How long the panel stays after the download ended, so its last state can be read. */
const lingerMs = 6000;

/** The running download's progress, bottom of the screen, on whatever page the visitor is. */
export default function DownloadProgressPanel() {
  const transfer = useJourney((journey) => journey.transfer);
  const ended = transfer !== null && transfer.status !== 'downloading';
  useEffect(() => {
    if (!ended) return undefined;
    const timer = setTimeout(dismissTransfer, lingerMs);
    return () => clearTimeout(timer);
  }, [ended]);
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
      labels={authCopy.progress}
    />
  );
}
