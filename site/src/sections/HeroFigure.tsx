import { MacScene } from '@clipnest/ui';
import { LogoMark } from '../app/brand';
import { heroScene } from '../content/productShot';

/** The landing hero's picture of the app: a drawing with nothing to press, static HTML. */
export function HeroFigure() {
  return (
    <MacScene
      {...heroScene}
      menuBar={{ ...heroScene.menuBar, statusItem: <LogoMark size={16} detail="small" /> }}
      dock={{ app: <LogoMark size={24} detail="small" /> }}
    />
  );
}
