import { ClipboardPopover } from '@clipnest/ui';
import { LogoMark } from '../app/brand';
import { heroMenuBarClock, heroPopover } from '../content/productShot';

/** The landing hero's picture of the app: a drawing with nothing to press, so its code can wait. */
export default function HeroFigure() {
  return (
    <ClipboardPopover
      {...heroPopover}
      menuBar={{ mark: <LogoMark size={16} detail="small" />, clock: heroMenuBarClock }}
    />
  );
}
