// The unit a GitOps tool applies an object for (a Flux Kustomization, a Helm
// release, an Argo CD Application) and the metadata that names it on every
// object it writes. A preview has to write the same values the tool writes, or
// every object shows its owner labels or tracking annotation changed: the
// owner is read back from the live object, which carries it from the tool's
// last write; an object that does not exist yet has none to read, and gets the
// owner the caller names (else "default/default", reported as assumed).

import { goQuote } from '../fieldpath/gofmt.ts';
import { getOwn, type JsonObject } from '../value.ts';
import { metaField, metaValue, stringMap, withMetaEntries } from './meta.ts';
import type { ArgoTracking, ArgoTrackingMethod, Citation, PresetName, ToolOwner } from './types.ts';

export const ASSUMED_OWNER: ToolOwner = { name: 'default', namespace: 'default' };
export const ASSUMED_APPLICATION: ToolOwner = { name: 'default', namespace: '' };

/** The API group of Flux's Kustomization, the prefix of its owner labels. */
export const FLUX_GROUP = 'kustomize.toolkit.fluxcd.io';
const FLUX_NAME = `${FLUX_GROUP}/name`;
const FLUX_NAMESPACE = `${FLUX_GROUP}/namespace`;
const HELM_NAME = 'meta.helm.sh/release-name';
const HELM_NAMESPACE = 'meta.helm.sh/release-namespace';
export const ARGOCD_TRACKING_ID = 'argocd.argoproj.io/tracking-id';
export const ARGOCD_INSTALLATION_ID = 'argocd.argoproj.io/installation-id';
export const ARGOCD_INSTANCE_LABEL = 'app.kubernetes.io/instance';

export const ARGO_TRACKING: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'util/argo/resource_tracking.go',
  symbol: 'resourceTracking.SetAppInstance, BuildAppInstanceValue, TruncateLabel',
};
export const ARGO_TRACKING_SET: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'reposerver/repository/repository.go',
  symbol: 'manifestsFromObjects (SetAppInstance on every object but CRDs)',
};
export const ARGO_TRACKING_DEFAULT: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'util/settings/settings.go',
  symbol: 'SettingsManager.GetTrackingMethod (annotation when unset), GetAppInstanceLabelKey',
};
export const ARGO_INSTANCE_NAME: Citation = {
  repo: 'argoproj/argo-cd',
  path: 'pkg/apis/application/v1alpha1/types.go',
  symbol: 'Application.InstanceName',
};

/** An Argo CD instance name (`name`, or `namespace_name` outside the controller's namespace) as an owner. */
export function argocdOwnerOf(instance: string): ToolOwner {
  // Kubernetes names hold no underscore: the first one ends the namespace.
  const cut = instance.indexOf('_');
  return cut < 0
    ? { name: instance, namespace: '' }
    : { name: instance.slice(cut + 1), namespace: instance.slice(0, cut) };
}

/** The instance name Argo CD tracks an Application by (Application.InstanceName). */
export function argocdInstanceName(app: ToolOwner): string {
  return app.namespace === '' ? app.name : `${app.namespace}_${app.name}`;
}

/** The owner the live object names for `preset`'s tool, or null when it names none. */
export function ownerFromLive(preset: PresetName, live: JsonObject | null): ToolOwner | null {
  if (preset === 'flux') {
    const name = metaValue(live, 'labels', FLUX_NAME);
    const namespace = metaValue(live, 'labels', FLUX_NAMESPACE);
    return name !== '' && namespace !== '' ? { name, namespace } : null;
  }
  if (preset === 'helm3' || preset === 'helm4') {
    const name = metaValue(live, 'annotations', HELM_NAME);
    const namespace = metaValue(live, 'annotations', HELM_NAMESPACE);
    return name !== '' && namespace !== '' ? { name, namespace } : null;
  }
  if (preset === 'argocd' || preset === 'argocd-server-side') {
    const id = metaValue(live, 'annotations', ARGOCD_TRACKING_ID);
    const colon = id.indexOf(':');
    if (colon > 0) return argocdOwnerOf(id.slice(0, colon));
    const label = metaValue(live, 'labels', ARGOCD_INSTANCE_LABEL);
    return label !== '' ? argocdOwnerOf(label) : null;
  }
  return null;
}

