import { Button, HandoffNotice, Modal } from '@clipnest/ui';
import { authCopy } from '../content/auth';
import { closeDialog, openDialog } from '../journey/download';

/** A device that is not a Mac pressed Download: what Clipnest is for, the address, and sign-up. */
export function OtherDeviceDialog() {
  const { otherDevice } = authCopy;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && closeDialog('otherDevice', { keepsPress: true })}
      title={otherDevice.title}
      description={otherDevice.description}
      labels={{ close: otherDevice.close }}
      size={1}
    >
      <HandoffNotice
        hideHeader
        align="start"
        url={new URL('/', window.location.origin).toString()}
        labels={otherDevice.handoff}
      >
        <Button
          variant="solid"
          size={3}
          isFullWidth
          onPress={() => openDialog({ kind: 'auth', mode: 'signup' })}
        >
          {otherDevice.signUp}
        </Button>
      </HandoffNotice>
    </Modal>
  );
}
