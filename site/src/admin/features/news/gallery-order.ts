// The order values an article's gallery writes (admin-back-office.md sections 4 and 7). Stored
// orders keep their gaps once images are deleted (3, 4, 5 after deleting the first two), so
// neither a list position nor the number of images can stand for an order.

interface Ordered {
  id: number;
  order: number;
}

/**
 * The order updates that swap an image with its neighbour: their two stored values, as the spec
 * says, whatever the gaps. Two equal values (two uploads at once) cannot be swapped; the whole
 * gallery is then numbered from 1 in its new order, writing only the orders that change.
 */
export function moveUpdates(list: readonly Ordered[], from: number, to: number): Ordered[] {
  const [a, b] = [list[from], list[to]];
  if (a.order !== b.order) return [{ id: a.id, order: b.order }, { id: b.id, order: a.order }];
  const moved = [...list];
  [moved[from], moved[to]] = [b, a];
  return moved.flatMap((image, i) => (image.order === i + 1 ? [] : [{ id: image.id, order: i + 1 }]));
}

/** The order of the index-th image added now: after the last one ("count + 1" when there are no gaps). */
export function nextOrder(list: readonly Ordered[], index = 0): number {
  return list.reduce((max, image) => Math.max(max, image.order), 0) + 1 + index;
}
