import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';

/**
 * A public API read the header makes for itself once the browser is idle after hydration,
 * instead of the page carrying its data: the menus' organisations (a branch may have a hundred)
 * and the bell's latest notifications weigh on every page otherwise. Anonymous, so the answer
 * comes from the shared precompressed cache. `null` until it arrives, and if it fails: the next
 * page asks again.
 */
export function usePublicRead<T>(path: string): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let active = true;
    const load = () => {
      apiRequest<T>(path, { withToken: false })
        .then((answer) => {
          if (active) setValue(answer);
        })
        .catch(() => {});
    };
    // Safari lacks requestIdleCallback; a timeout stands in.
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 200);
    return () => {
      active = false;
      if (idle) cancelIdleCallback(handle as number);
      else clearTimeout(handle);
    };
  }, [path]);
  return value;
}
