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

  // Follow the reader. The observer says when a section crosses the reading line (a thin band a
  // quarter of the way down the viewport); where each one is then decides — not which one is in
  // the band, since a jump (a scrolled-to position, the page hydrating with the reader mid-text)
  // can land the line in the gap between two sections.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const readingLine = 0.25;
    const observer = new IntersectionObserver(
      () => {
        // Right after a table-of-contents link was followed, its section stays current (a short
        // last section may never reach the reading line).
        if (Date.now() < pinnedUntil.current) return;
        const sections = [...root.querySelectorAll<HTMLElement>('[data-section-id]')]
          .filter((element) => ids.includes(element.dataset.sectionId ?? ''))
          .map((element) => ({ id: element.dataset.sectionId!, top: element.getBoundingClientRect().top }));
        setCurrent(currentLegalSection(sections, window.innerHeight * (readingLine + 0.01)));
      },
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
