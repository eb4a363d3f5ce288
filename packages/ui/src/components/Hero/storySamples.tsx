import { MacScene } from '../ProductShot';
import { sampleMacScene } from '../ProductShot/storySamples';

// Sample picture for the Hero stories (not exported from the package): the drawn Mac.

export function SampleProductShot() {
  return <MacScene {...sampleMacScene} />;
}
