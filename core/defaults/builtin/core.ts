// The core group (v1): kubernetes pkg/apis/core/v1/defaults.go, run where
// pkg/apis/core/v1/zz_generated.defaults.go runs it, plus the declarative
// `+default` markers of k8s.io/api/core/v1 (the non-zero `default`s of the
// 1.35 OpenAPI document: ContainerPort/ServicePort protocol, RBD, iSCSI, Azure
// disk, ScaleIO, ReplicationControllerSpec.replicas).
//
// Feature gates at their 1.35 default: ImageVolume on (image volume pull
// policy), PodLevelResources on (its pod-level requests/limits arithmetic is not
// modelled, see index.ts), LoadBalancerIPMode GA.

import { isObject, type JsonObject, type JsonValue, ownValue } from '../../value.ts';
import {
  copyObject,
  Edit,
  isEmptyCollection,
  type KindDefaulter,
  mapItems,
  unsetNumber,
  unsetPointer,
  unsetString,
} from '../edit.ts';
import { pullPolicyFor } from '../image.ts';

// --- containers ---------------------------------------------------------------

function fieldSelector(o: JsonObject): JsonObject {
  // SetDefaults_ObjectFieldSelector
  const e = new Edit(o);
  e.str('apiVersion', 'v1');
  return e.done();
}

function envVar(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('valueFrom', (vf) => {
    const v = new Edit(vf);
    v.child('fieldRef', fieldSelector);
    return v.done();
  });
  return e.done();
}

function containerPort(o: JsonObject): JsonObject {
  // declarative: ContainerPort.protocol +default="TCP"
  const e = new Edit(o);
  e.str('protocol', 'TCP');
  return e.done();
}

export function httpGet(o: JsonObject): JsonObject {
  // SetDefaults_HTTPGetAction
  const e = new Edit(o);
  e.str('path', '/');
  e.str('scheme', 'HTTP');
  return e.done();
}

function grpc(o: JsonObject): JsonObject {
  // declarative: GRPCAction.service +default=""
  const e = new Edit(o);
  e.ptr('service', '');
  return e.done();
}

function probe(o: JsonObject): JsonObject {
  // SetDefaults_Probe, then its handler
  const e = new Edit(o);
  e.num('timeoutSeconds', 1);
  e.num('periodSeconds', 10);
  e.num('successThreshold', 1);
  e.num('failureThreshold', 3);
  e.child('httpGet', httpGet);
  e.child('grpc', grpc);
  return e.done();
}

function lifecycleHandler(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('httpGet', httpGet);
  return e.done();
}

function lifecycle(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('postStart', lifecycleHandler);
  e.child('preStop', lifecycleHandler);
  return e.done();
}

/** SetDefaults_Container (and SetDefaults_EphemeralContainer) with its nested types. */
export function container(o: JsonObject): JsonObject {
  const e = new Edit(o);
  if (unsetString(e.get('imagePullPolicy'))) e.set('imagePullPolicy', pullPolicyFor(e.get('image')));
  e.str('terminationMessagePath', '/dev/termination-log');
  e.str('terminationMessagePolicy', 'File');
  e.items('ports', containerPort);
  e.items('env', envVar);
  e.child('livenessProbe', probe);
  e.child('readinessProbe', probe);
  e.child('startupProbe', probe);
  e.child('lifecycle', lifecycle);
  return e.done();
}

// --- volumes ------------------------------------------------------------------

/** The members of VolumeSource: a volume naming none of them gets an emptyDir. */
const VOLUME_SOURCES = [
  'hostPath',
  'emptyDir',
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'gitRepo',
  'secret',
  'nfs',
  'iscsi',
  'glusterfs',
  'persistentVolumeClaim',
  'rbd',
  'flexVolume',
  'cinder',
  'cephfs',
  'flocker',
  'downwardAPI',
  'fc',
  'azureFile',
  'configMap',
  'vsphereVolume',
  'quobyte',
  'azureDisk',
  'photonPersistentDisk',
  'projected',
  'portworxVolume',
  'scaleIO',
  'storageos',
  'csi',
  'ephemeral',
  'image',
];

const DEFAULT_MODE = 0o644;

function withDefaultMode(o: JsonObject): JsonObject {
  // SetDefaults_{Secret,ConfigMap,DownwardAPI,Projected}VolumeSource
  const e = new Edit(o);
  e.ptr('defaultMode', DEFAULT_MODE);
  return e.done();
}

function downwardAPIItems(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.items('items', (item) => {
    const i = new Edit(item);
    i.child('fieldRef', fieldSelector);
    return i.done();
  });
  return e.done();
}

function downwardAPIVolume(o: JsonObject): JsonObject {
  return downwardAPIItems(withDefaultMode(o));
}

