import { act, startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
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

const island = document.createElement('div');
island.dataset.island = 'Chips';
let stopKeeping = () => {};
afterEach(() => {
  stopKeeping();
  island.remove();
});

it('keeps a native radio chosen while its island is hydrating, and React is told once it has', async () => {
  island.innerHTML = renderToString(<Chips />);
  document.body.append(island);
  stopKeeping = keepEarlyPresses(() => {});
  const product = island.querySelector<HTMLInputElement>('input[value="product"]')!;
  // Hydration has started (React listens on the island) but not finished when the visitor chooses.
  startTransition(() => {
    hydrateRoot(island, <Chips />);
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
