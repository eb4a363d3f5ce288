import type { Ref, RefCallback } from 'react';

/**
 * One ref callback that sets every given ref (callbacks and ref objects alike). Memoise the result
 * (`useMemo(() => mergeRefs(a, b), [a, b])`) so React does not detach and re-attach it on every render.
 */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups: Array<() => void> = [];
    for (const ref of refs) {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        cleanups.push(typeof cleanup === 'function' ? cleanup : () => ref(null));
      } else if (ref) {
        ref.current = node;
        cleanups.push(() => {
          ref.current = null;
        });
      }
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  };
}
