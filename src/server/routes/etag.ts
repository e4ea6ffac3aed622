/** An order's ETag (id and version, bumped by every change) and the If-Match precondition on it. */

type Versioned = { id: string; version: number };

/** The order's ETag, weak: `W/"{id}-{version}"`. */
export const etagOf = (order: Versioned) => `W/"${order.id}-${order.version}"`;

/**
 * The precondition an If-Match header states: it holds when a listed tag names the order's current
 * version (weak or strong form) or is `*`. No header, no precondition.
 */
export function ifMatch(header: string | undefined): ((current: Versioned) => boolean) | undefined {
  if (header === undefined) return undefined;
  const tags = header.split(',').map((tag) => tag.trim());
  return (current) => {
    const wanted = etagOf(current).replace(/^W\//, '');
    return tags.some((tag) => tag === '*' || tag.replace(/^W\//, '') === wanted);
  };
}
