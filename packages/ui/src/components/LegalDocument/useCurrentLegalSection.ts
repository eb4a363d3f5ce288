import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { currentLegalSection } from './legalDocument';

/** Marks what comes before the first section (the document's header) for the reading line. */
export const readingStartAttribute = 'data-reading-start';

/**
 * Which section the reader is in, followed with an IntersectionObserver over the sections
 * (`[data-section-id]`) inside `rootRef`. At the top of the page — before any script runs, too —
 * it is the first section. `follow(id)` makes a section current at once, when a
 * table-of-contents link to it is followed.
 */
export function useCurrentLegalSection(rootRef: RefObject<HTMLElement | null>, ids: readonly string[]) {
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  const pinnedUntil = useRef(0);

  // Follow the reader: a section is "in the band" while it crosses the reading line; the first
  // such section is the current one.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const inBand = new Set<string>();
    const readingLine = 0.25;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.sectionId;
          if (!id) continue;
          if (entry.isIntersecting) inBand.add(id);
          else inBand.delete(id);
        }
        // Right after a table-of-contents link was followed, its section stays current (a short
        // last section may never reach the reading line).
        if (Date.now() < pinnedUntil.current) return;
        // Scrolled back above the first section (to the page's top): the first is current.
        const first = root.querySelector('[data-section-id]');
        const beforeFirst = !!first && first.getBoundingClientRect().top > window.innerHeight * readingLine;
        setCurrent((previous) => currentLegalSection(ids, inBand, previous, beforeFirst));
      },
      // The reading line: a thin band a quarter of the way down the viewport.
      { rootMargin: `-${readingLine * 100}% 0px -74% 0px` },
    );
    // The header too: a jump back to the top (Home key, a link to #top) takes every section out
    // of the band at once; without a change the observer would not report, and the last section
    // read (often the last one) would stay current at the top.
    for (const element of root.querySelectorAll<HTMLElement>(
      `[${readingStartAttribute}], [data-section-id]`,
    )) {
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids, rootRef]);

  const follow = useCallback((id: string) => {
    pinnedUntil.current = Date.now() + 1000;
    setCurrent(id);
  }, []);

  return { current, follow };
}
