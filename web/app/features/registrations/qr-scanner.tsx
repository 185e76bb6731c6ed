import { useEffect, useRef, useState } from 'react';

/** Reads the QR code in the video's current frame, if there is one. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's own barcode reader, where it has one (Chrome on Android, Safari 17+...). */
interface NativeBarcodeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are scaled down to this many pixels across: enough for a ticket held to the camera. */
const FRAME_SIZE = 640;

/**
 * The browser's BarcodeDetector where it reads QR codes; elsewhere jsQR, loaded only now (the
 * camera is starting), so the check-in screen costs nothing more until someone scans.
 */
async function frameReader(): Promise<FrameReader> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  const formats = Native ? await Native.getSupportedFormats().catch((): string[] => []) : [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  type JsQr = typeof import('jsqr').default;
  // A CommonJS package: its default export may arrive as the exports object (stack notes, 4).
  const loaded: unknown = (await import('jsqr')).default;
  const jsQR = (
    typeof loaded === 'function' ? loaded : (loaded as { default: JsQr }).default
  ) as JsQr;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return null;
    const scale = Math.min(1, FRAME_SIZE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null
    );
  };
}

/** How often a frame is read: often enough to feel instant, rarely enough to spare a phone. */
const SCAN_EVERY_MS = 200;
/** A code out of view this long and shown again is a new scan (it answers "already checked in"). */
const SAME_CODE_MS = 4000;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera is not allowed. Allow it in the browser for this site, or type the code.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No camera was found. Type the code instead.';
  }
  return 'The camera could not start. Type the code instead.';
}

/**
 * Scans QR codes with the device's camera (the back one on a phone) and hands each new code to
 * `onCode`, waiting while `busy` (one check-in at a time). Off until the person starts it.
 */
export function QrScanner(props: { onCode: (text: string) => void; busy: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const stop = () => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setState('off');
  };

  const start = async () => {
    setProblem(null);
    setState('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera access');
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const element = video.current;
      if (!element) return stop();
      element.srcObject = stream.current;
      await element.play();
      setState('on');
    } catch (error) {
      stop();
      setProblem(cameraProblem(error));
    }
  };

  // Reads frames while the camera is on; stops the camera when the screen closes.
  useEffect(() => {
    if (state !== 'on') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The last code read and when it was last in view: a ticket held up is one scan, however long.
    let last: { text: string; seenAt: number } | null = null;
    void frameReader().then(
      (read) => {
        const tick = async () => {
          if (cancelled) return;
          const element = video.current;
          if (element && !latest.current.busy) {
            const text = await read(element).catch(() => null);
            const now = Date.now();
            if (text && !cancelled) {
              const isNew = text !== last?.text || now - last.seenAt > SAME_CODE_MS;
              last = { text, seenAt: now };
              if (isNew) latest.current.onCode(text);
            }
          }
          timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
        };
        void tick();
      },
      () => {
        if (!cancelled) setProblem('The QR reader could not load. Type the code instead.');
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state]);
  // Leaving the screen turns the camera off.
  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  return (
    <div className="space-y-3">
      <div className={state === 'off' ? 'hidden' : 'overflow-hidden rounded-xl bg-black'}>
        {/* Muted and inline: phones play it in place without asking, and it has no sound. */}
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view: hold the ticket's QR code in front of it"
          className="aspect-square w-full object-cover"
        />
      </div>
      {state === 'off' ? (
        <button
          type="button"
          onClick={() => void start()}
          className="w-full cursor-pointer rounded-xl bg-brand-700 px-6 py-4 text-lg font-semibold text-white hover:bg-brand-800"
        >
          Scan a QR code
        </button>
      ) : (
        <button
          type="button"
          onClick={stop}
          className="w-full cursor-pointer rounded-xl border-2 border-brand-700 px-6 py-3 text-base font-semibold text-brand-700 hover:bg-brand-50"
        >
          {state === 'starting' ? 'Starting the camera...' : 'Stop the camera'}
        </button>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
