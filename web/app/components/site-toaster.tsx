import { type ComponentType, useEffect, useState } from 'react';

type ToasterModule = typeof import('./toaster');

/** Public pages' toasts stay 3000 ms (spec section 9). */
const SITE_TOAST_MS = 3000;

let loading: Promise<ToasterModule> | undefined;
const mountListeners = new Set<(module: ToasterModule) => void>();

/** The toaster is loaded the first time a public page needs it: most visitors never do. */
function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster').then((module) => {
    for (const listener of mountListeners) listener(module);
    return module;
  });
  return loading;
}

/** Shows a success toast on a public page (e.g. 'Message sent successfully!'). */
export async function announce(message: string): Promise<void> {
  const { notifySuccess } = await loadToaster();
  notifySuccess(message, SITE_TOAST_MS);
}

/** Shows an error toast on a public page: a change the person asked for did not happen. */
export async function announceFailure(message: string): Promise<void> {
  const { notifyError } = await loadToaster();
  notifyError(message);
}

/** Where public pages' toasts appear, once `announce` has loaded the toaster. */
export function SiteToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    const mount = (module: ToasterModule) => setToaster(() => module.Toaster);
    mountListeners.add(mount);
    return () => {
      mountListeners.delete(mount);
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
