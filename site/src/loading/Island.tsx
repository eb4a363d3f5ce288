import { createContext, useContext } from 'react';
import type { IslandName, IslandProps } from './registry';

/**
 * When an island hydrates: `load` — as soon as the app has started; `visible` — when scrolled near;
 * `reached` — when the visitor reaches into it (pointer, touch or keyboard focus), for a part that
 * works as plain HTML until then (a form: its fields take typing before React arrives).
 */
export type IslandWhen = 'load' | 'visible' | 'reached';

export interface PlacedIsland {
  name: IslandName;
  props: object;
  when: IslandWhen;
}

/** The islands of the page being prerendered, in document order (entry-server.tsx fills them in). */
export const PlacedIslands = createContext<PlacedIsland[] | null>(null);

type IslandElementProps<N extends IslandName> = {
  name: N;
  when?: IslandWhen;
  /** A `<span>` instead of a `<div>`: for an island inside a paragraph (a line of phrasing content). */
  inline?: boolean;
} & (object extends IslandProps<N> ? { props?: IslandProps<N> } : { props: IslandProps<N> });

/**
 * A part of a prerendered page that responds to a person, hydrated on its own (src/loading/README.md).
 * Rendered here as an empty element, marked with the island's name, its place and its props as
 * JSON; the prerenderer renders the island itself, as its own root, into it. Its props must be
 * plain data. The element takes no room of its own (`display: contents`).
 */
export function Island<N extends IslandName>({ name, when = 'load', props, inline }: IslandElementProps<N>) {
  const placed = useContext(PlacedIslands);
  if (!placed) throw new Error(`The island ${name} was rendered outside a prerendered page.`);
  const slot = placed.length;
  placed.push({ name, props: props ?? {}, when });
  const Element = inline ? 'span' : 'div';
  return (
    <Element
      data-island={name}
      data-when={when}
      data-props={props ? JSON.stringify(props) : undefined}
      data-slot={slot}
      style={{ display: 'contents' }}
    />
  );
}

/** The prefix of the ids React makes inside the island in `slot`: the same on the server and in the browser. */
export const islandIdPrefix = (slot: number | string) => `i${slot}-`;
