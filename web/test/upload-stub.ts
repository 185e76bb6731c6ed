/**
 * A fake server for the uploads the app sends through XMLHttpRequest (`uploadFile`, never
 * imported by the app): each upload is answered by `answer` a tick after it is sent, as a server
 * would, and kept in the returned list. Stubbed as a global: `vi.unstubAllGlobals` (test/setup.ts)
 * ends it after each test.
 */
import { vi } from 'vitest';

/** An upload the app sent, as the fake server received it. */
export interface SentUpload {
  method: string;
  url: string;
  authorization: string | undefined;
  form: FormData;
}

export function fakeUploads(
  answer: (sent: SentUpload) => { status: number; body: unknown },
): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(form: FormData) {
      const request: SentUpload = {
        method: this.method,
        url: this.url,
        authorization: this.headers.authorization,
        form,
      };
      sent.push(request);
      const { status, body } = answer(request);
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}