function projectedSource(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('downwardAPI', downwardAPIItems);
  e.child('serviceAccountToken', (t) => {
    // SetDefaults_ServiceAccountTokenProjection
    const s = new Edit(t);
    s.ptr('expirationSeconds', 3600);
    return s.done();
  });
  return e.done();
}

function projected(o: JsonObject): JsonObject {
  const e = new Edit(withDefaultMode(o));
  e.items('sources', projectedSource);
  return e.done();
}

export function hostPath(o: JsonObject): JsonObject {
  // SetDefaults_HostPathVolumeSource: HostPathUnset is ""
  const e = new Edit(o);
  e.ptr('type', '');
  return e.done();
}

export function iscsi(o: JsonObject): JsonObject {
  // declarative: ISCSI(Persistent)VolumeSource.iscsiInterface +default="default"
  const e = new Edit(o);
  e.str('iscsiInterface', 'default');
  return e.done();
}

export function rbd(o: JsonObject): JsonObject {
  // declarative: RBD(Persistent)VolumeSource pool/user/keyring
  const e = new Edit(o);
  e.str('pool', 'rbd');
  e.str('user', 'admin');
  e.str('keyring', '/etc/ceph/keyring');
  return e.done();
}

export function azureDisk(o: JsonObject): JsonObject {
  // declarative: AzureDiskVolumeSource cachingMode/fsType/readOnly/kind
  const e = new Edit(o);
  e.ptr('cachingMode', 'ReadWrite');
  e.ptr('fsType', 'ext4');
  e.ptr('readOnly', false);
  e.ptr('kind', 'Shared');
  return e.done();
}

export function scaleIO(o: JsonObject): JsonObject {
  // declarative: ScaleIO(Persistent)VolumeSource storageMode/fsType
  const e = new Edit(o);
  e.str('storageMode', 'ThinProvisioned');
  e.str('fsType', 'xfs');
  return e.done();
}

/** SetDefaults_PersistentVolumeClaimSpec */
export function pvcSpec(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.ptr('volumeMode', 'Filesystem');
  return e.done();
}

/** SetDefaults_PersistentVolumeClaim (status.phase) with the spec's defaults. */
export function persistentVolumeClaim(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', pvcSpec);
  e.make('status', (s) => {
    const st = new Edit(s);
    st.str('phase', 'Pending');
    return st.done();
  });
  return e.done();
}

function volume(o: JsonObject): JsonObject {
  const e = new Edit(o);
  // SetDefaults_Volume
  if (VOLUME_SOURCES.every((k) => unsetPointer(e.get(k)))) e.set('emptyDir', {});
  e.child('image', (img) => {
    const i = new Edit(img);
    if (unsetString(i.get('pullPolicy'))) i.set('pullPolicy', pullPolicyFor(i.get('reference')));
    return i.done();
  });
  e.child('hostPath', hostPath);
  e.child('secret', withDefaultMode);
  e.child('iscsi', iscsi);
  e.child('rbd', rbd);
  e.child('downwardAPI', downwardAPIVolume);
  e.child('configMap', withDefaultMode);
  e.child('azureDisk', azureDisk);
  e.child('projected', projected);
  e.child('scaleIO', scaleIO);
  e.child('ephemeral', (eph) => {
    const x = new Edit(eph);
    x.child('volumeClaimTemplate', (t) => {
      const te = new Edit(t);
      te.make('spec', pvcSpec);
      return te.done();
    });
    return x.done();
  });
  return e.done();
}

// --- pod spec -----------------------------------------------------------------

/** SetDefaults_PodSpec with every nested type (what any pod template gets). */
export function podSpec(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.str('dnsPolicy', 'ClusterFirst');
  e.str('restartPolicy', 'Always');
  e.make('securityContext');
  e.ptr('terminationGracePeriodSeconds', 30);
  e.str('schedulerName', 'default-scheduler');
  e.items('volumes', volume);
  e.items('initContainers', container);
  e.items('containers', container);
  e.items('ephemeralContainers', container);
  return e.done();
}

/** A PodTemplateSpec: its spec is made when absent (the Go struct always has one). */
export function podTemplateSpec(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', podSpec);
  return e.done();
}

