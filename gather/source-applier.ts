// The write each previewed object gets. An applier the user names (input or
// option applier, client-side mode, owner) is every object's. Without one, an
// object a controller source rendered is written as that controller writes it
// (gather/render/applier.ts: its preset, owner, field manager; --force still
// forces), and its deletion follows the source's prune unless the user's prune
// input says otherwise; every other object gets the inputs' plain apply. What
// a source did not render or model (its notes) is noted on each of its objects.

import { type ApplierChoice, chooseApplier } from '../core/appliers/index.ts';
import type { ObjectReport } from '../core/preview/index.ts';
import type { ManifestEntry } from './manifests.ts';
import type { SourceApply } from './render/applier.ts';

/** What the engine is told for one object (gather/engine.ts ItemWrite). */
export interface ItemWrite {
  applier: string;
  owner: string;
  fieldManager: string;
  force: boolean;
}

export class WriteChooser {
  private readonly cache = new Map<string, { choice: ApplierChoice; write: ItemWrite } | string>();

  /**
   * `user`: the choice of the inputs; `userApplier`: whether the user named an
   * applier or mode (then it is every object's); `force`: the user's force.
   */
  constructor(
    readonly user: ApplierChoice,
    private readonly userApplier: boolean,
    private readonly force: boolean,
    private readonly prune: boolean | undefined,
  ) {}

  private of(apply: SourceApply | undefined): { choice: ApplierChoice; write: ItemWrite } | null {
    if (apply === undefined || this.userApplier) return null;
    const key = `${apply.preset} ${apply.owner} ${apply.fieldManager ?? ''}`;
    let hit = this.cache.get(key);
    if (hit === undefined) {
      const choice = chooseApplier({
        applier: apply.preset,
        owner: apply.owner,
        ...(apply.fieldManager !== undefined ? { fieldManager: apply.fieldManager } : {}),
        ...(this.force ? { force: true } : {}),
      });
      hit =
        typeof choice === 'string'
          ? `${apply.describe}: ${choice}`
          : {
              choice,
              write: {
                applier: apply.preset,
                owner: apply.owner,
                fieldManager: choice.fieldManager,
                force: choice.force,
              },
            };
      this.cache.set(key, hit);
    }
    return typeof hit === 'string' ? null : hit;
  }

  /** Why a source's write could not be chosen (an owner that is no Kubernetes name), once per source; the user's applier is used. */
  problems(): string[] {
    return [...this.cache.values()].filter((v): v is string => typeof v === 'string');
  }

  /** The write of an entry. */
  choiceOf(e: ManifestEntry | undefined): ApplierChoice {
    return this.of(e?.apply)?.choice ?? this.user;
  }

  /** The engine's options for an entry whose write is its source's; undefined: the inputs'. */
  writeOf(e: ManifestEntry): ItemWrite | undefined {
    return this.of(e.apply)?.write;
  }

  /** Whether a removed object of `e`'s source is deleted: the user's prune, else its source's, else the applier's default. */
  pruneOf(e: ManifestEntry | undefined): boolean | undefined {
    if (this.prune !== undefined) return this.prune;
    return this.of(e?.apply) !== null ? e?.apply?.prune : undefined;
  }

  /** Whether `e`'s source decides its deletion: its write is used and the user gave no prune. */
  sourceDecides(e: ManifestEntry | undefined): boolean {
    return this.prune === undefined && this.of(e?.apply) !== null;
  }

  /** Notes a report of `e` gets from its source: what rendering it did not model (whatever the write), Flux spec.force (not modelled). */
  notesOf(e: ManifestEntry | undefined): ObjectReport['notes'] {
    const apply = e?.apply;
    if (apply === undefined) return [];
    const out: ObjectReport['notes'] = (apply.notes ?? []).map((n) => ({
      code: 'applier',
      message: `${apply.describe}: ${n}`,
    }));
    if (this.of(apply) !== null && apply.force === true)
      out.push({
        code: 'applier',
        message: `${apply.describe} sets spec.force: kustomize-controller deletes and recreates this object when a change it applies is to an immutable field (not previewed).`,
      });
    return out;
  }
}
