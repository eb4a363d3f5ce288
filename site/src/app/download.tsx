import { DownloadButton, type DownloadButtonVariant } from '@clipnest/ui';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { hero } from '../content/landing';
import { headerLabels } from '../content/navigation';
import { clientOnly } from './clientOnly';

const AuthDialog = clientOnly(() => import('./AuthDialog'));

interface DownloadContextValue {
  /** What every Download button does: a signed-out visitor is asked to sign in or sign up. */
  requestDownload: () => void;
}

const DownloadContext = createContext<DownloadContextValue>({ requestDownload: () => {} });

/** Holds the sign-in dialog that every Download button on the site opens. */
export function DownloadProvider({ children }: { children: ReactNode }) {
  const [isAuthOpen, setAuthOpen] = useState(false);
  return (
    <DownloadContext.Provider value={{ requestDownload: () => setAuthOpen(true) }}>
      {children}
      <AuthDialog isOpen={isAuthOpen} onOpenChange={setAuthOpen} />
    </DownloadContext.Provider>
  );
}

/** A Download button: 'Download Now' as the hero's call to action, 'Download' where space is short. */
export function DownloadAction({
  variant = 'hero',
  label,
  isFullWidth,
}: {
  variant?: DownloadButtonVariant;
  label?: string;
  isFullWidth?: boolean;
}) {
  const { requestDownload } = useContext(DownloadContext);
  return (
    <DownloadButton
      variant={variant}
      isFullWidth={isFullWidth}
      onPress={requestDownload}
      labels={{
        idle: label ?? (variant === 'hero' ? hero.download.label : hero.download.shortLabel),
        downloading: hero.download.busyLabel,
      }}
    />
  );
}

/** The header's download button. */
export function HeaderDownload() {
  return <DownloadAction variant="compact" label={headerLabels.download} />;
}