/** The namespace Argo CD's controller runs in by default (its install manifests). */
export const ARGOCD_CONTROLLER_NAMESPACE = 'argocd';

/**
 * An owner as written in an option: `namespace/name`; Argo CD also takes a
 * bare Application name (an Application in the controller's namespace). Argo CD
 * tracks an Application in the controller's namespace by its bare name
 * (Application.InstanceName), so `argocd/name` is that Application. A string is
 * the reason it is refused.
 */
export function parseOwner(preset: PresetName, text: string): ToolOwner | string {
  const argo = preset === 'argocd' || preset === 'argocd-server-side';
  const slash = text.indexOf('/');
  const namespace = slash < 0 ? '' : text.slice(0, slash);
  const name = slash < 0 ? text : text.slice(slash + 1);
  const dns = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
  if (!dns.test(name) || (slash >= 0 && !dns.test(namespace)) || (slash < 0 && !argo))
    return `owner: expected ${argo ? '"name" or ' : ''}"namespace/name" (Kubernetes names), got ${JSON.stringify(text)}`;
  if (argo && namespace === ARGOCD_CONTROLLER_NAMESPACE) return { name, namespace: '' };
  return { name, namespace };
}

/** What a preset calls its owner, for messages. */
export function ownerKind(preset: PresetName): string | null {
  if (preset === 'flux') return 'Flux Kustomization';
  if (preset === 'helm3' || preset === 'helm4') return 'Helm release';
  if (preset === 'argocd' || preset === 'argocd-server-side') return 'Argo CD Application';
  return null;
}

/** The owner a write uses: the one named, else the live object's, else the assumed one. */
export function ownerFor(
  preset: PresetName,
  live: JsonObject | null,
  named?: ToolOwner,
): { owner: ToolOwner; from: 'named' | 'live' | 'assumed' } {
  if (named !== undefined) return { owner: named, from: 'named' };
  const read = ownerFromLive(preset, live);
  if (read !== null) return { owner: read, from: 'live' };
  // An Application named "default" in the controller's namespace, tracked as "default".
  const assumed =
    preset === 'argocd' || preset === 'argocd-server-side' ? ASSUMED_APPLICATION : ASSUMED_OWNER;
  return { owner: assumed, from: 'assumed' };
}

export const HELM_OWNERSHIP: Citation = {
  repo: 'helm/helm',
  path: 'pkg/action/validate.go',
  symbol: 'existingResourceConflict, checkOwnership, requireValue, resourceString',
  ref: 'release-3.21',
};
export const HELM_INSTALL_CHECK: Citation = {
  repo: 'helm/helm',
  path: 'pkg/action/install.go',
  symbol: 'Install.RunWithContext (existingResourceConflict unless TakeOwnership)',
};
export const HELM_UPGRADE_CHECK: Citation = {
  repo: 'helm/helm',
  path: 'pkg/action/upgrade.go',
  symbol: 'Upgrade.performUpgrade (existingResourceConflict for objects new to the release)',
};

/**
 * Why Helm refuses to take over `live` for `release`, or null: an object a
 * release is about to create that already exists must carry the release's
 * metadata (checkOwnership), else install and upgrade stop with this error
 * (Helm 3 prefixes "Unable to continue with install" or "update").
 */
