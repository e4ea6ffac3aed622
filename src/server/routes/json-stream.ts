/**
 * A JSON array written as it is read: each pull takes the next chunk of items from `chunks`, so the
 * client's pace decides how much is in memory (one chunk), whatever the array's length.
 * @example
 * c.body(jsonArrayStream(chunksOf(orders)), 200, { 'Content-Type': 'application/json' });
 */
export function jsonArrayStream(chunks: AsyncIterator<unknown[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let first = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('['));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) {
        controller.enqueue(encoder.encode(']'));
        controller.close();
        return;
      }
      if (next.value.length === 0) return;
      const text = next.value.map((item) => JSON.stringify(item)).join(',');
      controller.enqueue(encoder.encode(first ? text : `,${text}`));
      first = false;
    },
  });
}