function requestsFromLimits(c: JsonObject): JsonObject {
  const res = ownValue(c, 'resources');
  if (!isObject(res)) return c;
  const limits = ownValue(res, 'limits');
  if (!isObject(limits)) return c;
  const reqValue = ownValue(res, 'requests');
  const requests = isObject(reqValue) ? reqValue : null;
  let out: JsonObject | null = null;
  for (const k of Object.keys(limits)) {
    if (requests !== null && ownValue(requests, k) !== undefined) continue;
    if (out === null) out = requests === null ? {} : copyObject(requests);
    const v = limits[k];
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  if (out === null) return c;
  const r = new Edit(res);
  r.set('requests', out);
  const e = new Edit(c);
  e.set('resources', r.done());
  return e.done();
}

function hostNetworkPorts(c: JsonObject): JsonObject {
  const e = new Edit(c);
  e.items('ports', (p) => {
    const pe = new Edit(p);
    const cp = pe.get('containerPort');
    if (unsetNumber(pe.get('hostPort')) && typeof cp === 'number') pe.set('hostPort', cp);
    return pe.done();
  });
  return e.done();
}

function podOnlySpec(o: JsonObject): JsonObject {
  // SetDefaults_Pod's part on the spec: requests from limits, service links, host ports
  const e = new Edit(o);
  e.items('containers', requestsFromLimits);
  e.items('initContainers', requestsFromLimits);
  e.ptr('enableServiceLinks', true);
  if (e.get('hostNetwork') === true) {
    e.items('containers', hostNetworkPorts);
    e.items('initContainers', hostNetworkPorts);
  }
  return e.done();
}

export function pod(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', (s) => podSpec(podOnlySpec(s)));
  return e.done();
}

export function podTemplate(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('template', podTemplateSpec);
  return e.done();
}

function labelsOf(o: JsonObject): JsonObject | null {
  const meta = ownValue(o, 'metadata');
  if (!isObject(meta)) return null;
  const labels = ownValue(meta, 'labels');
  return isObject(labels) ? labels : null;
}

/** Sets metadata.labels to `labels` (a copy) when the object has none. */
export function labelsFromTemplate(o: JsonObject, labels: JsonObject | null): JsonObject {
  if (labels === null || !isEmptyCollection(labelsOf(o) ?? undefined)) return o;
  if (isEmptyCollection(labels)) return o;
  const e = new Edit(o);
  const meta = e.get('metadata');
  const m = new Edit(isObject(meta) ? meta : {});
  m.set('labels', copyObject(labels));
  e.set('metadata', m.done());
  return e.done();
}

export function templateLabels(spec: JsonValue | undefined): JsonObject | null {
  if (!isObject(spec)) return null;
  const t = ownValue(spec, 'template');
  return isObject(t) ? labelsOf(t) : null;
}

export function replicationController(o: JsonObject): JsonObject {
  // SetDefaults_ReplicationController, declarative spec.replicas=1, template
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    const labels = templateLabels(s);
    if (labels !== null && isEmptyCollection(se.get('selector')) && !isEmptyCollection(labels))
      se.set('selector', copyObject(labels));
    se.ptr('replicas', 1);
    se.child('template', podTemplateSpec);
    return se.done();
  });
  const spec = ownValue(o, 'spec');
  return labelsFromTemplate(e.done(), templateLabels(spec));
}

// --- services and networking of the core group ------------------------------------

function externallyAccessible(type: JsonValue | undefined, spec: Edit): boolean {
  if (type === 'LoadBalancer' || type === 'NodePort') return true;
  const ips = spec.get('externalIPs');
  return type === 'ClusterIP' && Array.isArray(ips) && ips.length > 0;
}

function serviceSpec(o: JsonObject): JsonObject {
  // SetDefaults_Service (spec part)
  const e = new Edit(o);
  e.str('sessionAffinity', 'None');
  const affinity = e.get('sessionAffinity');
  if (affinity === 'None') e.delete('sessionAffinityConfig');
  else if (affinity === 'ClientIP') {
    const cfg = e.get('sessionAffinityConfig');
    const clientIP = isObject(cfg) ? ownValue(cfg, 'clientIP') : undefined;
    const timeout = isObject(clientIP) ? ownValue(clientIP, 'timeoutSeconds') : undefined;
    if (unsetPointer(timeout)) e.set('sessionAffinityConfig', { clientIP: { timeoutSeconds: 10800 } });
  }
  e.str('type', 'ClusterIP');
  e.items('ports', (p) => {
    const pe = new Edit(p);
    pe.str('protocol', 'TCP');
    const tp = pe.get('targetPort');
    if (unsetNumber(tp) || tp === '') {
      const port = pe.get('port');
      pe.set('targetPort', typeof port === 'number' ? port : 0);
    }
    return pe.done();
  });
  const type = e.get('type');
  if (externallyAccessible(type, e)) e.str('externalTrafficPolicy', 'Cluster');
  if (type === 'NodePort' || type === 'LoadBalancer' || type === 'ClusterIP')
    e.ptr('internalTrafficPolicy', 'Cluster');
  if (type === 'LoadBalancer') e.ptr('allocateLoadBalancerNodePorts', true);
  return e.done();
}

