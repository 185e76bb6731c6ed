import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';

/** How long each kind of toast stays (spec section 9). */
export const TOAST_DURATIONS = { success: 2000, error: 4000 } as const;

/** `duration`: the public site's toasts stay 3000 ms (spec section 9), the dashboards' 2000 ms. */
export const notifySuccess = (message: string, duration: number = TOAST_DURATIONS.success) =>
  toast.success(message, { duration });

export const notifyError = (message: string) =>
  toast.error(message, {
    duration: TOAST_DURATIONS.error,
    // Failures interrupt: the person has to know their change did not happen.
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });

/**
 * The site's toasts (dashboards and public forms). The headless part of react-hot-toast keeps the queue and timers
 * (pause on hover, removal after dismissal); the markup is ours, styled with classes, because the
 * packaged <Toaster> injects a <style> element that the Content-Security-Policy refuses.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster({
    success: { duration: TOAST_DURATIONS.success },
    error: { duration: TOAST_DURATIONS.error },
  });
  const visible = toasts.filter((item) => item.visible);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4 print:hidden"
    >
      {visible.map((item) => (
        <div
          key={item.id}
          {...item.ariaProps}
          onPointerEnter={handlers.startPause}
          onPointerLeave={handlers.endPause}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${
            item.type === 'error'
              ? 'border-red-200 bg-red-50 text-red-800'
              : 'border-emerald-200 bg-emerald-50 text-emerald-800'
          }`}
        >
          <span aria-hidden="true">{item.type === 'error' ? '✕' : '✓'}</span>
          <span>{resolveValue(item.message, item)}</span>
          <button
            type="button"
            onClick={() => toast.dismiss(item.id)}
            className="ml-2 cursor-pointer rounded text-current opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ))}
    </section>
  );
}
