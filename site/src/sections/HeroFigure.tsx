import { MacScene } from '@clipnest/ui';
import { LogoMark } from '../app/brand';
import { heroScene } from '../content/productShot';

/** The landing hero's picture of the app: a drawing with nothing to press, so its code can wait. */
export default function HeroFigure() {
  return (
    <MacScene
      {...heroScene}
      menuBar={{ ...heroScene.menuBar, statusItem: <LogoMark size={16} detail="small" /> }}
    />
  );
}
