import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadRazorpay,
  RAZORPAY_CHECKOUT_SCRIPT,
  type RazorpayConstructor,
  RazorpayLoadError,
} from './razorpay-checkout';

afterEach(() => {
  delete window.Razorpay;
});

/** A stand-in for Razorpay's constructor: the loader only hands it over. */
const FakeRazorpay: RazorpayConstructor = class {
  open() {}
  on() {}
};

/**
 * The script elements the loader appends to the head, kept out of the document: happy-dom would
 * answer a script from another site with an error event of its own.
 */
function catchAppendedScripts() {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) appended.push(node);
  });
  return appended;
}

describe("loading Razorpay's checkout script", () => {
  it('appends one async script for calls made while it loads, and hands each the constructor', async () => {
    const appended = catchAppendedScripts();
    const first = loadRazorpay();
    const second = loadRazorpay();
    expect(appended).toHaveLength(1);
    const [script] = appended;
    expect(script?.src).toBe(RAZORPAY_CHECKOUT_SCRIPT);
    expect(script?.async).toBe(true);

    window.Razorpay = FakeRazorpay;
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakeRazorpay);
    await expect(second).resolves.toBe(FakeRazorpay);
    // Loaded: the global answers, with no script again.
    await expect(loadRazorpay()).resolves.toBe(FakeRazorpay);
    expect(appended).toHaveLength(1);
  });

  it('uses the constructor already on the page without loading anything', async () => {
    const appended = catchAppendedScripts();
    window.Razorpay = FakeRazorpay;
    await expect(loadRazorpay()).resolves.toBe(FakeRazorpay);
    expect(appended).toEqual([]);
  });

  it('rejects with a readable message when the script fails, and tries again on the next call', async () => {
    const appended = catchAppendedScripts();
    const first = loadRazorpay();
    const second = loadRazorpay();
    appended[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(RazorpayLoadError);
    await expect(second).rejects.toThrow(
      'The checkout could not be loaded. Check your connection and try again.',
    );

    const again = loadRazorpay();
    expect(appended).toHaveLength(2);
    window.Razorpay = FakeRazorpay;
    appended[1]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(FakeRazorpay);
  });

  it('rejects when the script loads but defines no checkout', async () => {
    const appended = catchAppendedScripts();
    const loading = loadRazorpay();
    appended[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(RazorpayLoadError);
  });
});
