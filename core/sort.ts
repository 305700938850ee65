// A stable in-place sort that allocates nothing for short arrays. The engine sorts
// many tiny arrays (the children of one list item, the key fields of one item);
// Array.prototype.sort allocates work arrays for each of them, which showed up as
// a fifth of the garbage of a big apply.

const SHORT = 12;

export function sortInPlace<T>(a: T[], cmp: (x: T, y: T) => number): T[] {
  if (a.length > SHORT) return a.sort(cmp);
  for (let i = 1; i < a.length; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= 0 && cmp(a[j], v) > 0) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
  return a;
}
