import { ClipboardPopover } from '../ProductShot';
import { samplePopover } from '../ProductShot/storySamples';

// Sample picture for the Hero stories (not exported from the package): the drawn menu-bar popover.

export function SampleProductShot() {
  return <ClipboardPopover {...samplePopover} />;
}
