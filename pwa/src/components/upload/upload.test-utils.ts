/** Test helpers for the upload control: a stand-in XMLHttpRequest and a browser-sized image for jsdom. */
import { vi } from 'vitest';

/** Records what the control sends; the test answers with progress(), respond() or fail(). */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static last(): FakeXhr {
    return FakeXhr.instances[FakeXhr.instances.length - 1];
  }

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The file sent as the multipart field 'file'. */
  sentFile(): File {
    return (this.body as FormData).get('file') as File;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json; charset=utf-8' };
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

export function stubXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** jsdom neither lays out nor decodes images: every element measures 400 x 300 and images are 800 x 600. */
export function stubImageLayout() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 400,
    bottom: 300,
    width: 400,
    height: 300,
    toJSON: () => ({}),
  } as DOMRect);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(600);
  URL.createObjectURL = vi.fn(() => 'blob:selected-image');
  URL.revokeObjectURL = vi.fn();
}

/** A canvas that draws nothing and encodes to a small blob of the asked type (or cannot draw, with `broken`). */
export function stubCanvas({ broken = false } = {}) {
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() =>
    broken ? null : { drawImage, fillRect: vi.fn(), fillStyle: '', imageSmoothingQuality: 'low' }) as unknown as HTMLCanvasElement['getContext']);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback, type?: string) {
    cb(new Blob(['cropped'], { type: type ?? 'image/png' }));
  });
  return { drawImage, toBlob };
}

/** A file of `size` bytes without allocating them. */
export function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