function loadBalancerStatus(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('loadBalancer', (lb) => {
    const l = new Edit(lb);
    l.items('ingress', (ing) => {
      const i = new Edit(ing);
      if (!unsetString(i.get('ip'))) i.ptr('ipMode', 'VIP');
      return i.done();
    });
    return l.done();
  });
  return e.done();
}

export function service(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.make('spec', serviceSpec);
  const spec = e.get('spec');
  if (isObject(spec) && ownValue(spec, 'type') === 'LoadBalancer') e.child('status', loadBalancerStatus);
  return e.done();
}

export function endpoints(o: JsonObject): JsonObject {
  // SetDefaults_Endpoints
  const e = new Edit(o);
  e.items('subsets', (ss) => {
    const s = new Edit(ss);
    s.items('ports', (p) => {
      const pe = new Edit(p);
      pe.str('protocol', 'TCP');
      return pe.done();
    });
    return s.done();
  });
  return e.done();
}

// --- storage of the core group --------------------------------------------------

export function persistentVolume(o: JsonObject): JsonObject {
  // SetDefaults_PersistentVolume and the persistent volume sources' defaults
  const e = new Edit(o);
  e.make('spec', (s) => {
    const se = new Edit(s);
    se.str('persistentVolumeReclaimPolicy', 'Retain');
    se.ptr('volumeMode', 'Filesystem');
    se.child('hostPath', hostPath);
    se.child('rbd', rbd);
    se.child('iscsi', iscsi);
    se.child('azureDisk', azureDisk);
    se.child('scaleIO', scaleIO);
    return se.done();
  });
  e.make('status', (s) => {
    const st = new Edit(s);
    st.str('phase', 'Pending');
    return st.done();
  });
  return e.done();
}

// --- other kinds ------------------------------------------------------------------

export function secret(o: JsonObject): JsonObject {
  // SetDefaults_Secret
  const e = new Edit(o);
  e.str('type', 'Opaque');
  return e.done();
}

export function namespace(o: JsonObject): JsonObject {
  // SetDefaults_Namespace (the name label) and SetDefaults_NamespaceStatus
  const e = new Edit(o);
  const meta = e.get('metadata');
  const name = isObject(meta) ? ownValue(meta, 'name') : undefined;
  if (isObject(meta) && typeof name === 'string' && name !== '') {
    const labels = ownValue(meta, 'labels');
    if (!isObject(labels) || ownValue(labels, 'kubernetes.io/metadata.name') !== name) {
      const l = isObject(labels) ? copyObject(labels) : {};
      l['kubernetes.io/metadata.name'] = name;
      const m = new Edit(meta);
      m.set('labels', l);
      e.set('metadata', m.done());
    }
  }
  e.make('status', (s) => {
    const st = new Edit(s);
    st.str('phase', 'Active');
    return st.done();
  });
  return e.done();
}

export function node(o: JsonObject): JsonObject {
  // SetDefaults_NodeStatus: allocatable defaults to capacity
  const e = new Edit(o);
  e.child('status', (s) => {
    const st = new Edit(s);
    const cap = st.get('capacity');
    if (unsetPointer(st.get('allocatable')) && isObject(cap)) st.set('allocatable', copyObject(cap));
    return st.done();
  });
  return e.done();
}

function limitRangeItem(o: JsonObject): JsonObject {
  // SetDefaults_LimitRangeItem: for containers, default <- max, defaultRequest <- default <- min
  if (ownValue(o, 'type') !== 'Container') return o;
  const e = new Edit(o);
  const fill = (target: string, from: JsonValue | undefined) => {
    if (!isObject(from)) return;
    const cur = e.get(target);
    let out: JsonObject | null = null;
    for (const k of Object.keys(from)) {
      if (isObject(cur) && ownValue(cur, k) !== undefined) continue;
      if (out !== null && ownValue(out, k) !== undefined) continue;
      if (out === null) out = isObject(cur) ? copyObject(cur) : {};
      Object.defineProperty(out, k, { value: from[k], enumerable: true, writable: true, configurable: true });
    }
    if (out !== null) e.set(target, out);
  };
  fill('default', e.get('max'));
  fill('defaultRequest', e.get('default'));
  fill('defaultRequest', e.get('min'));
  return e.done();
}

export function limitRange(o: JsonObject): JsonObject {
  const e = new Edit(o);
  e.child('spec', (s) => {
    const se = new Edit(s);
    se.items('limits', limitRangeItem);
    return se.done();
  });
  return e.done();
}

/** Runs a defaulter on each item of a `List` object's `items`. */
export function listOf(fn: KindDefaulter): KindDefaulter {
  return (o, gates) => {
    const items = ownValue(o, 'items');
    if (!Array.isArray(items)) return o;
    const r = mapItems(items, (it) => fn(it, gates));
    if (r === items) return o;
    const e = new Edit(o);
    e.set('items', r);
    return e.done();
  };
}
