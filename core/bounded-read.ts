// Reads a stream of bytes (a request's body, an HTTP answer) up to a limit, as
// the API reads the bodies it is sent and the Action reads the API's answers: the
// bytes, or null once they pass the limit (the stream is then cancelled, the rest
// not read). The caller does the I/O; this uses web streams only, which Workers,
// Node and browsers share.

/**
 * What readBounded needs of a web ReadableStream<Uint8Array>, spelled out so the
 * package's declarations need neither the DOM nor Node's types.
 */
export interface ByteStream {
  getReader(): {
    read(): Promise<{ done: true; value?: undefined } | { done: false; value: Uint8Array }>;
    cancel(): Promise<void>;
  };
}

/** The bytes of `body`, or null when they number more than `max`. */
export async function readBounded(body: ByteStream, max: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0];
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return bytes;
}

/** A limit in bytes as messages name it: `4 MiB` when whole mebibytes, else `<n> bytes`. */
export function byteSizeText(bytes: number): string {
  return bytes % 1048576 === 0 ? `${bytes / 1048576} MiB` : `${bytes} bytes`;
}
