/** The first index of `items`, sorted by `order`, not before `item`: where it is, or goes. */
export function sortedPlace<T>(items: readonly T[], item: T, order: (a: T, b: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (order(items[middle]!, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
