import { Button, HandoffNotice, MarkedTitle, Modal } from '@clipnest/ui';
import { authCopy } from '../content/auth';
import { publicHomeUrl } from '../seo';
import { LogoMark } from './brand';
import { closeDialog, openDialog } from '../journey/download';

/** A device that is not a Mac pressed Download: what Clipnest is for, the address, and sign-up. */
export function OtherDeviceDialog() {
  const { otherDevice } = authCopy;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && closeDialog('otherDevice', { keepsPress: true })}
      // The same header as the other dialogs of the journey: the mark above the title.
      title={<MarkedTitle mark={<LogoMark size={40} />}>{otherDevice.title}</MarkedTitle>}
      description={otherDevice.description}
      labels={{ close: otherDevice.close }}
      size={1}
    >
      <HandoffNotice hideHeader align="start" url={publicHomeUrl} labels={otherDevice.handoff}>
        {/* The primary action as in every dialog: full width, the default size. */}
        <Button variant="solid" isFullWidth onPress={() => openDialog({ kind: 'auth', mode: 'signup' })}>
          {otherDevice.signUp}
        </Button>
      </HandoffNotice>
    </Modal>
  );
}