export function helmOwnershipError(live: JsonObject, release: ToolOwner): string | null {
  const errs: string[] = [];
  const require = (key: 'labels' | 'annotations', name: string, want: string, what: string) => {
    const m = stringMap(live, key);
    const v = m === null ? undefined : getOwn(m, name);
    if (typeof v !== 'string')
      errs.push(`${what} validation error: missing key ${goQuote(name)}: must be set to ${goQuote(want)}`);
    else if (v !== want)
      errs.push(
        `${what} validation error: key ${goQuote(name)} must equal ${goQuote(want)}: current value is ${goQuote(v)}`,
      );
  };
  require('labels', 'app.kubernetes.io/managed-by', 'Helm', 'label');
  require('annotations', HELM_NAME, release.name, 'annotation');
  require('annotations', HELM_NAMESPACE, release.namespace, 'annotation');
  if (errs.length === 0) return null;
  const kind = typeof live.kind === 'string' ? live.kind : '';
  return `${kind} ${goQuote(metaField(live, 'name'))} in namespace ${goQuote(metaField(live, 'namespace'))} exists and cannot be imported into the current release: invalid ownership metadata; ${errs.join('; ')}`;
}

/** Argo CD's resource tracking method (the argocd-cm `application.resourceTrackingMethod`). */

/**
 * How the live object is tracked, which is how the next sync tracks it: the
 * annotation, the instance label, or both; the annotation (Argo CD 3's default)
 * for an object without either.
 */
export function argocdTrackingFromLive(live: JsonObject | null): ArgoTracking {
  const id = metaValue(live, 'annotations', ARGOCD_TRACKING_ID);
  const label = metaValue(live, 'labels', ARGOCD_INSTANCE_LABEL);
  const method: ArgoTrackingMethod =
    id === '' && label !== '' ? 'label' : id !== '' && label !== '' ? 'annotation+label' : 'annotation';
  // <app>:<group>/<kind>:<namespace>/<name>: the namespace part names the destination
  // for an object without a namespace of its own.
  const parts = id.split(':');
  const ns = parts.length === 3 ? parts[2].split('/')[0] : '';
  return {
    method,
    installationId: metaValue(live, 'annotations', ARGOCD_INSTALLATION_ID),
    destinationNamespace: ns,
  };
}

const LABEL_MAX = 63;

/** TruncateLabel: 63 characters at most, ending in a letter or digit. */
function truncatedLabel(v: string): string {
  if (v.length <= LABEL_MAX) return v;
  let out = v.slice(0, LABEL_MAX);
  while (out.length > 1 && !/[a-zA-Z0-9]$/.test(out)) out = out.slice(0, -1);
  return out;
}

/**
 * The manifest as Argo CD's repo server hands it to the sync: the Application's
 * tracking annotation and/or instance label set (SetAppInstance), on every
 * object but a CustomResourceDefinition.
 */
export function argocdResourceTracking(
  manifest: JsonObject,
  app: ToolOwner,
  tracking: ArgoTracking,
): JsonObject {
  const apiVersion = typeof manifest.apiVersion === 'string' ? manifest.apiVersion : '';
  const kind = typeof manifest.kind === 'string' ? manifest.kind : '';
  if (kind === 'CustomResourceDefinition' && apiVersion.startsWith('apiextensions.k8s.io/')) return manifest;
  const instance = argocdInstanceName(app);
  let out = manifest;
  if (tracking.method !== 'label') {
    const ns = metaField(manifest, 'namespace');
    const name = metaField(manifest, 'name');
    const slash = apiVersion.indexOf('/');
    const group = slash < 0 ? '' : apiVersion.slice(0, slash);
    out = withMetaEntries(out, 'annotations', {
      [ARGOCD_INSTALLATION_ID]: tracking.installationId === '' ? null : tracking.installationId,
      [ARGOCD_TRACKING_ID]: `${instance}:${group}/${kind}:${ns === '' ? tracking.destinationNamespace : ns}/${name}`,
    });
  }
  if (tracking.method !== 'annotation') {
    // Label tracking alone keeps the whole name (it is how the object is found again).
    const value = tracking.method === 'label' ? instance : truncatedLabel(instance);
    out = withMetaEntries(out, 'labels', { [ARGOCD_INSTANCE_LABEL]: value });
  }
  return out;
}
