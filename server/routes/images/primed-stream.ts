/**
 * The object's stream with its first chunk already read: a store that fails at once (the bucket resets the connection,
 * the file cannot be read) rejects here, before a status and cache headers are committed, so the route can answer an
 * uncacheable 503 instead of a 200 whose body breaks. The rest is pulled only as the client takes it (no queue of its
 * own), so the reply never holds more of the object than the streams' own small buffers.
 *
 * A failure after the first chunk is told to `onBroken`, which cuts the client's connection when it can (returns true):
 * the stream then just ends. Otherwise the stream errors, and the Node server destroys the connection itself (printing
 * the error as plain text). Either way the reply stops before its declared Content-Length, which every client and CDN
 * sees as an incomplete reply and never caches as complete.
 */
export async function primed(
  body: ReadableStream<Uint8Array>,
  onBroken: (error: unknown) => boolean = () => false,
): Promise<ReadableStream<Uint8Array>> {
  const reader = body.getReader();
  let pending: ReadableStreamReadResult<Uint8Array> | undefined;
  try {
    pending = await reader.read();
  } catch (error) {
    await reader.cancel(error).catch(() => undefined);
    throw error;
  }
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let chunk = pending;
        pending = undefined;
        try {
          chunk ??= await reader.read();
        } catch (error) {
          if (!onBroken(error)) throw error;
          controller.close();
          return;
        }
        if (chunk.done) controller.close();
        else controller.enqueue(chunk.value);
      },
      // A client gone mid-reply: the file is closed, the bucket's connection let go.
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
