// How a keyed list item that lacks some of its key fields is typed, which differs
// between structured-merge-diff releases: v4 (Kubernetes 1.33) refuses an item
// missing any key field without a default (typed/helpers.go of v4.6.0: "omits key
// field %q (and doesn't have default value)"); v6 (1.34 and later) keys the item by
// the fields it has and refuses only an item that has none of them. The rule is set
// for the length of one write (core/server/write.ts) and read where items are keyed.

let everyKeyRequired = false;

/** Whether an item missing any key field (without a default) is refused: SMD v4's rule. */
export function everyKeyFieldRequired(): boolean {
  return everyKeyRequired;
}

/** Run `fn` with SMD v4's key rule (`every`) or v6's; the rule before is restored after. */
export function withKeyRule<R>(every: boolean, fn: () => R): R {
  const before = everyKeyRequired;
  everyKeyRequired = every;
  try {
    return fn();
  } finally {
    everyKeyRequired = before;
  }
}
