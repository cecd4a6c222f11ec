/** The order of every admin list: `order`, then creation (`id`). */
export const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) => a.order - b.order || a.id - b.id;
