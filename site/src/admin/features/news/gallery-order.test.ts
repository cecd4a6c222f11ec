import { describe, expect, it } from 'vitest';
import { moveUpdates, nextOrder } from './gallery-order';

const gallery = (...orders: number[]) => orders.map((order, i) => ({ id: 10 + i, order }));
/** The gallery as the server lists it after the updates: by order, then by id. */
const after = (list: ReturnType<typeof gallery>, updates: ReturnType<typeof moveUpdates>) =>
  list
    .map((image) => updates.find((u) => u.id === image.id) ?? image)
    .sort((x, y) => x.order - y.order || x.id - y.id)
    .map((image) => image.id);

describe('moveUpdates', () => {
  it('swaps the two stored orders, two updates, whatever the gaps left by deletions', () => {
    const list = gallery(3, 4, 5);
    expect(moveUpdates(list, 2, 1)).toEqual([
      { id: 12, order: 4 },
      { id: 11, order: 5 },
    ]);
    expect(after(list, moveUpdates(list, 2, 1))).toEqual([10, 12, 11]);
    expect(after(list, moveUpdates(list, 1, 2))).toEqual([10, 12, 11]);
    expect(after(list, moveUpdates(list, 0, 1))).toEqual([11, 10, 12]);
    const spaced = gallery(2, 7, 9, 20);
    expect(after(spaced, moveUpdates(spaced, 3, 2))).toEqual([10, 11, 13, 12]);
  });

  it('numbers the gallery again when the two orders are equal, writing only the ones that change', () => {
    const list = gallery(2, 5, 5, 7);
    const updates = moveUpdates(list, 2, 1);
    expect(after(list, updates)).toEqual([10, 12, 11, 13]);
    expect(updates).toEqual([
      { id: 10, order: 1 },
      { id: 12, order: 2 },
      { id: 11, order: 3 },
      { id: 13, order: 4 },
    ]);
    const tied = gallery(1, 2, 2);
    expect(moveUpdates(tied, 1, 2)).toEqual([{ id: 11, order: 3 }]);
    expect(after(tied, moveUpdates(tied, 1, 2))).toEqual([10, 12, 11]);
  });
});

describe('nextOrder', () => {
  it('is count + 1 for a gallery numbered from 1, and after the last image when there are gaps', () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder(gallery(1, 2, 3))).toBe(4);
    expect(nextOrder(gallery(3, 4, 5))).toBe(6);
    expect(nextOrder(gallery(3, 4, 5), 2)).toBe(8);
  });
});
