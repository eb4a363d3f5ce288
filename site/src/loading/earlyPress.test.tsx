import { act, startTransition, useState } from 'react';
import { Button } from 'react-aria-components';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { keepEarlyPresses } from './earlyPress';
import { replayTypedChanges } from './typedBeforeHydration';

/**
 * A native radio group, as a form's choices are (not the press and careers lists' chips: those are
 * react-aria buttons with `role="radio"`, whose early press `keepEarlyPresses` makes again).
 * What React holds is in `output`.
 */
function Chips() {
  const [chosen, setChosen] = useState('all');
  return (
    <fieldset>
      {['all', 'product'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="category"
            value={value}
            checked={chosen === value}
            onChange={() => setChosen(value)}
          />
          {value}
        </label>
      ))}
      <output>{chosen}</output>
    </fieldset>
  );
}

// Each test's own island, as a page's islands are each their own root.
let island: HTMLElement;
let stopKeeping = () => {};
beforeEach(() => {
  island = document.createElement('div');
  island.dataset.island = 'Test';
});
const roots: Root[] = [];
afterEach(() => {
  stopKeeping();
  for (const root of roots.splice(0)) act(() => root.unmount());
  island.remove();
});

it('keeps a native radio chosen while its island is hydrating, and React is told once it has', async () => {
  island.innerHTML = renderToString(<Chips />);
  document.body.append(island);
  stopKeeping = keepEarlyPresses(() => {});
  const product = island.querySelector<HTMLInputElement>('input[value="product"]')!;
  // Hydration has started (React listens on the island) but not finished when the visitor chooses.
  startTransition(() => {
    roots.push(hydrateRoot(island, <Chips />));
  });
  product.click();
  await act(async () => {});
  // What IslandRoot does once the island has hydrated.
  await act(async () => {
    replayTypedChanges(island);
    island.setAttribute('data-hydrated', '');
  });
  expect(island.querySelector('output')!.textContent).toBe('product');
  expect(product.checked).toBe(true);
});

/** A react-aria button (as the package's buttons and the lists' chips are) that counts its presses. */
function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <>
      <Button onPress={() => setPresses((count) => count + 1)}>Count</Button>
      <output>{presses}</output>
    </>
  );
}

/** Renders Counter into the island as the prerenderer does, and starts keeping presses. */
function prerenderCounter() {
  island.innerHTML = renderToString(<Counter />);
  document.body.append(island);
  stopKeeping = keepEarlyPresses(() => {});
  return island.querySelector('button')!;
}

/** Hydrates the island whole and marks it as IslandRoot does. */
async function hydrateCounter() {
  await act(async () => {
    roots.push(hydrateRoot(island, <Counter />));
  });
  await act(async () => {
    island.setAttribute('data-hydrated', '');
    await Promise.resolve(); // the observer of the mark makes a kept press again
  });
}

/** The pointer events of a mouse press, as a browser sends them (a click from a pointer has a `detail`). */
const pointer = { bubbles: true, button: 0, pointerId: 1, pointerType: 'mouse', width: 1, height: 1 };
const mouse = {
  down: (button: Element) => {
    button.dispatchEvent(new PointerEvent('pointerdown', pointer));
    button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0, detail: 1 }));
  },
  up: (button: Element) => {
    button.dispatchEvent(new PointerEvent('pointerup', pointer));
    button.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0, detail: 1 }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, detail: 1 }));
  },
};

const presses = () => island.querySelector('output')!.textContent;

it('counts a press begun on a waiting island and ended after it has hydrated, once', async () => {
  const button = prerenderCounter();
  mouse.down(button); // the island has not hydrated: nothing hears this
  await hydrateCounter();
  await act(async () => mouse.up(button)); // React hears the end of a press it did not see begin
  expect(presses()).toBe('1');
  expect(document.activeElement).toBe(button);
});

it('counts a press made wholly on a waiting island once its island has hydrated', async () => {
  const button = prerenderCounter();
  mouse.down(button);
  mouse.up(button);
  expect(presses()).toBe('0');
  await hydrateCounter();
  expect(presses()).toBe('1');
});

it('leaves a press made wholly on a hydrated island to React, counted once', async () => {
  const button = prerenderCounter();
  await hydrateCounter();
  await act(async () => {
    mouse.down(button);
    mouse.up(button);
  });
  expect(presses()).toBe('1');
  await act(async () => button.click()); // a script's (or a screen reader's) click
  expect(presses()).toBe('2');
});
