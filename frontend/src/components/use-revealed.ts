import { startTransition, useEffect, useState } from 'react';

/**
 * Whether to show what waits for `ready` (a page's record, a form's defaults). Ready at the
 * first render: shown at once. Ready later, when an answer arrives: shown by a transition.
 * An answer reaches React as a synchronous store update (TanStack Query's subscription), so
 * the page it lets through (a form of many fields, a document's detail) would render and
 * commit in one task, about 100 ms of a slow phone's main thread with no tap answered;
 * rendered by a transition, React yields every few milliseconds while it renders.
 */
export function useRevealed(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return ready && shown;
}
