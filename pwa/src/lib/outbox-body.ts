/**
 * How an outbox item's body is kept and sent: JSON as is; a file as its bytes (every IndexedDB,
 * older WebKit too, stores an ArrayBuffer reliably), sent as multipart FormData field `file`.
 */
interface StoredFile {
  kind: 'outbox-file';
  data: ArrayBuffer;
  type: string;
  name: string;
}
const isStoredFile = (v: unknown): v is StoredFile => !!v && typeof v === 'object' && (v as StoredFile).kind === 'outbox-file';

/** Blob.arrayBuffer() is missing on older phones' browsers: FileReader then. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export async function storableBody(body: unknown): Promise<unknown> {
  if (!(body instanceof Blob)) return body;
  const name = body instanceof File ? body.name : 'upload';
  return { kind: 'outbox-file', data: await bytesOf(body), type: body.type, name } satisfies StoredFile;
}

/** The bytes of a stored file, kept when a body is dropped (a refused write's photo can go with it). */
export const storedFileSize = (file: unknown): number => (isStoredFile(file) ? file.data.byteLength : 0);

export function requestBody(body: unknown): unknown {
  if (!isStoredFile(body)) return body;
  const form = new FormData();
  form.append('file', new File([body.data], body.name, { type: body.type }));
  return form;
}

/**
 * How long one attempt may take before it counts as a dropped connection: 30 s, plus a second per
 * 10 kB of file (slow 2G). A late answer is harmless: the retry carries the same Idempotency-Key.
 */
export function sendTimeoutMs(body: unknown, attachment?: { file: unknown }): number {
  const bytes = storedFileSize(body) + storedFileSize(attachment?.file);
  return 30_000 + Math.ceil(bytes / 10_000) * 1000;
}
