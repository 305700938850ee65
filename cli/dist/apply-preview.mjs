#!/usr/bin/env node
import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP2 = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR2 = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node2) => !!node2 && typeof node2 === "object" && node2[NODE_TYPE] === ALIAS;
    var isDocument = (node2) => !!node2 && typeof node2 === "object" && node2[NODE_TYPE] === DOC;
    var isMap2 = (node2) => !!node2 && typeof node2 === "object" && node2[NODE_TYPE] === MAP2;
    var isPair = (node2) => !!node2 && typeof node2 === "object" && node2[NODE_TYPE] === PAIR;
    var isScalar2 = (node2) => !!node2 && typeof node2 === "object" && node2[NODE_TYPE] === SCALAR2;
    var isSeq2 = (node2) => !!node2 && typeof node2 === "object" && node2[NODE_TYPE] === SEQ;
    function isCollection(node2) {
      if (node2 && typeof node2 === "object")
        switch (node2[NODE_TYPE]) {
          case MAP2:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node2) {
      if (node2 && typeof node2 === "object")
        switch (node2[NODE_TYPE]) {
          case ALIAS:
          case MAP2:
          case SCALAR2:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node2) => (isScalar2(node2) || isCollection(node2)) && !!node2.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP2;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR2;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit2(node2, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity2.isDocument(node2)) {
        const cd = visit_(null, node2.contents, visitor_, Object.freeze([node2]));
        if (cd === REMOVE)
          node2.contents = null;
      } else
        visit_(null, node2, visitor_, Object.freeze([]));
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    function visit_(key, node2, visitor, path) {
      const ctrl = callVisitor(key, node2, visitor, path);
      if (identity2.isNode(ctrl) || identity2.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity2.isCollection(node2)) {
          path = Object.freeze(path.concat(node2));
          for (let i = 0; i < node2.items.length; ++i) {
            const ci = visit_(i, node2.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node2.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity2.isPair(node2)) {
          path = Object.freeze(path.concat(node2));
          const ck = visit_("key", node2.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node2.key = null;
          const cv = visit_("value", node2.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node2.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node2, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity2.isDocument(node2)) {
        const cd = await visitAsync_(null, node2.contents, visitor_, Object.freeze([node2]));
        if (cd === REMOVE)
          node2.contents = null;
      } else
        await visitAsync_(null, node2, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node2, visitor, path) {
      const ctrl = await callVisitor(key, node2, visitor, path);
      if (identity2.isNode(ctrl) || identity2.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity2.isCollection(node2)) {
          path = Object.freeze(path.concat(node2));
          for (let i = 0; i < node2.items.length; ++i) {
            const ci = await visitAsync_(i, node2.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node2.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity2.isPair(node2)) {
          path = Object.freeze(path.concat(node2));
          const ck = await visitAsync_("key", node2.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node2.key = null;
          const cv = await visitAsync_("value", node2.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node2.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node2, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node2, path);
      if (identity2.isMap(node2))
        return visitor.Map?.(key, node2, path);
      if (identity2.isSeq(node2))
        return visitor.Seq?.(key, node2, path);
      if (identity2.isPair(node2))
        return visitor.Pair?.(key, node2, path);
      if (identity2.isScalar(node2))
        return visitor.Scalar?.(key, node2, path);
      if (identity2.isAlias(node2))
        return visitor.Alias?.(key, node2, path);
      return void 0;
    }
    function replaceNode(key, path, node2) {
      const parent = path[path.length - 1];
      if (identity2.isCollection(parent)) {
        parent.items[key] = node2;
      } else if (identity2.isPair(parent)) {
        if (key === "key")
          parent.key = node2;
        else
          parent.value = node2;
      } else if (identity2.isDocument(parent)) {
        parent.contents = node2;
      } else {
        const pt = identity2.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit2;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var visit2 = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version2] = parts;
            if (version2 === "1.1" || version2 === "1.2") {
              this.yaml.version = version2;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version2);
              onError(6, `Unsupported YAML version ${version2}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity2.isNode(doc.contents)) {
          const tags = {};
          visit2.visit(doc.contents, (_key, node2) => {
            if (identity2.isNode(node2) && node2.tag)
              tags[node2.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var visit2 = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit2.visit(root, {
        Value(_key, node2) {
          if (node2.anchor)
            anchors.add(node2.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity2.isScalar(ref.node) || identity2.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    function toJS(value2, arg, ctx) {
      if (Array.isArray(value2))
        return value2.map((v, i) => toJS(v, String(i), ctx));
      if (value2 && typeof value2.toJSON === "function") {
        if (!ctx || !identity2.hasAnchor(value2))
          return value2.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value2, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value2.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value2 === "bigint" && !ctx?.keep)
        return Number(value2);
      return value2;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity2 = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity2.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity2.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit2 = require_visit();
    var identity2 = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity2.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit2.visit(doc, {
            Node: (_key, node2) => {
              if (identity2.isAlias(node2) || identity2.hasAnchor(node2))
                nodes.push(node2);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node2 of nodes) {
          if (node2 === this)
            break;
          if (node2.anchor === this.source)
            found = node2;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node2, anchors2) {
      if (identity2.isAlias(node2)) {
        const source = node2.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity2.isCollection(node2)) {
        let count2 = 0;
        for (const item of node2.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count2)
            count2 = c;
        }
        return count2;
      } else if (identity2.isPair(node2)) {
        const kc = getAliasCount(doc, node2.key, anchors2);
        const vc = getAliasCount(doc, node2.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value2) => !value2 || typeof value2 !== "function" && typeof value2 !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value2) {
        super(identity2.SCALAR);
        this.value = value2;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value2, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value2) && !t.format);
    }
    function createNode(value2, tagName, ctx) {
      if (identity2.isDocument(value2))
        value2 = value2.contents;
      if (identity2.isNode(value2))
        return value2;
      if (identity2.isPair(value2)) {
        const map = ctx.schema[identity2.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value2);
        return map;
      }
      if (value2 instanceof String || value2 instanceof Number || value2 instanceof Boolean || typeof BigInt !== "undefined" && value2 instanceof BigInt) {
        value2 = value2.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value2 && typeof value2 === "object") {
        ref = sourceObjects.get(value2);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value2));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value2, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value2, tagName, schema.tags);
      if (!tagObj) {
        if (value2 && typeof value2.toJSON === "function") {
          value2 = value2.toJSON();
        }
        if (!value2 || typeof value2 !== "object") {
          const node3 = new Scalar.Scalar(value2);
          if (ref)
            ref.node = node3;
          return node3;
        }
        tagObj = value2 instanceof Map ? schema[identity2.MAP] : Symbol.iterator in Object(value2) ? schema[identity2.SEQ] : schema[identity2.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node2 = tagObj?.createNode ? tagObj.createNode(ctx.schema, value2, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value2, ctx) : new Scalar.Scalar(value2);
      if (tagName)
        node2.tag = tagName;
      else if (!tagObj.default)
        node2.tag = tagObj.tag;
      if (ref)
        ref.node = node2;
      return node2;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity2 = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value2) {
      let v = value2;
      for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity2.isNode(it) || identity2.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value2) {
        if (isEmptyPath(path))
          this.add(value2);
        else {
          const [key, ...rest] = path;
          const node2 = this.get(key, true);
          if (identity2.isCollection(node2))
            node2.addIn(rest, value2);
          else if (node2 === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value2));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node2 = this.get(key, true);
        if (identity2.isCollection(node2))
          return node2.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node2 = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity2.isScalar(node2) ? node2.value : node2;
        else
          return identity2.isCollection(node2) ? node2.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node2) => {
          if (!identity2.isPair(node2))
            return false;
          const n = node2.value;
          return n == null || allowScalar && identity2.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node2 = this.get(key, true);
        return identity2.isCollection(node2) ? node2.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value2) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value2);
        } else {
          const node2 = this.get(key, true);
          if (identity2.isCollection(node2))
            node2.setIn(rest, value2);
          else if (node2 === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value2));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str7) => str7.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str7, indent, comment) => str7.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str7.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock2) => ({
      indentAtStart: isBlock2 ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str7) => /^(%|---|\.\.\.)/m.test(str7);
    function lineLengthOverLimit(str7, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str7.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str7[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value2, ctx) {
      const json = JSON.stringify(value2);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value2) ? "  " : "");
      let str7 = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str7 += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str7 += json.slice(start, i);
                const code2 = json.substr(i + 2, 4);
                switch (code2) {
                  case "0000":
                    str7 += "\\0";
                    break;
                  case "0007":
                    str7 += "\\a";
                    break;
                  case "000b":
                    str7 += "\\v";
                    break;
                  case "001b":
                    str7 += "\\e";
                    break;
                  case "0085":
                    str7 += "\\N";
                    break;
                  case "00a0":
                    str7 += "\\_";
                    break;
                  case "2028":
                    str7 += "\\L";
                    break;
                  case "2029":
                    str7 += "\\P";
                    break;
                  default:
                    if (code2.substr(0, 2) === "00")
                      str7 += "\\x" + code2.substr(2);
                    else
                      str7 += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str7 += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str7 += "\n";
                  i += 2;
                }
                str7 += indent;
                if (json[i + 2] === " ")
                  str7 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str7 = start ? str7 + json.slice(start) : json;
      return implicitKey ? str7 : foldFlowLines.foldFlowLines(str7, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value2, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value2.includes("\n") || /[ \t]\n|\n[ \t]/.test(value2))
        return doubleQuotedString(value2, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value2) ? "  " : "");
      const res = "'" + value2.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value2, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value2.includes('"');
        const hasSingle = value2.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value2, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value: value2 }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value2)) {
        return quotedString(value2, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value2) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value2, lineWidth, indent.length);
      if (!value2)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value2.length; endStart > 0; --endStart) {
        const ch = value2[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value2.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value2 === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value2 = value2.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value2.length; ++startEnd) {
        const ch = value2[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value2.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value2 = value2.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value2.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value2 = value2.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value2}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value: value2 } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value2.includes("\n") || inFlow && /[[\]{},]/.test(value2)) {
        return quotedString(value2, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value2)) {
        return implicitKey || inFlow || !value2.includes("\n") ? quotedString(value2, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value2.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value2)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value2, ctx);
        }
      }
      const str7 = value2.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str7);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value2, ctx);
      }
      return implicitKey ? str7 : foldFlowLines.foldFlowLines(str7, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity2 = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity2.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node2, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity2.isScalar(node2) || identity2.isCollection(node2)) && node2.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node2.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify2(item, ctx, onComment, onChompKeep) {
      if (identity2.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity2.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node2 = identity2.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node2));
      const props = stringifyProps(node2, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str7 = typeof tagObj.stringify === "function" ? tagObj.stringify(node2, ctx, onComment, onChompKeep) : identity2.isScalar(node2) ? stringifyString.stringifyString(node2, ctx, onComment, onChompKeep) : node2.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str7;
      return identity2.isScalar(node2) || str7[0] === "{" || str7[0] === "[" ? `${props} ${str7}` : `${props}
${ctx.indent}${str7}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify2;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var stringify2 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value: value2 }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity2.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity2.isCollection(key) || !identity2.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value2 == null && !ctx.inFlow || identity2.isCollection(key) || (identity2.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str7 = stringify2.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str7.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value2 == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str7 === "" ? "?" : explicitKey ? `? ${str7}` : str7;
        }
      } else if (allNullValues && !simpleKeys || value2 == null && explicitKey) {
        str7 = `? ${str7}`;
        if (keyComment && !keyCommentDone) {
          str7 += stringifyComment.lineComment(str7, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str7;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str7 += stringifyComment.lineComment(str7, ctx.indent, commentString(keyComment));
        str7 = `? ${str7}
${indent}:`;
      } else {
        str7 = `${str7}:`;
        if (keyComment)
          str7 += stringifyComment.lineComment(str7, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity2.isNode(value2)) {
        vsb = !!value2.spaceBefore;
        vcb = value2.commentBefore;
        valueComment = value2.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value2 && typeof value2 === "object")
          value2 = doc.createNode(value2);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity2.isScalar(value2))
        ctx.indentAtStart = str7.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity2.isSeq(value2) && !value2.flow && !value2.tag && !value2.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify2.stringify(value2, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity2.isCollection(value2)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value2.flow ?? value2.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str7 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str7 += stringifyComment.lineComment(str7, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str7;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge2 = {
      identify: (value2) => value2 === MERGE_KEY || typeof value2 === "symbol" && value2.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge2.identify(key) || identity2.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge2.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge2.tag && tag.default);
    function addMergeToJSMap(ctx, map, value2) {
      const source = resolveAliasValue(ctx, value2);
      if (identity2.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value2) {
      const source = resolveAliasValue(ctx, value2);
      if (!identity2.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value3] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value3);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value3,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value2) {
      return ctx && identity2.isAlias(value2) ? value2.resolve(ctx.doc, ctx) : value2;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge2;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge2 = require_merge();
    var stringify2 = require_stringify();
    var identity2 = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value: value2 }) {
      if (identity2.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value2);
      else if (merge2.isMergeKey(ctx, key))
        merge2.addMergeToJSMap(ctx, map, value2);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value2, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value2, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity2.isNode(key) && ctx?.doc) {
        const strCtx = stringify2.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node2 of ctx.anchors.keys())
          strCtx.anchors.add(node2.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity2 = require_identity();
    function createPair(key, value2, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value2, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value2 = null) {
        Object.defineProperty(this, identity2.NODE_TYPE, { value: identity2.PAIR });
        this.key = key;
        this.value = value2;
      }
      clone(schema) {
        let { key, value: value2 } = this;
        if (identity2.isNode(key))
          key = key.clone(schema);
        if (identity2.isNode(value2))
          value2 = value2.clone(schema);
        return new _Pair(key, value2);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var stringify2 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify3 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify3(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity2.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity2.isPair(item)) {
          const ik = identity2.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str8 = stringify2.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str8 += stringifyComment.lineComment(str8, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str8);
      }
      let str7;
      if (lines.length === 0) {
        str7 = flowChars.start + flowChars.end;
      } else {
        str7 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str7 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str7 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str7;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity2.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity2.isPair(item)) {
          const ik = identity2.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity2.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str7 = stringify2.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str7.includes("\n"));
        if (i < items.length - 1) {
          str7 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str7.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str7 += ",";
          }
        }
        if (comment)
          str7 += stringifyComment.lineComment(str7, itemIndent, commentString(comment));
        lines.push(str7);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str7 = start;
          for (const line of lines)
            str7 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str7}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity2.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity2.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity2.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity2.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value2) => {
          if (typeof replacer === "function")
            value2 = replacer.call(obj, key, value2);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value2 !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value2, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value2] of obj)
            add(key, value2);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity2.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity2.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node2 = it?.value;
        return (!keepScalar && identity2.isScalar(node2) ? node2.value : node2) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value2) {
        this.add(new Pair.Pair(key, value2), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity2.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity2.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity2.SEQ, schema);
        this.items = [];
      }
      add(value2) {
        this.items.push(value2);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity2.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value2) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity2.isScalar(prev) && Scalar.isScalarValue(value2))
          prev.value = value2;
        else
          this.items[idx] = value2;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity2.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity2.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value2) => typeof value2 === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str7) => str7,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value2) => value2 == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value2) => typeof value2 === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str7) => new Scalar.Scalar(str7[0] === "t" || str7[0] === "T"),
      stringify({ source, value: value2 }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value2 === sv)
            return source;
        }
        return value2 ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value: value2 }) {
      if (typeof value2 === "bigint")
        return String(value2);
      const num2 = typeof value2 === "number" ? value2 : Number(value2);
      if (!isFinite(num2))
        return isNaN(num2) ? ".nan" : num2 < 0 ? "-.inf" : ".inf";
      let n = Object.is(value2, -0) ? "-0" : JSON.stringify(value2);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str7) => str7.slice(-3).toLowerCase() === "nan" ? NaN : str7[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str7) => parseFloat(str7),
      stringify(node2) {
        const num2 = Number(node2.value);
        return isFinite(num2) ? num2.toExponential() : stringifyNumber.stringifyNumber(node2);
      }
    };
    var float = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str7) {
        const node2 = new Scalar.Scalar(parseFloat(str7));
        const dot = str7.indexOf(".");
        if (dot !== -1 && str7[str7.length - 1] === "0")
          node2.minFractionDigits = str7.length - dot - 1;
        return node2;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value2) => typeof value2 === "bigint" || Number.isInteger(value2);
    var intResolve = (str7, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str7) : parseInt(str7.substring(offset), radix);
    function intStringify(node2, radix, prefix) {
      const { value: value2 } = node2;
      if (intIdentify(value2) && value2 >= 0)
        return prefix + value2.toString(radix);
      return stringifyNumber.stringifyNumber(node2);
    }
    var intOct = {
      identify: (value2) => intIdentify(value2) && value2 >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str7, _onError, opt) => intResolve(str7, 2, 8, opt),
      stringify: (node2) => intStringify(node2, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str7, _onError, opt) => intResolve(str7, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value2) => intIdentify(value2) && value2 >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str7, _onError, opt) => intResolve(str7, 2, 16, opt),
      stringify: (node2) => intStringify(node2, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool2 = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool2.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value2) {
      return typeof value2 === "bigint" || Number.isInteger(value2);
    }
    var stringifyJSON = ({ value: value2 }) => JSON.stringify(value2);
    var jsonScalars = [
      {
        identify: (value2) => typeof value2 === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str7) => str7,
        stringify: stringifyJSON
      },
      {
        identify: (value2) => value2 == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value2) => typeof value2 === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str7) => str7 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str7, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str7) : parseInt(str7, 10),
        stringify: ({ value: value2 }) => intIdentify(value2) ? value2.toString() : JSON.stringify(value2)
      },
      {
        identify: (value2) => typeof value2 === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str7) => parseFloat(str7),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str7, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str7)}`);
        return str7;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value2) => value2 instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str7 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str7.length);
          for (let i = 0; i < str7.length; ++i)
            buffer[i] = str7.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value: value2 }, ctx, onComment, onChompKeep) {
        if (!value2)
          return "";
        const buf = value2;
        let str7;
        if (typeof node_buffer.Buffer === "function") {
          str7 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str7 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str7.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str7.substr(o, lineWidth);
          }
          str7 = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str7 }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity2.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity2.isPair(item))
            continue;
          else if (identity2.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity2.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value2;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value2 = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys2 = Object.keys(it);
            if (keys2.length === 1) {
              key = keys2[0];
              value2 = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys2.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value2, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value2;
          if (identity2.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value2 = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value2);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value2) => value2 instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity2.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value: value2, source }, ctx) {
      const boolObj = value2 ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value2 ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value2) => value2 === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value2) => value2 === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str7) => str7.slice(-3).toLowerCase() === "nan" ? NaN : str7[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str7) => parseFloat(str7.replace(/_/g, "")),
      stringify(node2) {
        const num2 = Number(node2.value);
        return isFinite(num2) ? num2.toExponential() : stringifyNumber.stringifyNumber(node2);
      }
    };
    var float = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str7) {
        const node2 = new Scalar.Scalar(parseFloat(str7.replace(/_/g, "")));
        const dot = str7.indexOf(".");
        if (dot !== -1) {
          const f = str7.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node2.minFractionDigits = f.length;
        }
        return node2;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value2) => typeof value2 === "bigint" || Number.isInteger(value2);
    function intResolve(str7, offset, radix, { intAsBigInt }) {
      const sign = str7[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str7 = str7.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str7 = `0b${str7}`;
            break;
          case 8:
            str7 = `0o${str7}`;
            break;
          case 16:
            str7 = `0x${str7}`;
            break;
        }
        const n2 = BigInt(str7);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str7, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node2, radix, prefix) {
      const { value: value2 } = node2;
      if (intIdentify(value2)) {
        const str7 = value2.toString(radix);
        return value2 < 0 ? "-" + prefix + str7.substr(1) : prefix + str7;
      }
      return stringifyNumber.stringifyNumber(node2);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str7, _onError, opt) => intResolve(str7, 2, 2, opt),
      stringify: (node2) => intStringify(node2, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str7, _onError, opt) => intResolve(str7, 1, 8, opt),
      stringify: (node2) => intStringify(node2, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str7, _onError, opt) => intResolve(str7, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str7, _onError, opt) => intResolve(str7, 2, 16, opt),
      stringify: (node2) => intStringify(node2, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity2.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity2.isPair(pair) ? identity2.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value2) {
        if (typeof value2 !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value2}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value2) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value2) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value2 of iterable) {
            if (typeof replacer === "function")
              value2 = replacer.call(iterable, value2, value2);
            set2.items.push(Pair.createPair(value2, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value2) => value2 instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity2.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str7, asBigInt) {
      const sign = str7[0];
      const parts = sign === "-" || sign === "+" ? str7.substring(1) : str7;
      const num2 = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num2(60) + num2(p), num2(0));
      return sign === "-" ? num2(-1) * res : res;
    }
    function stringifySexagesimal(node2) {
      let { value: value2 } = node2;
      let num2 = (n) => n;
      if (typeof value2 === "bigint")
        num2 = (n) => BigInt(n);
      else if (isNaN(value2) || !isFinite(value2))
        return stringifyNumber.stringifyNumber(node2);
      let sign = "";
      if (value2 < 0) {
        sign = "-";
        value2 *= num2(-1);
      }
      const _60 = num2(60);
      const parts = [value2 % _60];
      if (value2 < 60) {
        parts.unshift(0);
      } else {
        value2 = (value2 - parts[0]) / _60;
        parts.unshift(value2 % _60);
        if (value2 >= 60) {
          value2 = (value2 - parts[0]) / _60;
          parts.unshift(value2);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value2) => typeof value2 === "bigint" || Number.isInteger(value2),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str7, _onError, { intAsBigInt }) => parseSexagesimal(str7, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str7) => parseSexagesimal(str7, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value2) => value2 instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str7) {
        const match = str7.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value: value2 }) => value2?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool2 = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge2 = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool2.trueTag,
      bool2.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge2.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool2 = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge2 = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool2.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge2.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge2.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge2.merge) ? schemaTags.concat(merge2.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys2 = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys2} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge2.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys2 = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys2}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge: merge2, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge2);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity2.MAP, { value: map.map });
        Object.defineProperty(this, identity2.SCALAR, { value: string.string });
        Object.defineProperty(this, identity2.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var stringify2 = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify2.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity2.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify2.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify2.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value2, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity2.NODE_TYPE, { value: identity2.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version: version2 } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version2 = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version: version2 });
        this.setSchema(version2, options);
        this.contents = value2 === void 0 ? null : this.createNode(value2, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity2.NODE_TYPE]: { value: identity2.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity2.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value2) {
        if (assertCollection(this.contents))
          this.contents.add(value2);
      }
      /** Adds a value to the document. */
      addIn(path, value2) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value2);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node2, name) {
        if (!node2.anchor) {
          const prev = anchors.anchorNames(this);
          node2.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node2.anchor);
      }
      createNode(value2, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value2 = replacer.call({ "": value2 }, "", value2);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node2 = createNode.createNode(value2, tag, ctx);
        if (flow && identity2.isCollection(node2))
          node2.flow = true;
        setAnchors();
        return node2;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value2, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value2, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity2.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity2.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity2.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity2.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity2.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value2) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value2);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value2);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value2) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value2;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value2);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value2);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version2, options = {}) {
        if (typeof version2 === "number")
          version2 = String(version2);
        let opt;
        switch (version2) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version2;
            else
              this.directives = new directives.Directives({ version: version2 });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version2);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity2.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code2, message) {
        super();
        this.name = name;
        this.code = code2;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code2, message) {
        super("YAMLParseError", pos, code2, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code2, message) {
        super("YAMLWarning", pos, code2, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "…" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "…";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "…\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count2 = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count2 = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count2);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity2.isScalar(a) && identity2.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep2, value: value2 } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep2) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep2 ?? [], {
          indicator: "map-value-ind",
          next: value2,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value2?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value2 ? composeNode(ctx, value2, valueProps, onError) : composeEmptyNode(ctx, offset, sep2, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value2, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value: value2 } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value2,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value2) {
            if (value2?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node2 = value2 ? composeNode(ctx, value2, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value2, onError);
        offset = node2.range[2];
        seq.items.push(node2);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep2 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep2 + cb;
              sep2 = "";
              break;
            }
            case "newline":
              if (comment)
                sep2 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock2 = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep2, value: value2 } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep2 && !value2) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity2.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep2 && !props.found) {
          const valueNode = value2 ? composeNode(ctx, value2, props, onError) : composeEmptyNode(ctx, props.end, sep2, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock2(value2))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock2(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep2 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value2,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep2)
                for (const st of sep2) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value2) {
            if ("source" in value2 && value2.source?.[0] === ":")
              onError(value2, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value2 ? composeNode(ctx, value2, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep2, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock2(value2))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node2 = identity2.isNode(res) ? res : new Scalar.Scalar(res);
      node2.range = coll.range;
      node2.tag = tagName;
      if (tag?.format)
        node2.format = tag.format;
      return node2;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar2, onError) {
      const start = scalar2.offset;
      const header = parseBlockScalarHeader(scalar2, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar2.source ? splitLines(scalar2.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value3 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar2.source)
          end2 += scalar2.source.length;
        return { value: value3, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar2.indent + header.indent;
      let offset = scalar2.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value2 = "";
      let sep2 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value2 += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value2 += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep2 === " ")
            sep2 = "\n";
          else if (!prevMoreIndented && sep2 === "\n")
            sep2 = "\n\n";
          value2 += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep2 === "\n")
            value2 += "\n";
          else
            sep2 = "\n";
        } else {
          value2 += sep2 + content;
          sep2 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value2 += "\n" + lines[i][0].slice(trimIndent);
          if (value2[value2.length - 1] !== "\n")
            value2 += "\n";
          break;
        default:
          value2 += "\n";
      }
      const end = start + header.length + scalar2.source.length;
      return { value: value2, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar2, strict, onError) {
      const { offset, type, source, end } = scalar2;
      let _type;
      let value2;
      const _onError = (rel, code2, msg) => onError(offset + rel, code2, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value2 = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value2 = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value2 = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar2, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value: value2,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep2 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep2 === "\n")
            res += sep2;
          else
            sep2 = "\n";
        } else {
          res += sep2 + lm;
          sep2 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep2 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "",
      // Unicode next line
      _: " ",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code2 = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code2);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value: value2, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity2.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value2, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value2, token, onError);
      else
        tag = ctx.schema[identity2.SCALAR];
      let scalar2;
      try {
        const res = tag.resolve(value2, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar2 = identity2.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar2 = new Scalar.Scalar(value2);
      }
      scalar2.range = range;
      scalar2.source = value2;
      if (type)
        scalar2.type = type;
      if (tagName)
        scalar2.tag = tagName;
      if (tag.format)
        scalar2.format = tag.format;
      if (comment)
        scalar2.comment = comment;
      return scalar2;
    }
    function findScalarTagByName(schema, value2, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity2.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value2))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity2.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value2, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value2)) || schema[identity2.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value2)) ?? schema[identity2.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity2 = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node2;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node2 = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node2 = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node2.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node2 = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node2.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node2 ?? (node2 = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node2.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity2.isScalar(node2) || typeof node2.value !== "string" || node2.tag && node2.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node2.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node2.comment = comment;
        else
          node2.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node2.srcToken = token;
      return node2;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node2 = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node2.anchor = anchor.source.substring(1);
        if (node2.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node2.spaceBefore = true;
      if (comment) {
        node2.comment = comment;
        node2.range[2] = end;
      }
      return node2;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value: value2, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value2 ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value2 && (value2.type === "block-map" || value2.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value2 ? composeNode.composeNode(ctx, value2, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity2 = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code2, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code2, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code2, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity2.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity2.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code2, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code2, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code2, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value2, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value: value2 }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value2, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value: value2 }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify2 = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep2, value: value2 }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep2)
        for (const st of sep2)
          res += st.source;
      if (value2)
        res += stringifyToken(value2);
      return res;
    }
    exports.stringify = stringify2;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit2(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    visit2.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit2.parentCollection = (cst, path) => {
      const parent = visit2.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit2;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR2 = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR2:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR2:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR2;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar2) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep2;
          if (scalar2.end) {
            sep2 = scalar2.end;
            sep2.push(this.sourceToken);
            delete scalar2.end;
          } else
            sep2 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar2.offset,
            indent: scalar2.indent,
            items: [{ start, key: scalar2, sep: sep2 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar2);
      }
      *blockScalar(scalar2) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar2.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar2.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep2 = it.sep;
                  sep2.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep2 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep2 = fc.end.splice(1, fc.end.length);
            sep2.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep2 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity2 = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments3(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse2(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify2(value2, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value2 === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity2.isDocument(value2) && !_replacer)
        return value2.toString(options);
      return new Document.Document(value2, _replacer, options).toString(options);
    }
    exports.parse = parse2;
    exports.parseAllDocuments = parseAllDocuments3;
    exports.parseDocument = parseDocument;
    exports.stringify = stringify2;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit2 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity2.isAlias;
    exports.isCollection = identity2.isCollection;
    exports.isDocument = identity2.isDocument;
    exports.isMap = identity2.isMap;
    exports.isNode = identity2.isNode;
    exports.isPair = identity2.isPair;
    exports.isScalar = identity2.isScalar;
    exports.isSeq = identity2.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit2.visit;
    exports.visitAsync = visit2.visitAsync;
  }
});

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str7) => REGEX_SPECIAL_CHARS.test(str7);
    exports.isRegexChar = (str7) => str7.length === 1 && exports.hasRegexChars(str7);
    exports.escapeRegex = (str7) => str7.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str7) => str7.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str7) => {
      return str7.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code2) => {
      return code2 === CHAR_FORWARD_SLASH || code2 === CHAR_BACKWARD_SLASH;
    };
    var depth2 = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str7 = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code2;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str7.charCodeAt(index + 1);
      const advance = () => {
        prev = code2;
        return str7.charCodeAt(++index);
      };
      while (index < length) {
        code2 = advance();
        let next;
        if (code2 === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code2 = advance();
          if (code2 === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code2 === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code2 = advance())) {
            if (code2 === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code2 === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code2 === CHAR_DOT && (code2 = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code2 === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code2 === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code2 === CHAR_PLUS || code2 === CHAR_AT || code2 === CHAR_ASTERISK || code2 === CHAR_QUESTION_MARK || code2 === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code2 === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code2 = advance())) {
                if (code2 === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code2 === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code2 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code2 === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code2 === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code2 === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code2 = advance())) {
              if (code2 === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code2 === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code2 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str7;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str7.slice(0, start);
        str7 = str7.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str7.slice(0, lastIndex);
        glob = str7.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str7;
      } else {
        base = str7;
      }
      if (base && base !== "" && base !== "/" && base !== str7) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code2)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value3 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value3;
            }
            depth2(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value3);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value2 = input.slice(n);
        parts.push(value2);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value2;
          depth2(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value2 = `[${args.join("-")}]`;
      try {
        new RegExp(value2);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value2;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value2 = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value2 += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value2 += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value2 += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value2);
              value2 = "";
              continue;
            }
          }
        }
        value2 += ch;
      }
      parts.push(value2);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value2 = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value2)) {
          value2 = value2.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value2)) {
        return;
      }
      return value2.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values2 = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values2.length; i++) {
        for (let j = i + 1; j < values2.length; j++) {
          const a = values2[i];
          const b = values2[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth2 = 0;
      let value2 = pattern.trim();
      let match = parseRepeatedExtglob(value2);
      while (match) {
        depth2++;
        value2 = match.body.trim();
        match = parseRepeatedExtglob(value2);
      }
      return depth2;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse2 = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value2;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value3 = "", num2 = 0) => {
        state.consumed += value3;
        state.index += num2;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count2 = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count2++;
        }
        if (count2 % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value3) => {
        const token = { ...EXTGLOB_CHARS[value3], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value3, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value: value2, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse2(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value: value2, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value2 = advance();
        if (value2 === "\0") {
          continue;
        }
        if (value2 === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value2 += "\\";
            push({ type: "text", value: value2 });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value2 += "\\";
            }
          }
          if (opts.unescape === true) {
            value2 = advance();
          } else {
            value2 += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value: value2 });
            continue;
          }
        }
        if (state.brackets > 0 && (value2 !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value2 === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value2 === "[" && peek() !== ":" || value2 === "-" && peek() === "]") {
            value2 = `\\${value2}`;
          }
          if (value2 === "]" && (prev.value === "[" || prev.value === "[^")) {
            value2 = `\\${value2}`;
          }
          if (opts.posix === true && value2 === "!" && prev.value === "[") {
            value2 = "^";
          }
          prev.value += value2;
          append({ value: value2 });
          continue;
        }
        if (state.quotes === 1 && value2 !== '"') {
          value2 = utils.escapeRegex(value2);
          prev.value += value2;
          append({ value: value2 });
          continue;
        }
        if (value2 === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value: value2 });
          }
          continue;
        }
        if (value2 === "(") {
          increment("parens");
          push({ type: "paren", value: value2 });
          continue;
        }
        if (value2 === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value: value2, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value2 === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value2 = `\\${value2}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value: value2 });
          continue;
        }
        if (value2 === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value: value2, output: `\\${value2}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value: value2, output: `\\${value2}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value2 = `/${value2}`;
          }
          prev.value += value2;
          append({ value: value2 });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value2 === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value: value2,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value2 === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value: value2, output: value2 });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value2 = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value: value2, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value2 === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value: value2 });
          continue;
        }
        if (value2 === ",") {
          let output = value2;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value: value2, output });
          continue;
        }
        if (value2 === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value: value2, output: SLASH_LITERAL });
          continue;
        }
        if (value2 === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value2;
            prev.value += value2;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value: value2, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value: value2, output: DOT_LITERAL });
          continue;
        }
        if (value2 === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value2);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value2;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value2}`;
            }
            push({ type: "text", value: value2, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value: value2, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value: value2, output: QMARK });
          continue;
        }
        if (value2 === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value2);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value2 === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value2);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value: value2, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value: value2 });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value2 === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value: value2, output: "" });
            continue;
          }
          push({ type: "text", value: value2 });
          continue;
        }
        if (value2 !== "*") {
          if (value2 === "$" || value2 === "^") {
            value2 = `\\${value2}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value2 += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value: value2 });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value2;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value2);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value2);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value2);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value: value2, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value: value2, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value2;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value2);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value2;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value2);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value2;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value2 + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value2;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value2 + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value2;
          state.output += prev.output;
          state.globstar = true;
          consume(value2);
          continue;
        }
        const token = { type: "star", value: value2, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value2;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse2.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str7) => {
        switch (str7) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str7);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse2;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse2 = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject2 = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str7) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str7);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject2(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch2.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch2.isMatch = (str7, patterns, options) => picomatch2(patterns, options)(str7);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse2(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed2 = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed2.output = parse2.fastpaths(input, options);
      }
      if (!parsed2.output) {
        parsed2 = parse2(input, options);
      }
      return picomatch2.compileRe(parsed2, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// cli/main.ts
import { readFileSync as readFileSync2, realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

// core/value.ts
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
function canonicalInt(b) {
  if (b < INT64_MIN || b > INT64_MAX) return null;
  return b >= -9007199254740991n && b <= 9007199254740991n ? Number(b) : b;
}
function intOf(text) {
  if (text.length < 16) {
    const n = Number(text);
    return Number.isSafeInteger(n) && /^[-+]?\d+$/.test(text) ? n + 0 : null;
  }
  if (!/^[-+]?\d+$/.test(text)) return null;
  return canonicalInt(BigInt(text));
}
function isInteger(v) {
  return typeof v === "bigint" || typeof v === "number" && Number.isInteger(v);
}
var ownProp = Object.prototype.hasOwnProperty;
function hasOwn(o, k) {
  return ownProp.call(o, k);
}
function getOwn(o, k) {
  return ownProp.call(o, k) ? o[k] : void 0;
}
function setOwn(o, k, v) {
  if (k === "__proto__")
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}
function ownValue(o, k) {
  const v = o[k];
  if (v === void 0) return void 0;
  if ((typeof v === "function" || k === "__proto__") && !ownProp.call(o, k)) return void 0;
  return v;
}
function isEmptyObject(o) {
  for (const _ in o) return false;
  return true;
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i];
    const bv = ownValue(b, k);
    if (bv === void 0 || !deepEqual(a[k], bv)) return false;
  }
  return true;
}
function kindOf(v) {
  if (v === void 0) return "nothing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "list";
  if (typeof v === "object") return "map";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "float";
  if (typeof v === "bigint") return "int";
  return typeof v === "boolean" ? "bool" : "string";
}
function compareValues(a, b) {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 0:
      return a < b ? -1 : a > b ? 1 : 0;
    case 1:
      return compareUtf8(a, b);
    case 2:
      return a === b ? 0 : a === false ? -1 : 1;
    case 3: {
      const la = a;
      const lb = b;
      for (let i = 0; i < la.length && i < lb.length; i++) {
        const c = compareValues(la[i], lb[i]);
        if (c !== 0) return c;
      }
      return la.length < lb.length ? -1 : la.length > lb.length ? 1 : 0;
    }
    case 4: {
      const ma = a;
      const mb = b;
      const ka = Object.keys(ma).sort(compareUtf8);
      const kb = Object.keys(mb).sort(compareUtf8);
      for (let i = 0; i < ka.length && i < kb.length; i++) {
        const c = compareUtf8(ka[i], kb[i]) || compareValues(ma[ka[i]], mb[kb[i]]);
        if (c !== 0) return c;
      }
      return ka.length < kb.length ? -1 : ka.length > kb.length ? 1 : 0;
    }
    default:
      return 0;
  }
}
function rank(v) {
  if (typeof v === "number") return 0;
  if (typeof v === "string") return 1;
  if (typeof v === "bigint") return 0;
  if (typeof v === "boolean") return 2;
  if (v === null) return 5;
  return Array.isArray(v) ? 3 : 4;
}
function compareUtf8(a, b) {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x !== y) {
      if (x >= 55296 && y >= 55296) {
        if (x <= 57343) x += 8192;
        if (y <= 57343) y += 8192;
      }
      return x < y ? -1 : 1;
    }
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

// core/json.ts
var JsonTextError = class extends Error {
  constructor(message, offset) {
    super(message);
    this.offset = offset;
    this.name = "JsonTextError";
  }
  offset;
};
var NEEDS_CARE = /\d{16}|[eE][+-]?\d{3}/;
function parseJsonExact(text) {
  if (!NEEDS_CARE.test(text)) return JSON.parse(text);
  return new Reader(text).document();
}
function outOfRangeMessage(token) {
  const shown2 = token.length > 40 ? `${token.slice(0, 40)}...` : token;
  return `strconv.ParseFloat: parsing ${JSON.stringify(shown2)}: value out of range`;
}
function numberOf(token) {
  if (!/[.eE]/.test(token)) {
    const v = intOf(token);
    if (v !== null) return v;
  }
  const n = Number(token);
  return Number.isFinite(n) ? n : null;
}
var Reader = class {
  constructor(s) {
    this.s = s;
  }
  s;
  i = 0;
  document() {
    const v = this.value(0);
    this.ws();
    if (this.i < this.s.length) this.fail();
    return v;
  }
  fail() {
    throw new SyntaxError(`Unexpected token in JSON at position ${this.i}`);
  }
  ws() {
    const s = this.s;
    while (this.i < s.length) {
      const c = s.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.i++;
      else break;
    }
  }
  value(depth2) {
    this.ws();
    const s = this.s;
    const c = s[this.i];
    if (c === "{") {
      this.i++;
      const out = {};
      this.ws();
      if (s[this.i] === "}") {
        this.i++;
        return out;
      }
      for (; ; ) {
        this.ws();
        if (s[this.i] !== '"') this.fail();
        const k = this.string();
        this.ws();
        if (s[this.i] !== ":") this.fail();
        this.i++;
        const v = this.value(depth2 + 1);
        if (k === "__proto__")
          Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
        else out[k] = v;
        this.ws();
        if (s[this.i] === ",") this.i++;
        else if (s[this.i] === "}") {
          this.i++;
          return out;
        } else this.fail();
      }
    }
    if (c === "[") {
      this.i++;
      const out = [];
      this.ws();
      if (s[this.i] === "]") {
        this.i++;
        return out;
      }
      for (; ; ) {
        out.push(this.value(depth2 + 1));
        this.ws();
        if (s[this.i] === ",") this.i++;
        else if (s[this.i] === "]") {
          this.i++;
          return out;
        } else this.fail();
      }
    }
    if (c === '"') return this.string();
    if (s.startsWith("true", this.i)) {
      this.i += 4;
      return true;
    }
    if (s.startsWith("false", this.i)) {
      this.i += 5;
      return false;
    }
    if (s.startsWith("null", this.i)) {
      this.i += 4;
      return null;
    }
    return this.number();
  }
  string() {
    const s = this.s;
    const start = this.i;
    let j = start + 1;
    for (; ; ) {
      if (j >= s.length) {
        this.i = j;
        this.fail();
      }
      const c = s.charCodeAt(j);
      if (c === 34) break;
      if (c === 92) j += 2;
      else j++;
    }
    this.i = j + 1;
    return JSON.parse(s.slice(start, j + 1));
  }
  number() {
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.s);
    if (m === null) this.fail();
    const token = m[0];
    const v = numberOf(token);
    if (v === null) throw new JsonTextError(outOfRangeMessage(token), this.i);
    this.i += token.length;
    return v;
  }
};
var NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
function stringifyJson(v, indent) {
  try {
    return JSON.stringify(v, null, indent);
  } catch (e) {
    if (!(e instanceof TypeError) || !containsBigint(v, 0)) throw e;
  }
  return write(v, indent === void 0 || indent <= 0 ? "" : " ".repeat(indent), "") ?? "null";
}
function containsBigint(v, depth2) {
  if (typeof v === "bigint") return true;
  if (typeof v !== "object" || v === null || depth2 > 1e4) return false;
  for (const x of Array.isArray(v) ? v : Object.values(v)) if (containsBigint(x, depth2 + 1)) return true;
  return false;
}
function write(v, step2, indent) {
  if (typeof v === "bigint") return v.toString();
  if (typeof v !== "object" || v === null) return JSON.stringify(v);
  const inner = indent + step2;
  const open = step2 === "" ? "" : `
${inner}`;
  const close = step2 === "" ? "" : `
${indent}`;
  const sep2 = step2 === "" ? "," : `,
${inner}`;
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    const parts2 = v.map((x) => write(x, step2, inner) ?? "null");
    return `[${open}${parts2.join(sep2)}${close}]`;
  }
  const parts = [];
  for (const k of Object.keys(v)) {
    const x = write(v[k], step2, inner);
    if (x !== void 0) parts.push(`${JSON.stringify(k)}:${step2 === "" ? "" : " "}${x}`);
  }
  if (parts.length === 0) return "{}";
  return `{${open}${parts.join(sep2)}${close}}`;
}

// core/fieldpath/gofmt.ts
var HEX = "0123456789abcdef";
var NEEDS_ESCAPE = /[\u0000-\u001f"\\<>&\u2028\u2029\ud800-\udfff]/;
function isPlainGoString(s) {
  return !NEEDS_ESCAPE.test(s);
}
function goJsonString(s) {
  if (!NEEDS_ESCAPE.test(s)) return `"${s}"`;
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 34) out += '\\"';
    else if (c === 92) out += "\\\\";
    else if (c === 10) out += "\\n";
    else if (c === 13) out += "\\r";
    else if (c === 9) out += "\\t";
    else if (c < 32 || c === 60 || c === 62 || c === 38) out += `\\u00${HEX[c >> 4]}${HEX[c & 15]}`;
    else if (c === 8232) out += "\\u2028";
    else if (c === 8233) out += "\\u2029";
    else if (c >= 55296 && c <= 56319) {
      const d = s.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) {
        out += s[i] + s[i + 1];
        i++;
      } else out += "\\ufffd";
    } else if (c >= 56320 && c <= 57343) out += "\\ufffd";
    else out += s[i];
  }
  return `${out}"`;
}
function goJsonNumber(n) {
  if (!Number.isFinite(n)) throw new Error(`unsupported number ${n}`);
  if (Object.is(n, -0)) return "-0";
  return String(n);
}
function goJson(v) {
  if (v === null) return "null";
  switch (typeof v) {
    case "string":
      return goJsonString(v);
    case "number":
      return goJsonNumber(v);
    case "bigint":
      return v.toString();
    case "boolean":
      return v ? "true" : "false";
  }
  if (Array.isArray(v)) return `[${v.map(goJson).join(",")}]`;
  const keys2 = Object.keys(v).sort(compareUtf8);
  return `{${keys2.map((k) => `${goJsonString(k)}:${goJson(v[k])}`).join(",")}}`;
}
var PRINTABLE = /[\p{L}\p{M}\p{N}\p{P}\p{S} ]/u;
function goQuote(s) {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (c >= 32 && c < 127) out += ch;
    else if (c === 7) out += "\\a";
    else if (c === 8) out += "\\b";
    else if (c === 12) out += "\\f";
    else if (c === 10) out += "\\n";
    else if (c === 13) out += "\\r";
    else if (c === 9) out += "\\t";
    else if (c === 11) out += "\\v";
    else if (c < 32 || c === 127) out += `\\x${HEX[c >> 4]}${HEX[c & 15]}`;
    else if (c >= 55296 && c <= 57343) out += "\\ufffd";
    else if (PRINTABLE.test(ch)) out += ch;
    else if (c < 65536) out += `\\u${c.toString(16).padStart(4, "0")}`;
    else out += `\\U${c.toString(16).padStart(8, "0")}`;
  }
  return `${out}"`;
}
function goFloatV(n) {
  if (n === 0) return Object.is(n, -0) ? "-0" : "0";
  if (!Number.isFinite(n)) return n > 0 ? "+Inf" : n < 0 ? "-Inf" : "NaN";
  const [mant, e] = n.toExponential().split("e");
  const exp = Number(e);
  if (exp < -4 || exp >= 6) {
    const digits = String(Math.abs(exp)).padStart(2, "0");
    return `${mant}e${exp < 0 ? "-" : "+"}${digits}`;
  }
  return String(n);
}
function goValueString(v, fromFloat) {
  if (v === null) return "null";
  switch (typeof v) {
    case "string":
      return goQuote(v);
    case "number":
      return fromFloat || !Number.isInteger(v) ? goFloatV(v) : String(v);
    case "bigint":
      return v.toString();
    case "boolean":
      return v ? "true" : "false";
  }
  if (Array.isArray(v)) return `[${v.map((x) => goValueString(x, fromFloat)).join(",")}]`;
  return Object.keys(v).map((k) => `${k}=${goValueString(v[k], fromFloat)}`).join("");
}

// core/fieldpath/element.ts
var FIELD = 0;
var KEY = 1;
var VALUE = 2;
var INDEX = 3;
function fieldElement(name) {
  return { kind: FIELD, name, key: null, value: null, index: 0, id: `f:${name}`, floats: false };
}
function fieldElementWithId(id) {
  return { kind: FIELD, name: id.slice(2), key: null, value: null, index: 0, id, floats: false };
}
function keyElement(fields, floats = false) {
  let id = "k:{";
  for (let i = 0; i < fields.length; i++) {
    if (i > 0) id += ",";
    id += `${goJsonString(fields[i].name)}:${goJson(fields[i].value)}`;
  }
  return keyElementWithId(fields, `${id}}`, floats);
}
function keyElementWithId(fields, id, floats = false) {
  if (fields.length === 1) return oneKeyElement(fields[0].name, fields[0].value, id, floats);
  return { kind: KEY, name: "", key: fields, value: null, index: 0, id, floats };
}
function oneKeyElement(name, value2, id, floats = false) {
  return { kind: KEY, name, key: null, value: value2, index: 0, id, floats };
}
function keyCount(e) {
  return e.key === null ? 1 : e.key.length;
}
function keyName(e, i) {
  return e.key === null ? e.name : e.key[i].name;
}
function keyValue(e, i) {
  return e.key === null ? e.value : e.key[i].value;
}
function valueElement(value2, floats = false) {
  return { kind: VALUE, name: "", key: null, value: value2, index: 0, id: `v:${goJson(value2)}`, floats };
}
function indexElement(index) {
  return { kind: INDEX, name: "", key: null, value: null, index, id: `i:${index}`, floats: false };
}
function compareElements(a, b) {
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  switch (a.kind) {
    case FIELD:
      return compareUtf8(a.name, b.name);
    case KEY: {
      const na = keyCount(a);
      const nb = keyCount(b);
      for (let i = 0; i < na && i < nb; i++) {
        const c = compareUtf8(keyName(a, i), keyName(b, i)) || compareValues(keyValue(a, i), keyValue(b, i));
        if (c !== 0) return c;
      }
      return na < nb ? -1 : na > nb ? 1 : 0;
    }
    case VALUE:
      return compareValues(a.value, b.value);
    default:
      return a.index < b.index ? -1 : a.index > b.index ? 1 : 0;
  }
}
function elementString(e) {
  switch (e.kind) {
    case FIELD:
      return `.${e.name}`;
    case KEY: {
      let s = "[";
      for (let i = 0; i < keyCount(e); i++)
        s += `${i > 0 ? "," : ""}${keyName(e, i)}=${goValueString(keyValue(e, i), e.floats)}`;
      return `${s}]`;
    }
    case VALUE:
      return `[=${goValueString(e.value, e.floats)}]`;
    default:
      return `[${e.index}]`;
  }
}
function pathString(p) {
  let s = "";
  for (const e of p) s += typeof e === "string" ? `.${e}` : elementString(e);
  return s;
}

// core/merge/conflict.ts
var ConflictError = class extends Error {
  constructor(conflicts) {
    super(conflictsMessage(conflicts, (m) => JSON.stringify(m)));
    this.conflicts = conflicts;
    this.name = "ConflictError";
  }
  conflicts;
};
function conflictsMessage(conflicts, printManager2) {
  if (conflicts.length === 1) {
    return `conflict with ${printManager2(conflicts[0].manager)}: ${pathString(conflicts[0].path)}`;
  }
  const byManager = /* @__PURE__ */ new Map();
  for (const c of conflicts) {
    const list = byManager.get(c.manager);
    if (list) list.push(c.path);
    else byManager.set(c.manager, [c.path]);
  }
  const lines = [];
  for (const m of [...byManager.keys()].sort(compareUtf8)) {
    lines.push(`conflicts with ${printManager2(m)}:`);
    for (const p of byManager.get(m)) lines.push(`- ${pathString(p)}`);
  }
  return lines.join("\n");
}

// core/sort.ts
var SHORT = 12;
function sortInPlace(a, cmp) {
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

// core/fieldpath/set.ts
var FieldSet = class _FieldSet {
  byId;
  ordered;
  /** A set of these nodes by id; or, given `ordered` instead, of nodes in element order (see inOrder). */
  constructor(nodes, ordered) {
    this.ordered = ordered ?? null;
    this.byId = nodes ?? (ordered === void 0 ? /* @__PURE__ */ new Map() : null);
  }
  /** The set of these nodes, given in element order with distinct ids (the array becomes the set's). */
  static inOrder(nodes) {
    return nodes.length === 0 ? EMPTY : new _FieldSet(void 0, nodes);
  }
  static of(...paths) {
    const s = new _FieldSet();
    for (const p of paths) s.insert(p);
    return s;
  }
  /** The nodes by id. */
  get nodes() {
    return this.table(false);
  }
  /** The number of nodes (elements) at this level. */
  get count() {
    return this.ordered !== null ? this.ordered.length : this.byId.size;
  }
  /** The nodes at this level: in element order when the set knows it, otherwise as inserted. */
  each() {
    return this.ordered ?? this.byId.values();
  }
  /** The nodes in element order, when the set holds them so. */
  knownOrder() {
    return this.ordered;
  }
  /** The node of `pe`, if any; found through `along`, a cursor over this set, when given one. */
  find(pe, along = null) {
    if (along !== null) return along.find(pe);
    if (this.byId !== null) return this.byId.get(pe.id);
    const list = this.ordered;
    const i = indexIn(list, pe, 0, list.length);
    return i < 0 ? void 0 : list[i];
  }
  isEmpty() {
    return this.count === 0;
  }
  /** Number of paths in the set. */
  size() {
    let n = 0;
    for (const node2 of this.each()) {
      if (node2.member) n++;
      if (node2.child) n += node2.child.size();
    }
    return n;
  }
  // ---- building (only while the set is private to its builder) ----
  insert(path) {
    if (path.length === 0) return;
    let s = this;
    for (let i = 0; i < path.length - 1; i++) s = s.childFor(path[i]);
    s.addMember(path[path.length - 1]);
  }
  addMember(pe) {
    const n = this.nodes.get(pe.id);
    if (n) n.member = true;
    else this.table(true).set(pe.id, { pe, member: true, child: null });
  }
  /** The child set under `pe`, created empty if absent: callers must put something in it. */
  childFor(pe) {
    let n = this.nodes.get(pe.id);
    if (!n) {
      n = { pe, member: false, child: null };
      this.table(true).set(pe.id, n);
    }
    if (!n.child) n.child = new _FieldSet();
    return n.child;
  }
  /** Attach a finished child set (ignored when empty). */
  setChild(pe, child) {
    if (child.isEmpty()) return;
    const n = this.nodes.get(pe.id);
    if (n) n.child = n.child ? n.child.union(child) : child;
    else this.table(true).set(pe.id, { pe, member: false, child });
  }
  // The nodes by id, made from the order if needed. A builder about to add nodes
  // (`adding`) drops the order, which no longer holds.
  table(adding) {
    if (this.byId === null) {
      const m = /* @__PURE__ */ new Map();
      for (const n of this.ordered) m.set(n.pe.id, n);
      this.byId = m;
    }
    if (adding) this.ordered = null;
    return this.byId;
  }
  // ---- queries ----
  has(path) {
    if (path.length === 0) return false;
    let s = this;
    for (let i = 0; i < path.length - 1; i++) {
      s = s.find(path[i])?.child ?? null;
      if (!s) return false;
    }
    return s.find(path[path.length - 1])?.member === true;
  }
  hasMember(pe) {
    return this.find(pe)?.member === true;
  }
  /** The paths below `pe`, without the `pe` prefix. */
  withPrefix(pe) {
    return this.find(pe)?.child ?? EMPTY;
  }
  /** Nodes in the Go library's element order. */
  sorted() {
    if (this.ordered === null) {
      const nodes = new Array(this.byId.size);
      let i = 0;
      for (const n of this.byId.values()) nodes[i++] = n;
      this.ordered = sortInPlace(nodes, byElement);
    }
    return this.ordered;
  }
  /** Every path, in the Go library's order: a node's members first, then each child's paths. */
  iterate(fn, prefix = []) {
    const sorted = this.sorted();
    for (const n of sorted) if (n.member) fn([...prefix, n.pe]);
    for (const n of sorted) {
      if (n.child) {
        prefix.push(n.pe);
        n.child.iterate(fn, prefix);
        prefix.pop();
      }
    }
  }
  paths() {
    const out = [];
    this.iterate((p) => out.push(p));
    return out;
  }
  equals(o) {
    if (this === o) return true;
    if (this.count !== o.count) return false;
    const along = NodeCursor.over(o);
    for (const n of this.each()) {
      const m = o.find(n.pe, along);
      if (!m || m.member !== n.member) return false;
      if (n.child === null || m.child === null) {
        if (n.child !== m.child) return false;
      } else if (!n.child.equals(m.child)) return false;
    }
    return true;
  }
  // ---- algebra ----
  union(o) {
    if (o.count === 0 || o === this) return this;
    if (this.count === 0) return o;
    if (this.ordered !== null && o.ordered !== null) {
      const merged = unionInOrder(this.ordered, o.ordered);
      if (merged !== null) return _FieldSet.inOrder(merged);
    }
    const out = new Map(this.nodes);
    for (const m of o.each()) {
      const id = m.pe.id;
      const n = out.get(id);
      out.set(id, n === void 0 ? m : joined(n, m));
    }
    return new _FieldSet(out);
  }
  intersection(o) {
    if (this.count === 0 || o.count === 0) return EMPTY;
    if (o === this) return this;
    const small = o.count < this.count ? o : this;
    const big = small === this ? o : this;
    const out = /* @__PURE__ */ new Map();
    const along = NodeCursor.over(big);
    for (const s of small.each()) {
      const b = big.find(s.pe, along);
      if (!b) continue;
      const n = small === this ? s : b;
      const m = small === this ? b : s;
      const member = n.member && m.member;
      let child = null;
      if (n.child !== null && m.child !== null) {
        child = n.child.intersection(m.child);
        if (child.count === 0) child = null;
      }
      if (member || child) out.set(n.pe.id, { pe: n.pe, member, child });
    }
    return out.size === 0 ? EMPTY : new _FieldSet(out);
  }
  /** Members of this not in o; children recursively minus o's children (o's members do not remove subtrees). */
  difference(o) {
    return this.without(o, false);
  }
  /** Like difference, but a member of o also removes everything below it. */
  recursiveDifference(o) {
    return this.without(o, true);
  }
  without(o, recursive) {
    if (o.count === 0 || this.count === 0) return this;
    if (o === this) return EMPTY;
    const was = [];
    const now = [];
    const along = NodeCursor.over(this);
    for (const m of o.each()) {
      const n = this.find(m.pe, along);
      if (n === void 0) continue;
      let member = n.member;
      let child = n.child;
      if (recursive && m.member) {
        member = false;
        child = null;
      } else {
        if (!recursive) member = n.member && !m.member;
        if (child !== null && m.child !== null) {
          child = child.without(m.child, recursive);
          if (child.count === 0) child = null;
        }
      }
      if (member === n.member && child === n.child) continue;
      was.push(n);
      now.push(member || child ? { pe: n.pe, member, child } : null);
    }
    if (was.length === 0) return this;
    if (this.ordered !== null) return _FieldSet.inOrder(replaced(this.ordered, was, now));
    const out = new Map(this.nodes);
    for (let i = 0; i < was.length; i++) {
      const id = was[i].pe.id;
      const n = now[i];
      if (n === null) out.delete(id);
      else out.set(id, n);
    }
    return out.size === 0 ? EMPTY : new _FieldSet(out);
  }
  /** Only the paths that have no path below them in the set. */
  leaves() {
    const out = /* @__PURE__ */ new Map();
    for (const n of this.each()) {
      const id = n.pe.id;
      const child = n.child ? n.child.leaves() : null;
      const member = n.member && n.child === null;
      const c = child && child.count > 0 ? child : null;
      if (member || c) out.set(id, { pe: n.pe, member, child: c });
    }
    return new _FieldSet(out);
  }
};
function joined(n, m) {
  const child = n.child === null ? m.child : m.child === null ? n.child : n.child.union(m.child);
  return { pe: n.pe, member: n.member || m.member, child };
}
function unionInOrder(a, b) {
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const c = compareElements(a[i].pe, b[j].pe);
    if (c < 0) out.push(a[i++]);
    else if (c > 0) out.push(b[j++]);
    else if (a[i].pe.id !== b[j].pe.id) return null;
    else out.push(joined(a[i++], b[j++]));
  }
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}
function replaced(list, was, now) {
  let gone = 0;
  for (let i = 0; i < now.length; i++) if (now[i] === null) gone++;
  const out = new Array(list.length - gone);
  let w = 0;
  let k = 0;
  for (let i = 0; i < list.length; i++) {
    const n = list[i];
    if (k < was.length && n === was[k]) {
      const r = now[k++];
      if (r !== null) out[w++] = r;
    } else out[w++] = n;
  }
  if (k === was.length) return out;
  const swap = /* @__PURE__ */ new Map();
  for (let i = 0; i < was.length; i++) swap.set(was[i], now[i]);
  w = 0;
  for (let i = 0; i < list.length; i++) {
    const n = list[i];
    const r = swap.get(n);
    if (r === void 0) out[w++] = n;
    else if (r !== null) out[w++] = r;
  }
  out.length = w;
  return out;
}
function indexIn(list, pe, lo, hi) {
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (compareElements(list[mid].pe, pe) < 0) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < list.length && compareElements(list[i].pe, pe) === 0; i++)
    if (list[i].pe.id === pe.id) return i;
  return -1;
}
var NodeCursor = class _NodeCursor {
  constructor(set) {
    this.set = set;
    this.list = set.knownOrder();
    this.it = this.list === null ? set.each()[Symbol.iterator]() : null;
    this.next = this.it?.next().value;
  }
  set;
  // The set's nodes in order, with the position after the last node found; or,
  // for a set that holds no order, its table read in insertion order.
  list;
  at = 0;
  // Look-ups that went back in the order. A caller asking in an order of its own
  // (a map's keys as written, not sorted) is served from the set's table instead,
  // made once, after the first few.
  behind = 0;
  it;
  next;
  /** A cursor over a set big enough to gain from one; null for small sets, looked up directly. */
  static over(set) {
    return set.count > 16 ? new _NodeCursor(set) : null;
  }
  /** The node of `pe`. */
  find(pe) {
    if (this.list === null) return this.step(pe.id, false) ?? this.set.nodes.get(pe.id);
    const list = this.list;
    const p = this.at;
    if (p < list.length && list[p].pe.id === pe.id) {
      this.at = p + 1;
      return list[p];
    }
    if (p + 1 < list.length && list[p + 1].pe.id === pe.id) {
      this.at = p + 2;
      return list[p + 1];
    }
    return this.search(pe);
  }
  /**
   * find() for the field element of a map key, by the key itself: a caller that
   * finds it in step takes the set's element and need not make one (the keys of a
   * big map, each an element and an id string otherwise).
   */
  findField(name) {
    if (this.list === null) return this.step(name, true) ?? this.set.nodes.get(`f:${name}`);
    const list = this.list;
    const p = this.at;
    if (p < list.length && isField(list[p], name)) {
      this.at = p + 1;
      return list[p];
    }
    if (p + 1 < list.length && isField(list[p + 1], name)) {
      this.at = p + 2;
      return list[p + 1];
    }
    return this.search(fieldElement(name));
  }
  // Out of step: search ahead of the position by doubling strides, or the whole
  // list when `pe` lies behind it.
  search(pe) {
    if (this.behind > BEHIND_BEFORE_TABLE) return this.set.nodes.get(pe.id);
    const list = this.list;
    let lo = 0;
    let hi = list.length;
    if (this.at < list.length && compareElements(list[this.at].pe, pe) < 0) {
      lo = this.at + 1;
      let stride = 1;
      while (lo + stride < list.length && compareElements(list[lo + stride].pe, pe) < 0) {
        lo += stride + 1;
        stride *= 2;
      }
      hi = Math.min(list.length, lo + stride + 1);
    } else this.behind++;
    const i = indexIn(list, pe, lo, hi);
    if (i < 0) return void 0;
    this.at = i + 1;
    return list[i];
  }
  // A set without order: its next node in insertion order, or the one after.
  step(key, byName2) {
    let n = this.next;
    if (n !== void 0 && !matches(n, key, byName2)) n = this.next = this.it.next().value;
    if (n !== void 0 && matches(n, key, byName2)) {
      this.next = this.it.next().value;
      return n;
    }
    return void 0;
  }
};
var BEHIND_BEFORE_TABLE = 16;
function isField(n, name) {
  return n.pe.kind === FIELD && n.pe.name === name;
}
function matches(n, key, byName2) {
  return byName2 ? isField(n, key) : n.pe.id === key;
}
var byElement = (a, b) => compareElements(a.pe, b.pe);
var EMPTY = new FieldSet();

// core/typed/errors.ts
var ValidationError = class extends Error {
  constructor(issues) {
    super(formatIssues(issues));
    this.issues = issues;
    this.name = "ValidationError";
  }
  issues;
};
function formatIssues(issues) {
  const one = (i) => i.path ? `${i.path}: ${i.message}` : i.message;
  if (issues.length === 1) return one(issues[0]);
  return ["errors:", ...issues.map((i) => `  ${one(i)}`)].join("\n");
}

// core/typed/forms.ts
var MAP = 1;
var SCALAR = 2;
var LIST = 4;
function formMask(t, v) {
  if (v !== void 0 && v !== null) {
    if (typeof v !== "object") {
      if (t.scalar !== null) return SCALAR;
    } else if (Array.isArray(v)) {
      if (t.list !== null) return LIST;
    } else if (t.map !== null) return MAP;
  }
  return (t.map !== null ? MAP : 0) | (t.scalar !== null ? SCALAR : 0) | (t.list !== null ? LIST : 0);
}
function pickForm(mask) {
  return mask & MAP ? MAP : mask & SCALAR ? SCALAR : mask & LIST ? LIST : 0;
}
function quoteList(keys2) {
  return `[${keys2.map((k) => JSON.stringify(k)).join(" ")}]`;
}
var plans = /* @__PURE__ */ new WeakMap();
function planOf(list) {
  let plan = plans.get(list);
  if (plan === void 0) {
    const names2 = [...list.keys].sort(compareUtf8);
    const elemMap = list.elem.map;
    plan = {
      names: names2,
      prefixes: names2.map((n) => `${goJsonString(n)}:`),
      defaults: names2.map((n) => elemMap?.fields.get(n)?.default),
      openString: `k:{${goJsonString(names2[0])}:"`
    };
    plans.set(list, plan);
  }
  return plan;
}
function listItemElement(list, item) {
  if (list.keys.length === 0) {
    if (item === null) return "associative list without keys has an element that's an explicit null";
    if (Array.isArray(item)) return "not supported: associative list with lists as elements";
    if (typeof item === "object") return "associative list without keys has an element that's a map type";
    return valueElement(item);
  }
  if (item === null) return "associative list with keys may not have a null element";
  if (!isObject(item)) return "associative list with keys may not have non-map elements";
  const plan = planOf(list);
  if (list.elem.map === null) {
    for (const name of list.keys)
      if (!hasOwn(item, name))
        return `couldn't find default value for ${name}: associative list may not have non-map types`;
  }
  if (plan.names.length === 1) {
    const value2 = hasOwn(item, plan.names[0]) ? item[plan.names[0]] : plan.defaults[0];
    if (value2 === void 0) return omitsKeys(list);
    const id2 = typeof value2 === "string" && isPlainGoString(value2) ? plan.openString.concat(value2, '"}') : `k:{${plan.prefixes[0]}${goJson(value2)}}`;
    return oneKeyElement(plan.names[0], value2, id2);
  }
  const fields = [];
  let id = "k:{";
  for (let i = 0; i < plan.names.length; i++) {
    const name = plan.names[i];
    const value2 = hasOwn(item, name) ? item[name] : plan.defaults[i];
    if (value2 === void 0) continue;
    if (fields.length > 0) id += ",";
    id += plan.prefixes[i] + goJson(value2);
    fields.push({ name, value: value2 });
  }
  if (fields.length === 0) return omitsKeys(list);
  return keyElementWithId(fields, `${id}}`);
}
function omitsKeys(list) {
  return `associative list with keys has an element that omits all key fields ${quoteList(list.keys)} (and doesn't have default values for any key fields)`;
}

// core/typed/operation.ts
var lists = /* @__PURE__ */ new WeakMap();
var keys = /* @__PURE__ */ new WeakMap();
var values = /* @__PURE__ */ new WeakMap();
var readPlain = /* @__PURE__ */ new WeakMap();
var readMarked = /* @__PURE__ */ new WeakMap();
var readSets = /* @__PURE__ */ new WeakMap();
var KEYS_WORTH_KEEPING = 64;
var depth = 0;
function inOperation(fn) {
  if (depth > 0) return fn();
  depth = 1;
  try {
    return fn();
  } finally {
    depth = 0;
    lists = /* @__PURE__ */ new WeakMap();
    keys = /* @__PURE__ */ new WeakMap();
    values = /* @__PURE__ */ new WeakMap();
    readPlain = /* @__PURE__ */ new WeakMap();
    readMarked = /* @__PURE__ */ new WeakMap();
    readSets = /* @__PURE__ */ new WeakMap();
  }
}
function rememberEncodingRead(set, marked2, obj) {
  if (depth > 0) (marked2 ? readMarked : readPlain).set(set, obj);
}
function encodingRead(set, marked2) {
  return depth === 0 ? void 0 : (marked2 ? readMarked : readPlain).get(set);
}
function rememberSetOf(obj, set) {
  if (depth > 0) readSets.set(obj, set);
}
function setOf(obj) {
  return depth === 0 ? void 0 : readSets.get(obj);
}
function keysOf(m, v) {
  if (m.elem === null || depth === 0) return Object.keys(v);
  const known = keys.get(v);
  if (known !== void 0) return known;
  const listed = Object.keys(v);
  if (listed.length >= KEYS_WORTH_KEEPING) keys.set(v, listed);
  return listed;
}
function valuesOf(v) {
  return depth === 0 ? null : values.get(v) ?? null;
}
function valuesToRecord(m, keyList) {
  return keyList.length < KEYS_WORTH_KEEPING || m.elem === null || depth === 0 ? null : new Array(keyList.length);
}
var ValueCursor = class {
  constructor(m, obj) {
    this.obj = obj;
    this.vals = valuesOf(obj);
    this.keyList = this.vals === null ? null : keysOf(m, obj);
  }
  obj;
  j = 0;
  /** Position of the value the last get() found in step; -1 when it looked the key up. */
  at = -1;
  keyList;
  vals;
  get(k) {
    const keyList = this.keyList;
    if (keyList !== null) {
      const end = Math.min(keyList.length, this.j + LOOK_AHEAD);
      for (let j = this.j; j < end; j++)
        if (keyList[j] === k) {
          this.j = j + 1;
          this.at = j;
          return this.vals[j];
        }
    }
    this.at = -1;
    return ownValue(this.obj, k);
  }
};
var LOOK_AHEAD = 16;
function recordValues(v, vals) {
  if (depth > 0) values.set(v, vals);
}
function rememberKeys(m, out, from, added) {
  if (m.elem === null || depth === 0) return false;
  const base = keys.get(from);
  if (base === void 0) return false;
  if (added === null) keys.set(out, base);
  else if (!added.some(isArrayIndex)) keys.set(out, [...base, ...added]);
  else return false;
  return true;
}
var MAX_ARRAY_INDEX = 2 ** 32 - 2;
function isArrayIndex(k) {
  const c = k.charCodeAt(0);
  if (c < 48 || c > 57 || c === 48 && k.length > 1) return false;
  for (let i = 1; i < k.length; i++) {
    const d = k.charCodeAt(i);
    if (d < 48 || d > 57) return false;
  }
  return Number(k) <= MAX_ARRAY_INDEX;
}
function held(list, items) {
  const e = lists.get(items);
  return e !== void 0 && e.list === list && e.pes.length === items.length ? e : null;
}
function store(items, entry4) {
  if (depth > 0) lists.set(items, entry4);
}
function itemElements(list, items) {
  const e = held(list, items);
  if (e !== null) return e.pes;
  const pes = new Array(items.length);
  for (let i = 0; i < items.length; i++) pes[i] = listItemElement(list, items[i]);
  store(items, { list, pes, index: null });
  return pes;
}
function rememberItemElements(list, items, pes) {
  store(items, { list, pes, index: null });
}
function itemIndex(list, items) {
  const e = held(list, items);
  return e?.index ?? indexItems(list, items, itemElements(list, items), NO_VISIT);
}
function isRepeat(index, pe, i) {
  return index.dups?.has(pe.id) === true && index.first.get(pe.id) !== i;
}
var NO_VISIT = () => true;
function visitItems(list, items, visit2) {
  const e = held(list, items);
  const index = e === null ? null : e.index;
  if (e === null || index === null) {
    indexItems(list, items, e === null ? null : e.pes, visit2);
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const pe = e.pes[i];
    if (!visit2(i, pe, typeof pe !== "string" && isRepeat(index, pe, i))) return;
  }
}
function indexItems(list, items, known, visit2) {
  const named2 = known === null ? new Array(items.length) : null;
  const first = /* @__PURE__ */ new Map();
  let dups = null;
  for (let i = 0; i < items.length; i++) {
    let pe;
    if (named2 === null) pe = known[i];
    else {
      pe = listItemElement(list, items[i]);
      named2[i] = pe;
    }
    let repeat = false;
    if (typeof pe !== "string") {
      const size = first.size;
      first.set(pe.id, i);
      if (first.size === size) {
        repeat = true;
        dups ??= /* @__PURE__ */ new Set();
        dups.add(pe.id);
      }
    }
    if (!visit2(i, pe, repeat)) return null;
  }
  const pes = named2 ?? known;
  if (dups !== null) {
    const fixed = /* @__PURE__ */ new Set();
    for (let i = 0; i < pes.length; i++) {
      const pe = pes[i];
      if (typeof pe !== "string" && dups.has(pe.id) && !fixed.has(pe.id)) {
        first.set(pe.id, i);
        fixed.add(pe.id);
      }
    }
  }
  const index = { first, dups };
  store(items, { list, pes, index });
  return index;
}

// core/typed/validate.ts
var DEFAULT_MAX_DEPTH = 1e3;
function validate(value2, type, opts = {}) {
  const ctx = {
    issues: [],
    stack: [],
    dups: opts.allowDuplicates === true,
    maxDepth: opts.maxDepth ?? DEFAULT_MAX_DEPTH
  };
  inOperation(() => walk(value2, type, ctx));
  return ctx.issues;
}
function report(ctx, message) {
  ctx.issues.push({ path: pathString(ctx.stack), message });
}
function scalarIssue(kind, v) {
  if (v === void 0 || v === null) return null;
  switch (kind) {
    case "numeric":
      return typeof v === "number" || typeof v === "bigint" ? null : `expected numeric (int or float), got ${kindOf(v)}`;
    case "string":
      return typeof v === "string" ? null : `expected string, got ${kindOf(v)}`;
    case "boolean":
      return typeof v === "boolean" ? null : `expected boolean, got ${kindOf(v)}`;
    default:
      return typeof v !== "object" ? null : `expected any scalar, got ${kindOf(v)}`;
  }
}
function walk(v, t, ctx) {
  if (ctx.stack.length > ctx.maxDepth) {
    report(ctx, `nested deeper than ${ctx.maxDepth} levels`);
    return;
  }
  const form = pickForm(formMask(t, v));
  if (form === SCALAR) {
    const msg = scalarIssue(t.scalar, v);
    if (msg) report(ctx, msg);
  } else if (form === LIST) {
    if (v === null) return;
    if (!Array.isArray(v)) {
      report(ctx, `expected list, got ${kindOf(v)}`);
      return;
    }
    const list = t.list;
    if (list.atomic) {
      for (let i = 0; i < v.length; i++) {
        ctx.stack.push(indexElement(i));
        walk(v[i], list.elem, ctx);
        ctx.stack.pop();
      }
      return;
    }
    walkItems(list, v, ctx);
  } else if (form === MAP) {
    if (v === null) return;
    if (!isObject(v)) {
      report(ctx, `expected map, got ${kindOf(v)}`);
      return;
    }
    const m = t.map;
    const hasFields = m.fields.size > 0;
    const keys2 = keysOf(m, v);
    const known = valuesOf(v);
    const record = known === null ? valuesToRecord(m, keys2) : null;
    for (let i = 0; i < keys2.length; i++) {
      const k = keys2[i];
      const f = hasFields ? m.fields.get(k) : void 0;
      const ft = f !== void 0 ? f.type : m.elem;
      ctx.stack.push(k);
      if (ft === null) {
        report(ctx, "field not declared in schema");
        ctx.stack.pop();
        return;
      }
      const val = known !== null ? known[i] : v[k];
      if (record !== null) record[i] = val;
      walk(val, ft, ctx);
      ctx.stack.pop();
    }
    if (record !== null) recordValues(v, record);
  } else report(ctx, `schema error: invalid atom: ${t.name}`);
}
function walkItems(list, items, ctx) {
  visitItems(list, items, (i, pe, repeat) => {
    if (typeof pe === "string") {
      report(ctx, `element ${i}: ${pe}`);
      return false;
    }
    if (repeat && !ctx.dups) report(ctx, `duplicate entries for key ${elementString(pe)}`);
    ctx.stack.push(pe);
    walk(items[i], list.elem, ctx);
    ctx.stack.pop();
    return true;
  });
}

// core/typed/compare.ts
var Walker = class {
  added = new FieldSet();
  removed = new FieldSet();
  modified = new FieldSet();
  path = [];
  issues = [];
  node(lhs, rhs, t) {
    if (lhs !== void 0 && lhs === rhs) return;
    const ml = formMask(t, lhs);
    const mr = formMask(t, rhs);
    let leaf;
    if (rhs === void 0) leaf = this.form(pickForm(ml), lhs, rhs, t);
    else if (lhs === void 0 || ml === mr) leaf = this.form(pickForm(mr), lhs, rhs, t);
    else {
      this.form(pickForm(ml), lhs, rhs, t);
      leaf = this.form(pickForm(mr), lhs, rhs, t);
    }
    if (!leaf && this.path.length > 0) {
      if (lhs === void 0) this.added.insert(this.path);
      else if (rhs === void 0) this.removed.insert(this.path);
    }
  }
  leaf(lhs, rhs) {
    if (this.path.length === 0) return true;
    if (lhs === void 0) this.added.insert(this.path);
    else if (rhs === void 0) this.removed.insert(this.path);
    else if (!deepEqual(lhs, rhs)) this.modified.insert(this.path);
    return true;
  }
  /** Handle one form; returns true when the node was compared as a leaf. */
  form(form, lhs, rhs, t) {
    if (form === SCALAR) {
      const re = scalarIssue(t.scalar, rhs);
      const le = re === null ? null : scalarIssue(t.scalar, lhs);
      if (le && re) {
        this.issues.push({ path: pathString(this.path), message: `lhs: ${le}` });
        this.issues.push({ path: pathString(this.path), message: `rhs: ${re}` });
        return false;
      }
      return this.leaf(lhs, rhs);
    }
    if (form === LIST) {
      const ll = Array.isArray(lhs) ? lhs : null;
      const rl = Array.isArray(rhs) ? rhs : null;
      if (t.list.atomic || (ll === null || ll.length === 0) && (rl === null || rl.length === 0)) {
        return this.leaf(lhs, rhs);
      }
      this.items(t, ll ?? [], rl ?? []);
      return false;
    }
    if (form === MAP) {
      const lm = isObject(lhs) ? lhs : null;
      const rm = isObject(rhs) ? rhs : null;
      if (t.map.atomic) return this.leaf(lhs, rhs);
      const lkeys = lm === null ? NO_KEYS : keysOf(t.map, lm);
      const rkeys = rm === null ? NO_KEYS : keysOf(t.map, rm);
      if (lkeys.length === 0 && rkeys.length === 0) return this.leaf(lhs, rhs);
      this.entries(t, lm, rm, lkeys, rkeys);
      return false;
    }
    this.issues.push({ path: pathString(this.path), message: `schema error: invalid atom: ${t.name}` });
    return false;
  }
  entries(t, lm, rm, lkeys, rkeys) {
    const m = t.map;
    let shared = 0;
    if (lkeys.length > 0) {
      const lvals = valuesOf(lm);
      const rc = rm === null ? null : new ValueCursor(m, rm);
      for (let i = 0; i < lkeys.length; i++) {
        const k = lkeys[i];
        const rv = rc === null ? void 0 : rc.get(k);
        if (rv !== void 0) shared++;
        this.entry(m, k, lvals !== null ? lvals[i] : lm[k], rv);
      }
    }
    if (rkeys.length > shared) {
      const rvals = valuesOf(rm);
      const lc = lm === null ? null : new ValueCursor(m, lm);
      for (let i = 0; i < rkeys.length; i++) {
        const k = rkeys[i];
        if (lc === null || lc.get(k) === void 0)
          this.entry(m, k, void 0, rvals !== null ? rvals[i] : rm[k]);
      }
    }
  }
  entry(m, k, lv, rv) {
    if (lv !== void 0 && lv === rv) return;
    const f = m.fields.size > 0 ? m.fields.get(k) : void 0;
    const ft = f !== void 0 ? f.type : m.elem;
    this.path.push(f !== void 0 ? f.pe : fieldElement(k));
    if (ft === null)
      this.issues.push({ path: pathString(this.path), message: "field not declared in schema" });
    else this.node(lv, rv, ft);
    this.path.pop();
  }
  items(t, ll, rl) {
    const list = t.list;
    const ls = new Side(list, ll);
    const rs = new Side(list, rl);
    for (const s of [ls, rs])
      for (let i = 0; i < s.items.length; i++) {
        const pe = s.pes[i];
        if (typeof pe === "string")
          this.issues.push({ path: pathString(this.path), message: `element ${i}: ${pe}` });
      }
    const paired = rs.index.dups === null ? new Uint8Array(rl.length) : null;
    let j = 0;
    for (let i = 0; i < ll.length; i++) {
      const pe = ls.firstAt(i);
      if (pe === null) continue;
      let at;
      if (rs.idAt(j) === pe.id) at = j++;
      else if (rs.idAt(j + 1) === pe.id) {
        at = j + 1;
        j += 2;
      } else at = rs.index.first.get(pe.id);
      if (at !== void 0 && paired !== null) paired[at] = 1;
      this.pair(pe, ls.slotAt(i), at === void 0 ? void 0 : rs.slotAt(at), list.elem);
    }
    for (let i = 0; i < rl.length; i++) {
      const pe = rs.firstAt(i);
      if (pe !== null && (paired !== null ? paired[i] === 0 : !ls.index.first.has(pe.id)))
        this.pair(pe, void 0, rs.slotAt(i), list.elem);
    }
  }
  pair(pe, l, r, elem) {
    this.path.push(pe);
    const ld = l instanceof Dups ? l : null;
    const rd = r instanceof Dups ? r : null;
    const lOne = ld === null ? l : void 0;
    const rOne = rd === null ? r : void 0;
    if (ld === null && rd === null) this.node(lOne, rOne, elem);
    else if (ld !== null && rd !== null) {
      if (!deepEqual(ld.items, rd.items)) this.modified.insert(this.path);
    } else if (ld !== null) {
      if (rOne !== void 0) this.node(void 0, rOne, elem);
      this.removed.insert(this.path);
    } else {
      if (lOne !== void 0) this.node(lOne, void 0, elem);
      this.added.insert(this.path);
    }
    this.path.pop();
  }
};
var Side = class {
  constructor(list, items) {
    this.items = items;
    this.pes = itemElements(list, items);
    this.index = itemIndex(list, items);
  }
  items;
  pes;
  index;
  dupItems = null;
  /** The element of item i when it is the first item with its id, else null. */
  firstAt(i) {
    const pe = this.pes[i];
    return typeof pe === "string" || isRepeat(this.index, pe, i) ? null : pe;
  }
  /** The element id of item i; undefined past the end or for an item without one. */
  idAt(i) {
    const pe = i < this.pes.length ? this.pes[i] : void 0;
    return typeof pe === "object" ? pe.id : void 0;
  }
  /** The slot of the id of item i, a first item (the item itself unless its id repeats). */
  slotAt(i) {
    const dups = this.index.dups;
    return dups === null ? this.items[i] : this.slot(this.pes[i].id);
  }
  /** The item with this id, Dups when several have it, undefined when none. */
  slot(id) {
    const at = this.index.first.get(id);
    if (at === void 0) return void 0;
    const dups = this.index.dups;
    if (dups === null || !dups.has(id)) return this.items[at];
    if (this.dupItems === null) {
      const byId = /* @__PURE__ */ new Map();
      for (let i = 0; i < this.items.length; i++) {
        const pe = this.pes[i];
        if (typeof pe === "string" || !dups.has(pe.id)) continue;
        const d = byId.get(pe.id);
        if (d === void 0) byId.set(pe.id, new Dups([this.items[i]]));
        else d.items.push(this.items[i]);
      }
      this.dupItems = byId;
    }
    return this.dupItems.get(id);
  }
};
var Dups = class {
  constructor(items) {
    this.items = items;
  }
  items;
};
var NO_KEYS = [];
function compare(lhs, rhs, type) {
  return inOperation(() => {
    const w = new Walker();
    if (lhs !== void 0 || rhs !== void 0) w.node(lhs, rhs, type);
    if (w.issues.length > 0) throw new ValidationError(w.issues);
    return { added: w.added, removed: w.removed, modified: w.modified };
  });
}

// core/typed/merge.ts
function merge(lhs, rhs, type) {
  return inOperation(() => {
    const ctx = { stack: [], issues: [] };
    const out = mergeNode(lhs, rhs, type, ctx);
    if (ctx.issues.length > 0) throw new ValidationError(ctx.issues);
    return out;
  });
}
function report2(ctx, message, extra) {
  const path = pathString(ctx.stack) + (extra ? elementString(extra) : "");
  ctx.issues.push({ path, message });
}
function mergeNode(lhs, rhs, t, ctx) {
  if (rhs === void 0) return lhs;
  if (lhs === void 0) return rhs;
  const form = pickForm(formMask(t, rhs));
  if (form === SCALAR) {
    const re = scalarIssue(t.scalar, rhs);
    const le = re === null ? null : scalarIssue(t.scalar, lhs);
    if (le && re) {
      report2(ctx, `lhs: ${le}`);
      report2(ctx, `rhs: ${re}`);
    }
    return rhs;
  }
  if (form === LIST) {
    const ll = Array.isArray(lhs) ? lhs : null;
    const rl = Array.isArray(rhs) ? rhs : null;
    if (t.list.atomic || (ll === null || ll.length === 0) && (rl === null || rl.length === 0)) return rhs;
    if (rl === null || rl.length === 0) return ll;
    if (ll === null || ll.length === 0) return rl;
    return mergeItems(t, ll, rl, ctx);
  }
  if (form === MAP) {
    if (t.map.atomic) return rhs;
    const lm = isObject(lhs) ? lhs : null;
    const rm = isObject(rhs) ? rhs : null;
    const rkeys = rm === null ? NO_KEYS2 : keysOf(t.map, rm);
    if (rkeys.length === 0) return lm === null || isEmptyObject(lm) ? rhs : lm;
    if (lm === null) return rm;
    return mergeEntries(t, lm, rm, rkeys, ctx);
  }
  report2(ctx, `schema error: invalid atom: ${t.name}`);
  return void 0;
}
var NO_KEYS2 = [];
function copyOf(m, lm) {
  const out = {};
  const keys2 = keysOf(m, lm);
  const vals = valuesOf(lm);
  for (let i = 0; i < keys2.length; i++) setOwn(out, keys2[i], vals !== null ? vals[i] : lm[keys2[i]]);
  return out;
}
function mergeEntries(t, lm, rm, rkeys, ctx) {
  const m = t.map;
  let out = null;
  let added = null;
  let deleted = false;
  const hasFields = m.fields.size > 0;
  const rvals = valuesOf(rm);
  const live = new ValueCursor(m, lm);
  const lvals = valuesOf(lm);
  let outVals = null;
  let asConfig = lvals !== null && lvals.length === rkeys.length;
  let waiting = null;
  for (let i = 0; i < rkeys.length; i++) {
    const k = rkeys[i];
    const rv = rvals !== null ? rvals[i] : rm[k];
    const lv = live.get(k);
    let v = rv;
    if (lv !== void 0) {
      const f = hasFields ? m.fields.get(k) : void 0;
      const ft = f !== void 0 ? f.type : m.elem;
      const pe = f !== void 0 ? f.pe : fieldElement(k);
      if (ft === null) {
        report2(ctx, "field not declared in schema", pe);
        continue;
      }
      ctx.stack.push(pe);
      v = mergeNode(lv, rv, ft, ctx);
      ctx.stack.pop();
    }
    if (asConfig && (lv === void 0 || v !== rv || live.at !== i)) {
      asConfig = false;
      if (waiting !== null) {
        out = copyOf(m, lm);
        outVals = lvals.slice();
        writeNoted(out, outVals, waiting, rkeys, rm, rvals);
      }
    }
    if (v === lv) continue;
    if (asConfig) {
      waiting ??= [];
      waiting.push(i);
      continue;
    }
    if (out === null) {
      out = copyOf(m, lm);
      outVals = lvals === null ? null : lvals.slice();
    }
    if (lv === void 0) {
      setOwn(out, k, rv);
      added ??= [];
      added.push(k);
      outVals?.push(rv);
    } else if (v === void 0) {
      delete out[k];
      deleted = true;
      outVals = null;
    } else {
      out[k] = v;
      if (outVals !== null) {
        if (live.at >= 0) outVals[live.at] = v;
        else outVals = null;
      }
    }
  }
  if (asConfig && waiting !== null) return rm;
  if (out !== null && !deleted && rememberKeys(m, out, lm, added) && outVals !== null)
    recordValues(out, outVals);
  return out ?? lm;
}
function writeNoted(out, outVals, waiting, rkeys, rm, rvals) {
  for (const i of waiting) {
    const v = rvals !== null ? rvals[i] : rm[rkeys[i]];
    out[rkeys[i]] = v;
    outVals[i] = v;
  }
}
function mergeItems(t, ll, rl, ctx) {
  const list = t.list;
  visitItems(list, rl, (i, pe, repeat) => {
    if (typeof pe === "string") report2(ctx, `element ${i}: ${pe}`);
    else if (repeat) report2(ctx, `duplicate entries for key ${elementString(pe)}`);
    return true;
  });
  const rAll = itemElements(list, rl);
  const rFirst = itemIndex(list, rl).first;
  const lAll = itemElements(list, ll);
  for (let i = 0; i < ll.length; i++) {
    const pe = lAll[i];
    if (typeof pe === "string") report2(ctx, `element ${i}: ${pe}`);
  }
  if (ctx.issues.length > 0) return void 0;
  const rPEs = rAll;
  const lPEs = lAll;
  const lIndex = itemIndex(list, ll);
  const lFirst = lIndex.first;
  const lDups = lIndex.dups;
  const liveItem = (id) => {
    const at = lFirst.get(id);
    return at === void 0 ? void 0 : lDups?.has(id) ? null : ll[at];
  };
  let shared = null;
  let sharedLen = 0;
  let sharedAt = 0;
  let nextShared = null;
  const out = new Array(ll.length + rl.length);
  const outPEs = new Array(out.length);
  let n = 0;
  const elem = list.elem;
  let li = 0;
  let ri = 0;
  const lLen = lPEs.length;
  const rLen = rPEs.length;
  while (li < lLen || ri < rLen) {
    if (li < lLen && ri < rLen) {
      const id = lPEs[li].id;
      if (id === rPEs[ri].id) {
        ctx.stack.push(lPEs[li]);
        const v = mergeNode(lDups === null ? ll[li] : liveItem(id), rl[ri], elem, ctx);
        if (v !== void 0) {
          out[n] = v;
          outPEs[n++] = lPEs[li];
        }
        ctx.stack.pop();
        li++;
        ri++;
        if (shared !== null) nextShared = sharedAt < sharedLen ? shared[sharedAt++] : null;
        continue;
      }
      if (shared === null) {
        shared = new Array(rLen);
        for (let i = 0; i < rLen; i++) if (lFirst.has(rPEs[i].id)) shared[sharedLen++] = rPEs[i].id;
        sharedAt = ri;
        nextShared = sharedAt < sharedLen ? shared[sharedAt++] : null;
      }
      if (nextShared !== null && nextShared !== id && rFirst.has(id)) {
        li++;
        continue;
      }
    }
    if (li < lLen) {
      const at = rFirst.get(lPEs[li].id);
      if (at === void 0) {
        out[n] = ll[li];
        outPEs[n++] = lPEs[li];
        li++;
        continue;
      }
      if (at < ri) li++;
    }
    if (ri < rLen) {
      const pe = rPEs[ri];
      ctx.stack.push(pe);
      const v = mergeNode(liveItem(pe.id), rl[ri], elem, ctx);
      if (v !== void 0) {
        out[n] = v;
        outPEs[n++] = pe;
      }
      ctx.stack.pop();
      ri++;
      if (nextShared !== null && nextShared === pe.id) {
        nextShared = sharedAt < sharedLen ? shared[sharedAt++] : null;
      }
    }
  }
  if (n === 0) return void 0;
  out.length = n;
  outPEs.length = n;
  if (n === ll.length && out.every((v, i) => v === ll[i])) return ll;
  if (n === rl.length && out.every((v, i) => v === rl[i])) return rl;
  rememberItemElements(list, out, outPEs);
  return out;
}

// core/schema/model.ts
function makeField(name, type, def) {
  const f = { name, type, pe: fieldElement(name) };
  if (def !== void 0) f.default = def;
  return f;
}
function scalarNode(kind, name = kind) {
  return { name, scalar: kind, list: null, map: null };
}
function structNode(name, fields, opts = {}) {
  return {
    name,
    scalar: null,
    list: null,
    map: {
      fields: new Map(fields.map((f) => [f.name, f])),
      elem: opts.elem ?? null,
      atomic: opts.atomic ?? false
    }
  };
}
function mapNode(name, elem, atomic = false) {
  return { name, scalar: null, list: null, map: { fields: /* @__PURE__ */ new Map(), elem, atomic } };
}
function listNode(name, elem, kind, keys2 = []) {
  return {
    name,
    scalar: null,
    list: { elem, atomic: kind === "atomic", keys: kind === "map" ? keys2 : [] },
    map: null
  };
}
var untypedAtomic = {
  name: "__untyped_atomic_",
  scalar: "untyped",
  list: null,
  map: null
};
untypedAtomic.list = { elem: untypedAtomic, atomic: true, keys: [] };
untypedAtomic.map = { fields: /* @__PURE__ */ new Map(), elem: untypedAtomic, atomic: true };
var deduced = { name: "__untyped_deduced_", scalar: "untyped", list: null, map: null };
deduced.list = { elem: untypedAtomic, atomic: true, keys: [] };
deduced.map = { fields: /* @__PURE__ */ new Map(), elem: deduced, atomic: false, deduced: true };

// core/typed/reconcile.ts
function reconcileWithSchema(set, type) {
  const known = reconciled.get(set);
  if (known !== void 0 && known.type === type) return known.result;
  const atomicPaths = [];
  walk2(set, type, false, [], atomicPaths);
  let result = null;
  if (atomicPaths.length > 0) {
    const fold = FieldSet.of(...atomicPaths);
    result = set.recursiveDifference(fold).union(fold);
    reconciled.set(result, { type, result: null });
  }
  reconciled.set(set, { type, result });
  return result;
}
var reconciled = /* @__PURE__ */ new WeakMap();
function walk2(set, t, isAtomicMember, path, out) {
  if (t.map !== null) {
    const m = t.map;
    if (m.elem === deduced && m.fields.size === 0) return;
    if (!isAtomicMember && m.atomic) {
      if (set !== null && !set.isEmpty()) out.push([...path]);
      return;
    }
    if (set === null) return;
    for (const n of set.each()) {
      let ft = m.elem;
      if (n.pe.kind === FIELD) ft = m.fields.get(n.pe.name)?.type ?? m.elem;
      if (ft === null) continue;
      path.push(n.pe);
      walk2(n.child, ft, n.member && n.child === null, path, out);
      path.pop();
    }
    return;
  }
  if (t.scalar !== null) return;
  if (t.list !== null) {
    const l = t.list;
    if (!isAtomicMember && l.atomic) {
      out.push([...path]);
      return;
    }
    if (set === null) return;
    for (const n of set.each()) {
      path.push(n.pe);
      walk2(n.child, l.elem, n.member && n.child === null, path, out);
      path.pop();
    }
  }
}
function ensureNamedFieldsAreMembers(set, type) {
  let out = null;
  const m = type?.map ?? null;
  for (const n of set.each()) {
    const id = n.pe.id;
    if (n.child === null) continue;
    let ct = null;
    let declared = false;
    if (n.pe.kind === FIELD && m !== null) {
      const f = m.fields.get(n.pe.name);
      ct = f !== void 0 ? f.type : m.elem;
      declared = f !== void 0;
    } else if (n.pe.kind === KEY && type?.list) ct = type.list.elem;
    const child = ensureNamedFieldsAreMembers(n.child, ct);
    const member = n.member || declared;
    if (child === n.child && member === n.member) continue;
    out ??= new Map(set.nodes);
    out.set(id, { pe: n.pe, member, child });
  }
  return out === null ? set : new FieldSet(out);
}

// core/typed/remove.ts
function removeItems(value2, set, type) {
  if (set.isEmpty()) return value2;
  return inOperation(() => walk3(value2, set, type, false));
}
function walk3(v, set, t, extract) {
  const form = pickForm(formMask(t, v));
  if (form === LIST) {
    if (!Array.isArray(v)) return null;
    const list = t.list;
    if (v.length === 0 || list.atomic) return extract ? v : null;
    const out = [];
    const outPEs = [];
    const pes = itemElements(list, v);
    for (let i = 0; i < v.length; i++) {
      let item = v[i];
      const pe = pes[i];
      if (typeof pe === "string") continue;
      const exact = set.hasMember(pe);
      const sub = set.withPrefix(pe);
      const prefixed = !sub.isEmpty();
      if (extract) {
        if (prefixed) item = walk3(item, sub, list.elem, true);
        if (exact || prefixed) {
          out.push(item);
          outPEs.push(pe);
        }
      } else {
        if (exact) continue;
        if (prefixed) item = walk3(item, sub, list.elem, false);
        out.push(item);
        outPEs.push(pe);
      }
    }
    if (out.length === 0) return null;
    rememberItemElements(list, out, outPEs);
    return out;
  }
  if (form === MAP) {
    if (!isObject(v)) return null;
    const m = t.map;
    if (isEmptyObject(v) || m.atomic) return extract ? v : null;
    const out = {};
    let any = false;
    for (const k of Object.keys(v)) {
      const f = m.fields.size > 0 ? m.fields.get(k) : void 0;
      const ft = f !== void 0 ? f.type : m.elem;
      const pe = f !== void 0 ? f.pe : fieldElement(k);
      let val = v[k];
      if (set.hasMember(pe)) {
        if (extract) {
          setOwn(out, k, ft === null ? val : walk3(val, set, ft, true));
          any = true;
        }
        continue;
      }
      const sub = set.withPrefix(pe);
      if (!sub.isEmpty()) {
        if (ft !== null) val = walk3(val, sub, ft, extract);
      } else if (extract) continue;
      setOwn(out, k, val);
      any = true;
    }
    return any ? out : null;
  }
  return v;
}

// core/typed/tofieldset.ts
function toFieldSet(value2, type, like = null) {
  return inOperation(() => nodeChildren(value2, type, like) ?? (like?.isEmpty() ? like : new FieldSet()));
}
var selfMember = false;
var emptyMap = false;
function nodeChildren(v, t, like) {
  const form = pickForm(formMask(t, v));
  let set = null;
  let member = true;
  let empty = false;
  if (form === MAP && !t.map.atomic && isObject(v)) {
    const keys2 = keysOf(t.map, v);
    if (keys2.length > 0) set = mapChildren(v, keys2, t.map, like);
    empty = keys2.length === 0;
    member = false;
  } else {
    if (form === LIST && !t.list.atomic) {
      member = false;
      if (Array.isArray(v)) set = listChildren(v, t.list, like);
    } else if (form === MAP && !t.map.atomic) member = false;
    empty = isObject(v) && isEmptyObject(v);
  }
  selfMember = member;
  emptyMap = empty;
  return set;
}
function notedNodes(like, marks, upTo, peAt) {
  const out = /* @__PURE__ */ new Map();
  if (marks === null) return out;
  const cursor = NodeCursor.over(like);
  for (let j = 0; j < upTo; j++) {
    if (marks[j] === 0) continue;
    const pe = peAt(j);
    const n = like.find(pe, cursor);
    out.set(n.pe.id, n);
  }
  return out;
}
function mapChildren(v, keys2, m, like) {
  const vals = valuesOf(v);
  const hasFields = m.fields.size > 0;
  const cursor = like === null ? null : NodeCursor.over(like);
  let out = like === null ? /* @__PURE__ */ new Map() : null;
  let marks = null;
  let noted = 0;
  for (let i = 0; i < keys2.length; i++) {
    const k = keys2[i];
    const f = hasFields ? m.fields.get(k) : void 0;
    const ft = f !== void 0 ? f.type : m.elem;
    const val = vals !== null ? vals[i] : v[k];
    let pe;
    let prev;
    if (cursor !== null) {
      prev = f !== void 0 ? cursor.find(f.pe) : cursor.findField(k);
      pe = f !== void 0 ? f.pe : prev?.pe ?? fieldElement(k);
    } else {
      pe = f !== void 0 ? f.pe : fieldElement(k);
      prev = like?.find(pe);
    }
    let child = null;
    let member = true;
    if (ft !== null) {
      child = nodeChildren(val, ft, prev?.child ?? null);
      member = selfMember || emptyMap || val === null || f === void 0;
    }
    if (!member && child === null) continue;
    if (out === null) {
      if (prev !== void 0 && prev.member === member && prev.child === child) {
        marks ??= new Uint8Array(keys2.length);
        marks[i] = 1;
        noted++;
        continue;
      }
      out = notedNodes(like, marks, i, (j) => mapKeyElement(m, keys2[j]));
    }
    out.set(pe.id, { pe, member, child });
  }
  if (out === null) {
    if (noted === like.count) return noted === 0 ? null : like;
    out = notedNodes(like, marks, keys2.length, (j) => mapKeyElement(m, keys2[j]));
  }
  return out.size === 0 ? null : new FieldSet(out);
}
function mapKeyElement(m, k) {
  const f = m.fields.size > 0 ? m.fields.get(k) : void 0;
  return f !== void 0 ? f.pe : fieldElement(k);
}
function listChildren(v, list, like) {
  if (v.length === 0) return null;
  const pes = itemElements(list, v);
  const dups = v.length > 1 ? itemIndex(list, v).dups : null;
  let out = like === null || dups !== null ? /* @__PURE__ */ new Map() : null;
  if (dups !== null) {
    const first = itemIndex(list, v).first;
    for (const id of dups)
      out.set(id, { pe: pes[first.get(id)], member: true, child: null });
  }
  const cursor = like === null ? null : NodeCursor.over(like);
  let marks = null;
  let noted = 0;
  for (let i = 0; i < v.length; i++) {
    const pe = pes[i];
    if (typeof pe === "string" || dups?.has(pe.id)) continue;
    const prev = like?.find(pe, cursor);
    const child = nodeChildren(v[i], list.elem, prev?.child ?? null);
    if (out === null) {
      if (prev?.member && prev.child === child) {
        marks ??= new Uint8Array(v.length);
        marks[i] = 1;
        noted++;
        continue;
      }
      out = notedNodes(like, marks, i, (j) => pes[j]);
    }
    out.set(pe.id, { pe, member: true, child });
  }
  if (out === null) {
    if (noted === like.count) return noted === 0 ? null : like;
    out = notedNodes(like, marks, v.length, (j) => pes[j]);
  }
  return out.size === 0 ? null : new FieldSet(out);
}

// core/merge/updater.ts
function reconcileManagers(live, type, managers2) {
  const out = /* @__PURE__ */ new Map();
  for (const [name, vs] of managers2) {
    const set = live === null ? null : reconcileWithSchema(vs.set, type);
    out.set(name, set === null ? vs : { set, apiVersion: vs.apiVersion, applied: vs.applied });
  }
  return out;
}
function settle(oldObj, newObj, type, managers2, self, force) {
  const cmp = compare(oldObj ?? void 0, newObj ?? void 0, type);
  const changed = cmp.modified.union(cmp.added);
  const conflicts = [];
  const taken = /* @__PURE__ */ new Map();
  for (const [name, vs] of managers2) {
    if (name === self) continue;
    const hit = vs.set.intersection(changed);
    if (!hit.isEmpty()) {
      taken.set(name, hit);
      hit.iterate((path) => conflicts.push({ manager: name, path }));
    }
  }
  if (!force && conflicts.length > 0) throw new ConflictError(conflicts);
  for (const [name, vs] of managers2) {
    if (name === self) continue;
    const hit = taken.get(name);
    let set = hit ? vs.set.difference(hit) : vs.set;
    set = set.difference(cmp.removed);
    if (set.isEmpty()) managers2.delete(name);
    else if (set !== vs.set) managers2.set(name, { set, apiVersion: vs.apiVersion, applied: vs.applied });
  }
  const mine = managers2.get(self);
  if (mine?.set.isEmpty()) managers2.delete(self);
  return cmp;
}
function prune(merged, type, managers2, lastSet, newSet) {
  if (lastSet === void 0 || lastSet.isEmpty()) return merged;
  if (lastSet.difference(newSet).isEmpty()) return merged;
  const last = ensureNamedFieldsAreMembers(lastSet, type);
  const firstPass = removeItems(merged, last, type);
  let owned = EMPTY;
  for (const vs of managers2.values()) owned = owned.union(vs.set);
  const mergedSet = ensureNamedFieldsAreMembers(toFieldSet(merged, type), type);
  const keep = ensureNamedFieldsAreMembers(toFieldSet(firstPass, type), type).union(
    ensureNamedFieldsAreMembers(owned, type)
  );
  const secondPass = removeItems(merged, mergedSet.difference(keep), type);
  const survived = ensureNamedFieldsAreMembers(toFieldSet(secondPass, type), type);
  return removeItems(merged, mergedSet.difference(survived).intersection(last), type);
}
function applyNow(live, config, type, managers2, manager, apiVersion, force) {
  const ms = reconcileManagers(live, type, managers2);
  let merged = merge(live ?? void 0, config, type) ?? null;
  const lastSet = ms.get(manager)?.set;
  const newSet = toFieldSet(config, type, lastSet ?? null);
  ms.set(manager, { set: newSet, apiVersion, applied: true });
  if (merged !== null) merged = prune(merged, type, ms, lastSet, newSet);
  const cmp = settle(live, merged, type, ms, manager, force);
  const unchanged = live !== null && cmp.added.isEmpty() && cmp.removed.isEmpty() && cmp.modified.isEmpty() && deepEqual(live, merged);
  return { object: unchanged ? null : merged, managers: ms };
}
function updateNow(live, next, type, managers2, manager, apiVersion) {
  const ms = reconcileManagers(live, type, managers2);
  const cmp = settle(live, next, type, ms, manager, true);
  const prev = ms.get(manager)?.set ?? EMPTY;
  const set = prev.difference(cmp.removed).union(cmp.modified).union(cmp.added);
  if (set.isEmpty()) ms.delete(manager);
  else ms.set(manager, { set, apiVersion, applied: false });
  return { object: next, managers: ms };
}
var applyObject = (...args) => inOperation(() => applyNow(...args));
var updateObject = (...args) => inOperation(() => updateNow(...args));

// core/schema/objectmeta.ts
var str = scalarNode("string");
var num = scalarNode("numeric");
var bool = scalarNode("boolean");
var time = scalarNode("untyped", "io.k8s.apimachinery.pkg.apis.meta.v1.Time");
var fieldsV1 = mapNode("io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1", deduced);
var managedFieldsEntry = structNode("io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry", [
  makeField("apiVersion", str),
  makeField("fieldsType", str),
  makeField("fieldsV1", fieldsV1),
  makeField("manager", str),
  makeField("operation", str),
  makeField("subresource", str),
  makeField("time", time)
]);
var ownerReference = structNode(
  "io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference",
  [
    makeField("apiVersion", str, ""),
    makeField("blockOwnerDeletion", bool),
    makeField("controller", bool),
    makeField("kind", str, ""),
    makeField("name", str, ""),
    makeField("uid", str, "")
  ],
  { atomic: true }
);
var objectMeta = structNode("io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta", [
  makeField("annotations", mapNode("map[string]string", str)),
  makeField("creationTimestamp", time),
  makeField("deletionGracePeriodSeconds", num),
  makeField("deletionTimestamp", time),
  makeField("finalizers", listNode("[]string", str, "set")),
  makeField("generateName", str),
  makeField("generation", num),
  makeField("labels", mapNode("map[string]string", str)),
  makeField("managedFields", listNode("[]ManagedFieldsEntry", managedFieldsEntry, "atomic")),
  makeField("name", str),
  makeField("namespace", str),
  makeField("ownerReferences", listNode("[]OwnerReference", ownerReference, "map", ["uid"])),
  makeField("resourceVersion", str),
  makeField("selfLink", str),
  makeField("uid", str)
]);
var rootCache = /* @__PURE__ */ new WeakMap();
function withObjectMeta(root) {
  const cached = rootCache.get(root);
  if (cached) return cached;
  let out;
  if (!root.map) out = root;
  else if (root.map.fields.get("metadata")?.type === objectMeta) out = root;
  else {
    const fields = new Map(root.map.fields);
    fields.set("metadata", makeField("metadata", objectMeta));
    out = { ...root, map: { fields, elem: root.map.elem, atomic: root.map.atomic } };
  }
  rootCache.set(root, out);
  return out;
}

// core/managed/identity.ts
function identity(id) {
  let s = `{"manager":${goJsonString(id.manager)},"operation":${goJsonString(id.operation)}`;
  if (id.operation === "Update" && id.apiVersion) s += `,"apiVersion":${goJsonString(id.apiVersion)}`;
  if (id.subresource) s += `,"subresource":${goJsonString(id.subresource)}`;
  return `${s}}`;
}
function parseIdentity(s) {
  return JSON.parse(s);
}
function printManager(idString) {
  let id;
  try {
    id = parseIdentity(idString);
  } catch {
    return goQuote(idString);
  }
  let s = goQuote(id.manager ?? "");
  if (id.subresource) s += ` with subresource ${goQuote(id.subresource)}`;
  if (id.operation === "Update") s += ` using ${id.apiVersion ?? ""}`;
  return s;
}

// core/managed/status.ts
function status(code2, reason, message, details2) {
  if (details2)
    return {
      kind: "Status",
      apiVersion: "v1",
      metadata: {},
      status: "Failure",
      message,
      reason,
      details: details2,
      code: code2
    };
  return { kind: "Status", apiVersion: "v1", metadata: {}, status: "Failure", message, reason, code: code2 };
}
function badRequest(message) {
  return status(400, "BadRequest", message);
}
function invalidOption(kind, field, causeReason, detail) {
  return status(422, "Invalid", `${kind}.meta.k8s.io "" is invalid: ${field}: ${detail}`, {
    group: "meta.k8s.io",
    kind,
    causes: [{ reason: causeReason, message: detail, field }]
  });
}
function conflictStatus(conflicts) {
  const causes = conflicts.map((c) => ({
    reason: "FieldManagerConflict",
    message: `conflict with ${printManager(c.manager)}`,
    field: pathString(c.path)
  }));
  const n = conflicts.length;
  const message = n === 1 ? `Apply failed with 1 conflict: ${conflictsMessage(conflicts, printManager)}` : `Apply failed with ${n} conflicts: ${conflictsMessage(conflicts, printManager)}`;
  return status(409, "Conflict", message, { causes });
}

// core/server/refuse.ts
var FIELD_MANAGER_MAX_BYTES = 128;
var ECHO_CHARS = 200;
var ECHO_MANAGER_CHARS = 64;
function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) n += 1;
    else if (c < 2048) n += 2;
    else if (c >= 55296 && c <= 56319 && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
var PRINTABLE2 = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;
function refuseFieldManager(manager, op) {
  const causes = [];
  const long = utf8Length(manager) > FIELD_MANAGER_MAX_BYTES;
  if (long) {
    causes.push({
      reason: "FieldValueTooLong",
      message: `Too long: may not be more than ${FIELD_MANAGER_MAX_BYTES} bytes`,
      field: "fieldManager"
    });
  }
  let at = 0;
  for (const ch of manager) {
    if (!PRINTABLE2.test(ch)) {
      const code2 = (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
      const shown2 = [...manager];
      const value2 = shown2.length > ECHO_MANAGER_CHARS ? `${goQuote(shown2.slice(0, ECHO_MANAGER_CHARS).join(""))}...` : goQuote(manager);
      causes.push({
        reason: "FieldValueInvalid",
        message: `Invalid value: ${value2}: invalid character U+${code2} (at position ${at})`,
        field: "fieldManager"
      });
    }
    at += utf8Length(ch);
  }
  if (causes.length === 0) return null;
  const kind = op === "apply" ? "PatchOptions" : "UpdateOptions";
  const listed = causes.map((c) => `${c.field}: ${c.message}`);
  const text = listed.length === 1 ? listed[0] : `[${listed.join(", ")}]`;
  return status(422, "Invalid", `${kind}.meta.k8s.io "" is invalid: ${text}`, {
    group: "meta.k8s.io",
    kind,
    causes
  });
}
function echo(obj) {
  let shown2 = obj;
  for (const key of ["data", "stringData"]) {
    const v = ownValue(shown2, key);
    if (!isObject(v)) continue;
    const masked = {};
    for (const k of Object.keys(v)) setOwn(masked, k, "***");
    if (shown2 === obj) shown2 = { ...obj };
    setOwn(shown2, key, masked);
  }
  let text;
  try {
    text = stringifyJson(shown2);
  } catch {
    text = "{...}";
  }
  if (text.length <= ECHO_CHARS) return text;
  let end = ECHO_CHARS;
  const c = text.charCodeAt(end - 1);
  if (c >= 55296 && c <= 56319) end--;
  return `${text.slice(0, end)}...`;
}
function hasText(obj, key) {
  const v = ownValue(obj, key);
  return typeof v === "string" && v !== "";
}
function missingTypeMessage(obj) {
  if (!isObject(obj)) return null;
  if (!hasText(obj, "kind")) return `Object 'Kind' is missing in '${echo(obj)}'`;
  if (!hasText(obj, "apiVersion")) return `Object 'apiVersion' is missing in '${echo(obj)}'`;
  return null;
}
function refuseObject(obj) {
  const message = missingTypeMessage(obj);
  return message === null ? null : status(400, "BadRequest", message);
}
function withLiveType(obj, live) {
  if (live === null || hasText(obj, "kind") && hasText(obj, "apiVersion")) return obj;
  let out = obj;
  for (const key of ["kind", "apiVersion"]) {
    if (hasText(out, key) || !hasText(live, key)) continue;
    if (out === obj) out = { ...obj };
    setOwn(out, key, ownValue(live, key));
  }
  return out;
}
function refuseWrite(op, manager, object, live) {
  const byManager = refuseFieldManager(manager, op);
  if (byManager !== null) return byManager;
  const liveObj = isObject(live) ? live : null;
  const written = op === "update" && isObject(object) ? withLiveType(object, liveObj) : object;
  return refuseObject(written) ?? refuseObject(liveObj ?? void 0);
}

// core/managed/lastapplied.ts
var LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
function annotations(obj) {
  const meta = getOwn(obj, "metadata");
  if (!isObject(meta)) return null;
  const a = getOwn(meta, "annotations");
  return isObject(a) ? a : null;
}
function lastAppliedOf(obj) {
  const v = annotations(obj) ? getOwn(annotations(obj), LAST_APPLIED) : void 0;
  return typeof v === "string" && v.length > 0 ? v : null;
}
function forgivableConflicts(live, type) {
  const text = lastAppliedOf(live);
  if (text === null) return null;
  let last;
  try {
    last = parseJsonExact(text);
  } catch {
    return null;
  }
  if (!isObject(last) || last.apiVersion !== live.apiVersion) return null;
  if (validate(last, type).length > 0 || validate(live, type).length > 0) return null;
  const set = toFieldSet(last, type);
  const cmp = compare(last, live, type);
  return set.difference(cmp.modified).difference(cmp.added).difference(cmp.removed);
}
function buildLastApplied(intent) {
  const copy = { ...intent };
  const meta = getOwn(copy, "metadata");
  if (isObject(meta)) {
    const m = { ...meta };
    const a = getOwn(m, "annotations");
    if (isObject(a)) {
      const rest = {};
      for (const k of Object.keys(a)) if (k !== LAST_APPLIED) setOwn(rest, k, a[k]);
      if (Object.keys(rest).length > 0) m.annotations = rest;
      else delete m.annotations;
    } else delete m.annotations;
    setOwn(copy, "metadata", m);
  }
  return `${goJson(copy)}
`;
}
function withLastApplied(obj, value2) {
  const meta = isObject(getOwn(obj, "metadata")) ? { ...obj.metadata } : {};
  const a = isObject(getOwn(meta, "annotations")) ? { ...meta.annotations } : {};
  a[LAST_APPLIED] = value2;
  meta.annotations = a;
  const out = { ...obj };
  out.metadata = meta;
  return out;
}

// core/fieldpath/fieldsv1.ts
var FieldsV1Error = class extends Error {
  constructor(path, reason) {
    super(path ? `${path}: ${reason}` : reason);
    this.path = path;
    this.reason = reason;
    this.name = "FieldsV1Error";
  }
  path;
  reason;
};
var MAX_DEPTH = 1e3;
function parseElement(key, where = "") {
  if (key.length < 2)
    throw new FieldsV1Error(where, `key ${JSON.stringify(key)} must be at least 2 characters long`);
  if (key[1] !== ":") throw new FieldsV1Error(where, `missing colon in key ${JSON.stringify(key)}`);
  const body = key.slice(2);
  switch (key[0]) {
    case "f":
      return fieldElement(body);
    case "i":
      if (!/^[+-]?\d+$/.test(body) || !Number.isSafeInteger(Number(body))) {
        throw new FieldsV1Error(where, `invalid index in key ${JSON.stringify(key)}`);
      }
      return indexElement(Number(body));
    case "v":
      return valueElement(parseJson(body, key, where), true);
    case "k": {
      const obj = parseJson(body, key, where);
      if (!isObject(obj))
        throw new FieldsV1Error(where, `key ${JSON.stringify(key)} must hold a JSON object`);
      const names2 = Object.keys(obj);
      const fields = new Array(names2.length);
      for (let i = 0; i < names2.length; i++) fields[i] = { name: names2[i], value: obj[names2[i]] };
      sortInPlace(fields, byName);
      return keyElement(fields, true);
    }
    default:
      return null;
  }
}
var byName = (a, b) => compareUtf8(a.name, b.name);
function parseJson(text, key, where) {
  try {
    return parseJsonExact(text);
  } catch {
    throw new FieldsV1Error(where, `key ${JSON.stringify(key)} does not hold valid JSON`);
  }
}
var encoded = /* @__PURE__ */ new WeakMap();
function decodeFieldsV1(fields) {
  if (fields === void 0 || fields === null) return new FieldSet();
  if (!isObject(fields)) throw new FieldsV1Error("", "fieldsV1 must be a JSON object");
  const known = encoded.get(fields) ?? setOf(fields);
  if (known !== void 0) return known;
  return decodeNode(fields, [], /* @__PURE__ */ new Map(), false) ?? new FieldSet();
}
var canonical = false;
var marked = false;
var CHILDREN_WORTH_REMEMBERING = 64;
function decodeNode(obj, trail, fields, inItem) {
  if (trail.length > MAX_DEPTH)
    throw new FieldsV1Error(trail.join("/"), `nested deeper than ${MAX_DEPTH} levels`);
  const keys2 = Object.keys(obj);
  let ordered = null;
  let set = null;
  let exact = true;
  let hasDot = false;
  let prev = null;
  for (let i = 0; i < keys2.length; i++) {
    const key = keys2[i];
    if (key === ".") {
      hasDot = true;
      if (i !== 0 || !isObject(obj[key]) || !isEmptyObject(obj[key])) exact = false;
      continue;
    }
    trail.push(key);
    const isField2 = key.charCodeAt(0) === 102 && key.charCodeAt(1) === 58;
    const pe = !isField2 ? elementAt(key, trail) : inItem ? fieldNamed(key, fields) : fieldElementWithId(key);
    if (pe === null) exact = false;
    else {
      const inStep = prev === null || compareElements(prev, pe) < 0;
      if (exact && (pe.id !== key || !inStep)) exact = false;
      prev = pe;
      const v = obj[key];
      if (!isObject(v)) throw new FieldsV1Error(trail.join("/"), "value must be a JSON object");
      const grand = decodeNode(v, trail, fields, inItem || !isField2);
      if (!canonical || grand === null && marked) exact = false;
      if (set === null && !inStep) set = FieldSet.inOrder(ordered);
      if (set === null) {
        ordered ??= [];
        ordered.push({ pe, member: grand === null || marked, child: grand });
      } else if (grand === null) set.addMember(pe);
      else {
        if (marked) set.addMember(pe);
        set.setChild(pe, grand);
      }
    }
    trail.pop();
  }
  if (set === null && ordered !== null) set = FieldSet.inOrder(ordered);
  if (exact && set !== null && keys2.length >= CHILDREN_WORTH_REMEMBERING)
    rememberEncodingRead(set, hasDot, obj);
  canonical = exact;
  marked = hasDot;
  return set;
}
function fieldNamed(key, fields) {
  let pe = fields.get(key);
  if (pe === void 0) {
    pe = fieldElementWithId(key);
    fields.set(key, pe);
  }
  return pe;
}
function elementAt(key, trail) {
  try {
    return parseElement(key);
  } catch (e) {
    if (e instanceof FieldsV1Error) throw new FieldsV1Error(trail.join("/"), e.reason);
    throw e;
  }
}
function encodeFieldsV1(set) {
  borrowed = false;
  const out = encodeChildren(set, false);
  if (borrowed) {
    rememberSetOf(out, set);
    rememberEncodingRead(set, false, out);
  } else encoded.set(out, set);
  return out;
}
var plainOf = /* @__PURE__ */ new WeakMap();
var markedOf = /* @__PURE__ */ new WeakMap();
var borrowed = false;
function encodeChildren(set, member) {
  const cache = member ? markedOf : plainOf;
  const known = cache.get(set);
  if (known !== void 0) {
    borrowed = false;
    return known;
  }
  const read = encodingRead(set, member);
  if (read !== void 0) {
    borrowed = true;
    return read;
  }
  const out = {};
  let holds = false;
  if (member) out["."] = LEAF;
  for (const n of set.sorted()) {
    if (n.child === null) setOwn(out, n.pe.id, LEAF);
    else {
      setOwn(out, n.pe.id, encodeChildren(n.child, n.member));
      holds ||= borrowed;
    }
  }
  borrowed = holds;
  if (!holds) {
    Object.freeze(out);
    cache.set(set, out);
  }
  return out;
}
var LEAF = Object.freeze({});

// core/managed/time.ts
var RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{1,2}):(\d{2}):(\d{2})(?:\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
function parseTime(s) {
  const m = RFC3339.exec(s);
  if (!m) return null;
  const [, y, mo, d, h, mi, se, zone] = m;
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(se);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  let t = Date.UTC(Number(y), month - 1, day, hour, minute, second) / 1e3;
  if (new Date(t * 1e3).getUTCDate() !== day) return null;
  if (zone !== "Z" && zone !== "z") {
    const sign = zone[0] === "-" ? -1 : 1;
    t -= sign * (Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(4, 6)) * 60);
  }
  return t;
}
function formatTime(unixSeconds) {
  return `${new Date(unixSeconds * 1e3).toISOString().slice(0, 19)}Z`;
}
function nowSeconds() {
  return Math.floor(Date.now() / 1e3);
}

// core/managed/managedfields.ts
var ManagedFieldsError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "ManagedFieldsError";
  }
};
var DEFAULT_MAX_UPDATE_MANAGERS = 10;
var ANCIENT_CHANGES = "ancient-changes";
var BEFORE_FIRST_APPLY = "before-first-apply";
var STRIPPED = (() => {
  const meta = fieldElement("metadata");
  const s = new FieldSet();
  s.addMember(fieldElement("apiVersion"));
  s.addMember(fieldElement("kind"));
  s.addMember(meta);
  for (const f of [
    "name",
    "namespace",
    "creationTimestamp",
    "selfLink",
    "uid",
    "clusterName",
    "generation",
    "managedFields",
    "resourceVersion"
  ]) {
    s.insert([meta, fieldElement(f)]);
  }
  return s;
})();
function decodeManagedFields(raw) {
  const sets = /* @__PURE__ */ new Map();
  const times = /* @__PURE__ */ new Map();
  if (raw === void 0 || raw === null) return { sets, times };
  if (!Array.isArray(raw)) throw new ManagedFieldsError("metadata.managedFields must be a list");
  raw.forEach((e, i) => {
    const where = `metadata.managedFields[${i}]`;
    if (!isObject(e)) throw new ManagedFieldsError(`${where}: must be an object`);
    const op = e.operation;
    if (op !== "Apply" && op !== "Update")
      throw new ManagedFieldsError(`${where}: operation must be \`Apply\` or \`Update\``);
    const apiVersion = typeof e.apiVersion === "string" ? e.apiVersion : "";
    if (apiVersion.length < 1) throw new ManagedFieldsError(`${where}: apiVersion must not be empty`);
    if (e.fieldsType === void 0 || e.fieldsType === "") {
      throw new ManagedFieldsError(`${where}: missing fieldsType in managed fields entry ${i}`);
    }
    if (e.fieldsType !== "FieldsV1") {
      throw new ManagedFieldsError(
        `${where}: invalid fieldsType ${JSON.stringify(e.fieldsType)} in managed fields entry ${i}`
      );
    }
    for (const k of ["manager", "subresource", "time"]) {
      if (e[k] !== void 0 && e[k] !== null && typeof e[k] !== "string") {
        throw new ManagedFieldsError(`${where}.${k}: must be a string`);
      }
    }
    const id = identity({
      manager: e.manager ?? "",
      operation: op,
      apiVersion,
      subresource: e.subresource ?? ""
    });
    let set;
    try {
      set = decodeFieldsV1(e.fieldsV1);
    } catch (err) {
      if (err instanceof FieldsV1Error) {
        throw new ManagedFieldsError(
          `${where}.fieldsV1${err.path ? ` (at ${err.path})` : ""}: ${err.reason}`
        );
      }
      throw err;
    }
    sets.set(id, { set, apiVersion, applied: op === "Apply" });
    if (typeof e.time === "string") {
      const t = parseTime(e.time);
      if (t === null)
        throw new ManagedFieldsError(`${where}.time: ${JSON.stringify(e.time)} is not an RFC 3339 time`);
      times.set(id, t);
    } else times.delete(id);
  });
  return { sets, times };
}
function encodeManagedFields(m, order) {
  if (m.sets.size === 0) return void 0;
  const entries = [];
  for (const [id, vs] of m.sets) {
    const who = parseIdentity(id);
    const e = {};
    if (who.manager) e.manager = who.manager;
    e.operation = vs.applied ? "Apply" : who.operation;
    e.apiVersion = vs.apiVersion;
    const t = m.times.get(id);
    if (t !== void 0) e.time = formatTime(t);
    e.fieldsType = "FieldsV1";
    e.fieldsV1 = encodeFieldsV1(vs.set);
    if (who.subresource) e.subresource = who.subresource;
    entries.push({ e, t: t ?? 0, id });
  }
  entries.sort(
    (a, b) => compareUtf8(a.e.operation, b.e.operation) || a.t - b.t || compareUtf8(a.e.manager ?? "", b.e.manager ?? "") || compareUtf8(a.e.apiVersion ?? "", b.e.apiVersion ?? "") || compareUtf8(a.e.subresource ?? "", b.e.subresource ?? "")
  );
  if (order !== void 0) for (const x of entries) order.push(x.id);
  return entries.map((x) => x.e);
}
function stripManager(m, id) {
  const vs = m.sets.get(id);
  if (!vs) return;
  const set = vs.set.difference(STRIPPED);
  if (set.isEmpty()) m.sets.delete(id);
  else if (set !== vs.set) m.sets.set(id, { set, apiVersion: vs.apiVersion, applied: vs.applied });
}
function capUpdateManagers(m, max = DEFAULT_MAX_UPDATE_MANAGERS) {
  const updaters = [...m.sets].filter(([, vs]) => !vs.applied).map(([id]) => id);
  if (updaters.length <= max) return;
  updaters.sort((a, b) => (m.times.get(a) ?? 0) - (m.times.get(b) ?? 0) || compareUtf8(a, b));
  const firstOfVersion = /* @__PURE__ */ new Map();
  let count2 = updaters.length;
  for (let i = 0; i < updaters.length && count2 > max; i++) {
    const id = updaters[i];
    const vs = m.sets.get(id);
    const time2 = m.times.get(id);
    const bucket = identity({ manager: ANCIENT_CHANGES, operation: "Update", apiVersion: vs.apiVersion });
    const first = firstOfVersion.get(vs.apiVersion);
    if (first === void 0) {
      firstOfVersion.set(vs.apiVersion, id);
      continue;
    }
    if (!m.sets.has(bucket)) {
      const s = m.sets.get(first);
      m.sets.delete(first);
      m.sets.set(bucket, s);
    }
    const merged = vs.set.union(m.sets.get(bucket).set);
    m.sets.set(bucket, { set: merged, apiVersion: vs.apiVersion, applied: vs.applied });
    m.sets.delete(id);
    count2--;
    if (time2 === void 0) m.times.delete(bucket);
    else m.times.set(bucket, time2);
  }
}

// core/managed/fieldmanager.ts
var Failure = class extends Error {
  constructor(status2) {
    super(status2.message);
    this.status = status2;
  }
  status;
};
function fail(message) {
  throw new Failure(badRequest(message));
}
function gvkString(obj) {
  const apiVersion = typeof obj.apiVersion === "string" ? obj.apiVersion : "";
  const kind = typeof obj.kind === "string" ? obj.kind : "";
  const slash = apiVersion.indexOf("/");
  const group = slash >= 0 ? apiVersion.slice(0, slash) : "";
  const version2 = slash >= 0 ? apiVersion.slice(slash + 1) : apiVersion;
  return `${group}/${version2}, Kind=${kind}`;
}
function gvknn(obj) {
  const meta = isObject(getOwn(obj, "metadata")) ? obj.metadata : {};
  const ns = typeof meta.namespace === "string" ? meta.namespace : "";
  const name = typeof meta.name === "string" ? meta.name : "";
  return `${ns}/${name}; ${gvkString(obj)}`;
}
function metaOf(obj) {
  const m = getOwn(obj, "metadata");
  return isObject(m) ? m : null;
}
function withoutManagedFields(obj) {
  const meta = metaOf(obj);
  if (meta === null || !Object.hasOwn(meta, "managedFields")) return obj;
  const m = { ...meta };
  delete m.managedFields;
  return { ...obj, metadata: m };
}
function withManagedFields(obj, managed, order) {
  const entries = encodeManagedFields(managed, order);
  const meta = metaOf(obj);
  if (entries === void 0) {
    if (meta === null || !Object.hasOwn(meta, "managedFields")) return obj;
    return withoutManagedFields(obj);
  }
  return { ...obj, metadata: { ...meta ?? {}, managedFields: entries } };
}
function requireObject(v, what) {
  if (!isObject(v))
    fail(
      `${what} must be a JSON object, got ${Array.isArray(v) ? "a list" : v === null ? "null" : typeof v}`
    );
  return v;
}
function rootType(opts) {
  return withObjectMeta(opts.schema ?? deduced);
}
function nowOf(opts) {
  if (opts.now === void 0) return nowSeconds();
  const t = parseTime(opts.now);
  if (t === null) fail(`now: ${JSON.stringify(opts.now)} is not an RFC 3339 time`);
  return t;
}
function checkTyped(obj, type, allowDuplicates, what) {
  const issues = validate(obj, type, { allowDuplicates });
  if (issues.length > 0)
    fail(`failed to create typed ${what} object (${gvknn(obj)}): ${formatIssues(issues)}`);
}
function decodeOrFail(raw) {
  try {
    return decodeManagedFields(raw);
  } catch (e) {
    if (e instanceof ManagedFieldsError) fail(`failed to decode managed fields: ${e.message}`);
    throw e;
  }
}
function guarded(fn) {
  try {
    return inOperation(fn);
  } catch (e) {
    if (e instanceof Failure) return { ok: false, status: e.status, conflicts: [] };
    if (e instanceof ValidationError) return { ok: false, status: badRequest(e.message), conflicts: [] };
    throw e;
  }
}
function conflictInfos(conflicts) {
  return conflicts.map((c) => {
    const id = parseIdentity(c.manager);
    const info = { manager: id.manager, operation: id.operation };
    if (id.operation === "Update" && id.apiVersion) info.apiVersion = id.apiVersion;
    if (id.subresource) info.subresource = id.subresource;
    info.path = pathString(c.path);
    return info;
  });
}
function sortConflicts(conflicts) {
  return conflicts.map((c, i) => ({ c, i })).sort((a, b) => compareUtf8(a.c.manager, b.c.manager) || a.i - b.i).map((x) => x.c);
}
function apply(live, intent, opts) {
  return guarded(() => {
    if (!opts.manager) {
      return {
        ok: false,
        status: invalidOption(
          "PatchOptions",
          "fieldManager",
          "FieldValueRequired",
          "Required value: is required for apply patch"
        ),
        conflicts: []
      };
    }
    const refused2 = refuseWrite("apply", opts.manager, intent, live);
    if (refused2 !== null) return { ok: false, status: refused2, conflicts: [] };
    const patch = requireObject(intent, "the applied object");
    const patchMeta = getOwn(patch, "metadata");
    if (patchMeta !== void 0 && patchMeta !== null && !isObject(patchMeta))
      fail("metadata must be a JSON object");
    if (isObject(patchMeta) && patchMeta.managedFields !== void 0 && patchMeta.managedFields !== null) {
      fail("metadata.managedFields must be nil");
    }
    if (live !== null && (patch.apiVersion !== live.apiVersion || patch.kind !== live.kind)) {
      fail(`invalid object type: ${gvkString(patch)}`);
    }
    const type = rootType(opts);
    const now = nowOf(opts);
    const apiVersion = typeof patch.apiVersion === "string" ? patch.apiVersion : "";
    const managed = live === null ? { sets: /* @__PURE__ */ new Map(), times: /* @__PURE__ */ new Map() } : decodeOrFail(metaOf(live)?.managedFields);
    const decoded = managed.sets;
    const base = live === null ? null : withoutManagedFields(live);
    if (base !== null) checkTyped(base, type, true, "live");
    checkTyped(patch, type, false, "patch");
    if (base !== null && managed.sets.size === 0) {
      const first = identity({
        manager: BEFORE_FIRST_APPLY,
        operation: "Update",
        apiVersion,
        subresource: opts.subresource
      });
      const empty = { apiVersion: base.apiVersion ?? null, kind: base.kind ?? null };
      const r = updateObject(empty, base, type, managed.sets, first, apiVersion);
      managed.sets = r.managers;
      if (managed.sets.has(first)) managed.times.set(first, now);
      stripManager(managed, first);
      capUpdateManagers(managed);
    }
    const self = identity({ manager: opts.manager, operation: "Apply", subresource: opts.subresource });
    const run3 = (force) => applyObject(base, patch, type, managed.sets, self, apiVersion, force);
    let result;
    try {
      result = run3(opts.force === true);
    } catch (e) {
      if (!(e instanceof ConflictError)) throw e;
      let remaining = e.conflicts;
      if (opts.manager === "kubectl" && live !== null) {
        const allowed = forgivableConflicts(withoutManagedFields(live), type);
        if (allowed !== null) remaining = e.conflicts.filter((c) => !allowed.has(c.path));
      }
      if (remaining.length > 0) {
        const sorted = sortConflicts(remaining);
        return { ok: false, status: conflictStatus(sorted), conflicts: conflictInfos(sorted) };
      }
      result = run3(true);
    }
    managed.sets = result.managers;
    if (result.object !== null) managed.times.set(self, now);
    stripManager(managed, self);
    let out = result.object ?? base;
    if (opts.manager === "kubectl" && lastAppliedOf(out) !== null)
      out = withLastApplied(out, buildLastApplied(patch));
    const order = [];
    const object = withManagedFields(out, managed, order);
    const after = /* @__PURE__ */ new Map();
    for (const id of order) after.set(id, managed.sets.get(id));
    return { ok: true, object, changed: result.object !== null, managers: { before: decoded, after } };
  });
}
function isResetRequest(mf) {
  return Array.isArray(mf) && mf.length === 1 && isObject(mf[0]) && Object.keys(mf[0]).length === 0;
}
function update(live, object, opts) {
  return guarded(() => {
    const refused2 = refuseWrite("update", opts.manager ?? "", object, live);
    if (refused2 !== null) return { ok: false, status: refused2, conflicts: [] };
    const next = withLiveType(requireObject(object, "the written object"), live);
    const nextMeta = getOwn(next, "metadata");
    if (nextMeta !== void 0 && nextMeta !== null && !isObject(nextMeta))
      fail("metadata must be a JSON object");
    const type = rootType(opts);
    const now = nowOf(opts);
    const apiVersion = typeof next.apiVersion === "string" ? next.apiVersion : "";
    const given = isObject(nextMeta) ? nextMeta.managedFields : void 0;
    let managed = { sets: /* @__PURE__ */ new Map(), times: /* @__PURE__ */ new Map() };
    if (!isResetRequest(given)) {
      let fromRequest = null;
      try {
        fromRequest = decodeManagedFields(given);
      } catch {
        fromRequest = null;
      }
      if (fromRequest !== null && fromRequest.sets.size > 0) managed = fromRequest;
      else if (live !== null) {
        try {
          managed = decodeManagedFields(metaOf(live)?.managedFields);
        } catch {
          managed = { sets: /* @__PURE__ */ new Map(), times: /* @__PURE__ */ new Map() };
        }
      }
    }
    const bare = withoutManagedFields(next);
    checkTyped(bare, type, true, "new");
    const liveBare = live === null ? null : withoutManagedFields(live);
    if (liveBare !== null) checkTyped(liveBare, type, true, "live");
    const changed = liveBare === null || !deepEqual(liveBare, bare);
    if (live !== null && managed.sets.size === 0) return { ok: true, object: bare, changed };
    const self = identity({
      manager: opts.manager || "unknown",
      operation: "Update",
      apiVersion,
      subresource: opts.subresource
    });
    const r = updateObject(liveBare, bare, type, managed.sets, self, apiVersion);
    managed.sets = r.managers;
    if (managed.sets.has(self)) managed.times.set(self, now);
    stripManager(managed, self);
    capUpdateManagers(managed);
    return { ok: true, object: withManagedFields(bare, managed), changed };
  });
}

// core/schema/openapi.ts
var SchemaError = class _SchemaError extends Error {
  /**
   * The definition being compiled, 'root' for a standalone schema or the document
   * itself, '' when the error is about the input as a whole (see `source`).
   */
  definition;
  /** JSON pointer into the definition ('' for the definition itself). */
  path;
  reason;
  /** Which input: `crds[0]`, `openapi["apis/apps/v1"]`, ...; '' when not known. */
  source;
  constructor(definition, path, reason, source = "") {
    const subject2 = definition === "" ? "" : `schema ${JSON.stringify(definition)}${path === "" ? "" : ` at ${path}`}: `;
    super(`${source === "" ? "" : `${source}: `}${subject2}${reason}`);
    this.name = "SchemaError";
    this.definition = definition;
    this.path = path;
    this.reason = reason;
    this.source = source;
  }
  /** The same error, said to come from `source` (prefixed to any source it already names). */
  in(source) {
    const combined = this.source === "" ? source : `${source}: ${this.source}`;
    return new _SchemaError(this.definition, this.path, this.reason, combined);
  }
};
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function own(o, k) {
  return Object.hasOwn(o, k) ? o[k] : void 0;
}
function has(o, k) {
  return Object.hasOwn(o, k);
}
function escapePointer(s) {
  return s.replace(/~/g, "~0").replace(/\//g, "~1");
}
function unescapePointer(s) {
  return s.replace(/~1/g, "/").replace(/~0/g, "~");
}
var STRING = { name: "string", scalar: "string", list: null, map: null };
var NUMERIC = { name: "numeric", scalar: "numeric", list: null, map: null };
var BOOLEAN = { name: "boolean", scalar: "boolean", list: null, map: null };
var UNTYPED_SCALAR = { name: "untyped", scalar: "untyped", list: null, map: null };
var QUANTITY = "io.k8s.apimachinery.pkg.api.resource.Quantity";
var RAW_EXTENSION = "io.k8s.apimachinery.pkg.runtime.RawExtension";
var REF_PREFIXES = ["#/components/schemas/", "#/definitions/"];
var MAX_DEPTH2 = 512;
var Converter = class {
  defs;
  embedded;
  preserve;
  /** Nodes of real (non-alias) definitions, filled or still queued. */
  nodes = /* @__PURE__ */ new Map();
  /** Definitions with a placeholder node still to be filled. */
  queue = [];
  /** Nodes reached by name (definitions and their override copies). */
  named = /* @__PURE__ */ new WeakSet();
  /** Copies of named nodes with a map-type override: [granular, atomic]. */
  copies = /* @__PURE__ */ new Map();
  pendingCopies = [];
  /** Resolved alias chains: name to the real definition and the override met on the way. */
  aliases = /* @__PURE__ */ new Map();
  keyChecks = [];
  constructor(opts) {
    this.defs = opts.defs;
    this.embedded = opts.embedded;
    this.preserve = opts.preserve;
  }
  rootCtx(def) {
    return { def, path: "", label: def, preserve: this.preserve, depth: 0 };
  }
  /** Fills every placeholder, then the override copies, then checks list keys. */
  finish() {
    for (let name = this.queue.pop(); name !== void 0; name = this.queue.pop()) {
      const node2 = this.nodes.get(name);
      this.fill(node2, this.defs.get(name), this.rootCtx(name), false);
    }
    for (const p of this.pendingCopies) this.fillCopy(p);
    this.pendingCopies.length = 0;
    for (const k of this.keyChecks) this.checkKeys(k);
    this.keyChecks.length = 0;
  }
  /** The node a definition name stands for (following alias definitions). */
  definition(name) {
    const ctx = this.rootCtx(name);
    const { real, override } = this.resolveName(name, ctx);
    return this.namedNode(real, override, ctx);
  }
  /** Converts a schema into `node` (a placeholder or fresh node). */
  fill(node2, raw, ctx, rootTypeMeta) {
    if (!isObj(raw))
      throw new SchemaError(ctx.def, ctx.path, `schema must be an object, got ${describe(raw)}`);
    if (ctx.depth > MAX_DEPTH2)
      throw new SchemaError(ctx.def, ctx.path, `schema nesting deeper than ${MAX_DEPTH2}`);
    if (own(raw, "x-kubernetes-preserve-unknown-fields") === true && !ctx.preserve)
      ctx = { ...ctx, preserve: true };
    const scalar2 = scalarOf(raw, ctx);
    if (scalar2) {
      node2.scalar = scalar2.scalar;
      return;
    }
    const typ = schemaType(raw, ctx);
    switch (typ) {
      case "":
        node2.scalar = "untyped";
        node2.list = this.parseList(raw, ctx, false);
        node2.map = this.parseObject(raw, ctx, rootTypeMeta);
        return;
      case "object":
        node2.map = this.parseObject(raw, ctx, rootTypeMeta);
        return;
      case "array":
        node2.list = this.parseList(raw, ctx, true);
        return;
      default:
        throw new SchemaError(ctx.def, ctx.path, `unrecognized type ${JSON.stringify(typ)}`);
    }
  }
  /** A property/items/additionalProperties schema: a reference or an inline type. */
  member(raw, ctx) {
    if (!isObj(raw))
      throw new SchemaError(ctx.def, ctx.path, `schema must be an object, got ${describe(raw)}`);
    const ref = refOf(raw, ctx);
    if (ref !== null) {
      const site = mapRelationship(raw, ctx);
      const { real, override } = this.resolveName(ref, ctx);
      return this.namedNode(real, site ?? override, ctx);
    }
    const scalar2 = scalarOf(raw, ctx);
    if (scalar2) return scalar2;
    const node2 = { name: ctx.label, scalar: null, list: null, map: null };
    this.fill(node2, raw, { ...ctx, depth: ctx.depth + 1 }, false);
    return node2;
  }
  /** Follows alias definitions (a definition that is only a `$ref`) to a real one. */
  resolveName(name, ctx) {
    const defs = this.defs;
    if (defs === null) {
      throw new SchemaError(
        ctx.def,
        ctx.path,
        `$ref to ${JSON.stringify(name)} cannot be resolved in a standalone schema`
      );
    }
    const cached = this.aliases.get(name);
    if (cached) return cached;
    let override = null;
    const seen = [];
    const seenSet = /* @__PURE__ */ new Set();
    let cur = name;
    for (; ; ) {
      if (!defs.has(cur)) {
        const via = seen.length > 0 ? ` (via ${seen.join(" → ")})` : "";
        throw new SchemaError(ctx.def, ctx.path, `$ref to missing definition ${JSON.stringify(cur)}${via}`);
      }
      const known = cur === name ? void 0 : this.aliases.get(cur);
      if (known) {
        const out = { real: known.real, override: override ?? known.override };
        this.aliases.set(name, out);
        return out;
      }
      const raw = defs.get(cur);
      const next = cur === QUANTITY || cur === RAW_EXTENSION || !isObj(raw) ? null : refOf(raw, this.rootCtx(cur));
      if (next === null) {
        const out = { real: cur, override };
        this.aliases.set(name, out);
        return out;
      }
      if (seenSet.has(cur)) {
        throw new SchemaError(
          ctx.def,
          ctx.path,
          `$ref cycle with no structure: ${[...seen.slice(seen.indexOf(cur)), cur].join(" → ")}`
        );
      }
      seen.push(cur);
      seenSet.add(cur);
      if (override === null && isObj(raw)) override = mapRelationship(raw, this.rootCtx(cur));
      cur = next;
    }
  }
  /** The node of a real definition, or its copy with a map-type override. */
  namedNode(real, override, ctx) {
    let node2 = this.nodes.get(real);
    if (!node2) {
      if (real === QUANTITY) node2 = { name: real, scalar: "untyped", list: null, map: null };
      else if (real === RAW_EXTENSION) {
        node2 = {
          name: real,
          scalar: "untyped",
          list: { elem: untypedAtomic, atomic: true, keys: [] },
          map: { fields: /* @__PURE__ */ new Map(), elem: untypedAtomic, atomic: true }
        };
      } else {
        node2 = { name: real, scalar: null, list: null, map: null };
        this.queue.push(real);
      }
      this.nodes.set(real, node2);
      this.named.add(node2);
    }
    if (override === null) return node2;
    let pair = this.copies.get(node2);
    if (!pair) {
      pair = [null, null];
      this.copies.set(node2, pair);
    }
    const i = override ? 1 : 0;
    let copy = pair[i];
    if (!copy) {
      copy = { name: node2.name, scalar: null, list: null, map: null };
      pair[i] = copy;
      this.named.add(copy);
      this.pendingCopies.push({ copy, target: node2, atomic: override, ctx });
    }
    return copy;
  }
  fillCopy({ copy, target, atomic, ctx }) {
    copy.scalar = target.scalar;
    if (target.map) {
      copy.list = target.list;
      copy.map = { ...target.map, atomic };
    } else if (target.list) {
      copy.list = { ...target.list, atomic };
    } else {
      throw new SchemaError(
        ctx.def,
        ctx.path,
        `x-kubernetes-map-type on a reference to ${JSON.stringify(target.name)}, which is neither a map nor a list`
      );
    }
  }
  parseObject(raw, ctx, rootTypeMeta) {
    const fields = /* @__PURE__ */ new Map();
    const props = own(raw, "properties");
    if (props !== void 0 && props !== null) {
      if (!isObj(props))
        throw new SchemaError(ctx.def, ctx.path, `properties must be an object, got ${describe(props)}`);
      for (const [name, member] of Object.entries(props)) {
        const key = escapePointer(name);
        const child = {
          ...ctx,
          path: `${ctx.path}/properties/${key}`,
          label: `${ctx.label}.${name}`
        };
        const type = this.member(member, child);
        const def = isObj(member) ? own(member, "default") : void 0;
        const field = makeField(name, type, def === null ? void 0 : def);
        if (isObj(member) && own(member, "nullable") === true) field.nullable = true;
        fields.set(name, field);
      }
    }
    if (rootTypeMeta || this.embedded && own(raw, "x-kubernetes-embedded-resource") === true) {
      fields.set("apiVersion", makeField("apiVersion", STRING));
      fields.set("kind", makeField("kind", STRING));
      fields.set("metadata", makeField("metadata", objectMeta));
    }
    let elem;
    let elemNamed = true;
    const ap = own(raw, "additionalProperties");
    if (ap === void 0 || ap === null) {
      elem = ctx.preserve || fields.size === 0 ? deduced : null;
    } else if (ap === true) {
      elem = deduced;
    } else if (ap === false) {
      elem = null;
    } else if (isObj(ap)) {
      elem = this.member(ap, { ...ctx, path: `${ctx.path}/additionalProperties`, label: `${ctx.label}{}` });
      elemNamed = this.named.has(elem);
    } else {
      throw new SchemaError(
        ctx.def,
        ctx.path,
        `additionalProperties must be a schema or a boolean, got ${describe(ap)}`
      );
    }
    const map = { fields, elem, atomic: mapRelationship(raw, ctx) === true };
    if (isObj(ap)) keepDefault(map, ap);
    if (fields.size === 0 && elem !== null && (elem === deduced || !elemNamed && elem.scalar === "untyped")) {
      map.deduced = true;
    }
    return map;
  }
  parseList(raw, ctx, typed) {
    const rel = listRelationship(raw, ctx);
    const items = own(raw, "items");
    let elem;
    if (items !== void 0 && items !== null) {
      if (!isObj(items)) {
        throw new SchemaError(ctx.def, ctx.path, "items must be exactly one schema (an object), not a tuple");
      }
      elem = this.member(items, { ...ctx, path: `${ctx.path}/items`, label: `${ctx.label}[]` });
    } else if (typed) {
      throw new SchemaError(ctx.def, ctx.path, "`items` must be specified on arrays");
    } else {
      elem = untypedAtomic;
    }
    const list = { elem, atomic: rel.atomic, keys: rel.keys };
    if (isObj(items)) keepDefault(list, items);
    if (rel.keys.length > 0) this.keyChecks.push({ list, ctx, ext: rel.ext });
    return list;
  }
  checkKeys({ list, ctx, ext }) {
    const map = list.elem.map;
    for (const key of list.keys) {
      const field = map?.fields.get(key);
      if (!field) {
        throw new SchemaError(
          ctx.def,
          ctx.path,
          `${ext} names ${JSON.stringify(key)}, which is not a field of the list's items (${list.elem.name})`
        );
      }
      if (field.type.scalar === null) {
        throw new SchemaError(
          ctx.def,
          ctx.path,
          `${ext} names ${JSON.stringify(key)}, which is not a scalar field (${field.type.name})`
        );
      }
    }
  }
};
function describe(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "string") return JSON.stringify(v);
  return typeof v;
}
function schemaType(raw, ctx) {
  const t = own(raw, "type");
  if (t === void 0 || t === null) return "";
  const first = Array.isArray(t) ? t.length > 0 ? t[0] : "" : t;
  if (typeof first !== "string")
    throw new SchemaError(ctx.def, ctx.path, `type must be a string, got ${describe(first)}`);
  return first;
}
function scalarOf(raw, ctx) {
  switch (schemaType(raw, ctx)) {
    case "integer":
    case "number":
      return NUMERIC;
    case "boolean":
      return BOOLEAN;
    case "string": {
      const format = own(raw, "format");
      return format === void 0 || format === null || format === "" || format === "byte" ? STRING : UNTYPED_SCALAR;
    }
    default:
      return null;
  }
}
function refOf(raw, ctx) {
  let ref = own(raw, "$ref");
  let at = `${ctx.path}/$ref`;
  if (ref === void 0 || ref === "") {
    const allOf = own(raw, "allOf");
    if (!Array.isArray(allOf) || allOf.length !== 1 || !isObj(allOf[0])) return null;
    ref = own(allOf[0], "$ref");
    at = `${ctx.path}/allOf/0/$ref`;
    if (ref === void 0 || ref === "") return null;
  }
  if (typeof ref !== "string")
    throw new SchemaError(ctx.def, at, `$ref must be a string, got ${describe(ref)}`);
  for (const prefix of REF_PREFIXES) {
    if (ref.startsWith(prefix) && ref.length > prefix.length)
      return unescapePointer(ref.slice(prefix.length));
  }
  throw new SchemaError(
    ctx.def,
    at,
    `unsupported $ref ${JSON.stringify(ref)} (expected #/components/schemas/<name> or #/definitions/<name>)`
  );
}
function mapRelationship(raw, ctx) {
  if (!has(raw, "x-kubernetes-map-type")) return null;
  const v = own(raw, "x-kubernetes-map-type");
  if (v === "atomic") return true;
  if (v === "granular") return false;
  throw new SchemaError(ctx.def, ctx.path, `unknown x-kubernetes-map-type ${describe(v)}`);
}
var ATOMIC_LIST = { atomic: true, keys: [], ext: "" };
var SET_LIST = { atomic: false, keys: [], ext: "" };
function listRelationship(raw, ctx) {
  if (has(raw, "x-kubernetes-list-type")) {
    const lt = own(raw, "x-kubernetes-list-type");
    switch (lt) {
      case "atomic":
        return ATOMIC_LIST;
      case "set":
        return SET_LIST;
      case "map": {
        const ext = "x-kubernetes-list-map-keys";
        if (!has(raw, ext))
          throw new SchemaError(ctx.def, ctx.path, `x-kubernetes-list-type map without ${ext}`);
        const keys2 = own(raw, ext);
        if (!Array.isArray(keys2) || !keys2.every((k) => typeof k === "string")) {
          throw new SchemaError(ctx.def, ctx.path, `${ext} must be a list of strings, got ${describe(keys2)}`);
        }
        if (keys2.length === 0) throw new SchemaError(ctx.def, ctx.path, `${ext} must not be empty`);
        return { atomic: false, keys: [...keys2], ext };
      }
      default:
        throw new SchemaError(ctx.def, ctx.path, `unknown x-kubernetes-list-type ${describe(lt)}`);
    }
  }
  if (has(raw, "x-kubernetes-patch-strategy")) {
    const ps = own(raw, "x-kubernetes-patch-strategy");
    switch (ps) {
      case "merge":
      case "merge,retainKeys": {
        const ext = "x-kubernetes-patch-merge-key";
        if (!has(raw, ext)) return SET_LIST;
        const key = own(raw, ext);
        if (typeof key !== "string")
          throw new SchemaError(ctx.def, ctx.path, `${ext} must be a string, got ${describe(key)}`);
        return { atomic: false, keys: [key], ext };
      }
      case "retainKeys":
        return ATOMIC_LIST;
      default:
        throw new SchemaError(
          ctx.def,
          ctx.path,
          `unknown x-kubernetes-patch-strategy ${describe(ps)} on a list`
        );
    }
  }
  return ATOMIC_LIST;
}
function keepDefault(into, schema) {
  const def = own(schema, "default");
  if (def !== void 0 && def !== null) into.elemDefault = def;
  if (own(schema, "nullable") === true) into.elemNullable = true;
}
function typeFromOpenAPIV3Schema(schema, name = "root") {
  const c = new Converter({ defs: null, embedded: true, preserve: false });
  return convertRoot(c, schema, name, false);
}
function convertRoot(c, schema, name, rootTypeMeta) {
  const ctx = c.rootCtx(name);
  if (!isObj(schema)) throw new SchemaError(name, "", `schema must be an object, got ${describe(schema)}`);
  if (refOf(schema, ctx) !== null) {
    throw new SchemaError(name, "", "$ref cannot be resolved in a standalone schema");
  }
  const node2 = { name, scalar: null, list: null, map: null };
  c.fill(node2, schema, ctx, rootTypeMeta);
  c.finish();
  return node2;
}
function documentDefinitions(doc) {
  if (!isObj(doc))
    throw new SchemaError("root", "", `OpenAPI document must be an object, got ${describe(doc)}`);
  let raw;
  let where;
  const components = own(doc, "components");
  if (isObj(components) && has(components, "schemas")) {
    raw = own(components, "schemas");
    where = "/components/schemas";
  } else if (has(doc, "definitions")) {
    raw = own(doc, "definitions");
    where = "/definitions";
  } else {
    throw new SchemaError(
      "root",
      "",
      "OpenAPI document has neither components.schemas (v3) nor definitions (v2)"
    );
  }
  if (!isObj(raw))
    throw new SchemaError("root", where, `definitions must be an object, got ${describe(raw)}`);
  return new Map(Object.entries(raw));
}
var OpenAPIDocument = class {
  /** `"<group>/<version>/<Kind>"` (group '' for the core group) to a definition name. */
  byGVK = /* @__PURE__ */ new Map();
  defs;
  types = /* @__PURE__ */ new Map();
  converter = null;
  constructor(doc) {
    this.defs = documentDefinitions(doc);
    for (const [name, schema] of this.defs) {
      if (!isObj(schema)) continue;
      for (const gvk of gvksOf(schema)) if (!this.byGVK.has(gvk)) this.byGVK.set(gvk, name);
    }
  }
  /** Names of every definition of the document. */
  definitions() {
    return this.defs.keys();
  }
  /** The type of a definition; throws SchemaError for an unknown or broken one. */
  type(name) {
    const done = this.types.get(name);
    if (done) return done;
    return this.convert([name])[0];
  }
  /** The type serving `"<group>/<version>/<Kind>"`, or undefined when the document has none. */
  typeOfGVK(gvk) {
    const name = this.byGVK.get(gvk);
    return name === void 0 ? void 0 : this.type(name);
  }
  /** Converts several definitions in one pass (the converter fills what they reach once). */
  convert(names2) {
    if (!this.converter)
      this.converter = new Converter({ defs: this.defs, embedded: false, preserve: false });
    const c = this.converter;
    try {
      for (const name of names2) {
        if (!this.defs.has(name)) throw new SchemaError(name, "", "no such definition in the document");
      }
      const out = names2.map((name) => c.definition(name));
      c.finish();
      names2.forEach((name, i) => {
        this.types.set(name, out[i]);
      });
      return out;
    } catch (e) {
      this.converter = null;
      throw e;
    }
  }
};
function typesFromOpenAPIDocument(doc) {
  const d = new OpenAPIDocument(doc);
  const names2 = [...d.definitions()];
  const converted2 = d.convert(names2);
  const types = /* @__PURE__ */ new Map();
  names2.forEach((name, i) => {
    types.set(name, converted2[i]);
  });
  return { types, byGVK: d.byGVK };
}
function gvksOf(schema) {
  const ext = own(schema, "x-kubernetes-group-version-kind");
  if (!Array.isArray(ext)) return [];
  const out = [];
  for (const e of ext) {
    if (!isObj(e)) continue;
    const group = own(e, "group");
    const version2 = own(e, "version");
    const kind = own(e, "kind");
    if (typeof group !== "string" || typeof version2 !== "string" || typeof kind !== "string" || kind === "")
      continue;
    out.push(`${group}/${version2}/${kind}`);
  }
  return out;
}
function typesFromCRD(crd) {
  if (!isObj(crd))
    throw new SchemaError("root", "", `CustomResourceDefinition must be an object, got ${describe(crd)}`);
  const kindField = own(crd, "kind");
  if (kindField !== void 0 && kindField !== "CustomResourceDefinition") {
    throw new SchemaError(
      "root",
      "/kind",
      `expected a CustomResourceDefinition, got kind ${describe(kindField)}`
    );
  }
  const spec = own(crd, "spec");
  if (!isObj(spec)) throw new SchemaError("root", "/spec", "CustomResourceDefinition has no spec");
  const group = own(spec, "group");
  if (typeof group !== "string") throw new SchemaError("root", "/spec/group", "spec.group must be a string");
  const names2 = own(spec, "names");
  const kind = isObj(names2) ? own(names2, "kind") : void 0;
  if (typeof kind !== "string" || kind === "") {
    throw new SchemaError("root", "/spec/names/kind", "spec.names.kind must be a non-empty string");
  }
  const versions = own(spec, "versions");
  if (!Array.isArray(versions))
    throw new SchemaError("root", "/spec/versions", "spec.versions must be a list");
  const preserve = own(spec, "preserveUnknownFields") === true;
  const out = /* @__PURE__ */ new Map();
  versions.forEach((v, i) => {
    if (!isObj(v)) throw new SchemaError("root", `/spec/versions/${i}`, "version must be an object");
    const version2 = own(v, "name");
    if (typeof version2 !== "string" || version2 === "") {
      throw new SchemaError("root", `/spec/versions/${i}/name`, "version name must be a non-empty string");
    }
    if (own(v, "served") === false) return;
    const modelName = `${group.split(".").reverse().join(".")}.${version2}.${kind}`;
    const s = own(v, "schema");
    const openAPIV3Schema = isObj(s) ? own(s, "openAPIV3Schema") : void 0;
    const c = new Converter({ defs: null, embedded: true, preserve });
    if (openAPIV3Schema === void 0 || openAPIV3Schema === null) {
      out.set(version2, convertRoot(c, { type: "object" }, modelName, false));
    } else {
      out.set(version2, convertRoot(c, openAPIV3Schema, modelName, true));
    }
  });
  return out;
}

// core/schema/builtin/k8s-1.35.ts
var KUBERNETES_VERSION = "1.35";
var BUILTIN_SCHEMAS = {
  kinds: {
    "admission.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "admission.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "admissionregistration.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      MutatingWebhookConfiguration: "io.k8s.api.admissionregistration.v1.MutatingWebhookConfiguration",
      MutatingWebhookConfigurationList: "io.k8s.api.admissionregistration.v1.MutatingWebhookConfigurationList",
      ValidatingAdmissionPolicy: "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicy",
      ValidatingAdmissionPolicyBinding: "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding",
      ValidatingAdmissionPolicyBindingList: "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingList",
      ValidatingAdmissionPolicyList: "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyList",
      ValidatingWebhookConfiguration: "io.k8s.api.admissionregistration.v1.ValidatingWebhookConfiguration",
      ValidatingWebhookConfigurationList: "io.k8s.api.admissionregistration.v1.ValidatingWebhookConfigurationList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "admissionregistration.k8s.io/v1alpha1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      MutatingAdmissionPolicy: "io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicy",
      MutatingAdmissionPolicyBinding: "io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicyBinding",
      MutatingAdmissionPolicyBindingList: "io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicyBindingList",
      MutatingAdmissionPolicyList: "io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicyList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "admissionregistration.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      MutatingAdmissionPolicy: "io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicy",
      MutatingAdmissionPolicyBinding: "io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicyBinding",
      MutatingAdmissionPolicyBindingList: "io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicyBindingList",
      MutatingAdmissionPolicyList: "io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicyList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "apiextensions.k8s.io/v1": {
      CustomResourceDefinition: "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinition",
      CustomResourceDefinitionList: "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionList",
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "apiextensions.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "apiregistration.k8s.io/v1": {
      APIService: "io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIService",
      APIServiceList: "io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceList",
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "apiregistration.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "apps/v1": {
      ControllerRevision: "io.k8s.api.apps.v1.ControllerRevision",
      ControllerRevisionList: "io.k8s.api.apps.v1.ControllerRevisionList",
      DaemonSet: "io.k8s.api.apps.v1.DaemonSet",
      DaemonSetList: "io.k8s.api.apps.v1.DaemonSetList",
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      Deployment: "io.k8s.api.apps.v1.Deployment",
      DeploymentList: "io.k8s.api.apps.v1.DeploymentList",
      ReplicaSet: "io.k8s.api.apps.v1.ReplicaSet",
      ReplicaSetList: "io.k8s.api.apps.v1.ReplicaSetList",
      StatefulSet: "io.k8s.api.apps.v1.StatefulSet",
      StatefulSetList: "io.k8s.api.apps.v1.StatefulSetList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "apps/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "apps/v1beta2": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "authentication.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      SelfSubjectReview: "io.k8s.api.authentication.v1.SelfSubjectReview",
      TokenRequest: "io.k8s.api.authentication.v1.TokenRequest",
      TokenReview: "io.k8s.api.authentication.v1.TokenReview",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "authentication.k8s.io/v1alpha1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "authentication.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "authorization.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      LocalSubjectAccessReview: "io.k8s.api.authorization.v1.LocalSubjectAccessReview",
      SelfSubjectAccessReview: "io.k8s.api.authorization.v1.SelfSubjectAccessReview",
      SelfSubjectRulesReview: "io.k8s.api.authorization.v1.SelfSubjectRulesReview",
      SubjectAccessReview: "io.k8s.api.authorization.v1.SubjectAccessReview",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "authorization.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "autoscaling/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      HorizontalPodAutoscaler: "io.k8s.api.autoscaling.v1.HorizontalPodAutoscaler",
      HorizontalPodAutoscalerList: "io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerList",
      Scale: "io.k8s.api.autoscaling.v1.Scale",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "autoscaling/v2": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      HorizontalPodAutoscaler: "io.k8s.api.autoscaling.v2.HorizontalPodAutoscaler",
      HorizontalPodAutoscalerList: "io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "autoscaling/v2beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "autoscaling/v2beta2": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "batch/v1": {
      CronJob: "io.k8s.api.batch.v1.CronJob",
      CronJobList: "io.k8s.api.batch.v1.CronJobList",
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      Job: "io.k8s.api.batch.v1.Job",
      JobList: "io.k8s.api.batch.v1.JobList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "batch/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "certificates.k8s.io/v1": {
      CertificateSigningRequest: "io.k8s.api.certificates.v1.CertificateSigningRequest",
      CertificateSigningRequestList: "io.k8s.api.certificates.v1.CertificateSigningRequestList",
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "certificates.k8s.io/v1alpha1": {
      ClusterTrustBundle: "io.k8s.api.certificates.v1alpha1.ClusterTrustBundle",
      ClusterTrustBundleList: "io.k8s.api.certificates.v1alpha1.ClusterTrustBundleList",
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "certificates.k8s.io/v1beta1": {
      ClusterTrustBundle: "io.k8s.api.certificates.v1beta1.ClusterTrustBundle",
      ClusterTrustBundleList: "io.k8s.api.certificates.v1beta1.ClusterTrustBundleList",
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      PodCertificateRequest: "io.k8s.api.certificates.v1beta1.PodCertificateRequest",
      PodCertificateRequestList: "io.k8s.api.certificates.v1beta1.PodCertificateRequestList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "coordination.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      Lease: "io.k8s.api.coordination.v1.Lease",
      LeaseList: "io.k8s.api.coordination.v1.LeaseList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "coordination.k8s.io/v1alpha2": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      LeaseCandidate: "io.k8s.api.coordination.v1alpha2.LeaseCandidate",
      LeaseCandidateList: "io.k8s.api.coordination.v1alpha2.LeaseCandidateList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "coordination.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      LeaseCandidate: "io.k8s.api.coordination.v1beta1.LeaseCandidate",
      LeaseCandidateList: "io.k8s.api.coordination.v1beta1.LeaseCandidateList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "discovery.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      EndpointSlice: "io.k8s.api.discovery.v1.EndpointSlice",
      EndpointSliceList: "io.k8s.api.discovery.v1.EndpointSliceList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "discovery.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "events.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      Event: "io.k8s.api.events.v1.Event",
      EventList: "io.k8s.api.events.v1.EventList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "events.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "extensions/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "flowcontrol.apiserver.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      FlowSchema: "io.k8s.api.flowcontrol.v1.FlowSchema",
      FlowSchemaList: "io.k8s.api.flowcontrol.v1.FlowSchemaList",
      PriorityLevelConfiguration: "io.k8s.api.flowcontrol.v1.PriorityLevelConfiguration",
      PriorityLevelConfigurationList: "io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "flowcontrol.apiserver.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "flowcontrol.apiserver.k8s.io/v1beta2": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "flowcontrol.apiserver.k8s.io/v1beta3": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "imagepolicy.k8s.io/v1alpha1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "internal.apiserver.k8s.io/v1alpha1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      StorageVersion: "io.k8s.api.apiserverinternal.v1alpha1.StorageVersion",
      StorageVersionList: "io.k8s.api.apiserverinternal.v1alpha1.StorageVersionList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "networking.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      IPAddress: "io.k8s.api.networking.v1.IPAddress",
      IPAddressList: "io.k8s.api.networking.v1.IPAddressList",
      Ingress: "io.k8s.api.networking.v1.Ingress",
      IngressClass: "io.k8s.api.networking.v1.IngressClass",
      IngressClassList: "io.k8s.api.networking.v1.IngressClassList",
      IngressList: "io.k8s.api.networking.v1.IngressList",
      NetworkPolicy: "io.k8s.api.networking.v1.NetworkPolicy",
      NetworkPolicyList: "io.k8s.api.networking.v1.NetworkPolicyList",
      ServiceCIDR: "io.k8s.api.networking.v1.ServiceCIDR",
      ServiceCIDRList: "io.k8s.api.networking.v1.ServiceCIDRList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "networking.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      IPAddress: "io.k8s.api.networking.v1beta1.IPAddress",
      IPAddressList: "io.k8s.api.networking.v1beta1.IPAddressList",
      ServiceCIDR: "io.k8s.api.networking.v1beta1.ServiceCIDR",
      ServiceCIDRList: "io.k8s.api.networking.v1beta1.ServiceCIDRList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "node.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      RuntimeClass: "io.k8s.api.node.v1.RuntimeClass",
      RuntimeClassList: "io.k8s.api.node.v1.RuntimeClassList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "node.k8s.io/v1alpha1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "node.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "policy/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      Eviction: "io.k8s.api.policy.v1.Eviction",
      PodDisruptionBudget: "io.k8s.api.policy.v1.PodDisruptionBudget",
      PodDisruptionBudgetList: "io.k8s.api.policy.v1.PodDisruptionBudgetList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "policy/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "rbac.authorization.k8s.io/v1": {
      ClusterRole: "io.k8s.api.rbac.v1.ClusterRole",
      ClusterRoleBinding: "io.k8s.api.rbac.v1.ClusterRoleBinding",
      ClusterRoleBindingList: "io.k8s.api.rbac.v1.ClusterRoleBindingList",
      ClusterRoleList: "io.k8s.api.rbac.v1.ClusterRoleList",
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      Role: "io.k8s.api.rbac.v1.Role",
      RoleBinding: "io.k8s.api.rbac.v1.RoleBinding",
      RoleBindingList: "io.k8s.api.rbac.v1.RoleBindingList",
      RoleList: "io.k8s.api.rbac.v1.RoleList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "rbac.authorization.k8s.io/v1alpha1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "rbac.authorization.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "resource.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      DeviceClass: "io.k8s.api.resource.v1.DeviceClass",
      DeviceClassList: "io.k8s.api.resource.v1.DeviceClassList",
      ResourceClaim: "io.k8s.api.resource.v1.ResourceClaim",
      ResourceClaimList: "io.k8s.api.resource.v1.ResourceClaimList",
      ResourceClaimTemplate: "io.k8s.api.resource.v1.ResourceClaimTemplate",
      ResourceClaimTemplateList: "io.k8s.api.resource.v1.ResourceClaimTemplateList",
      ResourceSlice: "io.k8s.api.resource.v1.ResourceSlice",
      ResourceSliceList: "io.k8s.api.resource.v1.ResourceSliceList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "resource.k8s.io/v1alpha3": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      DeviceTaintRule: "io.k8s.api.resource.v1alpha3.DeviceTaintRule",
      DeviceTaintRuleList: "io.k8s.api.resource.v1alpha3.DeviceTaintRuleList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "resource.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      DeviceClass: "io.k8s.api.resource.v1beta1.DeviceClass",
      DeviceClassList: "io.k8s.api.resource.v1beta1.DeviceClassList",
      ResourceClaim: "io.k8s.api.resource.v1beta1.ResourceClaim",
      ResourceClaimList: "io.k8s.api.resource.v1beta1.ResourceClaimList",
      ResourceClaimTemplate: "io.k8s.api.resource.v1beta1.ResourceClaimTemplate",
      ResourceClaimTemplateList: "io.k8s.api.resource.v1beta1.ResourceClaimTemplateList",
      ResourceSlice: "io.k8s.api.resource.v1beta1.ResourceSlice",
      ResourceSliceList: "io.k8s.api.resource.v1beta1.ResourceSliceList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "resource.k8s.io/v1beta2": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      DeviceClass: "io.k8s.api.resource.v1beta2.DeviceClass",
      DeviceClassList: "io.k8s.api.resource.v1beta2.DeviceClassList",
      ResourceClaim: "io.k8s.api.resource.v1beta2.ResourceClaim",
      ResourceClaimList: "io.k8s.api.resource.v1beta2.ResourceClaimList",
      ResourceClaimTemplate: "io.k8s.api.resource.v1beta2.ResourceClaimTemplate",
      ResourceClaimTemplateList: "io.k8s.api.resource.v1beta2.ResourceClaimTemplateList",
      ResourceSlice: "io.k8s.api.resource.v1beta2.ResourceSlice",
      ResourceSliceList: "io.k8s.api.resource.v1beta2.ResourceSliceList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "scheduling.k8s.io/v1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      PriorityClass: "io.k8s.api.scheduling.v1.PriorityClass",
      PriorityClassList: "io.k8s.api.scheduling.v1.PriorityClassList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "scheduling.k8s.io/v1alpha1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent",
      Workload: "io.k8s.api.scheduling.v1alpha1.Workload",
      WorkloadList: "io.k8s.api.scheduling.v1alpha1.WorkloadList"
    },
    "scheduling.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "storage.k8s.io/v1": {
      CSIDriver: "io.k8s.api.storage.v1.CSIDriver",
      CSIDriverList: "io.k8s.api.storage.v1.CSIDriverList",
      CSINode: "io.k8s.api.storage.v1.CSINode",
      CSINodeList: "io.k8s.api.storage.v1.CSINodeList",
      CSIStorageCapacity: "io.k8s.api.storage.v1.CSIStorageCapacity",
      CSIStorageCapacityList: "io.k8s.api.storage.v1.CSIStorageCapacityList",
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      StorageClass: "io.k8s.api.storage.v1.StorageClass",
      StorageClassList: "io.k8s.api.storage.v1.StorageClassList",
      VolumeAttachment: "io.k8s.api.storage.v1.VolumeAttachment",
      VolumeAttachmentList: "io.k8s.api.storage.v1.VolumeAttachmentList",
      VolumeAttributesClass: "io.k8s.api.storage.v1.VolumeAttributesClass",
      VolumeAttributesClassList: "io.k8s.api.storage.v1.VolumeAttributesClassList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "storage.k8s.io/v1alpha1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "storage.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      VolumeAttributesClass: "io.k8s.api.storage.v1beta1.VolumeAttributesClass",
      VolumeAttributesClassList: "io.k8s.api.storage.v1beta1.VolumeAttributesClassList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    "storagemigration.k8s.io/v1beta1": {
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      StorageVersionMigration: "io.k8s.api.storagemigration.v1beta1.StorageVersionMigration",
      StorageVersionMigrationList: "io.k8s.api.storagemigration.v1beta1.StorageVersionMigrationList",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    },
    v1: {
      APIResourceList: "io.k8s.apimachinery.pkg.apis.meta.v1.APIResourceList",
      Binding: "io.k8s.api.core.v1.Binding",
      ComponentStatus: "io.k8s.api.core.v1.ComponentStatus",
      ComponentStatusList: "io.k8s.api.core.v1.ComponentStatusList",
      ConfigMap: "io.k8s.api.core.v1.ConfigMap",
      ConfigMapList: "io.k8s.api.core.v1.ConfigMapList",
      DeleteOptions: "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions",
      Endpoints: "io.k8s.api.core.v1.Endpoints",
      EndpointsList: "io.k8s.api.core.v1.EndpointsList",
      Event: "io.k8s.api.core.v1.Event",
      EventList: "io.k8s.api.core.v1.EventList",
      LimitRange: "io.k8s.api.core.v1.LimitRange",
      LimitRangeList: "io.k8s.api.core.v1.LimitRangeList",
      Namespace: "io.k8s.api.core.v1.Namespace",
      NamespaceList: "io.k8s.api.core.v1.NamespaceList",
      Node: "io.k8s.api.core.v1.Node",
      NodeList: "io.k8s.api.core.v1.NodeList",
      PersistentVolume: "io.k8s.api.core.v1.PersistentVolume",
      PersistentVolumeClaim: "io.k8s.api.core.v1.PersistentVolumeClaim",
      PersistentVolumeClaimList: "io.k8s.api.core.v1.PersistentVolumeClaimList",
      PersistentVolumeList: "io.k8s.api.core.v1.PersistentVolumeList",
      Pod: "io.k8s.api.core.v1.Pod",
      PodList: "io.k8s.api.core.v1.PodList",
      PodTemplate: "io.k8s.api.core.v1.PodTemplate",
      PodTemplateList: "io.k8s.api.core.v1.PodTemplateList",
      ReplicationController: "io.k8s.api.core.v1.ReplicationController",
      ReplicationControllerList: "io.k8s.api.core.v1.ReplicationControllerList",
      ResourceQuota: "io.k8s.api.core.v1.ResourceQuota",
      ResourceQuotaList: "io.k8s.api.core.v1.ResourceQuotaList",
      Secret: "io.k8s.api.core.v1.Secret",
      SecretList: "io.k8s.api.core.v1.SecretList",
      Service: "io.k8s.api.core.v1.Service",
      ServiceAccount: "io.k8s.api.core.v1.ServiceAccount",
      ServiceAccountList: "io.k8s.api.core.v1.ServiceAccountList",
      ServiceList: "io.k8s.api.core.v1.ServiceList",
      Status: "io.k8s.apimachinery.pkg.apis.meta.v1.Status",
      WatchEvent: "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent"
    }
  },
  definitions: {
    "io.k8s.api.admissionregistration.v1.AuditAnnotation": '{"properties":{"key":{"default":"","type":"string"},"valueExpression":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ExpressionWarning": '{"properties":{"fieldRef":{"default":"","type":"string"},"warning":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.MatchCondition": '{"properties":{"expression":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.MatchResources": '{"properties":{"excludeResourceRules":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.NamedRuleWithOperations"},"type":"array","x-kubernetes-list-type":"atomic"},"matchPolicy":{"type":"string"},"namespaceSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"objectSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"resourceRules":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.NamedRuleWithOperations"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1.MutatingWebhook": '{"properties":{"admissionReviewVersions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"clientConfig":{"$ref":"io.k8s.api.admissionregistration.v1.WebhookClientConfig","default":{}},"failurePolicy":{"type":"string"},"matchConditions":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.MatchCondition"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"matchPolicy":{"type":"string"},"name":{"default":"","type":"string"},"namespaceSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"objectSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"reinvocationPolicy":{"type":"string"},"rules":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.RuleWithOperations"},"type":"array","x-kubernetes-list-type":"atomic"},"sideEffects":{"type":"string"},"timeoutSeconds":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.MutatingWebhookConfiguration": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"webhooks":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.MutatingWebhook"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.MutatingWebhookConfigurationList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.MutatingWebhookConfiguration"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.NamedRuleWithOperations": '{"properties":{"apiGroups":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"apiVersions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"operations":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resourceNames":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resources":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"scope":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1.ParamKind": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1.ParamRef": '{"properties":{"name":{"type":"string"},"namespace":{"type":"string"},"parameterNotFoundAction":{"type":"string"},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1.RuleWithOperations": '{"properties":{"apiGroups":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"apiVersions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"operations":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resources":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"scope":{"type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ServiceReference": '{"properties":{"name":{"default":"","type":"string"},"namespace":{"default":"","type":"string"},"path":{"type":"string"},"port":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.TypeChecking": '{"properties":{"expressionWarnings":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.ExpressionWarning"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicy": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicySpec","default":{}},"status":{"$ref":"io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyStatus","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingSpec","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyBinding"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyBindingSpec": '{"properties":{"matchResources":{"$ref":"io.k8s.api.admissionregistration.v1.MatchResources"},"paramRef":{"$ref":"io.k8s.api.admissionregistration.v1.ParamRef"},"policyName":{"type":"string"},"validationActions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicy"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicySpec": '{"properties":{"auditAnnotations":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.AuditAnnotation"},"type":"array","x-kubernetes-list-type":"atomic"},"failurePolicy":{"type":"string"},"matchConditions":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.MatchCondition"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"matchConstraints":{"$ref":"io.k8s.api.admissionregistration.v1.MatchResources"},"paramKind":{"$ref":"io.k8s.api.admissionregistration.v1.ParamKind"},"validations":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.Validation"},"type":"array","x-kubernetes-list-type":"atomic"},"variables":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.Variable"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ValidatingAdmissionPolicyStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map"},"observedGeneration":{"type":"integer"},"typeChecking":{"$ref":"io.k8s.api.admissionregistration.v1.TypeChecking"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ValidatingWebhook": '{"properties":{"admissionReviewVersions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"clientConfig":{"$ref":"io.k8s.api.admissionregistration.v1.WebhookClientConfig","default":{}},"failurePolicy":{"type":"string"},"matchConditions":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.MatchCondition"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"matchPolicy":{"type":"string"},"name":{"default":"","type":"string"},"namespaceSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"objectSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"rules":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.RuleWithOperations"},"type":"array","x-kubernetes-list-type":"atomic"},"sideEffects":{"type":"string"},"timeoutSeconds":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ValidatingWebhookConfiguration": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"webhooks":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.ValidatingWebhook"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.ValidatingWebhookConfigurationList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.admissionregistration.v1.ValidatingWebhookConfiguration"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.Validation": '{"properties":{"expression":{"default":"","type":"string"},"message":{"type":"string"},"messageExpression":{"type":"string"},"reason":{"type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1.Variable": '{"properties":{"expression":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1.WebhookClientConfig": '{"properties":{"caBundle":{"type":"string"},"service":{"$ref":"io.k8s.api.admissionregistration.v1.ServiceReference"},"url":{"type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.ApplyConfiguration": '{"properties":{"expression":{"type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.JSONPatch": '{"properties":{"expression":{"type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.MatchCondition": '{"properties":{"expression":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.MatchResources": '{"properties":{"excludeResourceRules":{"items":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.NamedRuleWithOperations"},"type":"array","x-kubernetes-list-type":"atomic"},"matchPolicy":{"type":"string"},"namespaceSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"objectSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"resourceRules":{"items":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.NamedRuleWithOperations"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicy": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicySpec","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicyBinding": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicyBindingSpec","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicyBindingList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicyBinding"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicyBindingSpec": '{"properties":{"matchResources":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.MatchResources"},"paramRef":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.ParamRef"},"policyName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicyList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicy"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.MutatingAdmissionPolicySpec": '{"properties":{"failurePolicy":{"type":"string"},"matchConditions":{"items":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.MatchCondition"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"matchConstraints":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.MatchResources"},"mutations":{"items":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.Mutation"},"type":"array","x-kubernetes-list-type":"atomic"},"paramKind":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.ParamKind"},"reinvocationPolicy":{"type":"string"},"variables":{"items":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.Variable"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.Mutation": '{"properties":{"applyConfiguration":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.ApplyConfiguration"},"jsonPatch":{"$ref":"io.k8s.api.admissionregistration.v1alpha1.JSONPatch"},"patchType":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1alpha1.NamedRuleWithOperations": '{"properties":{"apiGroups":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"apiVersions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"operations":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resourceNames":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resources":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"scope":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1alpha1.ParamKind": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1alpha1.ParamRef": '{"properties":{"name":{"type":"string"},"namespace":{"type":"string"},"parameterNotFoundAction":{"type":"string"},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1alpha1.Variable": '{"properties":{"expression":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.ApplyConfiguration": '{"properties":{"expression":{"type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.JSONPatch": '{"properties":{"expression":{"type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.MatchCondition": '{"properties":{"expression":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.MatchResources": '{"properties":{"excludeResourceRules":{"items":{"$ref":"io.k8s.api.admissionregistration.v1beta1.NamedRuleWithOperations"},"type":"array","x-kubernetes-list-type":"atomic"},"matchPolicy":{"type":"string"},"namespaceSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"objectSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"resourceRules":{"items":{"$ref":"io.k8s.api.admissionregistration.v1beta1.NamedRuleWithOperations"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicy": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicySpec","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicyBinding": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicyBindingSpec","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicyBindingList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicyBinding"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicyBindingSpec": '{"properties":{"matchResources":{"$ref":"io.k8s.api.admissionregistration.v1beta1.MatchResources"},"paramRef":{"$ref":"io.k8s.api.admissionregistration.v1beta1.ParamRef"},"policyName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicyList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicy"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.MutatingAdmissionPolicySpec": '{"properties":{"failurePolicy":{"type":"string"},"matchConditions":{"items":{"$ref":"io.k8s.api.admissionregistration.v1beta1.MatchCondition"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"matchConstraints":{"$ref":"io.k8s.api.admissionregistration.v1beta1.MatchResources"},"mutations":{"items":{"$ref":"io.k8s.api.admissionregistration.v1beta1.Mutation"},"type":"array","x-kubernetes-list-type":"atomic"},"paramKind":{"$ref":"io.k8s.api.admissionregistration.v1beta1.ParamKind"},"reinvocationPolicy":{"type":"string"},"variables":{"items":{"$ref":"io.k8s.api.admissionregistration.v1beta1.Variable"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.Mutation": '{"properties":{"applyConfiguration":{"$ref":"io.k8s.api.admissionregistration.v1beta1.ApplyConfiguration"},"jsonPatch":{"$ref":"io.k8s.api.admissionregistration.v1beta1.JSONPatch"},"patchType":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.admissionregistration.v1beta1.NamedRuleWithOperations": '{"properties":{"apiGroups":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"apiVersions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"operations":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resourceNames":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resources":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"scope":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1beta1.ParamKind": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1beta1.ParamRef": '{"properties":{"name":{"type":"string"},"namespace":{"type":"string"},"parameterNotFoundAction":{"type":"string"},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.admissionregistration.v1beta1.Variable": '{"properties":{"expression":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.apiserverinternal.v1alpha1.ServerStorageVersion": '{"properties":{"apiServerID":{"type":"string"},"decodableVersions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"},"encodingVersion":{"type":"string"},"servedVersions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"}},"type":"object"}',
    "io.k8s.api.apiserverinternal.v1alpha1.StorageVersion": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.apiserverinternal.v1alpha1.StorageVersionSpec","default":{}},"status":{"$ref":"io.k8s.api.apiserverinternal.v1alpha1.StorageVersionStatus","default":{}}},"type":"object"}',
    "io.k8s.api.apiserverinternal.v1alpha1.StorageVersionCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"observedGeneration":{"type":"integer"},"reason":{"default":"","type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.apiserverinternal.v1alpha1.StorageVersionList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.apiserverinternal.v1alpha1.StorageVersion"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.apiserverinternal.v1alpha1.StorageVersionSpec": '{"type":"object"}',
    "io.k8s.api.apiserverinternal.v1alpha1.StorageVersionStatus": '{"properties":{"commonEncodingVersion":{"type":"string"},"conditions":{"items":{"$ref":"io.k8s.api.apiserverinternal.v1alpha1.StorageVersionCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map"},"storageVersions":{"items":{"$ref":"io.k8s.api.apiserverinternal.v1alpha1.ServerStorageVersion"},"type":"array","x-kubernetes-list-map-keys":["apiServerID"],"x-kubernetes-list-type":"map"}},"type":"object"}',
    "io.k8s.api.apps.v1.ControllerRevision": '{"properties":{"apiVersion":{"type":"string"},"data":{"$ref":"io.k8s.apimachinery.pkg.runtime.RawExtension"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"revision":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.apps.v1.ControllerRevisionList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.apps.v1.ControllerRevision"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.DaemonSet": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.apps.v1.DaemonSetSpec","default":{}},"status":{"$ref":"io.k8s.api.apps.v1.DaemonSetStatus","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.DaemonSetCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.apps.v1.DaemonSetList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.apps.v1.DaemonSet"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.DaemonSetSpec": '{"properties":{"minReadySeconds":{"type":"integer"},"revisionHistoryLimit":{"type":"integer"},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"template":{"$ref":"io.k8s.api.core.v1.PodTemplateSpec","default":{}},"updateStrategy":{"$ref":"io.k8s.api.apps.v1.DaemonSetUpdateStrategy","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.DaemonSetStatus": '{"properties":{"collisionCount":{"type":"integer"},"conditions":{"items":{"$ref":"io.k8s.api.apps.v1.DaemonSetCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"currentNumberScheduled":{"default":0,"type":"integer"},"desiredNumberScheduled":{"default":0,"type":"integer"},"numberAvailable":{"type":"integer"},"numberMisscheduled":{"default":0,"type":"integer"},"numberReady":{"default":0,"type":"integer"},"numberUnavailable":{"type":"integer"},"observedGeneration":{"type":"integer"},"updatedNumberScheduled":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.apps.v1.DaemonSetUpdateStrategy": '{"properties":{"rollingUpdate":{"$ref":"io.k8s.api.apps.v1.RollingUpdateDaemonSet"},"type":{"type":"string"}},"type":"object"}',
    "io.k8s.api.apps.v1.Deployment": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.apps.v1.DeploymentSpec","default":{}},"status":{"$ref":"io.k8s.api.apps.v1.DeploymentStatus","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.DeploymentCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"lastUpdateTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.apps.v1.DeploymentList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.apps.v1.Deployment"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.DeploymentSpec": '{"properties":{"minReadySeconds":{"type":"integer"},"paused":{"type":"boolean"},"progressDeadlineSeconds":{"type":"integer"},"replicas":{"type":"integer"},"revisionHistoryLimit":{"type":"integer"},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"strategy":{"$ref":"io.k8s.api.apps.v1.DeploymentStrategy","default":{},"x-kubernetes-patch-strategy":"retainKeys"},"template":{"$ref":"io.k8s.api.core.v1.PodTemplateSpec","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.DeploymentStatus": '{"properties":{"availableReplicas":{"type":"integer"},"collisionCount":{"type":"integer"},"conditions":{"items":{"$ref":"io.k8s.api.apps.v1.DeploymentCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"observedGeneration":{"type":"integer"},"readyReplicas":{"type":"integer"},"replicas":{"type":"integer"},"terminatingReplicas":{"type":"integer"},"unavailableReplicas":{"type":"integer"},"updatedReplicas":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.apps.v1.DeploymentStrategy": '{"properties":{"rollingUpdate":{"$ref":"io.k8s.api.apps.v1.RollingUpdateDeployment"},"type":{"type":"string"}},"type":"object"}',
    "io.k8s.api.apps.v1.ReplicaSet": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.apps.v1.ReplicaSetSpec","default":{}},"status":{"$ref":"io.k8s.api.apps.v1.ReplicaSetStatus","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.ReplicaSetCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.apps.v1.ReplicaSetList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.apps.v1.ReplicaSet"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.ReplicaSetSpec": '{"properties":{"minReadySeconds":{"type":"integer"},"replicas":{"type":"integer"},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"template":{"$ref":"io.k8s.api.core.v1.PodTemplateSpec","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.ReplicaSetStatus": '{"properties":{"availableReplicas":{"type":"integer"},"conditions":{"items":{"$ref":"io.k8s.api.apps.v1.ReplicaSetCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"fullyLabeledReplicas":{"type":"integer"},"observedGeneration":{"type":"integer"},"readyReplicas":{"type":"integer"},"replicas":{"default":0,"type":"integer"},"terminatingReplicas":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.apps.v1.RollingUpdateDaemonSet": '{"properties":{"maxSurge":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"},"maxUnavailable":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"}},"type":"object"}',
    "io.k8s.api.apps.v1.RollingUpdateDeployment": '{"properties":{"maxSurge":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"},"maxUnavailable":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"}},"type":"object"}',
    "io.k8s.api.apps.v1.RollingUpdateStatefulSetStrategy": '{"properties":{"maxUnavailable":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"},"partition":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.apps.v1.StatefulSet": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.apps.v1.StatefulSetSpec","default":{}},"status":{"$ref":"io.k8s.api.apps.v1.StatefulSetStatus","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.StatefulSetCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.apps.v1.StatefulSetList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.apps.v1.StatefulSet"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.apps.v1.StatefulSetOrdinals": '{"properties":{"start":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.apps.v1.StatefulSetPersistentVolumeClaimRetentionPolicy": '{"properties":{"whenDeleted":{"type":"string"},"whenScaled":{"type":"string"}},"type":"object"}',
    "io.k8s.api.apps.v1.StatefulSetSpec": '{"properties":{"minReadySeconds":{"type":"integer"},"ordinals":{"$ref":"io.k8s.api.apps.v1.StatefulSetOrdinals"},"persistentVolumeClaimRetentionPolicy":{"$ref":"io.k8s.api.apps.v1.StatefulSetPersistentVolumeClaimRetentionPolicy"},"podManagementPolicy":{"type":"string"},"replicas":{"type":"integer"},"revisionHistoryLimit":{"type":"integer"},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"serviceName":{"default":"","type":"string"},"template":{"$ref":"io.k8s.api.core.v1.PodTemplateSpec","default":{}},"updateStrategy":{"$ref":"io.k8s.api.apps.v1.StatefulSetUpdateStrategy","default":{}},"volumeClaimTemplates":{"items":{"$ref":"io.k8s.api.core.v1.PersistentVolumeClaim"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.apps.v1.StatefulSetStatus": '{"properties":{"availableReplicas":{"default":0,"type":"integer"},"collisionCount":{"type":"integer"},"conditions":{"items":{"$ref":"io.k8s.api.apps.v1.StatefulSetCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"currentReplicas":{"type":"integer"},"currentRevision":{"type":"string"},"observedGeneration":{"type":"integer"},"readyReplicas":{"type":"integer"},"replicas":{"default":0,"type":"integer"},"updateRevision":{"type":"string"},"updatedReplicas":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.apps.v1.StatefulSetUpdateStrategy": '{"properties":{"rollingUpdate":{"$ref":"io.k8s.api.apps.v1.RollingUpdateStatefulSetStrategy"},"type":{"type":"string"}},"type":"object"}',
    "io.k8s.api.authentication.v1.BoundObjectReference": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"name":{"type":"string"},"uid":{"type":"string"}},"type":"object"}',
    "io.k8s.api.authentication.v1.SelfSubjectReview": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"status":{"$ref":"io.k8s.api.authentication.v1.SelfSubjectReviewStatus","default":{}}},"type":"object"}',
    "io.k8s.api.authentication.v1.SelfSubjectReviewStatus": '{"properties":{"userInfo":{"$ref":"io.k8s.api.authentication.v1.UserInfo","default":{}}},"type":"object"}',
    "io.k8s.api.authentication.v1.TokenRequest": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.authentication.v1.TokenRequestSpec","default":{}},"status":{"$ref":"io.k8s.api.authentication.v1.TokenRequestStatus","default":{}}},"type":"object"}',
    "io.k8s.api.authentication.v1.TokenRequestSpec": '{"properties":{"audiences":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"boundObjectRef":{"$ref":"io.k8s.api.authentication.v1.BoundObjectReference"},"expirationSeconds":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.authentication.v1.TokenRequestStatus": '{"properties":{"expirationTimestamp":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"token":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.authentication.v1.TokenReview": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.authentication.v1.TokenReviewSpec","default":{}},"status":{"$ref":"io.k8s.api.authentication.v1.TokenReviewStatus","default":{}}},"type":"object"}',
    "io.k8s.api.authentication.v1.TokenReviewSpec": '{"properties":{"audiences":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"token":{"type":"string"}},"type":"object"}',
    "io.k8s.api.authentication.v1.TokenReviewStatus": '{"properties":{"audiences":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"authenticated":{"type":"boolean"},"error":{"type":"string"},"user":{"$ref":"io.k8s.api.authentication.v1.UserInfo","default":{}}},"type":"object"}',
    "io.k8s.api.authentication.v1.UserInfo": '{"properties":{"extra":{"additionalProperties":{"items":{"type":"string"},"type":"array"},"type":"object"},"groups":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"uid":{"type":"string"},"username":{"type":"string"}},"type":"object"}',
    "io.k8s.api.authorization.v1.FieldSelectorAttributes": '{"properties":{"rawSelector":{"type":"string"},"requirements":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.FieldSelectorRequirement"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.authorization.v1.LabelSelectorAttributes": '{"properties":{"rawSelector":{"type":"string"},"requirements":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.authorization.v1.LocalSubjectAccessReview": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.authorization.v1.SubjectAccessReviewSpec","default":{}},"status":{"$ref":"io.k8s.api.authorization.v1.SubjectAccessReviewStatus","default":{}}},"type":"object"}',
    "io.k8s.api.authorization.v1.NonResourceAttributes": '{"properties":{"path":{"type":"string"},"verb":{"type":"string"}},"type":"object"}',
    "io.k8s.api.authorization.v1.NonResourceRule": '{"properties":{"nonResourceURLs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"verbs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.authorization.v1.ResourceAttributes": '{"properties":{"fieldSelector":{"$ref":"io.k8s.api.authorization.v1.FieldSelectorAttributes"},"group":{"type":"string"},"labelSelector":{"$ref":"io.k8s.api.authorization.v1.LabelSelectorAttributes"},"name":{"type":"string"},"namespace":{"type":"string"},"resource":{"type":"string"},"subresource":{"type":"string"},"verb":{"type":"string"},"version":{"type":"string"}},"type":"object"}',
    "io.k8s.api.authorization.v1.ResourceRule": '{"properties":{"apiGroups":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resourceNames":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resources":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"verbs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.authorization.v1.SelfSubjectAccessReview": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.authorization.v1.SelfSubjectAccessReviewSpec","default":{}},"status":{"$ref":"io.k8s.api.authorization.v1.SubjectAccessReviewStatus","default":{}}},"type":"object"}',
    "io.k8s.api.authorization.v1.SelfSubjectAccessReviewSpec": '{"properties":{"nonResourceAttributes":{"$ref":"io.k8s.api.authorization.v1.NonResourceAttributes"},"resourceAttributes":{"$ref":"io.k8s.api.authorization.v1.ResourceAttributes"}},"type":"object"}',
    "io.k8s.api.authorization.v1.SelfSubjectRulesReview": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.authorization.v1.SelfSubjectRulesReviewSpec","default":{}},"status":{"$ref":"io.k8s.api.authorization.v1.SubjectRulesReviewStatus","default":{}}},"type":"object"}',
    "io.k8s.api.authorization.v1.SelfSubjectRulesReviewSpec": '{"properties":{"namespace":{"type":"string"}},"type":"object"}',
    "io.k8s.api.authorization.v1.SubjectAccessReview": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.authorization.v1.SubjectAccessReviewSpec","default":{}},"status":{"$ref":"io.k8s.api.authorization.v1.SubjectAccessReviewStatus","default":{}}},"type":"object"}',
    "io.k8s.api.authorization.v1.SubjectAccessReviewSpec": '{"properties":{"extra":{"additionalProperties":{"items":{"type":"string"},"type":"array"},"type":"object"},"groups":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"nonResourceAttributes":{"$ref":"io.k8s.api.authorization.v1.NonResourceAttributes"},"resourceAttributes":{"$ref":"io.k8s.api.authorization.v1.ResourceAttributes"},"uid":{"type":"string"},"user":{"type":"string"}},"type":"object"}',
    "io.k8s.api.authorization.v1.SubjectAccessReviewStatus": '{"properties":{"allowed":{"default":false,"type":"boolean"},"denied":{"type":"boolean"},"evaluationError":{"type":"string"},"reason":{"type":"string"}},"type":"object"}',
    "io.k8s.api.authorization.v1.SubjectRulesReviewStatus": '{"properties":{"evaluationError":{"type":"string"},"incomplete":{"default":false,"type":"boolean"},"nonResourceRules":{"items":{"$ref":"io.k8s.api.authorization.v1.NonResourceRule"},"type":"array","x-kubernetes-list-type":"atomic"},"resourceRules":{"items":{"$ref":"io.k8s.api.authorization.v1.ResourceRule"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.autoscaling.v1.CrossVersionObjectReference": '{"properties":{"apiVersion":{"type":"string"},"kind":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.autoscaling.v1.HorizontalPodAutoscaler": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerSpec","default":{}},"status":{"$ref":"io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerStatus","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.autoscaling.v1.HorizontalPodAutoscaler"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerSpec": '{"properties":{"maxReplicas":{"default":0,"type":"integer"},"minReplicas":{"type":"integer"},"scaleTargetRef":{"$ref":"io.k8s.api.autoscaling.v1.CrossVersionObjectReference","default":{}},"targetCPUUtilizationPercentage":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerStatus": '{"properties":{"currentCPUUtilizationPercentage":{"type":"integer"},"currentReplicas":{"default":0,"type":"integer"},"desiredReplicas":{"default":0,"type":"integer"},"lastScaleTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"observedGeneration":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.autoscaling.v1.Scale": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.autoscaling.v1.ScaleSpec","default":{}},"status":{"$ref":"io.k8s.api.autoscaling.v1.ScaleStatus","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v1.ScaleSpec": '{"properties":{"replicas":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.autoscaling.v1.ScaleStatus": '{"properties":{"replicas":{"default":0,"type":"integer"},"selector":{"type":"string"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.ContainerResourceMetricSource": '{"properties":{"container":{"default":"","type":"string"},"name":{"default":"","type":"string"},"target":{"$ref":"io.k8s.api.autoscaling.v2.MetricTarget","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.ContainerResourceMetricStatus": '{"properties":{"container":{"default":"","type":"string"},"current":{"$ref":"io.k8s.api.autoscaling.v2.MetricValueStatus","default":{}},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.CrossVersionObjectReference": '{"properties":{"apiVersion":{"type":"string"},"kind":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.ExternalMetricSource": '{"properties":{"metric":{"$ref":"io.k8s.api.autoscaling.v2.MetricIdentifier","default":{}},"target":{"$ref":"io.k8s.api.autoscaling.v2.MetricTarget","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.ExternalMetricStatus": '{"properties":{"current":{"$ref":"io.k8s.api.autoscaling.v2.MetricValueStatus","default":{}},"metric":{"$ref":"io.k8s.api.autoscaling.v2.MetricIdentifier","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.HPAScalingPolicy": '{"properties":{"periodSeconds":{"default":0,"type":"integer"},"type":{"default":"","type":"string"},"value":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.HPAScalingRules": '{"properties":{"policies":{"items":{"$ref":"io.k8s.api.autoscaling.v2.HPAScalingPolicy"},"type":"array","x-kubernetes-list-type":"atomic"},"selectPolicy":{"type":"string"},"stabilizationWindowSeconds":{"type":"integer"},"tolerance":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.HorizontalPodAutoscaler": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerSpec","default":{}},"status":{"$ref":"io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerStatus","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerBehavior": '{"properties":{"scaleDown":{"$ref":"io.k8s.api.autoscaling.v2.HPAScalingRules"},"scaleUp":{"$ref":"io.k8s.api.autoscaling.v2.HPAScalingRules"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.autoscaling.v2.HorizontalPodAutoscaler"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerSpec": '{"properties":{"behavior":{"$ref":"io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerBehavior"},"maxReplicas":{"default":0,"type":"integer"},"metrics":{"items":{"$ref":"io.k8s.api.autoscaling.v2.MetricSpec"},"type":"array","x-kubernetes-list-type":"atomic"},"minReplicas":{"type":"integer"},"scaleTargetRef":{"$ref":"io.k8s.api.autoscaling.v2.CrossVersionObjectReference","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.api.autoscaling.v2.HorizontalPodAutoscalerCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"currentMetrics":{"items":{"$ref":"io.k8s.api.autoscaling.v2.MetricStatus"},"type":"array","x-kubernetes-list-type":"atomic"},"currentReplicas":{"type":"integer"},"desiredReplicas":{"default":0,"type":"integer"},"lastScaleTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"observedGeneration":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.MetricIdentifier": '{"properties":{"name":{"default":"","type":"string"},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.MetricSpec": '{"properties":{"containerResource":{"$ref":"io.k8s.api.autoscaling.v2.ContainerResourceMetricSource"},"external":{"$ref":"io.k8s.api.autoscaling.v2.ExternalMetricSource"},"object":{"$ref":"io.k8s.api.autoscaling.v2.ObjectMetricSource"},"pods":{"$ref":"io.k8s.api.autoscaling.v2.PodsMetricSource"},"resource":{"$ref":"io.k8s.api.autoscaling.v2.ResourceMetricSource"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.MetricStatus": '{"properties":{"containerResource":{"$ref":"io.k8s.api.autoscaling.v2.ContainerResourceMetricStatus"},"external":{"$ref":"io.k8s.api.autoscaling.v2.ExternalMetricStatus"},"object":{"$ref":"io.k8s.api.autoscaling.v2.ObjectMetricStatus"},"pods":{"$ref":"io.k8s.api.autoscaling.v2.PodsMetricStatus"},"resource":{"$ref":"io.k8s.api.autoscaling.v2.ResourceMetricStatus"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.MetricTarget": '{"properties":{"averageUtilization":{"type":"integer"},"averageValue":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":{"default":"","type":"string"},"value":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.MetricValueStatus": '{"properties":{"averageUtilization":{"type":"integer"},"averageValue":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"value":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.ObjectMetricSource": '{"properties":{"describedObject":{"$ref":"io.k8s.api.autoscaling.v2.CrossVersionObjectReference","default":{}},"metric":{"$ref":"io.k8s.api.autoscaling.v2.MetricIdentifier","default":{}},"target":{"$ref":"io.k8s.api.autoscaling.v2.MetricTarget","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.ObjectMetricStatus": '{"properties":{"current":{"$ref":"io.k8s.api.autoscaling.v2.MetricValueStatus","default":{}},"describedObject":{"$ref":"io.k8s.api.autoscaling.v2.CrossVersionObjectReference","default":{}},"metric":{"$ref":"io.k8s.api.autoscaling.v2.MetricIdentifier","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.PodsMetricSource": '{"properties":{"metric":{"$ref":"io.k8s.api.autoscaling.v2.MetricIdentifier","default":{}},"target":{"$ref":"io.k8s.api.autoscaling.v2.MetricTarget","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.PodsMetricStatus": '{"properties":{"current":{"$ref":"io.k8s.api.autoscaling.v2.MetricValueStatus","default":{}},"metric":{"$ref":"io.k8s.api.autoscaling.v2.MetricIdentifier","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.ResourceMetricSource": '{"properties":{"name":{"default":"","type":"string"},"target":{"$ref":"io.k8s.api.autoscaling.v2.MetricTarget","default":{}}},"type":"object"}',
    "io.k8s.api.autoscaling.v2.ResourceMetricStatus": '{"properties":{"current":{"$ref":"io.k8s.api.autoscaling.v2.MetricValueStatus","default":{}},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.batch.v1.CronJob": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.batch.v1.CronJobSpec","default":{}},"status":{"$ref":"io.k8s.api.batch.v1.CronJobStatus","default":{}}},"type":"object"}',
    "io.k8s.api.batch.v1.CronJobList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.batch.v1.CronJob"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.batch.v1.CronJobSpec": '{"properties":{"concurrencyPolicy":{"type":"string"},"failedJobsHistoryLimit":{"type":"integer"},"jobTemplate":{"$ref":"io.k8s.api.batch.v1.JobTemplateSpec","default":{}},"schedule":{"default":"","type":"string"},"startingDeadlineSeconds":{"type":"integer"},"successfulJobsHistoryLimit":{"type":"integer"},"suspend":{"type":"boolean"},"timeZone":{"type":"string"}},"type":"object"}',
    "io.k8s.api.batch.v1.CronJobStatus": '{"properties":{"active":{"items":{"$ref":"io.k8s.api.core.v1.ObjectReference"},"type":"array","x-kubernetes-list-type":"atomic"},"lastScheduleTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"lastSuccessfulTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"}},"type":"object"}',
    "io.k8s.api.batch.v1.Job": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.batch.v1.JobSpec","default":{}},"status":{"$ref":"io.k8s.api.batch.v1.JobStatus","default":{}}},"type":"object"}',
    "io.k8s.api.batch.v1.JobCondition": '{"properties":{"lastProbeTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.batch.v1.JobList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.batch.v1.Job"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.batch.v1.JobSpec": '{"properties":{"activeDeadlineSeconds":{"type":"integer"},"backoffLimit":{"type":"integer"},"backoffLimitPerIndex":{"type":"integer"},"completionMode":{"type":"string"},"completions":{"type":"integer"},"managedBy":{"type":"string"},"manualSelector":{"type":"boolean"},"maxFailedIndexes":{"type":"integer"},"parallelism":{"type":"integer"},"podFailurePolicy":{"$ref":"io.k8s.api.batch.v1.PodFailurePolicy"},"podReplacementPolicy":{"type":"string"},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"successPolicy":{"$ref":"io.k8s.api.batch.v1.SuccessPolicy"},"suspend":{"type":"boolean"},"template":{"$ref":"io.k8s.api.core.v1.PodTemplateSpec","default":{}},"ttlSecondsAfterFinished":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.batch.v1.JobStatus": '{"properties":{"active":{"type":"integer"},"completedIndexes":{"type":"string"},"completionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"conditions":{"items":{"$ref":"io.k8s.api.batch.v1.JobCondition"},"type":"array","x-kubernetes-list-type":"atomic","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"failed":{"type":"integer"},"failedIndexes":{"type":"string"},"ready":{"type":"integer"},"startTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"succeeded":{"type":"integer"},"terminating":{"type":"integer"},"uncountedTerminatedPods":{"$ref":"io.k8s.api.batch.v1.UncountedTerminatedPods"}},"type":"object"}',
    "io.k8s.api.batch.v1.JobTemplateSpec": '{"properties":{"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.batch.v1.JobSpec","default":{}}},"type":"object"}',
    "io.k8s.api.batch.v1.PodFailurePolicy": '{"properties":{"rules":{"items":{"$ref":"io.k8s.api.batch.v1.PodFailurePolicyRule"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.batch.v1.PodFailurePolicyOnExitCodesRequirement": '{"properties":{"containerName":{"type":"string"},"operator":{"default":"","type":"string"},"values":{"items":{"type":"integer"},"type":"array","x-kubernetes-list-type":"set"}},"type":"object"}',
    "io.k8s.api.batch.v1.PodFailurePolicyOnPodConditionsPattern": '{"properties":{"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.batch.v1.PodFailurePolicyRule": '{"properties":{"action":{"default":"","type":"string"},"onExitCodes":{"$ref":"io.k8s.api.batch.v1.PodFailurePolicyOnExitCodesRequirement"},"onPodConditions":{"items":{"$ref":"io.k8s.api.batch.v1.PodFailurePolicyOnPodConditionsPattern"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.batch.v1.SuccessPolicy": '{"properties":{"rules":{"items":{"$ref":"io.k8s.api.batch.v1.SuccessPolicyRule"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.batch.v1.SuccessPolicyRule": '{"properties":{"succeededCount":{"type":"integer"},"succeededIndexes":{"type":"string"}},"type":"object"}',
    "io.k8s.api.batch.v1.UncountedTerminatedPods": '{"properties":{"failed":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"},"succeeded":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"}},"type":"object"}',
    "io.k8s.api.certificates.v1.CertificateSigningRequest": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.certificates.v1.CertificateSigningRequestSpec","default":{}},"status":{"$ref":"io.k8s.api.certificates.v1.CertificateSigningRequestStatus","default":{}}},"type":"object"}',
    "io.k8s.api.certificates.v1.CertificateSigningRequestCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"lastUpdateTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.certificates.v1.CertificateSigningRequestList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.certificates.v1.CertificateSigningRequest"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.certificates.v1.CertificateSigningRequestSpec": '{"properties":{"expirationSeconds":{"type":"integer"},"extra":{"additionalProperties":{"items":{"type":"string"},"type":"array"},"type":"object"},"groups":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"request":{"type":"string"},"signerName":{"default":"","type":"string"},"uid":{"type":"string"},"usages":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"username":{"type":"string"}},"type":"object"}',
    "io.k8s.api.certificates.v1.CertificateSigningRequestStatus": '{"properties":{"certificate":{"type":"string"},"conditions":{"items":{"$ref":"io.k8s.api.certificates.v1.CertificateSigningRequestCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map"}},"type":"object"}',
    "io.k8s.api.certificates.v1alpha1.ClusterTrustBundle": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.certificates.v1alpha1.ClusterTrustBundleSpec","default":{}}},"type":"object"}',
    "io.k8s.api.certificates.v1alpha1.ClusterTrustBundleList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.certificates.v1alpha1.ClusterTrustBundle"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.certificates.v1alpha1.ClusterTrustBundleSpec": '{"properties":{"signerName":{"type":"string"},"trustBundle":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.certificates.v1beta1.ClusterTrustBundle": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.certificates.v1beta1.ClusterTrustBundleSpec","default":{}}},"type":"object"}',
    "io.k8s.api.certificates.v1beta1.ClusterTrustBundleList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.certificates.v1beta1.ClusterTrustBundle"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.certificates.v1beta1.ClusterTrustBundleSpec": '{"properties":{"signerName":{"type":"string"},"trustBundle":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.certificates.v1beta1.PodCertificateRequest": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.certificates.v1beta1.PodCertificateRequestSpec","default":{}},"status":{"$ref":"io.k8s.api.certificates.v1beta1.PodCertificateRequestStatus","default":{}}},"type":"object"}',
    "io.k8s.api.certificates.v1beta1.PodCertificateRequestList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.certificates.v1beta1.PodCertificateRequest"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.certificates.v1beta1.PodCertificateRequestSpec": '{"properties":{"maxExpirationSeconds":{"default":86400,"type":"integer"},"nodeName":{"default":"","type":"string"},"nodeUID":{"default":"","type":"string"},"pkixPublicKey":{"type":"string"},"podName":{"default":"","type":"string"},"podUID":{"default":"","type":"string"},"proofOfPossession":{"type":"string"},"serviceAccountName":{"default":"","type":"string"},"serviceAccountUID":{"default":"","type":"string"},"signerName":{"default":"","type":"string"},"unverifiedUserAnnotations":{"additionalProperties":{"type":"string"},"type":"object"}},"type":"object"}',
    "io.k8s.api.certificates.v1beta1.PodCertificateRequestStatus": '{"properties":{"beginRefreshAt":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"certificateChain":{"type":"string"},"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"notAfter":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"notBefore":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"}},"type":"object"}',
    "io.k8s.api.coordination.v1.Lease": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.coordination.v1.LeaseSpec","default":{}}},"type":"object"}',
    "io.k8s.api.coordination.v1.LeaseList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.coordination.v1.Lease"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.coordination.v1.LeaseSpec": '{"properties":{"acquireTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"},"holderIdentity":{"type":"string"},"leaseDurationSeconds":{"type":"integer"},"leaseTransitions":{"type":"integer"},"preferredHolder":{"type":"string"},"renewTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"},"strategy":{"type":"string"}},"type":"object"}',
    "io.k8s.api.coordination.v1alpha2.LeaseCandidate": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.coordination.v1alpha2.LeaseCandidateSpec","default":{}}},"type":"object"}',
    "io.k8s.api.coordination.v1alpha2.LeaseCandidateList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.coordination.v1alpha2.LeaseCandidate"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.coordination.v1alpha2.LeaseCandidateSpec": '{"properties":{"binaryVersion":{"default":"","type":"string"},"emulationVersion":{"type":"string"},"leaseName":{"default":"","type":"string"},"pingTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"},"renewTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"},"strategy":{"type":"string"}},"type":"object"}',
    "io.k8s.api.coordination.v1beta1.LeaseCandidate": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.coordination.v1beta1.LeaseCandidateSpec","default":{}}},"type":"object"}',
    "io.k8s.api.coordination.v1beta1.LeaseCandidateList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.coordination.v1beta1.LeaseCandidate"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.coordination.v1beta1.LeaseCandidateSpec": '{"properties":{"binaryVersion":{"default":"","type":"string"},"emulationVersion":{"type":"string"},"leaseName":{"default":"","type":"string"},"pingTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"},"renewTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"},"strategy":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.AWSElasticBlockStoreVolumeSource": '{"properties":{"fsType":{"type":"string"},"partition":{"type":"integer"},"readOnly":{"type":"boolean"},"volumeID":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.Affinity": '{"properties":{"nodeAffinity":{"$ref":"io.k8s.api.core.v1.NodeAffinity"},"podAffinity":{"$ref":"io.k8s.api.core.v1.PodAffinity"},"podAntiAffinity":{"$ref":"io.k8s.api.core.v1.PodAntiAffinity"}},"type":"object"}',
    "io.k8s.api.core.v1.AppArmorProfile": '{"properties":{"localhostProfile":{"type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.AttachedVolume": '{"properties":{"devicePath":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.AzureDiskVolumeSource": '{"properties":{"cachingMode":{"default":"ReadWrite","type":"string"},"diskName":{"default":"","type":"string"},"diskURI":{"default":"","type":"string"},"fsType":{"default":"ext4","type":"string"},"kind":{"default":"Shared","type":"string"},"readOnly":{"default":false,"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.AzureFilePersistentVolumeSource": '{"properties":{"readOnly":{"type":"boolean"},"secretName":{"default":"","type":"string"},"secretNamespace":{"type":"string"},"shareName":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.AzureFileVolumeSource": '{"properties":{"readOnly":{"type":"boolean"},"secretName":{"default":"","type":"string"},"shareName":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.Binding": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"target":{"$ref":"io.k8s.api.core.v1.ObjectReference","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.CSIPersistentVolumeSource": '{"properties":{"controllerExpandSecretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"},"controllerPublishSecretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"},"driver":{"default":"","type":"string"},"fsType":{"type":"string"},"nodeExpandSecretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"},"nodePublishSecretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"},"nodeStageSecretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"},"readOnly":{"type":"boolean"},"volumeAttributes":{"additionalProperties":{"type":"string"},"type":"object"},"volumeHandle":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.CSIVolumeSource": '{"properties":{"driver":{"default":"","type":"string"},"fsType":{"type":"string"},"nodePublishSecretRef":{"$ref":"io.k8s.api.core.v1.LocalObjectReference"},"readOnly":{"type":"boolean"},"volumeAttributes":{"additionalProperties":{"type":"string"},"type":"object"}},"type":"object"}',
    "io.k8s.api.core.v1.Capabilities": '{"properties":{"add":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"drop":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.CephFSPersistentVolumeSource": '{"properties":{"monitors":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"path":{"type":"string"},"readOnly":{"type":"boolean"},"secretFile":{"type":"string"},"secretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"},"user":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.CephFSVolumeSource": '{"properties":{"monitors":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"path":{"type":"string"},"readOnly":{"type":"boolean"},"secretFile":{"type":"string"},"secretRef":{"$ref":"io.k8s.api.core.v1.LocalObjectReference"},"user":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.CinderPersistentVolumeSource": '{"properties":{"fsType":{"type":"string"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"},"volumeID":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.CinderVolumeSource": '{"properties":{"fsType":{"type":"string"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.LocalObjectReference"},"volumeID":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ClientIPConfig": '{"properties":{"timeoutSeconds":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.core.v1.ClusterTrustBundleProjection": '{"properties":{"labelSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"name":{"type":"string"},"optional":{"type":"boolean"},"path":{"default":"","type":"string"},"signerName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ComponentCondition": '{"properties":{"error":{"type":"string"},"message":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ComponentStatus": '{"properties":{"apiVersion":{"type":"string"},"conditions":{"items":{"$ref":"io.k8s.api.core.v1.ComponentCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ComponentStatusList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.ComponentStatus"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ConfigMap": '{"properties":{"apiVersion":{"type":"string"},"binaryData":{"additionalProperties":{"type":"string"},"type":"object"},"data":{"additionalProperties":{"type":"string"},"type":"object"},"immutable":{"type":"boolean"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ConfigMapEnvSource": '{"properties":{"name":{"default":"","type":"string"},"optional":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.ConfigMapKeySelector": '{"properties":{"key":{"default":"","type":"string"},"name":{"default":"","type":"string"},"optional":{"type":"boolean"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.ConfigMapList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.ConfigMap"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ConfigMapNodeConfigSource": '{"properties":{"kubeletConfigKey":{"default":"","type":"string"},"name":{"default":"","type":"string"},"namespace":{"default":"","type":"string"},"resourceVersion":{"type":"string"},"uid":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ConfigMapProjection": '{"properties":{"items":{"items":{"$ref":"io.k8s.api.core.v1.KeyToPath"},"type":"array","x-kubernetes-list-type":"atomic"},"name":{"default":"","type":"string"},"optional":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.ConfigMapVolumeSource": '{"properties":{"defaultMode":{"type":"integer"},"items":{"items":{"$ref":"io.k8s.api.core.v1.KeyToPath"},"type":"array","x-kubernetes-list-type":"atomic"},"name":{"default":"","type":"string"},"optional":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.Container": '{"properties":{"args":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"command":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"env":{"items":{"$ref":"io.k8s.api.core.v1.EnvVar"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"envFrom":{"items":{"$ref":"io.k8s.api.core.v1.EnvFromSource"},"type":"array","x-kubernetes-list-type":"atomic"},"image":{"type":"string"},"imagePullPolicy":{"type":"string"},"lifecycle":{"$ref":"io.k8s.api.core.v1.Lifecycle"},"livenessProbe":{"$ref":"io.k8s.api.core.v1.Probe"},"name":{"default":"","type":"string"},"ports":{"items":{"$ref":"io.k8s.api.core.v1.ContainerPort"},"type":"array","x-kubernetes-list-map-keys":["containerPort","protocol"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"containerPort","x-kubernetes-patch-strategy":"merge"},"readinessProbe":{"$ref":"io.k8s.api.core.v1.Probe"},"resizePolicy":{"items":{"$ref":"io.k8s.api.core.v1.ContainerResizePolicy"},"type":"array","x-kubernetes-list-type":"atomic"},"resources":{"$ref":"io.k8s.api.core.v1.ResourceRequirements","default":{}},"restartPolicy":{"type":"string"},"restartPolicyRules":{"items":{"$ref":"io.k8s.api.core.v1.ContainerRestartRule"},"type":"array","x-kubernetes-list-type":"atomic"},"securityContext":{"$ref":"io.k8s.api.core.v1.SecurityContext"},"startupProbe":{"$ref":"io.k8s.api.core.v1.Probe"},"stdin":{"type":"boolean"},"stdinOnce":{"type":"boolean"},"terminationMessagePath":{"type":"string"},"terminationMessagePolicy":{"type":"string"},"tty":{"type":"boolean"},"volumeDevices":{"items":{"$ref":"io.k8s.api.core.v1.VolumeDevice"},"type":"array","x-kubernetes-list-map-keys":["devicePath"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"devicePath","x-kubernetes-patch-strategy":"merge"},"volumeMounts":{"items":{"$ref":"io.k8s.api.core.v1.VolumeMount"},"type":"array","x-kubernetes-list-map-keys":["mountPath"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"mountPath","x-kubernetes-patch-strategy":"merge"},"workingDir":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerExtendedResourceRequest": '{"properties":{"containerName":{"default":"","type":"string"},"requestName":{"default":"","type":"string"},"resourceName":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerImage": '{"properties":{"names":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"sizeBytes":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerPort": '{"properties":{"containerPort":{"default":0,"type":"integer"},"hostIP":{"type":"string"},"hostPort":{"type":"integer"},"name":{"type":"string"},"protocol":{"default":"TCP","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerResizePolicy": '{"properties":{"resourceName":{"default":"","type":"string"},"restartPolicy":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerRestartRule": '{"properties":{"action":{"type":"string"},"exitCodes":{"$ref":"io.k8s.api.core.v1.ContainerRestartRuleOnExitCodes"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerRestartRuleOnExitCodes": '{"properties":{"operator":{"type":"string"},"values":{"items":{"type":"integer"},"type":"array","x-kubernetes-list-type":"set"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerState": '{"properties":{"running":{"$ref":"io.k8s.api.core.v1.ContainerStateRunning"},"terminated":{"$ref":"io.k8s.api.core.v1.ContainerStateTerminated"},"waiting":{"$ref":"io.k8s.api.core.v1.ContainerStateWaiting"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerStateRunning": '{"properties":{"startedAt":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerStateTerminated": '{"properties":{"containerID":{"type":"string"},"exitCode":{"default":0,"type":"integer"},"finishedAt":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"signal":{"type":"integer"},"startedAt":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerStateWaiting": '{"properties":{"message":{"type":"string"},"reason":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerStatus": '{"properties":{"allocatedResources":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"allocatedResourcesStatus":{"items":{"$ref":"io.k8s.api.core.v1.ResourceStatus"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"containerID":{"type":"string"},"image":{"default":"","type":"string"},"imageID":{"default":"","type":"string"},"lastState":{"$ref":"io.k8s.api.core.v1.ContainerState","default":{}},"name":{"default":"","type":"string"},"ready":{"default":false,"type":"boolean"},"resources":{"$ref":"io.k8s.api.core.v1.ResourceRequirements"},"restartCount":{"default":0,"type":"integer"},"started":{"type":"boolean"},"state":{"$ref":"io.k8s.api.core.v1.ContainerState","default":{}},"stopSignal":{"type":"string"},"user":{"$ref":"io.k8s.api.core.v1.ContainerUser"},"volumeMounts":{"items":{"$ref":"io.k8s.api.core.v1.VolumeMountStatus"},"type":"array","x-kubernetes-list-map-keys":["mountPath"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"mountPath","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.core.v1.ContainerUser": '{"properties":{"linux":{"$ref":"io.k8s.api.core.v1.LinuxContainerUser"}},"type":"object"}',
    "io.k8s.api.core.v1.DaemonEndpoint": '{"properties":{"Port":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.core.v1.DownwardAPIProjection": '{"properties":{"items":{"items":{"$ref":"io.k8s.api.core.v1.DownwardAPIVolumeFile"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.DownwardAPIVolumeFile": '{"properties":{"fieldRef":{"$ref":"io.k8s.api.core.v1.ObjectFieldSelector"},"mode":{"type":"integer"},"path":{"default":"","type":"string"},"resourceFieldRef":{"$ref":"io.k8s.api.core.v1.ResourceFieldSelector"}},"type":"object"}',
    "io.k8s.api.core.v1.DownwardAPIVolumeSource": '{"properties":{"defaultMode":{"type":"integer"},"items":{"items":{"$ref":"io.k8s.api.core.v1.DownwardAPIVolumeFile"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.EmptyDirVolumeSource": '{"properties":{"medium":{"type":"string"},"sizeLimit":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.core.v1.EndpointAddress": '{"properties":{"hostname":{"type":"string"},"ip":{"default":"","type":"string"},"nodeName":{"type":"string"},"targetRef":{"$ref":"io.k8s.api.core.v1.ObjectReference"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.EndpointPort": '{"properties":{"appProtocol":{"type":"string"},"name":{"type":"string"},"port":{"default":0,"type":"integer"},"protocol":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.EndpointSubset": '{"properties":{"addresses":{"items":{"$ref":"io.k8s.api.core.v1.EndpointAddress"},"type":"array","x-kubernetes-list-type":"atomic"},"notReadyAddresses":{"items":{"$ref":"io.k8s.api.core.v1.EndpointAddress"},"type":"array","x-kubernetes-list-type":"atomic"},"ports":{"items":{"$ref":"io.k8s.api.core.v1.EndpointPort"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.Endpoints": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"subsets":{"items":{"$ref":"io.k8s.api.core.v1.EndpointSubset"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.EndpointsList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.Endpoints"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.EnvFromSource": '{"properties":{"configMapRef":{"$ref":"io.k8s.api.core.v1.ConfigMapEnvSource"},"prefix":{"type":"string"},"secretRef":{"$ref":"io.k8s.api.core.v1.SecretEnvSource"}},"type":"object"}',
    "io.k8s.api.core.v1.EnvVar": '{"properties":{"name":{"default":"","type":"string"},"value":{"type":"string"},"valueFrom":{"$ref":"io.k8s.api.core.v1.EnvVarSource"}},"type":"object"}',
    "io.k8s.api.core.v1.EnvVarSource": '{"properties":{"configMapKeyRef":{"$ref":"io.k8s.api.core.v1.ConfigMapKeySelector"},"fieldRef":{"$ref":"io.k8s.api.core.v1.ObjectFieldSelector"},"fileKeyRef":{"$ref":"io.k8s.api.core.v1.FileKeySelector"},"resourceFieldRef":{"$ref":"io.k8s.api.core.v1.ResourceFieldSelector"},"secretKeyRef":{"$ref":"io.k8s.api.core.v1.SecretKeySelector"}},"type":"object"}',
    "io.k8s.api.core.v1.EphemeralContainer": '{"properties":{"args":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"command":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"env":{"items":{"$ref":"io.k8s.api.core.v1.EnvVar"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"envFrom":{"items":{"$ref":"io.k8s.api.core.v1.EnvFromSource"},"type":"array","x-kubernetes-list-type":"atomic"},"image":{"type":"string"},"imagePullPolicy":{"type":"string"},"lifecycle":{"$ref":"io.k8s.api.core.v1.Lifecycle"},"livenessProbe":{"$ref":"io.k8s.api.core.v1.Probe"},"name":{"default":"","type":"string"},"ports":{"items":{"$ref":"io.k8s.api.core.v1.ContainerPort"},"type":"array","x-kubernetes-list-map-keys":["containerPort","protocol"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"containerPort","x-kubernetes-patch-strategy":"merge"},"readinessProbe":{"$ref":"io.k8s.api.core.v1.Probe"},"resizePolicy":{"items":{"$ref":"io.k8s.api.core.v1.ContainerResizePolicy"},"type":"array","x-kubernetes-list-type":"atomic"},"resources":{"$ref":"io.k8s.api.core.v1.ResourceRequirements","default":{}},"restartPolicy":{"type":"string"},"restartPolicyRules":{"items":{"$ref":"io.k8s.api.core.v1.ContainerRestartRule"},"type":"array","x-kubernetes-list-type":"atomic"},"securityContext":{"$ref":"io.k8s.api.core.v1.SecurityContext"},"startupProbe":{"$ref":"io.k8s.api.core.v1.Probe"},"stdin":{"type":"boolean"},"stdinOnce":{"type":"boolean"},"targetContainerName":{"type":"string"},"terminationMessagePath":{"type":"string"},"terminationMessagePolicy":{"type":"string"},"tty":{"type":"boolean"},"volumeDevices":{"items":{"$ref":"io.k8s.api.core.v1.VolumeDevice"},"type":"array","x-kubernetes-list-map-keys":["devicePath"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"devicePath","x-kubernetes-patch-strategy":"merge"},"volumeMounts":{"items":{"$ref":"io.k8s.api.core.v1.VolumeMount"},"type":"array","x-kubernetes-list-map-keys":["mountPath"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"mountPath","x-kubernetes-patch-strategy":"merge"},"workingDir":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.EphemeralVolumeSource": '{"properties":{"volumeClaimTemplate":{"$ref":"io.k8s.api.core.v1.PersistentVolumeClaimTemplate"}},"type":"object"}',
    "io.k8s.api.core.v1.Event": '{"properties":{"action":{"type":"string"},"apiVersion":{"type":"string"},"count":{"type":"integer"},"eventTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"},"firstTimestamp":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"involvedObject":{"$ref":"io.k8s.api.core.v1.ObjectReference","default":{}},"kind":{"type":"string"},"lastTimestamp":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"reason":{"type":"string"},"related":{"$ref":"io.k8s.api.core.v1.ObjectReference"},"reportingComponent":{"default":"","type":"string"},"reportingInstance":{"default":"","type":"string"},"series":{"$ref":"io.k8s.api.core.v1.EventSeries"},"source":{"$ref":"io.k8s.api.core.v1.EventSource","default":{}},"type":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.EventList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.Event"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.EventSeries": '{"properties":{"count":{"type":"integer"},"lastObservedTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"}},"type":"object"}',
    "io.k8s.api.core.v1.EventSource": '{"properties":{"component":{"type":"string"},"host":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ExecAction": '{"properties":{"command":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.FCVolumeSource": '{"properties":{"fsType":{"type":"string"},"lun":{"type":"integer"},"readOnly":{"type":"boolean"},"targetWWNs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"wwids":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.FileKeySelector": '{"properties":{"key":{"default":"","type":"string"},"optional":{"default":false,"type":"boolean"},"path":{"default":"","type":"string"},"volumeName":{"default":"","type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.FlexPersistentVolumeSource": '{"properties":{"driver":{"default":"","type":"string"},"fsType":{"type":"string"},"options":{"additionalProperties":{"type":"string"},"type":"object"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"}},"type":"object"}',
    "io.k8s.api.core.v1.FlexVolumeSource": '{"properties":{"driver":{"default":"","type":"string"},"fsType":{"type":"string"},"options":{"additionalProperties":{"type":"string"},"type":"object"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.LocalObjectReference"}},"type":"object"}',
    "io.k8s.api.core.v1.FlockerVolumeSource": '{"properties":{"datasetName":{"type":"string"},"datasetUUID":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.GCEPersistentDiskVolumeSource": '{"properties":{"fsType":{"type":"string"},"partition":{"type":"integer"},"pdName":{"default":"","type":"string"},"readOnly":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.GRPCAction": '{"properties":{"port":{"default":0,"type":"integer"},"service":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.GitRepoVolumeSource": '{"properties":{"directory":{"type":"string"},"repository":{"default":"","type":"string"},"revision":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.GlusterfsPersistentVolumeSource": '{"properties":{"endpoints":{"default":"","type":"string"},"endpointsNamespace":{"type":"string"},"path":{"default":"","type":"string"},"readOnly":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.GlusterfsVolumeSource": '{"properties":{"endpoints":{"default":"","type":"string"},"path":{"default":"","type":"string"},"readOnly":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.HTTPGetAction": '{"properties":{"host":{"type":"string"},"httpHeaders":{"items":{"$ref":"io.k8s.api.core.v1.HTTPHeader"},"type":"array","x-kubernetes-list-type":"atomic"},"path":{"type":"string"},"port":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"},"scheme":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.HTTPHeader": '{"properties":{"name":{"default":"","type":"string"},"value":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.HostAlias": '{"properties":{"hostnames":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"ip":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.HostIP": '{"properties":{"ip":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.HostPathVolumeSource": '{"properties":{"path":{"default":"","type":"string"},"type":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ISCSIPersistentVolumeSource": '{"properties":{"chapAuthDiscovery":{"type":"boolean"},"chapAuthSession":{"type":"boolean"},"fsType":{"type":"string"},"initiatorName":{"type":"string"},"iqn":{"default":"","type":"string"},"iscsiInterface":{"default":"default","type":"string"},"lun":{"default":0,"type":"integer"},"portals":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"},"targetPortal":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ISCSIVolumeSource": '{"properties":{"chapAuthDiscovery":{"type":"boolean"},"chapAuthSession":{"type":"boolean"},"fsType":{"type":"string"},"initiatorName":{"type":"string"},"iqn":{"default":"","type":"string"},"iscsiInterface":{"default":"default","type":"string"},"lun":{"default":0,"type":"integer"},"portals":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.LocalObjectReference"},"targetPortal":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ImageVolumeSource": '{"properties":{"pullPolicy":{"type":"string"},"reference":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.KeyToPath": '{"properties":{"key":{"default":"","type":"string"},"mode":{"type":"integer"},"path":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.Lifecycle": '{"properties":{"postStart":{"$ref":"io.k8s.api.core.v1.LifecycleHandler"},"preStop":{"$ref":"io.k8s.api.core.v1.LifecycleHandler"},"stopSignal":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.LifecycleHandler": '{"properties":{"exec":{"$ref":"io.k8s.api.core.v1.ExecAction"},"httpGet":{"$ref":"io.k8s.api.core.v1.HTTPGetAction"},"sleep":{"$ref":"io.k8s.api.core.v1.SleepAction"},"tcpSocket":{"$ref":"io.k8s.api.core.v1.TCPSocketAction"}},"type":"object"}',
    "io.k8s.api.core.v1.LimitRange": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.LimitRangeSpec","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.LimitRangeItem": '{"properties":{"default":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"defaultRequest":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"max":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"maxLimitRequestRatio":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"min":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.LimitRangeList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.LimitRange"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.LimitRangeSpec": '{"properties":{"limits":{"items":{"$ref":"io.k8s.api.core.v1.LimitRangeItem"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.LinuxContainerUser": '{"properties":{"gid":{"default":0,"type":"integer"},"supplementalGroups":{"items":{"type":"integer"},"type":"array","x-kubernetes-list-type":"atomic"},"uid":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.core.v1.LoadBalancerIngress": '{"properties":{"hostname":{"type":"string"},"ip":{"type":"string"},"ipMode":{"type":"string"},"ports":{"items":{"$ref":"io.k8s.api.core.v1.PortStatus"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.LoadBalancerStatus": '{"properties":{"ingress":{"items":{"$ref":"io.k8s.api.core.v1.LoadBalancerIngress"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.LocalObjectReference": '{"properties":{"name":{"default":"","type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.LocalVolumeSource": '{"properties":{"fsType":{"type":"string"},"path":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ModifyVolumeStatus": '{"properties":{"status":{"default":"","type":"string"},"targetVolumeAttributesClassName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.NFSVolumeSource": '{"properties":{"path":{"default":"","type":"string"},"readOnly":{"type":"boolean"},"server":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.Namespace": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.NamespaceSpec","default":{}},"status":{"$ref":"io.k8s.api.core.v1.NamespaceStatus","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.NamespaceCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.NamespaceList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.Namespace"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.NamespaceSpec": '{"properties":{"finalizers":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.NamespaceStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.api.core.v1.NamespaceCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"phase":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.Node": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.NodeSpec","default":{}},"status":{"$ref":"io.k8s.api.core.v1.NodeStatus","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.NodeAddress": '{"properties":{"address":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeAffinity": '{"properties":{"preferredDuringSchedulingIgnoredDuringExecution":{"items":{"$ref":"io.k8s.api.core.v1.PreferredSchedulingTerm"},"type":"array","x-kubernetes-list-type":"atomic"},"requiredDuringSchedulingIgnoredDuringExecution":{"$ref":"io.k8s.api.core.v1.NodeSelector"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeCondition": '{"properties":{"lastHeartbeatTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeConfigSource": '{"properties":{"configMap":{"$ref":"io.k8s.api.core.v1.ConfigMapNodeConfigSource"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeConfigStatus": '{"properties":{"active":{"$ref":"io.k8s.api.core.v1.NodeConfigSource"},"assigned":{"$ref":"io.k8s.api.core.v1.NodeConfigSource"},"error":{"type":"string"},"lastKnownGood":{"$ref":"io.k8s.api.core.v1.NodeConfigSource"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeDaemonEndpoints": '{"properties":{"kubeletEndpoint":{"$ref":"io.k8s.api.core.v1.DaemonEndpoint","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.NodeFeatures": '{"properties":{"supplementalGroupsPolicy":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.Node"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.NodeRuntimeHandler": '{"properties":{"features":{"$ref":"io.k8s.api.core.v1.NodeRuntimeHandlerFeatures"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeRuntimeHandlerFeatures": '{"properties":{"recursiveReadOnlyMounts":{"type":"boolean"},"userNamespaces":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeSelector": '{"properties":{"nodeSelectorTerms":{"items":{"$ref":"io.k8s.api.core.v1.NodeSelectorTerm"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.NodeSelectorRequirement": '{"properties":{"key":{"default":"","type":"string"},"operator":{"default":"","type":"string"},"values":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeSelectorTerm": '{"properties":{"matchExpressions":{"items":{"$ref":"io.k8s.api.core.v1.NodeSelectorRequirement"},"type":"array","x-kubernetes-list-type":"atomic"},"matchFields":{"items":{"$ref":"io.k8s.api.core.v1.NodeSelectorRequirement"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.NodeSpec": '{"properties":{"configSource":{"$ref":"io.k8s.api.core.v1.NodeConfigSource"},"externalID":{"type":"string"},"podCIDR":{"type":"string"},"podCIDRs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set","x-kubernetes-patch-strategy":"merge"},"providerID":{"type":"string"},"taints":{"items":{"$ref":"io.k8s.api.core.v1.Taint"},"type":"array","x-kubernetes-list-type":"atomic"},"unschedulable":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeStatus": '{"properties":{"addresses":{"items":{"$ref":"io.k8s.api.core.v1.NodeAddress"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"allocatable":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"capacity":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"conditions":{"items":{"$ref":"io.k8s.api.core.v1.NodeCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"config":{"$ref":"io.k8s.api.core.v1.NodeConfigStatus"},"daemonEndpoints":{"$ref":"io.k8s.api.core.v1.NodeDaemonEndpoints","default":{}},"declaredFeatures":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"features":{"$ref":"io.k8s.api.core.v1.NodeFeatures"},"images":{"items":{"$ref":"io.k8s.api.core.v1.ContainerImage"},"type":"array","x-kubernetes-list-type":"atomic"},"nodeInfo":{"$ref":"io.k8s.api.core.v1.NodeSystemInfo","default":{}},"phase":{"type":"string"},"runtimeHandlers":{"items":{"$ref":"io.k8s.api.core.v1.NodeRuntimeHandler"},"type":"array","x-kubernetes-list-type":"atomic"},"volumesAttached":{"items":{"$ref":"io.k8s.api.core.v1.AttachedVolume"},"type":"array","x-kubernetes-list-type":"atomic"},"volumesInUse":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeSwapStatus": '{"properties":{"capacity":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.core.v1.NodeSystemInfo": '{"properties":{"architecture":{"default":"","type":"string"},"bootID":{"default":"","type":"string"},"containerRuntimeVersion":{"default":"","type":"string"},"kernelVersion":{"default":"","type":"string"},"kubeProxyVersion":{"default":"","type":"string"},"kubeletVersion":{"default":"","type":"string"},"machineID":{"default":"","type":"string"},"operatingSystem":{"default":"","type":"string"},"osImage":{"default":"","type":"string"},"swap":{"$ref":"io.k8s.api.core.v1.NodeSwapStatus"},"systemUUID":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ObjectFieldSelector": '{"properties":{"apiVersion":{"type":"string"},"fieldPath":{"default":"","type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.ObjectReference": '{"properties":{"apiVersion":{"type":"string"},"fieldPath":{"type":"string"},"kind":{"type":"string"},"name":{"type":"string"},"namespace":{"type":"string"},"resourceVersion":{"type":"string"},"uid":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.PersistentVolume": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.PersistentVolumeSpec","default":{}},"status":{"$ref":"io.k8s.api.core.v1.PersistentVolumeStatus","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.PersistentVolumeClaim": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.PersistentVolumeClaimSpec","default":{}},"status":{"$ref":"io.k8s.api.core.v1.PersistentVolumeClaimStatus","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.PersistentVolumeClaimCondition": '{"properties":{"lastProbeTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PersistentVolumeClaimList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.PersistentVolumeClaim"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.PersistentVolumeClaimSpec": '{"properties":{"accessModes":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"dataSource":{"$ref":"io.k8s.api.core.v1.TypedLocalObjectReference"},"dataSourceRef":{"$ref":"io.k8s.api.core.v1.TypedObjectReference"},"resources":{"$ref":"io.k8s.api.core.v1.VolumeResourceRequirements","default":{}},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"storageClassName":{"type":"string"},"volumeAttributesClassName":{"type":"string"},"volumeMode":{"type":"string"},"volumeName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PersistentVolumeClaimStatus": '{"properties":{"accessModes":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"allocatedResourceStatuses":{"additionalProperties":{"type":"string"},"type":"object","x-kubernetes-map-type":"granular"},"allocatedResources":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"capacity":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"conditions":{"items":{"$ref":"io.k8s.api.core.v1.PersistentVolumeClaimCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"currentVolumeAttributesClassName":{"type":"string"},"modifyVolumeStatus":{"$ref":"io.k8s.api.core.v1.ModifyVolumeStatus"},"phase":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PersistentVolumeClaimTemplate": '{"properties":{"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.PersistentVolumeClaimSpec","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.PersistentVolumeClaimVolumeSource": '{"properties":{"claimName":{"default":"","type":"string"},"readOnly":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.PersistentVolumeList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.PersistentVolume"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.PersistentVolumeSpec": '{"properties":{"accessModes":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"awsElasticBlockStore":{"$ref":"io.k8s.api.core.v1.AWSElasticBlockStoreVolumeSource"},"azureDisk":{"$ref":"io.k8s.api.core.v1.AzureDiskVolumeSource"},"azureFile":{"$ref":"io.k8s.api.core.v1.AzureFilePersistentVolumeSource"},"capacity":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"cephfs":{"$ref":"io.k8s.api.core.v1.CephFSPersistentVolumeSource"},"cinder":{"$ref":"io.k8s.api.core.v1.CinderPersistentVolumeSource"},"claimRef":{"$ref":"io.k8s.api.core.v1.ObjectReference","x-kubernetes-map-type":"granular"},"csi":{"$ref":"io.k8s.api.core.v1.CSIPersistentVolumeSource"},"fc":{"$ref":"io.k8s.api.core.v1.FCVolumeSource"},"flexVolume":{"$ref":"io.k8s.api.core.v1.FlexPersistentVolumeSource"},"flocker":{"$ref":"io.k8s.api.core.v1.FlockerVolumeSource"},"gcePersistentDisk":{"$ref":"io.k8s.api.core.v1.GCEPersistentDiskVolumeSource"},"glusterfs":{"$ref":"io.k8s.api.core.v1.GlusterfsPersistentVolumeSource"},"hostPath":{"$ref":"io.k8s.api.core.v1.HostPathVolumeSource"},"iscsi":{"$ref":"io.k8s.api.core.v1.ISCSIPersistentVolumeSource"},"local":{"$ref":"io.k8s.api.core.v1.LocalVolumeSource"},"mountOptions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"nfs":{"$ref":"io.k8s.api.core.v1.NFSVolumeSource"},"nodeAffinity":{"$ref":"io.k8s.api.core.v1.VolumeNodeAffinity"},"persistentVolumeReclaimPolicy":{"type":"string"},"photonPersistentDisk":{"$ref":"io.k8s.api.core.v1.PhotonPersistentDiskVolumeSource"},"portworxVolume":{"$ref":"io.k8s.api.core.v1.PortworxVolumeSource"},"quobyte":{"$ref":"io.k8s.api.core.v1.QuobyteVolumeSource"},"rbd":{"$ref":"io.k8s.api.core.v1.RBDPersistentVolumeSource"},"scaleIO":{"$ref":"io.k8s.api.core.v1.ScaleIOPersistentVolumeSource"},"storageClassName":{"type":"string"},"storageos":{"$ref":"io.k8s.api.core.v1.StorageOSPersistentVolumeSource"},"volumeAttributesClassName":{"type":"string"},"volumeMode":{"type":"string"},"vsphereVolume":{"$ref":"io.k8s.api.core.v1.VsphereVirtualDiskVolumeSource"}},"type":"object"}',
    "io.k8s.api.core.v1.PersistentVolumeStatus": '{"properties":{"lastPhaseTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"phase":{"type":"string"},"reason":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PhotonPersistentDiskVolumeSource": '{"properties":{"fsType":{"type":"string"},"pdID":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.Pod": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.PodSpec","default":{}},"status":{"$ref":"io.k8s.api.core.v1.PodStatus","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.PodAffinity": '{"properties":{"preferredDuringSchedulingIgnoredDuringExecution":{"items":{"$ref":"io.k8s.api.core.v1.WeightedPodAffinityTerm"},"type":"array","x-kubernetes-list-type":"atomic"},"requiredDuringSchedulingIgnoredDuringExecution":{"items":{"$ref":"io.k8s.api.core.v1.PodAffinityTerm"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.PodAffinityTerm": '{"properties":{"labelSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"matchLabelKeys":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"mismatchLabelKeys":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"namespaceSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"namespaces":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"topologyKey":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PodAntiAffinity": '{"properties":{"preferredDuringSchedulingIgnoredDuringExecution":{"items":{"$ref":"io.k8s.api.core.v1.WeightedPodAffinityTerm"},"type":"array","x-kubernetes-list-type":"atomic"},"requiredDuringSchedulingIgnoredDuringExecution":{"items":{"$ref":"io.k8s.api.core.v1.PodAffinityTerm"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.PodCertificateProjection": '{"properties":{"certificateChainPath":{"type":"string"},"credentialBundlePath":{"type":"string"},"keyPath":{"type":"string"},"keyType":{"type":"string"},"maxExpirationSeconds":{"type":"integer"},"signerName":{"type":"string"},"userAnnotations":{"additionalProperties":{"type":"string"},"type":"object"}},"type":"object"}',
    "io.k8s.api.core.v1.PodCondition": '{"properties":{"lastProbeTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"observedGeneration":{"type":"integer"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PodDNSConfig": '{"properties":{"nameservers":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"options":{"items":{"$ref":"io.k8s.api.core.v1.PodDNSConfigOption"},"type":"array","x-kubernetes-list-type":"atomic"},"searches":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.PodDNSConfigOption": '{"properties":{"name":{"type":"string"},"value":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PodExtendedResourceClaimStatus": '{"properties":{"requestMappings":{"items":{"$ref":"io.k8s.api.core.v1.ContainerExtendedResourceRequest"},"type":"array","x-kubernetes-list-type":"atomic"},"resourceClaimName":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PodIP": '{"properties":{"ip":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PodList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.Pod"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.PodOS": '{"properties":{"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PodReadinessGate": '{"properties":{"conditionType":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PodResourceClaim": '{"properties":{"name":{"default":"","type":"string"},"resourceClaimName":{"type":"string"},"resourceClaimTemplateName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PodResourceClaimStatus": '{"properties":{"name":{"default":"","type":"string"},"resourceClaimName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PodSchedulingGate": '{"properties":{"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PodSecurityContext": '{"properties":{"appArmorProfile":{"$ref":"io.k8s.api.core.v1.AppArmorProfile"},"fsGroup":{"type":"integer"},"fsGroupChangePolicy":{"type":"string"},"runAsGroup":{"type":"integer"},"runAsNonRoot":{"type":"boolean"},"runAsUser":{"type":"integer"},"seLinuxChangePolicy":{"type":"string"},"seLinuxOptions":{"$ref":"io.k8s.api.core.v1.SELinuxOptions"},"seccompProfile":{"$ref":"io.k8s.api.core.v1.SeccompProfile"},"supplementalGroups":{"items":{"type":"integer"},"type":"array","x-kubernetes-list-type":"atomic"},"supplementalGroupsPolicy":{"type":"string"},"sysctls":{"items":{"$ref":"io.k8s.api.core.v1.Sysctl"},"type":"array","x-kubernetes-list-type":"atomic"},"windowsOptions":{"$ref":"io.k8s.api.core.v1.WindowsSecurityContextOptions"}},"type":"object"}',
    "io.k8s.api.core.v1.PodSpec": '{"properties":{"activeDeadlineSeconds":{"type":"integer"},"affinity":{"$ref":"io.k8s.api.core.v1.Affinity"},"automountServiceAccountToken":{"type":"boolean"},"containers":{"items":{"$ref":"io.k8s.api.core.v1.Container"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"dnsConfig":{"$ref":"io.k8s.api.core.v1.PodDNSConfig"},"dnsPolicy":{"type":"string"},"enableServiceLinks":{"type":"boolean"},"ephemeralContainers":{"items":{"$ref":"io.k8s.api.core.v1.EphemeralContainer"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"hostAliases":{"items":{"$ref":"io.k8s.api.core.v1.HostAlias"},"type":"array","x-kubernetes-list-map-keys":["ip"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"ip","x-kubernetes-patch-strategy":"merge"},"hostIPC":{"type":"boolean"},"hostNetwork":{"type":"boolean"},"hostPID":{"type":"boolean"},"hostUsers":{"type":"boolean"},"hostname":{"type":"string"},"hostnameOverride":{"type":"string"},"imagePullSecrets":{"items":{"$ref":"io.k8s.api.core.v1.LocalObjectReference"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"initContainers":{"items":{"$ref":"io.k8s.api.core.v1.Container"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"nodeName":{"type":"string"},"nodeSelector":{"additionalProperties":{"type":"string"},"type":"object","x-kubernetes-map-type":"atomic"},"os":{"$ref":"io.k8s.api.core.v1.PodOS"},"overhead":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"preemptionPolicy":{"type":"string"},"priority":{"type":"integer"},"priorityClassName":{"type":"string"},"readinessGates":{"items":{"$ref":"io.k8s.api.core.v1.PodReadinessGate"},"type":"array","x-kubernetes-list-type":"atomic"},"resourceClaims":{"items":{"$ref":"io.k8s.api.core.v1.PodResourceClaim"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge,retainKeys"},"resources":{"$ref":"io.k8s.api.core.v1.ResourceRequirements"},"restartPolicy":{"type":"string"},"runtimeClassName":{"type":"string"},"schedulerName":{"type":"string"},"schedulingGates":{"items":{"$ref":"io.k8s.api.core.v1.PodSchedulingGate"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"},"securityContext":{"$ref":"io.k8s.api.core.v1.PodSecurityContext"},"serviceAccount":{"type":"string"},"serviceAccountName":{"type":"string"},"setHostnameAsFQDN":{"type":"boolean"},"shareProcessNamespace":{"type":"boolean"},"subdomain":{"type":"string"},"terminationGracePeriodSeconds":{"type":"integer"},"tolerations":{"items":{"$ref":"io.k8s.api.core.v1.Toleration"},"type":"array","x-kubernetes-list-type":"atomic"},"topologySpreadConstraints":{"items":{"$ref":"io.k8s.api.core.v1.TopologySpreadConstraint"},"type":"array","x-kubernetes-list-map-keys":["topologyKey","whenUnsatisfiable"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"topologyKey","x-kubernetes-patch-strategy":"merge"},"volumes":{"items":{"$ref":"io.k8s.api.core.v1.Volume"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge,retainKeys"},"workloadRef":{"$ref":"io.k8s.api.core.v1.WorkloadReference"}},"type":"object"}',
    "io.k8s.api.core.v1.PodStatus": '{"properties":{"allocatedResources":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"conditions":{"items":{"$ref":"io.k8s.api.core.v1.PodCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"containerStatuses":{"items":{"$ref":"io.k8s.api.core.v1.ContainerStatus"},"type":"array","x-kubernetes-list-type":"atomic"},"ephemeralContainerStatuses":{"items":{"$ref":"io.k8s.api.core.v1.ContainerStatus"},"type":"array","x-kubernetes-list-type":"atomic"},"extendedResourceClaimStatus":{"$ref":"io.k8s.api.core.v1.PodExtendedResourceClaimStatus"},"hostIP":{"type":"string"},"hostIPs":{"items":{"$ref":"io.k8s.api.core.v1.HostIP"},"type":"array","x-kubernetes-list-type":"atomic","x-kubernetes-patch-merge-key":"ip","x-kubernetes-patch-strategy":"merge"},"initContainerStatuses":{"items":{"$ref":"io.k8s.api.core.v1.ContainerStatus"},"type":"array","x-kubernetes-list-type":"atomic"},"message":{"type":"string"},"nominatedNodeName":{"type":"string"},"observedGeneration":{"type":"integer"},"phase":{"type":"string"},"podIP":{"type":"string"},"podIPs":{"items":{"$ref":"io.k8s.api.core.v1.PodIP"},"type":"array","x-kubernetes-list-map-keys":["ip"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"ip","x-kubernetes-patch-strategy":"merge"},"qosClass":{"type":"string"},"reason":{"type":"string"},"resize":{"type":"string"},"resourceClaimStatuses":{"items":{"$ref":"io.k8s.api.core.v1.PodResourceClaimStatus"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge,retainKeys"},"resources":{"$ref":"io.k8s.api.core.v1.ResourceRequirements"},"startTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"}},"type":"object"}',
    "io.k8s.api.core.v1.PodTemplate": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"template":{"$ref":"io.k8s.api.core.v1.PodTemplateSpec","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.PodTemplateList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.PodTemplate"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.PodTemplateSpec": '{"properties":{"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.PodSpec","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.PortStatus": '{"properties":{"error":{"type":"string"},"port":{"default":0,"type":"integer"},"protocol":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PortworxVolumeSource": '{"properties":{"fsType":{"type":"string"},"readOnly":{"type":"boolean"},"volumeID":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.PreferredSchedulingTerm": '{"properties":{"preference":{"$ref":"io.k8s.api.core.v1.NodeSelectorTerm","default":{}},"weight":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.core.v1.Probe": '{"properties":{"exec":{"$ref":"io.k8s.api.core.v1.ExecAction"},"failureThreshold":{"type":"integer"},"grpc":{"$ref":"io.k8s.api.core.v1.GRPCAction"},"httpGet":{"$ref":"io.k8s.api.core.v1.HTTPGetAction"},"initialDelaySeconds":{"type":"integer"},"periodSeconds":{"type":"integer"},"successThreshold":{"type":"integer"},"tcpSocket":{"$ref":"io.k8s.api.core.v1.TCPSocketAction"},"terminationGracePeriodSeconds":{"type":"integer"},"timeoutSeconds":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.core.v1.ProjectedVolumeSource": '{"properties":{"defaultMode":{"type":"integer"},"sources":{"items":{"$ref":"io.k8s.api.core.v1.VolumeProjection"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.QuobyteVolumeSource": '{"properties":{"group":{"type":"string"},"readOnly":{"type":"boolean"},"registry":{"default":"","type":"string"},"tenant":{"type":"string"},"user":{"type":"string"},"volume":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.RBDPersistentVolumeSource": '{"properties":{"fsType":{"type":"string"},"image":{"default":"","type":"string"},"keyring":{"default":"/etc/ceph/keyring","type":"string"},"monitors":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"pool":{"default":"rbd","type":"string"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"},"user":{"default":"admin","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.RBDVolumeSource": '{"properties":{"fsType":{"type":"string"},"image":{"default":"","type":"string"},"keyring":{"default":"/etc/ceph/keyring","type":"string"},"monitors":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"pool":{"default":"rbd","type":"string"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.LocalObjectReference"},"user":{"default":"admin","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ReplicationController": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.ReplicationControllerSpec","default":{}},"status":{"$ref":"io.k8s.api.core.v1.ReplicationControllerStatus","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ReplicationControllerCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ReplicationControllerList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.ReplicationController"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ReplicationControllerSpec": '{"properties":{"minReadySeconds":{"default":0,"type":"integer"},"replicas":{"default":1,"type":"integer"},"selector":{"additionalProperties":{"type":"string"},"type":"object","x-kubernetes-map-type":"atomic"},"template":{"$ref":"io.k8s.api.core.v1.PodTemplateSpec"}},"type":"object"}',
    "io.k8s.api.core.v1.ReplicationControllerStatus": '{"properties":{"availableReplicas":{"type":"integer"},"conditions":{"items":{"$ref":"io.k8s.api.core.v1.ReplicationControllerCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"fullyLabeledReplicas":{"type":"integer"},"observedGeneration":{"type":"integer"},"readyReplicas":{"type":"integer"},"replicas":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.core.v1.ResourceClaim": '{"properties":{"name":{"default":"","type":"string"},"request":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ResourceFieldSelector": '{"properties":{"containerName":{"type":"string"},"divisor":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"resource":{"default":"","type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.ResourceHealth": '{"properties":{"health":{"type":"string"},"resourceID":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ResourceQuota": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.ResourceQuotaSpec","default":{}},"status":{"$ref":"io.k8s.api.core.v1.ResourceQuotaStatus","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ResourceQuotaList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.ResourceQuota"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ResourceQuotaSpec": '{"properties":{"hard":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"scopeSelector":{"$ref":"io.k8s.api.core.v1.ScopeSelector"},"scopes":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.ResourceQuotaStatus": '{"properties":{"hard":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"used":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"}},"type":"object"}',
    "io.k8s.api.core.v1.ResourceRequirements": '{"properties":{"claims":{"items":{"$ref":"io.k8s.api.core.v1.ResourceClaim"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map"},"limits":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"requests":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"}},"type":"object"}',
    "io.k8s.api.core.v1.ResourceStatus": '{"properties":{"name":{"default":"","type":"string"},"resources":{"items":{"$ref":"io.k8s.api.core.v1.ResourceHealth"},"type":"array","x-kubernetes-list-map-keys":["resourceID"],"x-kubernetes-list-type":"map"}},"type":"object"}',
    "io.k8s.api.core.v1.SELinuxOptions": '{"properties":{"level":{"type":"string"},"role":{"type":"string"},"type":{"type":"string"},"user":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ScaleIOPersistentVolumeSource": '{"properties":{"fsType":{"default":"xfs","type":"string"},"gateway":{"default":"","type":"string"},"protectionDomain":{"type":"string"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.SecretReference"},"sslEnabled":{"type":"boolean"},"storageMode":{"default":"ThinProvisioned","type":"string"},"storagePool":{"type":"string"},"system":{"default":"","type":"string"},"volumeName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ScaleIOVolumeSource": '{"properties":{"fsType":{"default":"xfs","type":"string"},"gateway":{"default":"","type":"string"},"protectionDomain":{"type":"string"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.LocalObjectReference"},"sslEnabled":{"type":"boolean"},"storageMode":{"default":"ThinProvisioned","type":"string"},"storagePool":{"type":"string"},"system":{"default":"","type":"string"},"volumeName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ScopeSelector": '{"properties":{"matchExpressions":{"items":{"$ref":"io.k8s.api.core.v1.ScopedResourceSelectorRequirement"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.ScopedResourceSelectorRequirement": '{"properties":{"operator":{"default":"","type":"string"},"scopeName":{"default":"","type":"string"},"values":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.SeccompProfile": '{"properties":{"localhostProfile":{"type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.Secret": '{"properties":{"apiVersion":{"type":"string"},"data":{"additionalProperties":{"type":"string"},"type":"object"},"immutable":{"type":"boolean"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"stringData":{"additionalProperties":{"type":"string"},"type":"object"},"type":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.SecretEnvSource": '{"properties":{"name":{"default":"","type":"string"},"optional":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.SecretKeySelector": '{"properties":{"key":{"default":"","type":"string"},"name":{"default":"","type":"string"},"optional":{"type":"boolean"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.SecretList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.Secret"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.SecretProjection": '{"properties":{"items":{"items":{"$ref":"io.k8s.api.core.v1.KeyToPath"},"type":"array","x-kubernetes-list-type":"atomic"},"name":{"default":"","type":"string"},"optional":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.core.v1.SecretReference": '{"properties":{"name":{"type":"string"},"namespace":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.SecretVolumeSource": '{"properties":{"defaultMode":{"type":"integer"},"items":{"items":{"$ref":"io.k8s.api.core.v1.KeyToPath"},"type":"array","x-kubernetes-list-type":"atomic"},"optional":{"type":"boolean"},"secretName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.SecurityContext": '{"properties":{"allowPrivilegeEscalation":{"type":"boolean"},"appArmorProfile":{"$ref":"io.k8s.api.core.v1.AppArmorProfile"},"capabilities":{"$ref":"io.k8s.api.core.v1.Capabilities"},"privileged":{"type":"boolean"},"procMount":{"type":"string"},"readOnlyRootFilesystem":{"type":"boolean"},"runAsGroup":{"type":"integer"},"runAsNonRoot":{"type":"boolean"},"runAsUser":{"type":"integer"},"seLinuxOptions":{"$ref":"io.k8s.api.core.v1.SELinuxOptions"},"seccompProfile":{"$ref":"io.k8s.api.core.v1.SeccompProfile"},"windowsOptions":{"$ref":"io.k8s.api.core.v1.WindowsSecurityContextOptions"}},"type":"object"}',
    "io.k8s.api.core.v1.Service": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.core.v1.ServiceSpec","default":{}},"status":{"$ref":"io.k8s.api.core.v1.ServiceStatus","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ServiceAccount": '{"properties":{"apiVersion":{"type":"string"},"automountServiceAccountToken":{"type":"boolean"},"imagePullSecrets":{"items":{"$ref":"io.k8s.api.core.v1.LocalObjectReference"},"type":"array","x-kubernetes-list-type":"atomic"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"secrets":{"items":{"$ref":"io.k8s.api.core.v1.ObjectReference"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.core.v1.ServiceAccountList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.ServiceAccount"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ServiceAccountTokenProjection": '{"properties":{"audience":{"type":"string"},"expirationSeconds":{"type":"integer"},"path":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ServiceList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.core.v1.Service"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.ServicePort": '{"properties":{"appProtocol":{"type":"string"},"name":{"type":"string"},"nodePort":{"type":"integer"},"port":{"default":0,"type":"integer"},"protocol":{"default":"TCP","type":"string"},"targetPort":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"}},"type":"object"}',
    "io.k8s.api.core.v1.ServiceSpec": '{"properties":{"allocateLoadBalancerNodePorts":{"type":"boolean"},"clusterIP":{"type":"string"},"clusterIPs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"externalIPs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"externalName":{"type":"string"},"externalTrafficPolicy":{"type":"string"},"healthCheckNodePort":{"type":"integer"},"internalTrafficPolicy":{"type":"string"},"ipFamilies":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"ipFamilyPolicy":{"type":"string"},"loadBalancerClass":{"type":"string"},"loadBalancerIP":{"type":"string"},"loadBalancerSourceRanges":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"ports":{"items":{"$ref":"io.k8s.api.core.v1.ServicePort"},"type":"array","x-kubernetes-list-map-keys":["port","protocol"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"port","x-kubernetes-patch-strategy":"merge"},"publishNotReadyAddresses":{"type":"boolean"},"selector":{"additionalProperties":{"type":"string"},"type":"object","x-kubernetes-map-type":"atomic"},"sessionAffinity":{"type":"string"},"sessionAffinityConfig":{"$ref":"io.k8s.api.core.v1.SessionAffinityConfig"},"trafficDistribution":{"type":"string"},"type":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.ServiceStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"loadBalancer":{"$ref":"io.k8s.api.core.v1.LoadBalancerStatus","default":{}}},"type":"object"}',
    "io.k8s.api.core.v1.SessionAffinityConfig": '{"properties":{"clientIP":{"$ref":"io.k8s.api.core.v1.ClientIPConfig"}},"type":"object"}',
    "io.k8s.api.core.v1.SleepAction": '{"properties":{"seconds":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.core.v1.StorageOSPersistentVolumeSource": '{"properties":{"fsType":{"type":"string"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.ObjectReference"},"volumeName":{"type":"string"},"volumeNamespace":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.StorageOSVolumeSource": '{"properties":{"fsType":{"type":"string"},"readOnly":{"type":"boolean"},"secretRef":{"$ref":"io.k8s.api.core.v1.LocalObjectReference"},"volumeName":{"type":"string"},"volumeNamespace":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.Sysctl": '{"properties":{"name":{"default":"","type":"string"},"value":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.TCPSocketAction": '{"properties":{"host":{"type":"string"},"port":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"}},"type":"object"}',
    "io.k8s.api.core.v1.Taint": '{"properties":{"effect":{"default":"","type":"string"},"key":{"default":"","type":"string"},"timeAdded":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"value":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.Toleration": '{"properties":{"effect":{"type":"string"},"key":{"type":"string"},"operator":{"type":"string"},"tolerationSeconds":{"type":"integer"},"value":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.TopologySelectorLabelRequirement": '{"properties":{"key":{"default":"","type":"string"},"values":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.core.v1.TopologySelectorTerm": '{"properties":{"matchLabelExpressions":{"items":{"$ref":"io.k8s.api.core.v1.TopologySelectorLabelRequirement"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.TopologySpreadConstraint": '{"properties":{"labelSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"matchLabelKeys":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"maxSkew":{"default":0,"type":"integer"},"minDomains":{"type":"integer"},"nodeAffinityPolicy":{"type":"string"},"nodeTaintsPolicy":{"type":"string"},"topologyKey":{"default":"","type":"string"},"whenUnsatisfiable":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.TypedLocalObjectReference": '{"properties":{"apiGroup":{"type":"string"},"kind":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.core.v1.TypedObjectReference": '{"properties":{"apiGroup":{"type":"string"},"kind":{"default":"","type":"string"},"name":{"default":"","type":"string"},"namespace":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.Volume": '{"properties":{"awsElasticBlockStore":{"$ref":"io.k8s.api.core.v1.AWSElasticBlockStoreVolumeSource"},"azureDisk":{"$ref":"io.k8s.api.core.v1.AzureDiskVolumeSource"},"azureFile":{"$ref":"io.k8s.api.core.v1.AzureFileVolumeSource"},"cephfs":{"$ref":"io.k8s.api.core.v1.CephFSVolumeSource"},"cinder":{"$ref":"io.k8s.api.core.v1.CinderVolumeSource"},"configMap":{"$ref":"io.k8s.api.core.v1.ConfigMapVolumeSource"},"csi":{"$ref":"io.k8s.api.core.v1.CSIVolumeSource"},"downwardAPI":{"$ref":"io.k8s.api.core.v1.DownwardAPIVolumeSource"},"emptyDir":{"$ref":"io.k8s.api.core.v1.EmptyDirVolumeSource"},"ephemeral":{"$ref":"io.k8s.api.core.v1.EphemeralVolumeSource"},"fc":{"$ref":"io.k8s.api.core.v1.FCVolumeSource"},"flexVolume":{"$ref":"io.k8s.api.core.v1.FlexVolumeSource"},"flocker":{"$ref":"io.k8s.api.core.v1.FlockerVolumeSource"},"gcePersistentDisk":{"$ref":"io.k8s.api.core.v1.GCEPersistentDiskVolumeSource"},"gitRepo":{"$ref":"io.k8s.api.core.v1.GitRepoVolumeSource"},"glusterfs":{"$ref":"io.k8s.api.core.v1.GlusterfsVolumeSource"},"hostPath":{"$ref":"io.k8s.api.core.v1.HostPathVolumeSource"},"image":{"$ref":"io.k8s.api.core.v1.ImageVolumeSource"},"iscsi":{"$ref":"io.k8s.api.core.v1.ISCSIVolumeSource"},"name":{"default":"","type":"string"},"nfs":{"$ref":"io.k8s.api.core.v1.NFSVolumeSource"},"persistentVolumeClaim":{"$ref":"io.k8s.api.core.v1.PersistentVolumeClaimVolumeSource"},"photonPersistentDisk":{"$ref":"io.k8s.api.core.v1.PhotonPersistentDiskVolumeSource"},"portworxVolume":{"$ref":"io.k8s.api.core.v1.PortworxVolumeSource"},"projected":{"$ref":"io.k8s.api.core.v1.ProjectedVolumeSource"},"quobyte":{"$ref":"io.k8s.api.core.v1.QuobyteVolumeSource"},"rbd":{"$ref":"io.k8s.api.core.v1.RBDVolumeSource"},"scaleIO":{"$ref":"io.k8s.api.core.v1.ScaleIOVolumeSource"},"secret":{"$ref":"io.k8s.api.core.v1.SecretVolumeSource"},"storageos":{"$ref":"io.k8s.api.core.v1.StorageOSVolumeSource"},"vsphereVolume":{"$ref":"io.k8s.api.core.v1.VsphereVirtualDiskVolumeSource"}},"type":"object"}',
    "io.k8s.api.core.v1.VolumeDevice": '{"properties":{"devicePath":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.VolumeMount": '{"properties":{"mountPath":{"default":"","type":"string"},"mountPropagation":{"type":"string"},"name":{"default":"","type":"string"},"readOnly":{"type":"boolean"},"recursiveReadOnly":{"type":"string"},"subPath":{"type":"string"},"subPathExpr":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.VolumeMountStatus": '{"properties":{"mountPath":{"default":"","type":"string"},"name":{"default":"","type":"string"},"readOnly":{"type":"boolean"},"recursiveReadOnly":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.VolumeNodeAffinity": '{"properties":{"required":{"$ref":"io.k8s.api.core.v1.NodeSelector"}},"type":"object"}',
    "io.k8s.api.core.v1.VolumeProjection": '{"properties":{"clusterTrustBundle":{"$ref":"io.k8s.api.core.v1.ClusterTrustBundleProjection"},"configMap":{"$ref":"io.k8s.api.core.v1.ConfigMapProjection"},"downwardAPI":{"$ref":"io.k8s.api.core.v1.DownwardAPIProjection"},"podCertificate":{"$ref":"io.k8s.api.core.v1.PodCertificateProjection"},"secret":{"$ref":"io.k8s.api.core.v1.SecretProjection"},"serviceAccountToken":{"$ref":"io.k8s.api.core.v1.ServiceAccountTokenProjection"}},"type":"object"}',
    "io.k8s.api.core.v1.VolumeResourceRequirements": '{"properties":{"limits":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"requests":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"}},"type":"object"}',
    "io.k8s.api.core.v1.VsphereVirtualDiskVolumeSource": '{"properties":{"fsType":{"type":"string"},"storagePolicyID":{"type":"string"},"storagePolicyName":{"type":"string"},"volumePath":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.WeightedPodAffinityTerm": '{"properties":{"podAffinityTerm":{"$ref":"io.k8s.api.core.v1.PodAffinityTerm","default":{}},"weight":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.core.v1.WindowsSecurityContextOptions": '{"properties":{"gmsaCredentialSpec":{"type":"string"},"gmsaCredentialSpecName":{"type":"string"},"hostProcess":{"type":"boolean"},"runAsUserName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.core.v1.WorkloadReference": '{"properties":{"name":{"default":"","type":"string"},"podGroup":{"default":"","type":"string"},"podGroupReplicaKey":{"type":"string"}},"type":"object"}',
    "io.k8s.api.discovery.v1.Endpoint": '{"properties":{"addresses":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"},"conditions":{"$ref":"io.k8s.api.discovery.v1.EndpointConditions","default":{}},"deprecatedTopology":{"additionalProperties":{"type":"string"},"type":"object"},"hints":{"$ref":"io.k8s.api.discovery.v1.EndpointHints"},"hostname":{"type":"string"},"nodeName":{"type":"string"},"targetRef":{"$ref":"io.k8s.api.core.v1.ObjectReference"},"zone":{"type":"string"}},"type":"object"}',
    "io.k8s.api.discovery.v1.EndpointConditions": '{"properties":{"ready":{"type":"boolean"},"serving":{"type":"boolean"},"terminating":{"type":"boolean"}},"type":"object"}',
    "io.k8s.api.discovery.v1.EndpointHints": '{"properties":{"forNodes":{"items":{"$ref":"io.k8s.api.discovery.v1.ForNode"},"type":"array","x-kubernetes-list-type":"atomic"},"forZones":{"items":{"$ref":"io.k8s.api.discovery.v1.ForZone"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.discovery.v1.EndpointPort": '{"properties":{"appProtocol":{"type":"string"},"name":{"type":"string"},"port":{"type":"integer"},"protocol":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.discovery.v1.EndpointSlice": '{"properties":{"addressType":{"default":"","type":"string"},"apiVersion":{"type":"string"},"endpoints":{"items":{"$ref":"io.k8s.api.discovery.v1.Endpoint"},"type":"array","x-kubernetes-list-type":"atomic"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"ports":{"items":{"$ref":"io.k8s.api.discovery.v1.EndpointPort"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.discovery.v1.EndpointSliceList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.discovery.v1.EndpointSlice"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.discovery.v1.ForNode": '{"properties":{"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.discovery.v1.ForZone": '{"properties":{"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.events.v1.Event": '{"properties":{"action":{"type":"string"},"apiVersion":{"type":"string"},"deprecatedCount":{"type":"integer"},"deprecatedFirstTimestamp":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"deprecatedLastTimestamp":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"deprecatedSource":{"$ref":"io.k8s.api.core.v1.EventSource","default":{}},"eventTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"note":{"type":"string"},"reason":{"type":"string"},"regarding":{"$ref":"io.k8s.api.core.v1.ObjectReference","default":{}},"related":{"$ref":"io.k8s.api.core.v1.ObjectReference"},"reportingController":{"type":"string"},"reportingInstance":{"type":"string"},"series":{"$ref":"io.k8s.api.events.v1.EventSeries"},"type":{"type":"string"}},"type":"object"}',
    "io.k8s.api.events.v1.EventList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.events.v1.Event"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.events.v1.EventSeries": '{"properties":{"count":{"default":0,"type":"integer"},"lastObservedTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.ExemptPriorityLevelConfiguration": '{"properties":{"lendablePercent":{"type":"integer"},"nominalConcurrencyShares":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.FlowDistinguisherMethod": '{"properties":{"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.FlowSchema": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.flowcontrol.v1.FlowSchemaSpec","default":{}},"status":{"$ref":"io.k8s.api.flowcontrol.v1.FlowSchemaStatus","default":{}}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.FlowSchemaCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"type":"string"},"type":{"type":"string"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.FlowSchemaList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.flowcontrol.v1.FlowSchema"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.FlowSchemaSpec": '{"properties":{"distinguisherMethod":{"$ref":"io.k8s.api.flowcontrol.v1.FlowDistinguisherMethod"},"matchingPrecedence":{"default":0,"type":"integer"},"priorityLevelConfiguration":{"$ref":"io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationReference","default":{}},"rules":{"items":{"$ref":"io.k8s.api.flowcontrol.v1.PolicyRulesWithSubjects"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.FlowSchemaStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.api.flowcontrol.v1.FlowSchemaCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.GroupSubject": '{"properties":{"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.LimitResponse": '{"properties":{"queuing":{"$ref":"io.k8s.api.flowcontrol.v1.QueuingConfiguration"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.LimitedPriorityLevelConfiguration": '{"properties":{"borrowingLimitPercent":{"type":"integer"},"lendablePercent":{"type":"integer"},"limitResponse":{"$ref":"io.k8s.api.flowcontrol.v1.LimitResponse","default":{}},"nominalConcurrencyShares":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.NonResourcePolicyRule": '{"properties":{"nonResourceURLs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"},"verbs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.PolicyRulesWithSubjects": '{"properties":{"nonResourceRules":{"items":{"$ref":"io.k8s.api.flowcontrol.v1.NonResourcePolicyRule"},"type":"array","x-kubernetes-list-type":"atomic"},"resourceRules":{"items":{"$ref":"io.k8s.api.flowcontrol.v1.ResourcePolicyRule"},"type":"array","x-kubernetes-list-type":"atomic"},"subjects":{"items":{"$ref":"io.k8s.api.flowcontrol.v1.Subject"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.PriorityLevelConfiguration": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationSpec","default":{}},"status":{"$ref":"io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationStatus","default":{}}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"type":"string"},"type":{"type":"string"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.flowcontrol.v1.PriorityLevelConfiguration"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationReference": '{"properties":{"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationSpec": '{"properties":{"exempt":{"$ref":"io.k8s.api.flowcontrol.v1.ExemptPriorityLevelConfiguration"},"limited":{"$ref":"io.k8s.api.flowcontrol.v1.LimitedPriorityLevelConfiguration"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.api.flowcontrol.v1.PriorityLevelConfigurationCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.QueuingConfiguration": '{"properties":{"handSize":{"default":0,"type":"integer"},"queueLengthLimit":{"default":0,"type":"integer"},"queues":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.ResourcePolicyRule": '{"properties":{"apiGroups":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"},"clusterScope":{"type":"boolean"},"namespaces":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"},"resources":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"},"verbs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.ServiceAccountSubject": '{"properties":{"name":{"default":"","type":"string"},"namespace":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.Subject": '{"properties":{"group":{"$ref":"io.k8s.api.flowcontrol.v1.GroupSubject"},"kind":{"default":"","type":"string"},"serviceAccount":{"$ref":"io.k8s.api.flowcontrol.v1.ServiceAccountSubject"},"user":{"$ref":"io.k8s.api.flowcontrol.v1.UserSubject"}},"type":"object"}',
    "io.k8s.api.flowcontrol.v1.UserSubject": '{"properties":{"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.networking.v1.HTTPIngressPath": '{"properties":{"backend":{"$ref":"io.k8s.api.networking.v1.IngressBackend","default":{}},"path":{"type":"string"},"pathType":{"type":"string"}},"type":"object"}',
    "io.k8s.api.networking.v1.HTTPIngressRuleValue": '{"properties":{"paths":{"items":{"$ref":"io.k8s.api.networking.v1.HTTPIngressPath"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.networking.v1.IPAddress": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.networking.v1.IPAddressSpec","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.IPAddressList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.networking.v1.IPAddress"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.IPAddressSpec": '{"properties":{"parentRef":{"$ref":"io.k8s.api.networking.v1.ParentReference"}},"type":"object"}',
    "io.k8s.api.networking.v1.IPBlock": '{"properties":{"cidr":{"default":"","type":"string"},"except":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.networking.v1.Ingress": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.networking.v1.IngressSpec","default":{}},"status":{"$ref":"io.k8s.api.networking.v1.IngressStatus","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressBackend": '{"properties":{"resource":{"$ref":"io.k8s.api.core.v1.TypedLocalObjectReference"},"service":{"$ref":"io.k8s.api.networking.v1.IngressServiceBackend"}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressClass": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.networking.v1.IngressClassSpec","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressClassList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.networking.v1.IngressClass"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressClassParametersReference": '{"properties":{"apiGroup":{"type":"string"},"kind":{"default":"","type":"string"},"name":{"default":"","type":"string"},"namespace":{"type":"string"},"scope":{"type":"string"}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressClassSpec": '{"properties":{"controller":{"type":"string"},"parameters":{"$ref":"io.k8s.api.networking.v1.IngressClassParametersReference"}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.networking.v1.Ingress"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressLoadBalancerIngress": '{"properties":{"hostname":{"type":"string"},"ip":{"type":"string"},"ports":{"items":{"$ref":"io.k8s.api.networking.v1.IngressPortStatus"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressLoadBalancerStatus": '{"properties":{"ingress":{"items":{"$ref":"io.k8s.api.networking.v1.IngressLoadBalancerIngress"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressPortStatus": '{"properties":{"error":{"type":"string"},"port":{"default":0,"type":"integer"},"protocol":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressRule": '{"properties":{"host":{"type":"string"},"http":{"$ref":"io.k8s.api.networking.v1.HTTPIngressRuleValue"}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressServiceBackend": '{"properties":{"name":{"default":"","type":"string"},"port":{"$ref":"io.k8s.api.networking.v1.ServiceBackendPort","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressSpec": '{"properties":{"defaultBackend":{"$ref":"io.k8s.api.networking.v1.IngressBackend"},"ingressClassName":{"type":"string"},"rules":{"items":{"$ref":"io.k8s.api.networking.v1.IngressRule"},"type":"array","x-kubernetes-list-type":"atomic"},"tls":{"items":{"$ref":"io.k8s.api.networking.v1.IngressTLS"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressStatus": '{"properties":{"loadBalancer":{"$ref":"io.k8s.api.networking.v1.IngressLoadBalancerStatus","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.IngressTLS": '{"properties":{"hosts":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"secretName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.networking.v1.NetworkPolicy": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.networking.v1.NetworkPolicySpec","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.NetworkPolicyEgressRule": '{"properties":{"ports":{"items":{"$ref":"io.k8s.api.networking.v1.NetworkPolicyPort"},"type":"array","x-kubernetes-list-type":"atomic"},"to":{"items":{"$ref":"io.k8s.api.networking.v1.NetworkPolicyPeer"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.networking.v1.NetworkPolicyIngressRule": '{"properties":{"from":{"items":{"$ref":"io.k8s.api.networking.v1.NetworkPolicyPeer"},"type":"array","x-kubernetes-list-type":"atomic"},"ports":{"items":{"$ref":"io.k8s.api.networking.v1.NetworkPolicyPort"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.networking.v1.NetworkPolicyList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.networking.v1.NetworkPolicy"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.NetworkPolicyPeer": '{"properties":{"ipBlock":{"$ref":"io.k8s.api.networking.v1.IPBlock"},"namespaceSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"podSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"}},"type":"object"}',
    "io.k8s.api.networking.v1.NetworkPolicyPort": '{"properties":{"endPort":{"type":"integer"},"port":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"},"protocol":{"type":"string"}},"type":"object"}',
    "io.k8s.api.networking.v1.NetworkPolicySpec": '{"properties":{"egress":{"items":{"$ref":"io.k8s.api.networking.v1.NetworkPolicyEgressRule"},"type":"array","x-kubernetes-list-type":"atomic"},"ingress":{"items":{"$ref":"io.k8s.api.networking.v1.NetworkPolicyIngressRule"},"type":"array","x-kubernetes-list-type":"atomic"},"podSelector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector","default":{}},"policyTypes":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.networking.v1.ParentReference": '{"properties":{"group":{"type":"string"},"name":{"type":"string"},"namespace":{"type":"string"},"resource":{"type":"string"}},"type":"object"}',
    "io.k8s.api.networking.v1.ServiceBackendPort": '{"properties":{"name":{"type":"string"},"number":{"type":"integer"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.networking.v1.ServiceCIDR": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.networking.v1.ServiceCIDRSpec","default":{}},"status":{"$ref":"io.k8s.api.networking.v1.ServiceCIDRStatus","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.ServiceCIDRList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.networking.v1.ServiceCIDR"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1.ServiceCIDRSpec": '{"properties":{"cidrs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.networking.v1.ServiceCIDRStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.networking.v1beta1.IPAddress": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.networking.v1beta1.IPAddressSpec","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1beta1.IPAddressList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.networking.v1beta1.IPAddress"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1beta1.IPAddressSpec": '{"properties":{"parentRef":{"$ref":"io.k8s.api.networking.v1beta1.ParentReference"}},"type":"object"}',
    "io.k8s.api.networking.v1beta1.ParentReference": '{"properties":{"group":{"type":"string"},"name":{"type":"string"},"namespace":{"type":"string"},"resource":{"type":"string"}},"type":"object"}',
    "io.k8s.api.networking.v1beta1.ServiceCIDR": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.networking.v1beta1.ServiceCIDRSpec","default":{}},"status":{"$ref":"io.k8s.api.networking.v1beta1.ServiceCIDRStatus","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1beta1.ServiceCIDRList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.networking.v1beta1.ServiceCIDR"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.networking.v1beta1.ServiceCIDRSpec": '{"properties":{"cidrs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.networking.v1beta1.ServiceCIDRStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.node.v1.Overhead": '{"properties":{"podFixed":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"}},"type":"object"}',
    "io.k8s.api.node.v1.RuntimeClass": '{"properties":{"apiVersion":{"type":"string"},"handler":{"default":"","type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"overhead":{"$ref":"io.k8s.api.node.v1.Overhead"},"scheduling":{"$ref":"io.k8s.api.node.v1.Scheduling"}},"type":"object"}',
    "io.k8s.api.node.v1.RuntimeClassList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.node.v1.RuntimeClass"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.node.v1.Scheduling": '{"properties":{"nodeSelector":{"additionalProperties":{"type":"string"},"type":"object","x-kubernetes-map-type":"atomic"},"tolerations":{"items":{"$ref":"io.k8s.api.core.v1.Toleration"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.policy.v1.Eviction": '{"properties":{"apiVersion":{"type":"string"},"deleteOptions":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}}},"type":"object"}',
    "io.k8s.api.policy.v1.PodDisruptionBudget": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.policy.v1.PodDisruptionBudgetSpec","default":{}},"status":{"$ref":"io.k8s.api.policy.v1.PodDisruptionBudgetStatus","default":{}}},"type":"object"}',
    "io.k8s.api.policy.v1.PodDisruptionBudgetList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.policy.v1.PodDisruptionBudget"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.policy.v1.PodDisruptionBudgetSpec": '{"properties":{"maxUnavailable":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"},"minAvailable":{"$ref":"io.k8s.apimachinery.pkg.util.intstr.IntOrString"},"selector":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector","x-kubernetes-patch-strategy":"replace"},"unhealthyPodEvictionPolicy":{"type":"string"}},"type":"object"}',
    "io.k8s.api.policy.v1.PodDisruptionBudgetStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"currentHealthy":{"default":0,"type":"integer"},"desiredHealthy":{"default":0,"type":"integer"},"disruptedPods":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"type":"object"},"disruptionsAllowed":{"default":0,"type":"integer"},"expectedPods":{"default":0,"type":"integer"},"observedGeneration":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.rbac.v1.AggregationRule": '{"properties":{"clusterRoleSelectors":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.rbac.v1.ClusterRole": '{"properties":{"aggregationRule":{"$ref":"io.k8s.api.rbac.v1.AggregationRule"},"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"rules":{"items":{"$ref":"io.k8s.api.rbac.v1.PolicyRule"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.rbac.v1.ClusterRoleBinding": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"roleRef":{"$ref":"io.k8s.api.rbac.v1.RoleRef","default":{}},"subjects":{"items":{"$ref":"io.k8s.api.rbac.v1.Subject"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.rbac.v1.ClusterRoleBindingList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.rbac.v1.ClusterRoleBinding"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.rbac.v1.ClusterRoleList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.rbac.v1.ClusterRole"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.rbac.v1.PolicyRule": '{"properties":{"apiGroups":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"nonResourceURLs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resourceNames":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"resources":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"verbs":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.rbac.v1.Role": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"rules":{"items":{"$ref":"io.k8s.api.rbac.v1.PolicyRule"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.rbac.v1.RoleBinding": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"roleRef":{"$ref":"io.k8s.api.rbac.v1.RoleRef","default":{}},"subjects":{"items":{"$ref":"io.k8s.api.rbac.v1.Subject"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.rbac.v1.RoleBindingList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.rbac.v1.RoleBinding"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.rbac.v1.RoleList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.rbac.v1.Role"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.rbac.v1.RoleRef": '{"properties":{"apiGroup":{"default":"","type":"string"},"kind":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.rbac.v1.Subject": '{"properties":{"apiGroup":{"type":"string"},"kind":{"default":"","type":"string"},"name":{"default":"","type":"string"},"namespace":{"type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.api.resource.v1.AllocatedDeviceStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map"},"data":{"$ref":"io.k8s.apimachinery.pkg.runtime.RawExtension"},"device":{"default":"","type":"string"},"driver":{"default":"","type":"string"},"networkData":{"$ref":"io.k8s.api.resource.v1.NetworkDeviceData"},"pool":{"default":"","type":"string"},"shareID":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1.AllocationResult": '{"properties":{"allocationTimestamp":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"devices":{"$ref":"io.k8s.api.resource.v1.DeviceAllocationResult","default":{}},"nodeSelector":{"$ref":"io.k8s.api.core.v1.NodeSelector"}},"type":"object"}',
    "io.k8s.api.resource.v1.CELDeviceSelector": '{"properties":{"expression":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1.CapacityRequestPolicy": '{"properties":{"default":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"validRange":{"$ref":"io.k8s.api.resource.v1.CapacityRequestPolicyRange"},"validValues":{"items":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.CapacityRequestPolicyRange": '{"properties":{"max":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"min":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"step":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.resource.v1.CapacityRequirements": '{"properties":{"requests":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"}},"type":"object"}',
    "io.k8s.api.resource.v1.Counter": '{"properties":{"value":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.resource.v1.CounterSet": '{"properties":{"counters":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1.Counter"},"type":"object"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1.Device": '{"properties":{"allNodes":{"type":"boolean"},"allowMultipleAllocations":{"type":"boolean"},"attributes":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1.DeviceAttribute"},"type":"object"},"bindingConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"bindingFailureConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"bindsToNode":{"type":"boolean"},"capacity":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1.DeviceCapacity"},"type":"object"},"consumesCounters":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceCounterConsumption"},"type":"array","x-kubernetes-list-type":"atomic"},"name":{"default":"","type":"string"},"nodeName":{"type":"string"},"nodeSelector":{"$ref":"io.k8s.api.core.v1.NodeSelector"},"taints":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceTaint"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceAllocationConfiguration": '{"properties":{"opaque":{"$ref":"io.k8s.api.resource.v1.OpaqueDeviceConfiguration"},"requests":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"source":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceAllocationResult": '{"properties":{"config":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceAllocationConfiguration"},"type":"array","x-kubernetes-list-type":"atomic"},"results":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceRequestAllocationResult"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceAttribute": '{"properties":{"bool":{"type":"boolean"},"int":{"type":"integer"},"string":{"type":"string"},"version":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceCapacity": '{"properties":{"requestPolicy":{"$ref":"io.k8s.api.resource.v1.CapacityRequestPolicy"},"value":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceClaim": '{"properties":{"config":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceClaimConfiguration"},"type":"array","x-kubernetes-list-type":"atomic"},"constraints":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceConstraint"},"type":"array","x-kubernetes-list-type":"atomic"},"requests":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceRequest"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceClaimConfiguration": '{"properties":{"opaque":{"$ref":"io.k8s.api.resource.v1.OpaqueDeviceConfiguration"},"requests":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceClass": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1.DeviceClassSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceClassConfiguration": '{"properties":{"opaque":{"$ref":"io.k8s.api.resource.v1.OpaqueDeviceConfiguration"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceClassList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceClass"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceClassSpec": '{"properties":{"config":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceClassConfiguration"},"type":"array","x-kubernetes-list-type":"atomic"},"extendedResourceName":{"type":"string"},"selectors":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceSelector"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceConstraint": '{"properties":{"distinctAttribute":{"type":"string"},"matchAttribute":{"type":"string"},"requests":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceCounterConsumption": '{"properties":{"counterSet":{"default":"","type":"string"},"counters":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1.Counter"},"type":"object"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceRequest": '{"properties":{"exactly":{"$ref":"io.k8s.api.resource.v1.ExactDeviceRequest"},"firstAvailable":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceSubRequest"},"type":"array","x-kubernetes-list-type":"atomic"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceRequestAllocationResult": '{"properties":{"adminAccess":{"type":"boolean"},"bindingConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"bindingFailureConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"consumedCapacity":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"device":{"default":"","type":"string"},"driver":{"default":"","type":"string"},"pool":{"default":"","type":"string"},"request":{"default":"","type":"string"},"shareID":{"type":"string"},"tolerations":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceToleration"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceSelector": '{"properties":{"cel":{"$ref":"io.k8s.api.resource.v1.CELDeviceSelector"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceSubRequest": '{"properties":{"allocationMode":{"type":"string"},"capacity":{"$ref":"io.k8s.api.resource.v1.CapacityRequirements"},"count":{"type":"integer"},"deviceClassName":{"default":"","type":"string"},"name":{"default":"","type":"string"},"selectors":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceSelector"},"type":"array","x-kubernetes-list-type":"atomic"},"tolerations":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceToleration"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceTaint": '{"properties":{"effect":{"default":"","type":"string"},"key":{"default":"","type":"string"},"timeAdded":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"value":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1.DeviceToleration": '{"properties":{"effect":{"type":"string"},"key":{"type":"string"},"operator":{"default":"Equal","type":"string"},"tolerationSeconds":{"type":"integer"},"value":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1.ExactDeviceRequest": '{"properties":{"adminAccess":{"type":"boolean"},"allocationMode":{"type":"string"},"capacity":{"$ref":"io.k8s.api.resource.v1.CapacityRequirements"},"count":{"type":"integer"},"deviceClassName":{"default":"","type":"string"},"selectors":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceSelector"},"type":"array","x-kubernetes-list-type":"atomic"},"tolerations":{"items":{"$ref":"io.k8s.api.resource.v1.DeviceToleration"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.NetworkDeviceData": '{"properties":{"hardwareAddress":{"type":"string"},"interfaceName":{"type":"string"},"ips":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1.OpaqueDeviceConfiguration": '{"properties":{"driver":{"default":"","type":"string"},"parameters":{"$ref":"io.k8s.apimachinery.pkg.runtime.RawExtension"}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceClaim": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1.ResourceClaimSpec","default":{}},"status":{"$ref":"io.k8s.api.resource.v1.ResourceClaimStatus","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceClaimConsumerReference": '{"properties":{"apiGroup":{"type":"string"},"name":{"default":"","type":"string"},"resource":{"default":"","type":"string"},"uid":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceClaimList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1.ResourceClaim"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceClaimSpec": '{"properties":{"devices":{"$ref":"io.k8s.api.resource.v1.DeviceClaim","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceClaimStatus": '{"properties":{"allocation":{"$ref":"io.k8s.api.resource.v1.AllocationResult"},"devices":{"items":{"$ref":"io.k8s.api.resource.v1.AllocatedDeviceStatus"},"type":"array","x-kubernetes-list-map-keys":["driver","device","pool","shareID"],"x-kubernetes-list-type":"map"},"reservedFor":{"items":{"$ref":"io.k8s.api.resource.v1.ResourceClaimConsumerReference"},"type":"array","x-kubernetes-list-map-keys":["uid"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"uid","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceClaimTemplate": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1.ResourceClaimTemplateSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceClaimTemplateList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1.ResourceClaimTemplate"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceClaimTemplateSpec": '{"properties":{"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1.ResourceClaimSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourcePool": '{"properties":{"generation":{"default":0,"type":"integer"},"name":{"default":"","type":"string"},"resourceSliceCount":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceSlice": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1.ResourceSliceSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceSliceList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1.ResourceSlice"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1.ResourceSliceSpec": '{"properties":{"allNodes":{"type":"boolean"},"devices":{"items":{"$ref":"io.k8s.api.resource.v1.Device"},"type":"array","x-kubernetes-list-type":"atomic"},"driver":{"default":"","type":"string"},"nodeName":{"type":"string"},"nodeSelector":{"$ref":"io.k8s.api.core.v1.NodeSelector"},"perDeviceNodeSelection":{"type":"boolean"},"pool":{"$ref":"io.k8s.api.resource.v1.ResourcePool","default":{}},"sharedCounters":{"items":{"$ref":"io.k8s.api.resource.v1.CounterSet"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1alpha3.DeviceTaint": '{"properties":{"effect":{"default":"","type":"string"},"key":{"default":"","type":"string"},"timeAdded":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"value":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1alpha3.DeviceTaintRule": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1alpha3.DeviceTaintRuleSpec","default":{}},"status":{"$ref":"io.k8s.api.resource.v1alpha3.DeviceTaintRuleStatus","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1alpha3.DeviceTaintRuleList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1alpha3.DeviceTaintRule"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1alpha3.DeviceTaintRuleSpec": '{"properties":{"deviceSelector":{"$ref":"io.k8s.api.resource.v1alpha3.DeviceTaintSelector"},"taint":{"$ref":"io.k8s.api.resource.v1alpha3.DeviceTaint","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1alpha3.DeviceTaintRuleStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.resource.v1alpha3.DeviceTaintSelector": '{"properties":{"device":{"type":"string"},"driver":{"type":"string"},"pool":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.AllocatedDeviceStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map"},"data":{"$ref":"io.k8s.apimachinery.pkg.runtime.RawExtension"},"device":{"default":"","type":"string"},"driver":{"default":"","type":"string"},"networkData":{"$ref":"io.k8s.api.resource.v1beta1.NetworkDeviceData"},"pool":{"default":"","type":"string"},"shareID":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.AllocationResult": '{"properties":{"allocationTimestamp":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"devices":{"$ref":"io.k8s.api.resource.v1beta1.DeviceAllocationResult","default":{}},"nodeSelector":{"$ref":"io.k8s.api.core.v1.NodeSelector"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.BasicDevice": '{"properties":{"allNodes":{"type":"boolean"},"allowMultipleAllocations":{"type":"boolean"},"attributes":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1beta1.DeviceAttribute"},"type":"object"},"bindingConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"bindingFailureConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"bindsToNode":{"type":"boolean"},"capacity":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1beta1.DeviceCapacity"},"type":"object"},"consumesCounters":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceCounterConsumption"},"type":"array","x-kubernetes-list-type":"atomic"},"nodeName":{"type":"string"},"nodeSelector":{"$ref":"io.k8s.api.core.v1.NodeSelector"},"taints":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceTaint"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.CELDeviceSelector": '{"properties":{"expression":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.CapacityRequestPolicy": '{"properties":{"default":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"validRange":{"$ref":"io.k8s.api.resource.v1beta1.CapacityRequestPolicyRange"},"validValues":{"items":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.CapacityRequestPolicyRange": '{"properties":{"max":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"min":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"step":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.CapacityRequirements": '{"properties":{"requests":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.Counter": '{"properties":{"value":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.CounterSet": '{"properties":{"counters":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1beta1.Counter"},"type":"object"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.Device": '{"properties":{"basic":{"$ref":"io.k8s.api.resource.v1beta1.BasicDevice"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceAllocationConfiguration": '{"properties":{"opaque":{"$ref":"io.k8s.api.resource.v1beta1.OpaqueDeviceConfiguration"},"requests":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"source":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceAllocationResult": '{"properties":{"config":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceAllocationConfiguration"},"type":"array","x-kubernetes-list-type":"atomic"},"results":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceRequestAllocationResult"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceAttribute": '{"properties":{"bool":{"type":"boolean"},"int":{"type":"integer"},"string":{"type":"string"},"version":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceCapacity": '{"properties":{"requestPolicy":{"$ref":"io.k8s.api.resource.v1beta1.CapacityRequestPolicy"},"value":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceClaim": '{"properties":{"config":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceClaimConfiguration"},"type":"array","x-kubernetes-list-type":"atomic"},"constraints":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceConstraint"},"type":"array","x-kubernetes-list-type":"atomic"},"requests":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceRequest"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceClaimConfiguration": '{"properties":{"opaque":{"$ref":"io.k8s.api.resource.v1beta1.OpaqueDeviceConfiguration"},"requests":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceClass": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1beta1.DeviceClassSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceClassConfiguration": '{"properties":{"opaque":{"$ref":"io.k8s.api.resource.v1beta1.OpaqueDeviceConfiguration"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceClassList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceClass"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceClassSpec": '{"properties":{"config":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceClassConfiguration"},"type":"array","x-kubernetes-list-type":"atomic"},"extendedResourceName":{"type":"string"},"selectors":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceSelector"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceConstraint": '{"properties":{"distinctAttribute":{"type":"string"},"matchAttribute":{"type":"string"},"requests":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceCounterConsumption": '{"properties":{"counterSet":{"default":"","type":"string"},"counters":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1beta1.Counter"},"type":"object"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceRequest": '{"properties":{"adminAccess":{"type":"boolean"},"allocationMode":{"type":"string"},"capacity":{"$ref":"io.k8s.api.resource.v1beta1.CapacityRequirements"},"count":{"type":"integer"},"deviceClassName":{"default":"","type":"string"},"firstAvailable":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceSubRequest"},"type":"array","x-kubernetes-list-type":"atomic"},"name":{"default":"","type":"string"},"selectors":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceSelector"},"type":"array","x-kubernetes-list-type":"atomic"},"tolerations":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceToleration"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceRequestAllocationResult": '{"properties":{"adminAccess":{"type":"boolean"},"bindingConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"bindingFailureConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"consumedCapacity":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"device":{"default":"","type":"string"},"driver":{"default":"","type":"string"},"pool":{"default":"","type":"string"},"request":{"default":"","type":"string"},"shareID":{"type":"string"},"tolerations":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceToleration"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceSelector": '{"properties":{"cel":{"$ref":"io.k8s.api.resource.v1beta1.CELDeviceSelector"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceSubRequest": '{"properties":{"allocationMode":{"type":"string"},"capacity":{"$ref":"io.k8s.api.resource.v1beta1.CapacityRequirements"},"count":{"type":"integer"},"deviceClassName":{"default":"","type":"string"},"name":{"default":"","type":"string"},"selectors":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceSelector"},"type":"array","x-kubernetes-list-type":"atomic"},"tolerations":{"items":{"$ref":"io.k8s.api.resource.v1beta1.DeviceToleration"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceTaint": '{"properties":{"effect":{"default":"","type":"string"},"key":{"default":"","type":"string"},"timeAdded":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"value":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.DeviceToleration": '{"properties":{"effect":{"type":"string"},"key":{"type":"string"},"operator":{"default":"Equal","type":"string"},"tolerationSeconds":{"type":"integer"},"value":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.NetworkDeviceData": '{"properties":{"hardwareAddress":{"type":"string"},"interfaceName":{"type":"string"},"ips":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.OpaqueDeviceConfiguration": '{"properties":{"driver":{"default":"","type":"string"},"parameters":{"$ref":"io.k8s.apimachinery.pkg.runtime.RawExtension"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceClaim": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1beta1.ResourceClaimSpec","default":{}},"status":{"$ref":"io.k8s.api.resource.v1beta1.ResourceClaimStatus","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceClaimConsumerReference": '{"properties":{"apiGroup":{"type":"string"},"name":{"default":"","type":"string"},"resource":{"default":"","type":"string"},"uid":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceClaimList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1beta1.ResourceClaim"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceClaimSpec": '{"properties":{"devices":{"$ref":"io.k8s.api.resource.v1beta1.DeviceClaim","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceClaimStatus": '{"properties":{"allocation":{"$ref":"io.k8s.api.resource.v1beta1.AllocationResult"},"devices":{"items":{"$ref":"io.k8s.api.resource.v1beta1.AllocatedDeviceStatus"},"type":"array","x-kubernetes-list-map-keys":["driver","device","pool","shareID"],"x-kubernetes-list-type":"map"},"reservedFor":{"items":{"$ref":"io.k8s.api.resource.v1beta1.ResourceClaimConsumerReference"},"type":"array","x-kubernetes-list-map-keys":["uid"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"uid","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceClaimTemplate": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1beta1.ResourceClaimTemplateSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceClaimTemplateList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1beta1.ResourceClaimTemplate"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceClaimTemplateSpec": '{"properties":{"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1beta1.ResourceClaimSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourcePool": '{"properties":{"generation":{"default":0,"type":"integer"},"name":{"default":"","type":"string"},"resourceSliceCount":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceSlice": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1beta1.ResourceSliceSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceSliceList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1beta1.ResourceSlice"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta1.ResourceSliceSpec": '{"properties":{"allNodes":{"type":"boolean"},"devices":{"items":{"$ref":"io.k8s.api.resource.v1beta1.Device"},"type":"array","x-kubernetes-list-type":"atomic"},"driver":{"default":"","type":"string"},"nodeName":{"type":"string"},"nodeSelector":{"$ref":"io.k8s.api.core.v1.NodeSelector"},"perDeviceNodeSelection":{"type":"boolean"},"pool":{"$ref":"io.k8s.api.resource.v1beta1.ResourcePool","default":{}},"sharedCounters":{"items":{"$ref":"io.k8s.api.resource.v1beta1.CounterSet"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.AllocatedDeviceStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map"},"data":{"$ref":"io.k8s.apimachinery.pkg.runtime.RawExtension"},"device":{"default":"","type":"string"},"driver":{"default":"","type":"string"},"networkData":{"$ref":"io.k8s.api.resource.v1beta2.NetworkDeviceData"},"pool":{"default":"","type":"string"},"shareID":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.AllocationResult": '{"properties":{"allocationTimestamp":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"devices":{"$ref":"io.k8s.api.resource.v1beta2.DeviceAllocationResult","default":{}},"nodeSelector":{"$ref":"io.k8s.api.core.v1.NodeSelector"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.CELDeviceSelector": '{"properties":{"expression":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.CapacityRequestPolicy": '{"properties":{"default":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"validRange":{"$ref":"io.k8s.api.resource.v1beta2.CapacityRequestPolicyRange"},"validValues":{"items":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.CapacityRequestPolicyRange": '{"properties":{"max":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"min":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"step":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.CapacityRequirements": '{"properties":{"requests":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.Counter": '{"properties":{"value":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.CounterSet": '{"properties":{"counters":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1beta2.Counter"},"type":"object"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.Device": '{"properties":{"allNodes":{"type":"boolean"},"allowMultipleAllocations":{"type":"boolean"},"attributes":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1beta2.DeviceAttribute"},"type":"object"},"bindingConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"bindingFailureConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"bindsToNode":{"type":"boolean"},"capacity":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1beta2.DeviceCapacity"},"type":"object"},"consumesCounters":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceCounterConsumption"},"type":"array","x-kubernetes-list-type":"atomic"},"name":{"default":"","type":"string"},"nodeName":{"type":"string"},"nodeSelector":{"$ref":"io.k8s.api.core.v1.NodeSelector"},"taints":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceTaint"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceAllocationConfiguration": '{"properties":{"opaque":{"$ref":"io.k8s.api.resource.v1beta2.OpaqueDeviceConfiguration"},"requests":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"source":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceAllocationResult": '{"properties":{"config":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceAllocationConfiguration"},"type":"array","x-kubernetes-list-type":"atomic"},"results":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceRequestAllocationResult"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceAttribute": '{"properties":{"bool":{"type":"boolean"},"int":{"type":"integer"},"string":{"type":"string"},"version":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceCapacity": '{"properties":{"requestPolicy":{"$ref":"io.k8s.api.resource.v1beta2.CapacityRequestPolicy"},"value":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceClaim": '{"properties":{"config":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceClaimConfiguration"},"type":"array","x-kubernetes-list-type":"atomic"},"constraints":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceConstraint"},"type":"array","x-kubernetes-list-type":"atomic"},"requests":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceRequest"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceClaimConfiguration": '{"properties":{"opaque":{"$ref":"io.k8s.api.resource.v1beta2.OpaqueDeviceConfiguration"},"requests":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceClass": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1beta2.DeviceClassSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceClassConfiguration": '{"properties":{"opaque":{"$ref":"io.k8s.api.resource.v1beta2.OpaqueDeviceConfiguration"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceClassList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceClass"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceClassSpec": '{"properties":{"config":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceClassConfiguration"},"type":"array","x-kubernetes-list-type":"atomic"},"extendedResourceName":{"type":"string"},"selectors":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceSelector"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceConstraint": '{"properties":{"distinctAttribute":{"type":"string"},"matchAttribute":{"type":"string"},"requests":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceCounterConsumption": '{"properties":{"counterSet":{"default":"","type":"string"},"counters":{"additionalProperties":{"$ref":"io.k8s.api.resource.v1beta2.Counter"},"type":"object"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceRequest": '{"properties":{"exactly":{"$ref":"io.k8s.api.resource.v1beta2.ExactDeviceRequest"},"firstAvailable":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceSubRequest"},"type":"array","x-kubernetes-list-type":"atomic"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceRequestAllocationResult": '{"properties":{"adminAccess":{"type":"boolean"},"bindingConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"bindingFailureConditions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"consumedCapacity":{"additionalProperties":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"type":"object"},"device":{"default":"","type":"string"},"driver":{"default":"","type":"string"},"pool":{"default":"","type":"string"},"request":{"default":"","type":"string"},"shareID":{"type":"string"},"tolerations":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceToleration"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceSelector": '{"properties":{"cel":{"$ref":"io.k8s.api.resource.v1beta2.CELDeviceSelector"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceSubRequest": '{"properties":{"allocationMode":{"type":"string"},"capacity":{"$ref":"io.k8s.api.resource.v1beta2.CapacityRequirements"},"count":{"type":"integer"},"deviceClassName":{"default":"","type":"string"},"name":{"default":"","type":"string"},"selectors":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceSelector"},"type":"array","x-kubernetes-list-type":"atomic"},"tolerations":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceToleration"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceTaint": '{"properties":{"effect":{"default":"","type":"string"},"key":{"default":"","type":"string"},"timeAdded":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"value":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.DeviceToleration": '{"properties":{"effect":{"type":"string"},"key":{"type":"string"},"operator":{"default":"Equal","type":"string"},"tolerationSeconds":{"type":"integer"},"value":{"type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ExactDeviceRequest": '{"properties":{"adminAccess":{"type":"boolean"},"allocationMode":{"type":"string"},"capacity":{"$ref":"io.k8s.api.resource.v1beta2.CapacityRequirements"},"count":{"type":"integer"},"deviceClassName":{"default":"","type":"string"},"selectors":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceSelector"},"type":"array","x-kubernetes-list-type":"atomic"},"tolerations":{"items":{"$ref":"io.k8s.api.resource.v1beta2.DeviceToleration"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.NetworkDeviceData": '{"properties":{"hardwareAddress":{"type":"string"},"interfaceName":{"type":"string"},"ips":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.OpaqueDeviceConfiguration": '{"properties":{"driver":{"default":"","type":"string"},"parameters":{"$ref":"io.k8s.apimachinery.pkg.runtime.RawExtension"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceClaim": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1beta2.ResourceClaimSpec","default":{}},"status":{"$ref":"io.k8s.api.resource.v1beta2.ResourceClaimStatus","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceClaimConsumerReference": '{"properties":{"apiGroup":{"type":"string"},"name":{"default":"","type":"string"},"resource":{"default":"","type":"string"},"uid":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceClaimList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1beta2.ResourceClaim"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceClaimSpec": '{"properties":{"devices":{"$ref":"io.k8s.api.resource.v1beta2.DeviceClaim","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceClaimStatus": '{"properties":{"allocation":{"$ref":"io.k8s.api.resource.v1beta2.AllocationResult"},"devices":{"items":{"$ref":"io.k8s.api.resource.v1beta2.AllocatedDeviceStatus"},"type":"array","x-kubernetes-list-map-keys":["driver","device","pool","shareID"],"x-kubernetes-list-type":"map"},"reservedFor":{"items":{"$ref":"io.k8s.api.resource.v1beta2.ResourceClaimConsumerReference"},"type":"array","x-kubernetes-list-map-keys":["uid"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"uid","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceClaimTemplate": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1beta2.ResourceClaimTemplateSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceClaimTemplateList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1beta2.ResourceClaimTemplate"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceClaimTemplateSpec": '{"properties":{"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1beta2.ResourceClaimSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourcePool": '{"properties":{"generation":{"default":0,"type":"integer"},"name":{"default":"","type":"string"},"resourceSliceCount":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceSlice": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.resource.v1beta2.ResourceSliceSpec","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceSliceList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.resource.v1beta2.ResourceSlice"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.resource.v1beta2.ResourceSliceSpec": '{"properties":{"allNodes":{"type":"boolean"},"devices":{"items":{"$ref":"io.k8s.api.resource.v1beta2.Device"},"type":"array","x-kubernetes-list-type":"atomic"},"driver":{"default":"","type":"string"},"nodeName":{"type":"string"},"nodeSelector":{"$ref":"io.k8s.api.core.v1.NodeSelector"},"perDeviceNodeSelection":{"type":"boolean"},"pool":{"$ref":"io.k8s.api.resource.v1beta2.ResourcePool","default":{}},"sharedCounters":{"items":{"$ref":"io.k8s.api.resource.v1beta2.CounterSet"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.scheduling.v1.PriorityClass": '{"properties":{"apiVersion":{"type":"string"},"description":{"type":"string"},"globalDefault":{"type":"boolean"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"preemptionPolicy":{"type":"string"},"value":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.scheduling.v1.PriorityClassList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.scheduling.v1.PriorityClass"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.scheduling.v1alpha1.BasicSchedulingPolicy": '{"type":"object"}',
    "io.k8s.api.scheduling.v1alpha1.GangSchedulingPolicy": '{"properties":{"minCount":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.api.scheduling.v1alpha1.PodGroup": '{"properties":{"name":{"default":"","type":"string"},"policy":{"$ref":"io.k8s.api.scheduling.v1alpha1.PodGroupPolicy","default":{}}},"type":"object"}',
    "io.k8s.api.scheduling.v1alpha1.PodGroupPolicy": '{"properties":{"basic":{"$ref":"io.k8s.api.scheduling.v1alpha1.BasicSchedulingPolicy"},"gang":{"$ref":"io.k8s.api.scheduling.v1alpha1.GangSchedulingPolicy"}},"type":"object"}',
    "io.k8s.api.scheduling.v1alpha1.TypedLocalObjectReference": '{"properties":{"apiGroup":{"type":"string"},"kind":{"default":"","type":"string"},"name":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.scheduling.v1alpha1.Workload": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.scheduling.v1alpha1.WorkloadSpec","default":{}}},"type":"object"}',
    "io.k8s.api.scheduling.v1alpha1.WorkloadList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.scheduling.v1alpha1.Workload"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.scheduling.v1alpha1.WorkloadSpec": '{"properties":{"controllerRef":{"$ref":"io.k8s.api.scheduling.v1alpha1.TypedLocalObjectReference"},"podGroups":{"items":{"$ref":"io.k8s.api.scheduling.v1alpha1.PodGroup"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map"}},"type":"object"}',
    "io.k8s.api.storage.v1.CSIDriver": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.storage.v1.CSIDriverSpec","default":{}}},"type":"object"}',
    "io.k8s.api.storage.v1.CSIDriverList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.storage.v1.CSIDriver"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.storage.v1.CSIDriverSpec": '{"properties":{"attachRequired":{"type":"boolean"},"fsGroupPolicy":{"type":"string"},"nodeAllocatableUpdatePeriodSeconds":{"type":"integer"},"podInfoOnMount":{"type":"boolean"},"requiresRepublish":{"type":"boolean"},"seLinuxMount":{"type":"boolean"},"serviceAccountTokenInSecrets":{"type":"boolean"},"storageCapacity":{"type":"boolean"},"tokenRequests":{"items":{"$ref":"io.k8s.api.storage.v1.TokenRequest"},"type":"array","x-kubernetes-list-type":"atomic"},"volumeLifecycleModes":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set"}},"type":"object"}',
    "io.k8s.api.storage.v1.CSINode": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.storage.v1.CSINodeSpec","default":{}}},"type":"object"}',
    "io.k8s.api.storage.v1.CSINodeDriver": '{"properties":{"allocatable":{"$ref":"io.k8s.api.storage.v1.VolumeNodeResources"},"name":{"default":"","type":"string"},"nodeID":{"default":"","type":"string"},"topologyKeys":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.api.storage.v1.CSINodeList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.storage.v1.CSINode"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.storage.v1.CSINodeSpec": '{"properties":{"drivers":{"items":{"$ref":"io.k8s.api.storage.v1.CSINodeDriver"},"type":"array","x-kubernetes-list-map-keys":["name"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"name","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.api.storage.v1.CSIStorageCapacity": '{"properties":{"apiVersion":{"type":"string"},"capacity":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"kind":{"type":"string"},"maximumVolumeSize":{"$ref":"io.k8s.apimachinery.pkg.api.resource.Quantity"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"nodeTopology":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"},"storageClassName":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.api.storage.v1.CSIStorageCapacityList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.storage.v1.CSIStorageCapacity"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.storage.v1.StorageClass": '{"properties":{"allowVolumeExpansion":{"type":"boolean"},"allowedTopologies":{"items":{"$ref":"io.k8s.api.core.v1.TopologySelectorTerm"},"type":"array","x-kubernetes-list-type":"atomic"},"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"mountOptions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"parameters":{"additionalProperties":{"type":"string"},"type":"object"},"provisioner":{"default":"","type":"string"},"reclaimPolicy":{"type":"string"},"volumeBindingMode":{"type":"string"}},"type":"object"}',
    "io.k8s.api.storage.v1.StorageClassList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.storage.v1.StorageClass"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.storage.v1.TokenRequest": '{"properties":{"audience":{"default":"","type":"string"},"expirationSeconds":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.storage.v1.VolumeAttachment": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.storage.v1.VolumeAttachmentSpec","default":{}},"status":{"$ref":"io.k8s.api.storage.v1.VolumeAttachmentStatus","default":{}}},"type":"object"}',
    "io.k8s.api.storage.v1.VolumeAttachmentList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.storage.v1.VolumeAttachment"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.storage.v1.VolumeAttachmentSource": '{"properties":{"inlineVolumeSpec":{"$ref":"io.k8s.api.core.v1.PersistentVolumeSpec"},"persistentVolumeName":{"type":"string"}},"type":"object"}',
    "io.k8s.api.storage.v1.VolumeAttachmentSpec": '{"properties":{"attacher":{"default":"","type":"string"},"nodeName":{"default":"","type":"string"},"source":{"$ref":"io.k8s.api.storage.v1.VolumeAttachmentSource","default":{}}},"type":"object"}',
    "io.k8s.api.storage.v1.VolumeAttachmentStatus": '{"properties":{"attachError":{"$ref":"io.k8s.api.storage.v1.VolumeError"},"attached":{"default":false,"type":"boolean"},"attachmentMetadata":{"additionalProperties":{"type":"string"},"type":"object"},"detachError":{"$ref":"io.k8s.api.storage.v1.VolumeError"}},"type":"object"}',
    "io.k8s.api.storage.v1.VolumeAttributesClass": '{"properties":{"apiVersion":{"type":"string"},"driverName":{"default":"","type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"parameters":{"additionalProperties":{"type":"string"},"type":"object"}},"type":"object"}',
    "io.k8s.api.storage.v1.VolumeAttributesClassList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.storage.v1.VolumeAttributesClass"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.storage.v1.VolumeError": '{"properties":{"errorCode":{"type":"integer"},"message":{"type":"string"},"time":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"}},"type":"object"}',
    "io.k8s.api.storage.v1.VolumeNodeResources": '{"properties":{"count":{"type":"integer"}},"type":"object"}',
    "io.k8s.api.storage.v1beta1.VolumeAttributesClass": '{"properties":{"apiVersion":{"type":"string"},"driverName":{"default":"","type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"parameters":{"additionalProperties":{"type":"string"},"type":"object"}},"type":"object"}',
    "io.k8s.api.storage.v1beta1.VolumeAttributesClassList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.storage.v1beta1.VolumeAttributesClass"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.storagemigration.v1beta1.StorageVersionMigration": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.api.storagemigration.v1beta1.StorageVersionMigrationSpec","default":{}},"status":{"$ref":"io.k8s.api.storagemigration.v1beta1.StorageVersionMigrationStatus","default":{}}},"type":"object"}',
    "io.k8s.api.storagemigration.v1beta1.StorageVersionMigrationList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.api.storagemigration.v1beta1.StorageVersionMigration"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.api.storagemigration.v1beta1.StorageVersionMigrationSpec": '{"properties":{"resource":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.GroupResource","default":{}}},"type":"object"}',
    "io.k8s.api.storagemigration.v1beta1.StorageVersionMigrationStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Condition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"},"resourceVersion":{"type":"string"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceColumnDefinition": '{"properties":{"description":{"type":"string"},"format":{"type":"string"},"jsonPath":{"default":"","type":"string"},"name":{"default":"","type":"string"},"priority":{"type":"integer"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceConversion": '{"properties":{"strategy":{"default":"","type":"string"},"webhook":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.WebhookConversion"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinition": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionSpec","default":{}},"status":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionStatus","default":{}}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"observedGeneration":{"type":"integer"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinition"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionNames": '{"properties":{"categories":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"kind":{"default":"","type":"string"},"listKind":{"type":"string"},"plural":{"default":"","type":"string"},"shortNames":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"singular":{"type":"string"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionSpec": '{"properties":{"conversion":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceConversion"},"group":{"default":"","type":"string"},"names":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionNames","default":{}},"preserveUnknownFields":{"type":"boolean"},"scope":{"default":"","type":"string"},"versions":{"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionVersion"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionStatus": '{"properties":{"acceptedNames":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionNames","default":{}},"conditions":{"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map"},"observedGeneration":{"type":"integer"},"storedVersions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionVersion": '{"properties":{"additionalPrinterColumns":{"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceColumnDefinition"},"type":"array","x-kubernetes-list-type":"atomic"},"deprecated":{"type":"boolean"},"deprecationWarning":{"type":"string"},"name":{"default":"","type":"string"},"schema":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceValidation"},"selectableFields":{"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.SelectableField"},"type":"array","x-kubernetes-list-type":"atomic"},"served":{"default":false,"type":"boolean"},"storage":{"default":false,"type":"boolean"},"subresources":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresources"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresourceScale": '{"properties":{"labelSelectorPath":{"type":"string"},"specReplicasPath":{"default":"","type":"string"},"statusReplicasPath":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresourceStatus": '{"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresources": '{"properties":{"scale":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresourceScale"},"status":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresourceStatus"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceValidation": '{"properties":{"openAPIV3Schema":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ExternalDocumentation": '{"properties":{"description":{"type":"string"},"url":{"type":"string"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON": "{}",
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps": '{"properties":{"$ref":{"type":"string"},"$schema":{"type":"string"},"additionalItems":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrBool"},"additionalProperties":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrBool"},"allOf":{"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps"},"type":"array","x-kubernetes-list-type":"atomic"},"anyOf":{"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps"},"type":"array","x-kubernetes-list-type":"atomic"},"default":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON"},"definitions":{"additionalProperties":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps"},"type":"object"},"dependencies":{"additionalProperties":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrStringArray"},"type":"object"},"description":{"type":"string"},"enum":{"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON"},"type":"array","x-kubernetes-list-type":"atomic"},"example":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON"},"exclusiveMaximum":{"type":"boolean"},"exclusiveMinimum":{"type":"boolean"},"externalDocs":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ExternalDocumentation"},"format":{"type":"string"},"id":{"type":"string"},"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrArray"},"maxItems":{"type":"integer"},"maxLength":{"type":"integer"},"maxProperties":{"type":"integer"},"maximum":{"type":"number"},"minItems":{"type":"integer"},"minLength":{"type":"integer"},"minProperties":{"type":"integer"},"minimum":{"type":"number"},"multipleOf":{"type":"number"},"not":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps"},"nullable":{"type":"boolean"},"oneOf":{"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps"},"type":"array","x-kubernetes-list-type":"atomic"},"pattern":{"type":"string"},"patternProperties":{"additionalProperties":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps"},"type":"object"},"properties":{"additionalProperties":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps"},"type":"object"},"required":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"title":{"type":"string"},"type":{"type":"string"},"uniqueItems":{"type":"boolean"},"x-kubernetes-embedded-resource":{"type":"boolean"},"x-kubernetes-int-or-string":{"type":"boolean"},"x-kubernetes-list-map-keys":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"x-kubernetes-list-type":{"type":"string"},"x-kubernetes-map-type":{"type":"string"},"x-kubernetes-preserve-unknown-fields":{"type":"boolean"},"x-kubernetes-validations":{"items":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ValidationRule"},"type":"array","x-kubernetes-list-map-keys":["rule"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"rule","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrArray": "{}",
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrBool": "{}",
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrStringArray": "{}",
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.SelectableField": '{"properties":{"jsonPath":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ServiceReference": '{"properties":{"name":{"default":"","type":"string"},"namespace":{"default":"","type":"string"},"path":{"type":"string"},"port":{"type":"integer"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ValidationRule": '{"properties":{"fieldPath":{"type":"string"},"message":{"type":"string"},"messageExpression":{"type":"string"},"optionalOldSelf":{"type":"boolean"},"reason":{"type":"string"},"rule":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.WebhookClientConfig": '{"properties":{"caBundle":{"type":"string"},"service":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ServiceReference"},"url":{"type":"string"}},"type":"object"}',
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.WebhookConversion": '{"properties":{"clientConfig":{"$ref":"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.WebhookClientConfig"},"conversionReviewVersions":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.api.resource.Quantity": "{}",
    "io.k8s.apimachinery.pkg.apis.meta.v1.APIResource": '{"properties":{"categories":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"group":{"type":"string"},"kind":{"default":"","type":"string"},"name":{"default":"","type":"string"},"namespaced":{"default":false,"type":"boolean"},"shortNames":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"singularName":{"default":"","type":"string"},"storageVersionHash":{"type":"string"},"verbs":{"items":{"type":"string"},"type":"array"},"version":{"type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.APIResourceList": '{"properties":{"apiVersion":{"type":"string"},"groupVersion":{"default":"","type":"string"},"kind":{"type":"string"},"resources":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.APIResource"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.Condition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"default":"","type":"string"},"observedGeneration":{"type":"integer"},"reason":{"default":"","type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions": '{"properties":{"apiVersion":{"type":"string"},"dryRun":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"},"gracePeriodSeconds":{"type":"integer"},"ignoreStoreReadErrorWithClusterBreakingPotential":{"type":"boolean"},"kind":{"type":"string"},"orphanDependents":{"type":"boolean"},"preconditions":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Preconditions"},"propagationPolicy":{"type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.FieldSelectorRequirement": '{"properties":{"key":{"default":"","type":"string"},"operator":{"default":"","type":"string"},"values":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1": '{"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.GroupResource": '{"properties":{"group":{"default":"","type":"string"},"resource":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector": '{"properties":{"matchExpressions":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement"},"type":"array","x-kubernetes-list-type":"atomic"},"matchLabels":{"additionalProperties":{"type":"string"},"type":"object"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement": '{"properties":{"key":{"default":"","type":"string"},"operator":{"default":"","type":"string"},"values":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"atomic"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta": '{"properties":{"continue":{"type":"string"},"remainingItemCount":{"type":"integer"},"resourceVersion":{"type":"string"},"selfLink":{"type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry": '{"properties":{"apiVersion":{"type":"string"},"fieldsType":{"type":"string"},"fieldsV1":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1"},"manager":{"type":"string"},"operation":{"type":"string"},"subresource":{"type":"string"},"time":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime": '{"format":"date-time","type":"string"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta": '{"properties":{"annotations":{"additionalProperties":{"type":"string"},"type":"object"},"creationTimestamp":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"deletionGracePeriodSeconds":{"type":"integer"},"deletionTimestamp":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"finalizers":{"items":{"type":"string"},"type":"array","x-kubernetes-list-type":"set","x-kubernetes-patch-strategy":"merge"},"generateName":{"type":"string"},"generation":{"type":"integer"},"labels":{"additionalProperties":{"type":"string"},"type":"object"},"managedFields":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry"},"type":"array","x-kubernetes-list-type":"atomic"},"name":{"type":"string"},"namespace":{"type":"string"},"ownerReferences":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference"},"type":"array","x-kubernetes-list-map-keys":["uid"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"uid","x-kubernetes-patch-strategy":"merge"},"resourceVersion":{"type":"string"},"selfLink":{"type":"string"},"uid":{"type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference": '{"properties":{"apiVersion":{"default":"","type":"string"},"blockOwnerDeletion":{"type":"boolean"},"controller":{"type":"boolean"},"kind":{"default":"","type":"string"},"name":{"default":"","type":"string"},"uid":{"default":"","type":"string"}},"type":"object","x-kubernetes-map-type":"atomic"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.Patch": '{"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.Preconditions": '{"properties":{"resourceVersion":{"type":"string"},"uid":{"type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.Status": '{"properties":{"apiVersion":{"type":"string"},"code":{"type":"integer"},"details":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.StatusDetails"},"kind":{"type":"string"},"message":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}},"reason":{"type":"string"},"status":{"type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.StatusCause": '{"properties":{"field":{"type":"string"},"message":{"type":"string"},"reason":{"type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.StatusDetails": '{"properties":{"causes":{"items":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.StatusCause"},"type":"array","x-kubernetes-list-type":"atomic"},"group":{"type":"string"},"kind":{"type":"string"},"name":{"type":"string"},"retryAfterSeconds":{"type":"integer"},"uid":{"type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.Time": '{"format":"date-time","type":"string"}',
    "io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent": '{"properties":{"object":{"$ref":"io.k8s.apimachinery.pkg.runtime.RawExtension"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.apimachinery.pkg.runtime.RawExtension": '{"type":"object"}',
    "io.k8s.apimachinery.pkg.util.intstr.IntOrString": '{"format":"int-or-string"}',
    "io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIService": '{"properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta","default":{}},"spec":{"$ref":"io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceSpec","default":{}},"status":{"$ref":"io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceStatus","default":{}}},"type":"object"}',
    "io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceCondition": '{"properties":{"lastTransitionTime":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.Time"},"message":{"type":"string"},"reason":{"type":"string"},"status":{"default":"","type":"string"},"type":{"default":"","type":"string"}},"type":"object"}',
    "io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceList": '{"properties":{"apiVersion":{"type":"string"},"items":{"items":{"$ref":"io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIService"},"type":"array"},"kind":{"type":"string"},"metadata":{"$ref":"io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta","default":{}}},"type":"object"}',
    "io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceSpec": '{"properties":{"caBundle":{"type":"string","x-kubernetes-list-type":"atomic"},"group":{"type":"string"},"groupPriorityMinimum":{"default":0,"type":"integer"},"insecureSkipTLSVerify":{"type":"boolean"},"service":{"$ref":"io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.ServiceReference"},"version":{"type":"string"},"versionPriority":{"default":0,"type":"integer"}},"type":"object"}',
    "io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceStatus": '{"properties":{"conditions":{"items":{"$ref":"io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceCondition"},"type":"array","x-kubernetes-list-map-keys":["type"],"x-kubernetes-list-type":"map","x-kubernetes-patch-merge-key":"type","x-kubernetes-patch-strategy":"merge"}},"type":"object"}',
    "io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.ServiceReference": '{"properties":{"name":{"type":"string"},"namespace":{"type":"string"},"port":{"type":"integer"}},"type":"object"}'
  }
};

// core/schema/builtin/index.ts
var BUILTIN_SOURCE = `builtin:${KUBERNETES_VERSION}`;
function isObj2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function ownString(o, k) {
  if (!isObj2(o) || !Object.hasOwn(o, k)) return void 0;
  const v = o[k];
  return typeof v === "string" ? v : void 0;
}
var REF_PREFIX = "#/components/schemas/";
var parsed = /* @__PURE__ */ new Map();
function parseDefinition(name) {
  const hit = parsed.get(name);
  if (hit) return hit;
  const json = ownString(BUILTIN_SCHEMAS.definitions, name);
  if (json === void 0) return null;
  const schema = JSON.parse(json);
  if (!isObj2(schema)) throw new Error(`built-in definition ${name} is not an object`);
  const refs = [];
  expandRefs(schema, refs);
  const out = { schema, refs };
  parsed.set(name, out);
  return out;
}
function expandRefs(s, refs) {
  const ref = s.$ref;
  if (typeof ref === "string") {
    refs.push(ref);
    s.$ref = REF_PREFIX + ref.replace(/~/g, "~0").replace(/\//g, "~1");
  }
  const props = s.properties;
  if (isObj2(props)) {
    for (const k of Object.keys(props)) if (isObj2(props[k])) expandRefs(props[k], refs);
  }
  if (isObj2(s.items)) expandRefs(s.items, refs);
  if (isObj2(s.additionalProperties)) expandRefs(s.additionalProperties, refs);
}
function closure(root) {
  const schemas = /* @__PURE__ */ Object.create(null);
  const todo = [root];
  for (let name = todo.pop(); name !== void 0; name = todo.pop()) {
    if (Object.hasOwn(schemas, name)) continue;
    const def = parseDefinition(name);
    if (!def) continue;
    Object.defineProperty(schemas, name, { value: def.schema, enumerable: true });
    for (const r of def.refs) if (!Object.hasOwn(schemas, r)) todo.push(r);
  }
  return schemas;
}
var converted = /* @__PURE__ */ new Map();
function definitionType(name) {
  const hit = converted.get(name);
  if (hit) return hit;
  const { types } = typesFromOpenAPIDocument({ openapi: "3.0.0", components: { schemas: closure(name) } });
  for (const [n, t] of types) if (!converted.has(n)) converted.set(n, t);
  return converted.get(name);
}
function definitionName(apiVersion, kind) {
  const kinds = BUILTIN_SCHEMAS.kinds;
  return Object.hasOwn(kinds, apiVersion) ? ownString(kinds[apiVersion], kind) : void 0;
}
function builtinType(apiVersion, kind) {
  const name = definitionName(apiVersion, kind);
  return name === void 0 ? null : definitionType(name);
}

// core/schema/cluster.ts
var INDEX2 = "openapi/v3 index";
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function describe2(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "string") return JSON.stringify(v);
  return typeof v;
}
var SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
function apiVersionOfPath(path) {
  const parts = path.split("/");
  if (!parts.every((p) => SEGMENT.test(p))) return null;
  if (parts.length === 2 && parts[0] === "api") return parts[1];
  if (parts.length === 3 && parts[0] === "apis") return `${parts[1]}/${parts[2]}`;
  return null;
}
function pathOfAPIVersion(apiVersion) {
  const path = apiVersion.includes("/") ? `apis/${apiVersion}` : `api/${apiVersion}`;
  return apiVersionOfPath(path) === apiVersion ? path : null;
}
function clusterDocumentRefs(index) {
  if (!isRecord(index)) throw new SchemaError("", "", `must be an object, got ${describe2(index)}`, INDEX2);
  if (!Object.hasOwn(index, "paths"))
    throw new SchemaError("", "", 'has no "paths" (is this GET /openapi/v3?)', INDEX2);
  const paths = index.paths;
  if (!isRecord(paths))
    throw new SchemaError("", "", `"paths" must be an object, got ${describe2(paths)}`, INDEX2);
  const out = [];
  for (const [path, entry4] of Object.entries(paths)) {
    const at = `${INDEX2} paths[${JSON.stringify(path)}]`;
    if (!isRecord(entry4)) throw new SchemaError("", "", `must be an object, got ${describe2(entry4)}`, at);
    const url = Object.hasOwn(entry4, "serverRelativeURL") ? entry4.serverRelativeURL : void 0;
    if (typeof url !== "string" || url === "") {
      throw new SchemaError("", "", `serverRelativeURL must be a non-empty string, got ${describe2(url)}`, at);
    }
    if (!url.startsWith("/") || url.startsWith("//") || url.includes("\\") || /\s/.test(url)) {
      throw new SchemaError(
        "",
        "",
        `serverRelativeURL ${JSON.stringify(url)} is not a path on the cluster (it must start with a single "/")`,
        at
      );
    }
    const apiVersion = apiVersionOfPath(path);
    if (apiVersion !== null) out.push({ path, apiVersion, serverRelativeURL: url });
  }
  return out.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

// core/schema/resolve.ts
function sourceOfCRD(crd, i) {
  const meta = isObject(crd) ? crd.metadata : void 0;
  const name = isObject(meta) && typeof meta.name === "string" ? ` (${meta.name})` : "";
  return `crds[${i}]${name}`;
}
function rethrowIn(source, f) {
  try {
    f();
  } catch (e) {
    throw e instanceof SchemaError ? e.in(source) : e;
  }
}
var SchemaResolver = class {
  constructor(sources = {}) {
    this.sources = sources;
    for (const [i, crd] of (sources.crds ?? []).entries()) {
      if (!isObject(crd) || !isObject(crd.spec) || !isObject(crd.spec.names)) {
        throw new SchemaError(
          "",
          "",
          "not a CustomResourceDefinition (spec.group, spec.names.kind needed)",
          `crds[${i}]`
        );
      }
      const group = String(crd.spec.group ?? "");
      const kind = String(crd.spec.names.kind ?? "");
      const name = isObject(crd.metadata) && typeof crd.metadata.name === "string" ? crd.metadata.name : `${kind}.${group}`;
      rethrowIn(sourceOfCRD(crd, i), () => {
        for (const [version2, type] of typesFromCRD(crd)) {
          this.crds.set(`${group}/${version2}/${kind}`, { name, type });
        }
      });
    }
    const openapi = sources.openapi;
    if (Array.isArray(openapi)) {
      openapi.forEach((doc, i) => {
        const source = `openapi[${i}]`;
        rethrowIn(source, () => this.documents.push({ source, doc: new OpenAPIDocument(doc) }));
      });
    } else if (openapi !== void 0) {
      if (!isObject(openapi)) {
        throw new SchemaError(
          "",
          "",
          "must be a list of documents or an object keyed by index path",
          "openapi"
        );
      }
      for (const path of Object.keys(openapi)) {
        const source = `openapi[${JSON.stringify(path)}]`;
        if (apiVersionOfPath(path) === null) {
          throw new SchemaError(
            "",
            "",
            'not a group-version path of the /openapi/v3 index (expected "api/<version>" or "apis/<group>/<version>"; give documents without their paths as a list)',
            source
          );
        }
        const doc = openapi[path];
        if (!isObject(doc)) throw new SchemaError("", "", "the document must be an object", source);
        this.byPath.set(path, doc);
      }
    }
  }
  sources;
  crds = /* @__PURE__ */ new Map();
  /** The list form of `openapi`, read at once. */
  documents = [];
  /** The keyed form of `openapi`: index path to the raw document, read on first use. */
  byPath = /* @__PURE__ */ new Map();
  opened = /* @__PURE__ */ new Map();
  /**
   * The schema for an object of `apiVersion` and `kind`. Throws SchemaError when a
   * cluster document or definition it needs is broken (the message names it).
   */
  resolve(apiVersion, kind) {
    if (this.sources.explicit) return { root: this.sources.explicit, source: "explicit" };
    const av = typeof apiVersion === "string" ? apiVersion : "";
    const k = typeof kind === "string" ? kind : "";
    const gvk = av.includes("/") ? `${av}/${k}` : `/${av}/${k}`;
    const crd = this.crds.get(gvk);
    if (crd) return { root: crd.type, source: `crd:${crd.name}` };
    const cluster = this.clusterType(av, gvk);
    if (cluster) return { root: cluster, source: "openapi" };
    const builtin = builtinType(av, k);
    if (builtin) return { root: builtin, source: BUILTIN_SOURCE };
    return { root: deduced, source: "deduced" };
  }
  clusterType(apiVersion, gvk) {
    let found;
    for (const { source: source2, doc } of this.documents) {
      rethrowIn(source2, () => {
        found = doc.typeOfGVK(gvk);
      });
      if (found) return found;
    }
    const path = pathOfAPIVersion(apiVersion);
    if (path === null || !this.byPath.has(path)) return void 0;
    const source = `openapi[${JSON.stringify(path)}]`;
    rethrowIn(source, () => {
      let doc = this.opened.get(path);
      if (!doc) {
        doc = new OpenAPIDocument(this.byPath.get(path));
        this.opened.set(path, doc);
      }
      found = doc.typeOfGVK(gvk);
    });
    return found;
  }
};

// core/server/names.ts
var NAME_ALPHABET = "bcdfghjklmnpqrstvwxz2456789";
var MAX_NAME = 63;
var RANDOM_LENGTH = 5;
function pick(random, n) {
  const r = random();
  const i = Math.floor((Number.isFinite(r) ? r : 0) * n);
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}
function generateName(prefix, random) {
  let s = prefix.length > MAX_NAME - RANDOM_LENGTH ? prefix.slice(0, MAX_NAME - RANDOM_LENGTH) : prefix;
  for (let i = 0; i < RANDOM_LENGTH; i++) s += NAME_ALPHABET[pick(random, NAME_ALPHABET.length)];
  return s;
}
function newUid(random) {
  const b = [];
  for (let i = 0; i < 16; i++) b.push(pick(random, 256));
  b[6] = b[6] & 15 | 64;
  b[8] = b[8] & 63 | 128;
  const h = b.map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// core/server/resources.ts
var BUILTIN = `
ConfigMap configmaps ns
Endpoints endpoints ns
Event events ns
LimitRange limitranges ns
Namespace namespaces cluster status
Node nodes cluster status
PersistentVolume persistentvolumes cluster status
PersistentVolumeClaim persistentvolumeclaims ns status
Pod pods ns status
PodTemplate podtemplates ns
ReplicationController replicationcontrollers ns scale,status
ResourceQuota resourcequotas ns status
Secret secrets ns
Service services ns status
ServiceAccount serviceaccounts ns
admissionregistration.k8s.io/MutatingAdmissionPolicy mutatingadmissionpolicies cluster
admissionregistration.k8s.io/MutatingAdmissionPolicyBinding mutatingadmissionpolicybindings cluster
admissionregistration.k8s.io/MutatingWebhookConfiguration mutatingwebhookconfigurations cluster
admissionregistration.k8s.io/ValidatingAdmissionPolicy validatingadmissionpolicies cluster status
admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding validatingadmissionpolicybindings cluster
admissionregistration.k8s.io/ValidatingWebhookConfiguration validatingwebhookconfigurations cluster
apiextensions.k8s.io/CustomResourceDefinition customresourcedefinitions cluster status
apiregistration.k8s.io/APIService apiservices cluster status
apps/ControllerRevision controllerrevisions ns
apps/DaemonSet daemonsets ns status
apps/Deployment deployments ns scale,status
apps/ReplicaSet replicasets ns scale,status
apps/StatefulSet statefulsets ns scale,status
autoscaling/HorizontalPodAutoscaler horizontalpodautoscalers ns status
batch/CronJob cronjobs ns status
batch/Job jobs ns status
certificates.k8s.io/CertificateSigningRequest certificatesigningrequests cluster status
certificates.k8s.io/ClusterTrustBundle clustertrustbundles cluster
certificates.k8s.io/PodCertificateRequest podcertificaterequests ns status
coordination.k8s.io/Lease leases ns
coordination.k8s.io/LeaseCandidate leasecandidates ns
discovery.k8s.io/EndpointSlice endpointslices ns
events.k8s.io/Event events ns
flowcontrol.apiserver.k8s.io/FlowSchema flowschemas cluster status
flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration prioritylevelconfigurations cluster status
internal.apiserver.k8s.io/StorageVersion storageversions cluster status
networking.k8s.io/IPAddress ipaddresses cluster
networking.k8s.io/Ingress ingresses ns status
networking.k8s.io/IngressClass ingressclasses cluster
networking.k8s.io/NetworkPolicy networkpolicies ns
networking.k8s.io/ServiceCIDR servicecidrs cluster status
node.k8s.io/RuntimeClass runtimeclasses cluster
policy/PodDisruptionBudget poddisruptionbudgets ns status
rbac.authorization.k8s.io/ClusterRole clusterroles cluster
rbac.authorization.k8s.io/ClusterRoleBinding clusterrolebindings cluster
rbac.authorization.k8s.io/Role roles ns
rbac.authorization.k8s.io/RoleBinding rolebindings ns
resource.k8s.io/DeviceClass deviceclasses cluster
resource.k8s.io/DeviceTaintRule devicetaintrules cluster status
resource.k8s.io/ResourceClaim resourceclaims ns status
resource.k8s.io/ResourceClaimTemplate resourceclaimtemplates ns
resource.k8s.io/ResourceSlice resourceslices cluster
scheduling.k8s.io/PriorityClass priorityclasses cluster
scheduling.k8s.io/Workload workloads ns
storage.k8s.io/CSIDriver csidrivers cluster
storage.k8s.io/CSINode csinodes cluster
storage.k8s.io/CSIStorageCapacity csistoragecapacities ns
storage.k8s.io/StorageClass storageclasses cluster
storage.k8s.io/VolumeAttachment volumeattachments cluster status
storage.k8s.io/VolumeAttributesClass volumeattributesclasses cluster
storagemigration.k8s.io/StorageVersionMigration storageversionmigrations cluster status
`;
var table = /* @__PURE__ */ new Map();
for (const line of BUILTIN.split("\n")) {
  const [gk, resource, scope, subs = ""] = line.trim().split(" ");
  if (!gk) continue;
  const slash = gk.lastIndexOf("/");
  const group = slash < 0 ? "" : gk.slice(0, slash);
  const kind = gk.slice(slash + 1);
  const sub = subs.split(",");
  table.set(gk, {
    group,
    kind,
    resource,
    namespaced: scope === "ns",
    status: sub.includes("status"),
    scale: sub.includes("scale")
  });
}
function groupOf(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? "" : apiVersion.slice(0, slash);
}
function builtinResource(group, kind) {
  return table.get(group ? `${group}/${kind}` : kind);
}
function simplePath(p) {
  if (typeof p !== "string" || !p.startsWith(".") || p.length < 2) return void 0;
  const parts = p.slice(1).split(".");
  return parts.every((x) => x.length > 0) ? parts : void 0;
}
function str2(v) {
  return typeof v === "string" ? v : "";
}
function crdResource(crd, apiVersion, kind) {
  const spec = crd.spec;
  if (!isObject(spec) || !isObject(spec.names)) return void 0;
  const group = str2(spec.group);
  if (group !== groupOf(apiVersion) || str2(spec.names.kind) !== kind) return void 0;
  const version2 = apiVersion.slice(apiVersion.indexOf("/") + 1);
  const versions = Array.isArray(spec.versions) ? spec.versions : [];
  const served = versions.find((v) => isObject(v) && v.name === version2);
  const subs = isObject(served) && isObject(served.subresources) ? served.subresources : spec.subresources;
  const info = {
    group,
    kind,
    resource: str2(spec.names.plural) || `${kind.toLowerCase()}s`,
    namespaced: spec.scope !== "Cluster",
    status: isObject(subs) && isObject(subs.status),
    scale: isObject(subs) && isObject(subs.scale)
  };
  if (isObject(subs) && isObject(subs.scale)) {
    info.specReplicasPath = simplePath(subs.scale.specReplicasPath);
    info.statusReplicasPath = simplePath(subs.scale.statusReplicasPath);
    info.labelSelectorPath = simplePath(subs.scale.labelSelectorPath);
  }
  return info;
}
function qualifiedResource(r) {
  return r.group ? `${r.resource}.${r.group}` : r.resource;
}

// core/defaults/edit.ts
function copyObject(o) {
  return { ...o };
}
function cloneJson(v) {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(cloneJson);
  const out = {};
  for (const k of Object.keys(v)) setOwn(out, k, cloneJson(v[k]));
  return out;
}
function unsetString(v) {
  return v === void 0 || v === null || v === "";
}
function unsetNumber(v) {
  return v === void 0 || v === null || v === 0;
}
function unsetPointer(v) {
  return v === void 0 || v === null;
}
function isEmptyCollection(v) {
  if (v === void 0 || v === null) return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === "object") {
    for (const _ in v) return false;
    return true;
  }
  return false;
}
var Edit = class {
  constructor(src) {
    this.src = src;
  }
  src;
  out = null;
  get(k) {
    return ownValue(this.out ?? this.src, k);
  }
  set(k, v) {
    if (this.out === null) this.out = copyObject(this.src);
    setOwn(this.out, k, v);
  }
  delete(k) {
    if (ownValue(this.out ?? this.src, k) === void 0) return;
    if (this.out === null) this.out = copyObject(this.src);
    delete this.out[k];
  }
  /** A Go string field: set when absent, null or "". */
  str(k, v) {
    if (unsetString(this.get(k))) this.set(k, v);
  }
  /** A Go non-pointer number: set when absent, null or 0. */
  num(k, v) {
    if (unsetNumber(this.get(k))) this.set(k, v);
  }
  /** A Go pointer (or map/list) field: set when absent or null; object defaults are made fresh by `make`. */
  ptr(k, v) {
    if (unsetPointer(this.get(k))) this.set(k, v);
  }
  /** A nested object made when absent or null, then defaulted by `fn`. */
  make(k, fn = null) {
    if (unsetPointer(this.get(k))) this.set(k, fn ? fn({}) : {});
    else if (fn) this.child(k, fn);
  }
  /** Runs `fn` on the object at `k`, when there is one. */
  child(k, fn) {
    const c = this.get(k);
    if (!isObject(c)) return;
    const r = fn(c);
    if (r !== c) this.set(k, r);
  }
  /** Runs `fn` on each object item of the list at `k`. */
  items(k, fn) {
    const l = this.get(k);
    if (!Array.isArray(l)) return;
    const r = mapItems(l, fn);
    if (r !== l) this.set(k, r);
  }
  /** The result: the source itself when nothing was written. */
  done() {
    return this.out ?? this.src;
  }
};
function mapItems(l, fn) {
  let out = null;
  for (let i = 0; i < l.length; i++) {
    const it = l[i];
    if (!isObject(it)) continue;
    const r = fn(it);
    if (r === it) continue;
    if (out === null) out = l.slice();
    out[i] = r;
  }
  return out ?? l;
}

// core/defaults/builtin/apiextensions.ts
function names(o) {
  const e = new Edit(o);
  const kind = e.get("kind");
  const k = typeof kind === "string" ? kind : "";
  e.str("singular", k.toLowerCase());
  if (k !== "") e.str("listKind", `${k}List`);
  return e.done();
}
function conversion(o) {
  const e = new Edit(o);
  e.child("webhook", (w) => {
    const we = new Edit(w);
    we.child("clientConfig", (c) => {
      const ce = new Edit(c);
      ce.child("service", (s) => {
        const se = new Edit(s);
        se.ptr("port", 443);
        return se.done();
      });
      return ce.done();
    });
    return we.done();
  });
  return e.done();
}
function crdSpec(o) {
  const e = new Edit(o);
  e.make("names", names);
  const conv = e.get("conversion");
  if (conv === void 0 || conv === null) e.set("conversion", { strategy: "None" });
  else e.child("conversion", conversion);
  return e.done();
}
function storageVersion(spec) {
  const versions = spec === void 0 ? void 0 : ownValue(spec, "versions");
  if (!Array.isArray(versions)) return null;
  for (const v of versions) {
    if (isObject(v) && ownValue(v, "storage") === true) {
      const name = ownValue(v, "name");
      return typeof name === "string" ? name : "";
    }
  }
  return null;
}
function customResourceDefinition(o) {
  const e = new Edit(o);
  e.make("spec", crdSpec);
  const spec = e.get("spec");
  const stored = storageVersion(isObject(spec) ? spec : void 0);
  e.make("status", (s) => {
    const st = new Edit(s);
    if (stored !== null && isEmptyCollection(st.get("storedVersions"))) st.set("storedVersions", [stored]);
    return st.done();
  });
  return e.done();
}

// core/defaults/image.ts
var PATH_COMPONENT = "[a-z0-9]+(?:(?:[._]|__|[-]+)[a-z0-9]+)*";
var DOMAIN_COMPONENT = "(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])";
var HOST = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])`;
var DOMAIN = `${HOST}(?::[0-9]+)?`;
var NAME = `(?:${DOMAIN}/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
var TAG = "[\\w][\\w.-]{0,127}";
var DIGEST = "[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}";
var REFERENCE = new RegExp(`^(${NAME})(?::(${TAG}))?(?:@(${DIGEST}))?$`);
var IDENTIFIER = /^[a-f0-9]{64}$/;
var DIGEST_HEX = { sha256: 64, sha384: 96, sha512: 128 };
var MAX_NAME2 = 255;
function imageTag(image) {
  if (IDENTIFIER.test(image)) return "";
  const slash = image.indexOf("/");
  let domain = "docker.io";
  let rest = image;
  if (slash >= 0) {
    const first = image.slice(0, slash);
    if (/[.:]/.test(first) || first === "localhost" || first.toLowerCase() !== first) {
      domain = first;
      rest = image.slice(slash + 1);
    }
  }
  if (domain === "index.docker.io") domain = "docker.io";
  if (domain === "docker.io" && !rest.includes("/")) rest = `library/${rest}`;
  const colon = rest.indexOf(":");
  const remote = colon >= 0 ? rest.slice(0, colon) : rest;
  if (remote.toLowerCase() !== remote) return "";
  const m = REFERENCE.exec(`${domain}/${rest}`);
  if (m === null || m[1].length > MAX_NAME2) return "";
  const tag = m[2] ?? "";
  const digest = m[3];
  if (digest !== void 0) {
    const sep2 = digest.indexOf(":");
    const want = DIGEST_HEX[digest.slice(0, sep2)];
    const hex = digest.slice(sep2 + 1);
    if (want === void 0 || hex.length !== want || !/^[a-f0-9]+$/.test(hex)) return "";
    return tag;
  }
  return tag === "" ? "latest" : tag;
}
function pullPolicyFor(image) {
  return typeof image === "string" && imageTag(image) === "latest" ? "Always" : "IfNotPresent";
}

// core/defaults/builtin/core.ts
function fieldSelector(o) {
  const e = new Edit(o);
  e.str("apiVersion", "v1");
  return e.done();
}
function envVar(o) {
  const e = new Edit(o);
  e.child("valueFrom", (vf) => {
    const v = new Edit(vf);
    v.child("fieldRef", fieldSelector);
    return v.done();
  });
  return e.done();
}
function containerPort(o) {
  const e = new Edit(o);
  e.str("protocol", "TCP");
  return e.done();
}
function httpGet(o) {
  const e = new Edit(o);
  e.str("path", "/");
  e.str("scheme", "HTTP");
  return e.done();
}
function grpc(o) {
  const e = new Edit(o);
  e.ptr("service", "");
  return e.done();
}
function probe(o) {
  const e = new Edit(o);
  e.num("timeoutSeconds", 1);
  e.num("periodSeconds", 10);
  e.num("successThreshold", 1);
  e.num("failureThreshold", 3);
  e.child("httpGet", httpGet);
  e.child("grpc", grpc);
  return e.done();
}
function lifecycleHandler(o) {
  const e = new Edit(o);
  e.child("httpGet", httpGet);
  return e.done();
}
function lifecycle(o) {
  const e = new Edit(o);
  e.child("postStart", lifecycleHandler);
  e.child("preStop", lifecycleHandler);
  return e.done();
}
function container(o) {
  const e = new Edit(o);
  if (unsetString(e.get("imagePullPolicy"))) e.set("imagePullPolicy", pullPolicyFor(e.get("image")));
  e.str("terminationMessagePath", "/dev/termination-log");
  e.str("terminationMessagePolicy", "File");
  e.items("ports", containerPort);
  e.items("env", envVar);
  e.child("livenessProbe", probe);
  e.child("readinessProbe", probe);
  e.child("startupProbe", probe);
  e.child("lifecycle", lifecycle);
  return e.done();
}
var VOLUME_SOURCES = [
  "hostPath",
  "emptyDir",
  "gcePersistentDisk",
  "awsElasticBlockStore",
  "gitRepo",
  "secret",
  "nfs",
  "iscsi",
  "glusterfs",
  "persistentVolumeClaim",
  "rbd",
  "flexVolume",
  "cinder",
  "cephfs",
  "flocker",
  "downwardAPI",
  "fc",
  "azureFile",
  "configMap",
  "vsphereVolume",
  "quobyte",
  "azureDisk",
  "photonPersistentDisk",
  "projected",
  "portworxVolume",
  "scaleIO",
  "storageos",
  "csi",
  "ephemeral",
  "image"
];
var DEFAULT_MODE = 420;
function withDefaultMode(o) {
  const e = new Edit(o);
  e.ptr("defaultMode", DEFAULT_MODE);
  return e.done();
}
function downwardAPIItems(o) {
  const e = new Edit(o);
  e.items("items", (item) => {
    const i = new Edit(item);
    i.child("fieldRef", fieldSelector);
    return i.done();
  });
  return e.done();
}
function downwardAPIVolume(o) {
  return downwardAPIItems(withDefaultMode(o));
}
function projectedSource(o) {
  const e = new Edit(o);
  e.child("downwardAPI", downwardAPIItems);
  e.child("serviceAccountToken", (t) => {
    const s = new Edit(t);
    s.ptr("expirationSeconds", 3600);
    return s.done();
  });
  return e.done();
}
function projected(o) {
  const e = new Edit(withDefaultMode(o));
  e.items("sources", projectedSource);
  return e.done();
}
function hostPath(o) {
  const e = new Edit(o);
  e.ptr("type", "");
  return e.done();
}
function iscsi(o) {
  const e = new Edit(o);
  e.str("iscsiInterface", "default");
  return e.done();
}
function rbd(o) {
  const e = new Edit(o);
  e.str("pool", "rbd");
  e.str("user", "admin");
  e.str("keyring", "/etc/ceph/keyring");
  return e.done();
}
function azureDisk(o) {
  const e = new Edit(o);
  e.ptr("cachingMode", "ReadWrite");
  e.ptr("fsType", "ext4");
  e.ptr("readOnly", false);
  e.ptr("kind", "Shared");
  return e.done();
}
function scaleIO(o) {
  const e = new Edit(o);
  e.str("storageMode", "ThinProvisioned");
  e.str("fsType", "xfs");
  return e.done();
}
function pvcSpec(o) {
  const e = new Edit(o);
  e.ptr("volumeMode", "Filesystem");
  return e.done();
}
function persistentVolumeClaim(o) {
  const e = new Edit(o);
  e.make("spec", pvcSpec);
  e.make("status", (s) => {
    const st = new Edit(s);
    st.str("phase", "Pending");
    return st.done();
  });
  return e.done();
}
function volume(o) {
  const e = new Edit(o);
  if (VOLUME_SOURCES.every((k) => unsetPointer(e.get(k)))) e.set("emptyDir", {});
  e.child("image", (img) => {
    const i = new Edit(img);
    if (unsetString(i.get("pullPolicy"))) i.set("pullPolicy", pullPolicyFor(i.get("reference")));
    return i.done();
  });
  e.child("hostPath", hostPath);
  e.child("secret", withDefaultMode);
  e.child("iscsi", iscsi);
  e.child("rbd", rbd);
  e.child("downwardAPI", downwardAPIVolume);
  e.child("configMap", withDefaultMode);
  e.child("azureDisk", azureDisk);
  e.child("projected", projected);
  e.child("scaleIO", scaleIO);
  e.child("ephemeral", (eph) => {
    const x = new Edit(eph);
    x.child("volumeClaimTemplate", (t) => {
      const te = new Edit(t);
      te.make("spec", pvcSpec);
      return te.done();
    });
    return x.done();
  });
  return e.done();
}
function podSpec(o) {
  const e = new Edit(o);
  e.str("dnsPolicy", "ClusterFirst");
  e.str("restartPolicy", "Always");
  e.make("securityContext");
  e.ptr("terminationGracePeriodSeconds", 30);
  e.str("schedulerName", "default-scheduler");
  e.items("volumes", volume);
  e.items("initContainers", container);
  e.items("containers", container);
  e.items("ephemeralContainers", container);
  return e.done();
}
function podTemplateSpec(o) {
  const e = new Edit(o);
  e.make("spec", podSpec);
  return e.done();
}
function requestsFromLimits(c) {
  const res = ownValue(c, "resources");
  if (!isObject(res)) return c;
  const limits = ownValue(res, "limits");
  if (!isObject(limits)) return c;
  const reqValue = ownValue(res, "requests");
  const requests = isObject(reqValue) ? reqValue : null;
  let out = null;
  for (const k of Object.keys(limits)) {
    if (requests !== null && ownValue(requests, k) !== void 0) continue;
    if (out === null) out = requests === null ? {} : copyObject(requests);
    const v = limits[k];
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  if (out === null) return c;
  const r = new Edit(res);
  r.set("requests", out);
  const e = new Edit(c);
  e.set("resources", r.done());
  return e.done();
}
function hostNetworkPorts(c) {
  const e = new Edit(c);
  e.items("ports", (p) => {
    const pe = new Edit(p);
    const cp = pe.get("containerPort");
    if (unsetNumber(pe.get("hostPort")) && typeof cp === "number") pe.set("hostPort", cp);
    return pe.done();
  });
  return e.done();
}
function podOnlySpec(o) {
  const e = new Edit(o);
  e.items("containers", requestsFromLimits);
  e.items("initContainers", requestsFromLimits);
  e.ptr("enableServiceLinks", true);
  if (e.get("hostNetwork") === true) {
    e.items("containers", hostNetworkPorts);
    e.items("initContainers", hostNetworkPorts);
  }
  return e.done();
}
function pod(o) {
  const e = new Edit(o);
  e.make("spec", (s) => podSpec(podOnlySpec(s)));
  return e.done();
}
function podTemplate(o) {
  const e = new Edit(o);
  e.make("template", podTemplateSpec);
  return e.done();
}
function labelsOf(o) {
  const meta = ownValue(o, "metadata");
  if (!isObject(meta)) return null;
  const labels = ownValue(meta, "labels");
  return isObject(labels) ? labels : null;
}
function labelsFromTemplate(o, labels) {
  if (labels === null || !isEmptyCollection(labelsOf(o) ?? void 0)) return o;
  if (isEmptyCollection(labels)) return o;
  const e = new Edit(o);
  const meta = e.get("metadata");
  const m = new Edit(isObject(meta) ? meta : {});
  m.set("labels", copyObject(labels));
  e.set("metadata", m.done());
  return e.done();
}
function templateLabels(spec) {
  if (!isObject(spec)) return null;
  const t = ownValue(spec, "template");
  return isObject(t) ? labelsOf(t) : null;
}
function replicationController(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    const labels = templateLabels(s);
    if (labels !== null && isEmptyCollection(se.get("selector")) && !isEmptyCollection(labels))
      se.set("selector", copyObject(labels));
    se.ptr("replicas", 1);
    se.child("template", podTemplateSpec);
    return se.done();
  });
  const spec = ownValue(o, "spec");
  return labelsFromTemplate(e.done(), templateLabels(spec));
}
function externallyAccessible(type, spec) {
  if (type === "LoadBalancer" || type === "NodePort") return true;
  const ips = spec.get("externalIPs");
  return type === "ClusterIP" && Array.isArray(ips) && ips.length > 0;
}
function serviceSpec(o) {
  const e = new Edit(o);
  e.str("sessionAffinity", "None");
  const affinity = e.get("sessionAffinity");
  if (affinity === "None") e.delete("sessionAffinityConfig");
  else if (affinity === "ClientIP") {
    const cfg = e.get("sessionAffinityConfig");
    const clientIP = isObject(cfg) ? ownValue(cfg, "clientIP") : void 0;
    const timeout = isObject(clientIP) ? ownValue(clientIP, "timeoutSeconds") : void 0;
    if (unsetPointer(timeout)) e.set("sessionAffinityConfig", { clientIP: { timeoutSeconds: 10800 } });
  }
  e.str("type", "ClusterIP");
  e.items("ports", (p) => {
    const pe = new Edit(p);
    pe.str("protocol", "TCP");
    const tp = pe.get("targetPort");
    if (unsetNumber(tp) || tp === "") {
      const port = pe.get("port");
      pe.set("targetPort", typeof port === "number" ? port : 0);
    }
    return pe.done();
  });
  const type = e.get("type");
  if (externallyAccessible(type, e)) e.str("externalTrafficPolicy", "Cluster");
  if (type === "NodePort" || type === "LoadBalancer" || type === "ClusterIP")
    e.ptr("internalTrafficPolicy", "Cluster");
  if (type === "LoadBalancer") e.ptr("allocateLoadBalancerNodePorts", true);
  return e.done();
}
function loadBalancerStatus(o) {
  const e = new Edit(o);
  e.child("loadBalancer", (lb) => {
    const l = new Edit(lb);
    l.items("ingress", (ing) => {
      const i = new Edit(ing);
      if (!unsetString(i.get("ip"))) i.ptr("ipMode", "VIP");
      return i.done();
    });
    return l.done();
  });
  return e.done();
}
function service(o) {
  const e = new Edit(o);
  e.make("spec", serviceSpec);
  const spec = e.get("spec");
  if (isObject(spec) && ownValue(spec, "type") === "LoadBalancer") e.child("status", loadBalancerStatus);
  return e.done();
}
function endpoints(o) {
  const e = new Edit(o);
  e.items("subsets", (ss) => {
    const s = new Edit(ss);
    s.items("ports", (p) => {
      const pe = new Edit(p);
      pe.str("protocol", "TCP");
      return pe.done();
    });
    return s.done();
  });
  return e.done();
}
function persistentVolume(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.str("persistentVolumeReclaimPolicy", "Retain");
    se.ptr("volumeMode", "Filesystem");
    se.child("hostPath", hostPath);
    se.child("rbd", rbd);
    se.child("iscsi", iscsi);
    se.child("azureDisk", azureDisk);
    se.child("scaleIO", scaleIO);
    return se.done();
  });
  e.make("status", (s) => {
    const st = new Edit(s);
    st.str("phase", "Pending");
    return st.done();
  });
  return e.done();
}
function secret(o) {
  const e = new Edit(o);
  e.str("type", "Opaque");
  return e.done();
}
function namespace(o) {
  const e = new Edit(o);
  const meta = e.get("metadata");
  const name = isObject(meta) ? ownValue(meta, "name") : void 0;
  if (isObject(meta) && typeof name === "string" && name !== "") {
    const labels = ownValue(meta, "labels");
    if (!isObject(labels) || ownValue(labels, "kubernetes.io/metadata.name") !== name) {
      const l = isObject(labels) ? copyObject(labels) : {};
      l["kubernetes.io/metadata.name"] = name;
      const m = new Edit(meta);
      m.set("labels", l);
      e.set("metadata", m.done());
    }
  }
  e.make("status", (s) => {
    const st = new Edit(s);
    st.str("phase", "Active");
    return st.done();
  });
  return e.done();
}
function node(o) {
  const e = new Edit(o);
  e.child("status", (s) => {
    const st = new Edit(s);
    const cap = st.get("capacity");
    if (unsetPointer(st.get("allocatable")) && isObject(cap)) st.set("allocatable", copyObject(cap));
    return st.done();
  });
  return e.done();
}
function limitRangeItem(o) {
  if (ownValue(o, "type") !== "Container") return o;
  const e = new Edit(o);
  const fill = (target, from) => {
    if (!isObject(from)) return;
    const cur = e.get(target);
    let out = null;
    for (const k of Object.keys(from)) {
      if (isObject(cur) && ownValue(cur, k) !== void 0) continue;
      if (out !== null && ownValue(out, k) !== void 0) continue;
      if (out === null) out = isObject(cur) ? copyObject(cur) : {};
      Object.defineProperty(out, k, { value: from[k], enumerable: true, writable: true, configurable: true });
    }
    if (out !== null) e.set(target, out);
  };
  fill("default", e.get("max"));
  fill("defaultRequest", e.get("default"));
  fill("defaultRequest", e.get("min"));
  return e.done();
}
function limitRange(o) {
  const e = new Edit(o);
  e.child("spec", (s) => {
    const se = new Edit(s);
    se.items("limits", limitRangeItem);
    return se.done();
  });
  return e.done();
}
function listOf(fn) {
  return (o) => {
    const items = ownValue(o, "items");
    if (!Array.isArray(items)) return o;
    const r = mapItems(items, fn);
    if (r === items) return o;
    const e = new Edit(o);
    e.set("items", r);
    return e.done();
  };
}

// core/defaults/builtin/apps.ts
function deployment(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.ptr("replicas", 1);
    se.make("strategy", (st) => {
      const t = new Edit(st);
      t.str("type", "RollingUpdate");
      if (t.get("type") === "RollingUpdate") {
        t.make("rollingUpdate", (ru) => {
          const r = new Edit(ru);
          r.ptr("maxUnavailable", "25%");
          r.ptr("maxSurge", "25%");
          return r.done();
        });
      }
      return t.done();
    });
    se.ptr("revisionHistoryLimit", 10);
    se.ptr("progressDeadlineSeconds", 600);
    se.make("template", podTemplateSpec);
    return se.done();
  });
  return e.done();
}
function daemonSet(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.make("updateStrategy", (st) => {
      const t = new Edit(st);
      t.str("type", "RollingUpdate");
      if (t.get("type") === "RollingUpdate") {
        t.make("rollingUpdate", (ru) => {
          const r = new Edit(ru);
          r.ptr("maxUnavailable", 1);
          r.ptr("maxSurge", 0);
          return r.done();
        });
      }
      return t.done();
    });
    se.ptr("revisionHistoryLimit", 10);
    se.make("template", podTemplateSpec);
    return se.done();
  });
  return e.done();
}
function statefulSet(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.str("podManagementPolicy", "OrderedReady");
    se.make("updateStrategy", (st) => {
      const t = new Edit(st);
      if (t.get("type") === void 0 || t.get("type") === null || t.get("type") === "") {
        t.set("type", "RollingUpdate");
        t.make("rollingUpdate");
      }
      const ru = t.get("rollingUpdate");
      if (t.get("type") === "RollingUpdate" && ru !== void 0 && ru !== null) {
        t.child("rollingUpdate", (x) => {
          const r = new Edit(x);
          r.ptr("partition", 0);
          r.ptr("maxUnavailable", 1);
          return r.done();
        });
      }
      return t.done();
    });
    se.make("persistentVolumeClaimRetentionPolicy", (p) => {
      const pe = new Edit(p);
      pe.str("whenDeleted", "Retain");
      pe.str("whenScaled", "Retain");
      return pe.done();
    });
    se.ptr("replicas", 1);
    se.ptr("revisionHistoryLimit", 10);
    se.make("template", podTemplateSpec);
    se.items("volumeClaimTemplates", persistentVolumeClaim);
    return se.done();
  });
  return e.done();
}
function replicaSet(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.ptr("replicas", 1);
    se.make("template", podTemplateSpec);
    return se.done();
  });
  return e.done();
}

// core/defaults/builtin/autoscaling.ts
function scalingRules(from, up) {
  const e = new Edit(from !== null && typeof from === "object" && !Array.isArray(from) ? from : {});
  if (up) e.ptr("stabilizationWindowSeconds", 0);
  e.ptr("selectPolicy", "Max");
  if (unsetPointer(e.get("policies"))) {
    e.set(
      "policies",
      up ? [
        { type: "Pods", value: 4, periodSeconds: 15 },
        { type: "Percent", value: 100, periodSeconds: 15 }
      ] : [{ type: "Percent", value: 100, periodSeconds: 15 }]
    );
  }
  return e.done();
}
function hpaV2(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.ptr("minReplicas", 1);
    const metrics = se.get("metrics");
    if (!Array.isArray(metrics) || metrics.length === 0) {
      se.set("metrics", [
        {
          type: "Resource",
          resource: { name: "cpu", target: { type: "Utilization", averageUtilization: 80 } }
        }
      ]);
    }
    se.child("behavior", (b) => {
      const be = new Edit(b);
      const upIn = be.get("scaleUp");
      const up = scalingRules(upIn, true);
      if (up !== upIn) be.set("scaleUp", up);
      const downIn = be.get("scaleDown");
      const down = scalingRules(downIn, false);
      if (down !== downIn) be.set("scaleDown", down);
      return be.done();
    });
    return se.done();
  });
  return e.done();
}
var METRIC_SPECS = "autoscaling.alpha.kubernetes.io/metrics";
function hpaV1(o) {
  const meta = ownValue(o, "metadata");
  const annotations2 = isObject(meta) ? ownValue(meta, "annotations") : void 0;
  const otherMetrics = isObject(annotations2) && ownValue(annotations2, METRIC_SPECS) !== void 0;
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.ptr("minReplicas", 1);
    if (!otherMetrics) se.ptr("targetCPUUtilizationPercentage", 80);
    return se.done();
  });
  return e.done();
}

// core/defaults/builtin/batch.ts
var MAX_INT32 = 2147483647;
function podFailurePolicy(o) {
  const e = new Edit(o);
  e.items("rules", (rule3) => {
    const r = new Edit(rule3);
    r.items("onPodConditions", (p) => {
      const pe = new Edit(p);
      pe.str("status", "True");
      return pe.done();
    });
    return r.done();
  });
  return e.done();
}
function jobSpecNested(o) {
  const e = new Edit(o);
  e.child("podFailurePolicy", podFailurePolicy);
  e.make("template", podTemplateSpec);
  return e.done();
}
function job(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    if (unsetPointer(se.get("completions")) && unsetPointer(se.get("parallelism"))) {
      se.set("completions", 1);
      se.set("parallelism", 1);
    }
    se.ptr("parallelism", 1);
    if (unsetPointer(se.get("backoffLimit")))
      se.set("backoffLimit", unsetPointer(se.get("backoffLimitPerIndex")) ? 6 : MAX_INT32);
    se.ptr("completionMode", "NonIndexed");
    se.ptr("suspend", false);
    if (unsetPointer(se.get("podReplacementPolicy")))
      se.set(
        "podReplacementPolicy",
        unsetPointer(se.get("podFailurePolicy")) ? "TerminatingOrFailed" : "Failed"
      );
    se.ptr("manualSelector", false);
    return jobSpecNested(se.done());
  });
  const spec = e.get("spec");
  return labelsFromTemplate(e.done(), templateLabels(spec));
}
function cronJob(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.str("concurrencyPolicy", "Allow");
    se.ptr("suspend", false);
    se.ptr("successfulJobsHistoryLimit", 3);
    se.ptr("failedJobsHistoryLimit", 1);
    se.make("jobTemplate", (jt) => {
      const j = new Edit(jt);
      j.make("spec", jobSpecNested);
      return j.done();
    });
    return se.done();
  });
  return e.done();
}

// core/defaults/builtin/misc.ts
function priorityClass(o) {
  const e = new Edit(o);
  e.ptr("preemptionPolicy", "PreemptLowerPriority");
  return e.done();
}
function endpointSlice(o) {
  const e = new Edit(o);
  e.items("ports", (p) => {
    const pe = new Edit(p);
    pe.ptr("name", "");
    pe.ptr("protocol", "TCP");
    return pe.done();
  });
  return e.done();
}
function rule(o) {
  const e = new Edit(o);
  e.ptr("scope", "*");
  return e.done();
}
function clientConfig(o) {
  const e = new Edit(o);
  e.child("service", (s) => {
    const se = new Edit(s);
    se.ptr("port", 443);
    return se.done();
  });
  return e.done();
}
function webhook(mutating) {
  return (o) => {
    const e = new Edit(o);
    e.ptr("failurePolicy", "Fail");
    e.ptr("matchPolicy", "Equivalent");
    e.make("namespaceSelector");
    e.make("objectSelector");
    e.ptr("timeoutSeconds", 10);
    if (mutating) e.ptr("reinvocationPolicy", "Never");
    e.items("rules", rule);
    e.child("clientConfig", clientConfig);
    return e.done();
  };
}
var validatingWebhook = webhook(false);
var mutatingWebhook = webhook(true);
function validatingWebhookConfiguration(o) {
  const e = new Edit(o);
  e.items("webhooks", validatingWebhook);
  return e.done();
}
function mutatingWebhookConfiguration(o) {
  const e = new Edit(o);
  e.items("webhooks", mutatingWebhook);
  return e.done();
}
function matchResources(o) {
  const e = new Edit(o);
  e.ptr("matchPolicy", "Equivalent");
  e.make("namespaceSelector");
  e.make("objectSelector");
  e.items("resourceRules", rule);
  e.items("excludeResourceRules", rule);
  return e.done();
}
function validatingAdmissionPolicy(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.ptr("failurePolicy", "Fail");
    se.child("matchConstraints", matchResources);
    return se.done();
  });
  return e.done();
}
function validatingAdmissionPolicyBinding(o) {
  const e = new Edit(o);
  e.child("spec", (s) => {
    const se = new Edit(s);
    se.child("matchResources", matchResources);
    return se.done();
  });
  return e.done();
}
function flowSchema(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.num("matchingPrecedence", 1e3);
    return se.done();
  });
  return e.done();
}
function queuing(o) {
  const e = new Edit(o);
  e.num("handSize", 8);
  e.num("queues", 64);
  e.num("queueLengthLimit", 50);
  return e.done();
}
function limitedLevel(o) {
  const e = new Edit(o);
  e.ptr("nominalConcurrencyShares", 30);
  e.ptr("lendablePercent", 0);
  e.child("limitResponse", (r) => {
    const re = new Edit(r);
    re.child("queuing", queuing);
    return re.done();
  });
  return e.done();
}
function exemptLevel(o) {
  const e = new Edit(o);
  e.ptr("nominalConcurrencyShares", 0);
  e.ptr("lendablePercent", 0);
  return e.done();
}
function priorityLevelConfiguration(o) {
  const e = new Edit(o);
  e.child("spec", (s) => {
    const se = new Edit(s);
    se.child("limited", limitedLevel);
    se.child("exempt", exemptLevel);
    return se.done();
  });
  return e.done();
}
function apiService(o) {
  const e = new Edit(o);
  e.child("spec", (s) => {
    const se = new Edit(s);
    se.child("service", (svc) => {
      const v = new Edit(svc);
      v.ptr("port", 443);
      return v.done();
    });
    return se.done();
  });
  return e.done();
}

// core/defaults/builtin/networking.ts
function policyPort(o) {
  const e = new Edit(o);
  e.ptr("protocol", "TCP");
  return e.done();
}
function rule2(o) {
  const e = new Edit(o);
  e.items("ports", policyPort);
  return e.done();
}
function networkPolicy(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.items("ingress", rule2);
    se.items("egress", rule2);
    if (isEmptyCollection(se.get("policyTypes"))) {
      se.set("policyTypes", isEmptyCollection(se.get("egress")) ? ["Ingress"] : ["Ingress", "Egress"]);
    }
    return se.done();
  });
  return e.done();
}
function ingressClass(o) {
  const e = new Edit(o);
  e.child("spec", (s) => {
    const se = new Edit(s);
    se.child("parameters", (p) => {
      const pe = new Edit(p);
      pe.ptr("scope", "Cluster");
      return pe.done();
    });
    return se.done();
  });
  return e.done();
}

// core/defaults/builtin/rbac.ts
var GROUP = "rbac.authorization.k8s.io";
function subject(o) {
  const e = new Edit(o);
  if (unsetString(e.get("apiGroup"))) {
    const kind = e.get("kind");
    if (kind === "User" || kind === "Group") e.set("apiGroup", GROUP);
  }
  return e.done();
}
function binding(o) {
  const e = new Edit(o);
  e.make("roleRef", (r) => {
    const re = new Edit(r);
    re.str("apiGroup", GROUP);
    return re.done();
  });
  e.items("subjects", subject);
  return e.done();
}

// core/defaults/builtin/resource.ts
function toleration(o) {
  const e = new Edit(o);
  e.str("operator", "Equal");
  return e.done();
}
function countedRequest(o) {
  const e = new Edit(o);
  e.str("allocationMode", "ExactCount");
  if (e.get("allocationMode") === "ExactCount") e.num("count", 1);
  e.items("tolerations", toleration);
  return e.done();
}
function deviceRequest(o) {
  const e = new Edit(o);
  e.child("exactly", countedRequest);
  e.items("firstAvailable", countedRequest);
  return e.done();
}
function claimSpec(o) {
  const e = new Edit(o);
  e.child("devices", (d) => {
    const de = new Edit(d);
    de.items("requests", deviceRequest);
    return de.done();
  });
  return e.done();
}
function resourceClaim(o) {
  const e = new Edit(o);
  e.child("spec", claimSpec);
  return e.done();
}
function resourceClaimTemplate(o) {
  const e = new Edit(o);
  e.child("spec", (t) => {
    const te = new Edit(t);
    te.child("spec", claimSpec);
    return te.done();
  });
  return e.done();
}

// core/defaults/builtin/storage.ts
function storageClass(o) {
  const e = new Edit(o);
  e.ptr("reclaimPolicy", "Delete");
  e.ptr("volumeBindingMode", "Immediate");
  return e.done();
}
function csiDriver(o) {
  const e = new Edit(o);
  e.make("spec", (s) => {
    const se = new Edit(s);
    se.ptr("attachRequired", true);
    se.ptr("podInfoOnMount", false);
    se.ptr("storageCapacity", false);
    se.ptr("fsGroupPolicy", "ReadWriteOnceWithFSType");
    if (isEmptyCollection(se.get("volumeLifecycleModes"))) se.set("volumeLifecycleModes", ["Persistent"]);
    se.ptr("requiresRepublish", false);
    se.ptr("seLinuxMount", false);
    return se.done();
  });
  return e.done();
}
function volumeAttachment(o) {
  const e = new Edit(o);
  e.child("spec", (s) => {
    const se = new Edit(s);
    se.child("source", (src) => {
      const sr = new Edit(src);
      sr.child("inlineVolumeSpec", (pv) => {
        const p = new Edit(pv);
        p.child("hostPath", hostPath);
        p.child("rbd", rbd);
        p.child("iscsi", iscsi);
        p.child("azureDisk", azureDisk);
        p.child("scaleIO", scaleIO);
        return p.done();
      });
      return sr.done();
    });
    return se.done();
  });
  return e.done();
}

// core/defaults/builtin.ts
var CORE = "pkg/apis/core/v1/defaults.go + zz_generated.defaults.go";
var ENTRIES = [
  { gvk: "v1/Pod", defaulter: pod, source: CORE },
  { gvk: "v1/PodTemplate", defaulter: podTemplate, source: CORE },
  { gvk: "v1/ReplicationController", defaulter: replicationController, source: CORE },
  { gvk: "v1/Service", defaulter: service, source: CORE },
  { gvk: "v1/Endpoints", defaulter: endpoints, source: CORE },
  { gvk: "v1/PersistentVolume", defaulter: persistentVolume, source: CORE },
  { gvk: "v1/PersistentVolumeClaim", defaulter: persistentVolumeClaim, source: CORE },
  { gvk: "v1/Secret", defaulter: secret, source: CORE },
  { gvk: "v1/Namespace", defaulter: namespace, source: CORE },
  { gvk: "v1/Node", defaulter: node, source: CORE },
  { gvk: "v1/LimitRange", defaulter: limitRange, source: CORE },
  { gvk: "apps/v1/Deployment", defaulter: deployment, source: "pkg/apis/apps/v1/defaults.go" },
  { gvk: "apps/v1/ReplicaSet", defaulter: replicaSet, source: "pkg/apis/apps/v1/defaults.go" },
  { gvk: "apps/v1/StatefulSet", defaulter: statefulSet, source: "pkg/apis/apps/v1/defaults.go" },
  { gvk: "apps/v1/DaemonSet", defaulter: daemonSet, source: "pkg/apis/apps/v1/defaults.go" },
  { gvk: "batch/v1/Job", defaulter: job, source: "pkg/apis/batch/v1/defaults.go" },
  { gvk: "batch/v1/CronJob", defaulter: cronJob, source: "pkg/apis/batch/v1/defaults.go" },
  {
    gvk: "autoscaling/v2/HorizontalPodAutoscaler",
    defaulter: hpaV2,
    source: "pkg/apis/autoscaling/v2/defaults.go"
  },
  {
    gvk: "autoscaling/v1/HorizontalPodAutoscaler",
    defaulter: hpaV1,
    source: "pkg/apis/autoscaling/v1/defaults.go + conversion.go (CPU target)"
  },
  {
    gvk: "networking.k8s.io/v1/NetworkPolicy",
    defaulter: networkPolicy,
    source: "pkg/apis/networking/v1/defaults.go"
  },
  {
    gvk: "networking.k8s.io/v1/IngressClass",
    defaulter: ingressClass,
    source: "pkg/apis/networking/v1/defaults.go"
  },
  {
    gvk: "rbac.authorization.k8s.io/v1/RoleBinding",
    defaulter: binding,
    source: "pkg/apis/rbac/v1/defaults.go"
  },
  {
    gvk: "rbac.authorization.k8s.io/v1/ClusterRoleBinding",
    defaulter: binding,
    source: "pkg/apis/rbac/v1/defaults.go"
  },
  {
    gvk: "storage.k8s.io/v1/StorageClass",
    defaulter: storageClass,
    source: "pkg/apis/storage/v1/defaults.go"
  },
  { gvk: "storage.k8s.io/v1/CSIDriver", defaulter: csiDriver, source: "pkg/apis/storage/v1/defaults.go" },
  {
    gvk: "storage.k8s.io/v1/VolumeAttachment",
    defaulter: volumeAttachment,
    source: "pkg/apis/storage/v1/zz_generated.defaults.go (core/v1 volume source defaulters)"
  },
  {
    gvk: "resource.k8s.io/v1/ResourceClaim",
    defaulter: resourceClaim,
    source: "pkg/apis/resource/v1/defaults.go + DeviceToleration +default"
  },
  {
    gvk: "resource.k8s.io/v1/ResourceClaimTemplate",
    defaulter: resourceClaimTemplate,
    source: "pkg/apis/resource/v1/defaults.go + DeviceToleration +default"
  },
  {
    gvk: "apiextensions.k8s.io/v1/CustomResourceDefinition",
    defaulter: customResourceDefinition,
    source: "staging/src/k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1/defaults.go"
  },
  {
    gvk: "apiregistration.k8s.io/v1/APIService",
    defaulter: apiService,
    source: "staging/src/k8s.io/kube-aggregator/pkg/apis/apiregistration/v1/defaults.go"
  },
  {
    gvk: "flowcontrol.apiserver.k8s.io/v1/FlowSchema",
    defaulter: flowSchema,
    source: "pkg/apis/flowcontrol/v1/defaults.go"
  },
  {
    gvk: "flowcontrol.apiserver.k8s.io/v1/PriorityLevelConfiguration",
    defaulter: priorityLevelConfiguration,
    source: "pkg/apis/flowcontrol/v1/defaults.go"
  },
  {
    gvk: "scheduling.k8s.io/v1/PriorityClass",
    defaulter: priorityClass,
    source: "pkg/apis/scheduling/v1/defaults.go"
  },
  {
    gvk: "discovery.k8s.io/v1/EndpointSlice",
    defaulter: endpointSlice,
    source: "pkg/apis/discovery/v1/defaults.go"
  },
  {
    gvk: "admissionregistration.k8s.io/v1/ValidatingWebhookConfiguration",
    defaulter: validatingWebhookConfiguration,
    source: "pkg/apis/admissionregistration/v1/defaults.go"
  },
  {
    gvk: "admissionregistration.k8s.io/v1/MutatingWebhookConfiguration",
    defaulter: mutatingWebhookConfiguration,
    source: "pkg/apis/admissionregistration/v1/defaults.go"
  },
  {
    gvk: "admissionregistration.k8s.io/v1/ValidatingAdmissionPolicy",
    defaulter: validatingAdmissionPolicy,
    source: "pkg/apis/admissionregistration/v1/defaults.go"
  },
  {
    gvk: "admissionregistration.k8s.io/v1/ValidatingAdmissionPolicyBinding",
    defaulter: validatingAdmissionPolicyBinding,
    source: "pkg/apis/admissionregistration/v1/defaults.go"
  }
];
function withLists(entries) {
  const out = [...entries];
  for (const e of entries)
    out.push({ gvk: `${e.gvk}List`, defaulter: listOf(e.defaulter), source: e.source });
  return out;
}
var BUILTIN_DEFAULTERS = new Map(
  withLists(ENTRIES).map((e) => [e.gvk, e])
);
var BUILTIN_GROUPS = /* @__PURE__ */ new Set([
  "",
  "admissionregistration.k8s.io",
  "apiextensions.k8s.io",
  "apiregistration.k8s.io",
  "apps",
  "authentication.k8s.io",
  "authorization.k8s.io",
  "autoscaling",
  "batch",
  "certificates.k8s.io",
  "coordination.k8s.io",
  "discovery.k8s.io",
  "events.k8s.io",
  "flowcontrol.apiserver.k8s.io",
  "internal.apiserver.k8s.io",
  "networking.k8s.io",
  "node.k8s.io",
  "policy",
  "rbac.authorization.k8s.io",
  "resource.k8s.io",
  "scheduling.k8s.io",
  "storage.k8s.io",
  "storagemigration.k8s.io"
]);
function groupOf2(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? "" : apiVersion.slice(0, slash);
}
function isBuiltinGroup(group) {
  return BUILTIN_GROUPS.has(group);
}
function builtinDefaulter(apiVersion, kind) {
  return BUILTIN_DEFAULTERS.get(`${apiVersion}/${kind}`)?.defaulter ?? null;
}

// core/defaults/structural.ts
function opaque(t) {
  return t === deduced || t === untypedAtomic || t === objectMeta;
}
var withDefaults = /* @__PURE__ */ new WeakMap();
function defaultedFields(m) {
  let out = withDefaults.get(m);
  if (out === void 0) {
    const found = [];
    for (const f of m.fields.values()) {
      if (f.default !== void 0 && f.default !== null)
        found.push({ name: f.name, value: f.default, type: f.type });
    }
    out = found;
    withDefaults.set(m, out);
  }
  return out;
}
function defaultStructural(v, t, prune2 = true) {
  if (opaque(t)) return v;
  if (Array.isArray(v)) {
    const l = t.list;
    if (l === null || opaque(l.elem)) return v;
    let out = null;
    for (let i = 0; i < v.length; i++) {
      const it = v[i];
      let r;
      if (it === null) {
        if (l.elemNullable === true || l.elemDefault === void 0) continue;
        r = cloneJson(l.elemDefault);
      } else r = defaultStructural(it, l.elem, prune2);
      if (r === it) continue;
      if (out === null) out = v.slice();
      out[i] = r;
    }
    return out ?? v;
  }
  if (isObject(v)) {
    const m = t.map;
    return m === null ? v : defaultMap(v, m, prune2);
  }
  return v;
}
function defaultMap(o, m, prune2) {
  const e = new Edit(o);
  const elem = m.elem !== null && !opaque(m.elem) ? m.elem : null;
  for (const k of Object.keys(o)) {
    const v = ownValue(o, k);
    if (v === void 0) continue;
    const f = m.fields.get(k);
    if (f !== void 0) {
      if (v === null) {
        if (f.nullable === true) continue;
        if (f.default !== void 0 && f.default !== null)
          e.set(k, defaultStructural(cloneJson(f.default), f.type, false));
        else if (prune2) e.delete(k);
        continue;
      }
      const r = defaultStructural(v, f.type, prune2);
      if (r !== v) e.set(k, r);
    } else if (elem !== null) {
      if (v === null) {
        if (m.elemNullable === true) continue;
        if (m.elemDefault !== void 0) e.set(k, cloneJson(m.elemDefault));
        else if (prune2) e.delete(k);
        continue;
      }
      const r = defaultStructural(v, elem, prune2);
      if (r !== v) e.set(k, r);
    }
  }
  for (const d of defaultedFields(m)) {
    if (ownValue(o, d.name) === void 0)
      e.set(d.name, defaultStructural(cloneJson(d.value), d.type, false));
  }
  return e.done();
}

// core/defaults/index.ts
function applyDefaults(obj, root) {
  const apiVersion = ownValue(obj, "apiVersion");
  const kind = ownValue(obj, "kind");
  if (typeof apiVersion === "string" && isBuiltinGroup(groupOf2(apiVersion))) {
    const fn = typeof kind === "string" ? builtinDefaulter(apiVersion, kind) : null;
    return fn === null ? obj : fn(obj);
  }
  if (root === null) return obj;
  const r = defaultStructural(obj, root);
  return isObject(r) ? r : obj;
}

// core/server/errors.ts
function details(group, kind, name, causes) {
  const d = {};
  if (name) d.name = name;
  if (group) d.group = group;
  if (kind) d.kind = kind;
  if (causes) d.causes = causes;
  return d;
}
function notFound(r, name) {
  return status(
    404,
    "NotFound",
    `${qualifiedResource(r)} "${name}" not found`,
    details(r.group, r.resource, name)
  );
}
function alreadyExists(r, name) {
  return status(
    409,
    "AlreadyExists",
    `${qualifiedResource(r)} "${name}" already exists`,
    details(r.group, r.resource, name)
  );
}
var OPTIMISTIC_LOCK = "the object has been modified; please apply your changes to the latest version and try again";
function conflict(r, name, why) {
  return status(
    409,
    "Conflict",
    `Operation cannot be fulfilled on ${qualifiedResource(r)} "${name}": ${why}`,
    details(r.group, r.resource, name)
  );
}
function invalid(group, kind, name, field, reason, detail) {
  const qualified = group ? `${kind}.${group}` : kind;
  return status(
    422,
    "Invalid",
    `${qualified} "${name}" is invalid: ${field}: ${detail}`,
    details(group, kind, name, [{ reason, message: detail, field }])
  );
}
function noRoute() {
  return status(404, "NotFound", "the server could not find the requested resource", {});
}

// core/server/failure.ts
var WriteFailure = class extends Error {
  constructor(status2, conflicts = []) {
    super(status2.message);
    this.status = status2;
    this.conflicts = conflicts;
  }
  status;
  conflicts;
};
function failWith(s) {
  throw new WriteFailure(s);
}
function userAgentManager(userAgent) {
  const head = (userAgent ?? "").split("/")[0];
  let out = "";
  for (const ch of head) {
    if (out.length >= 128) break;
    if (new RegExp("\\p{C}", "u").test(ch)) continue;
    out += ch;
  }
  return out;
}

// core/server/paths.ts
function getAt(obj, path) {
  let cur = obj;
  for (const k of path) {
    if (!isObject(cur)) return void 0;
    cur = getOwn(cur, k);
  }
  return cur;
}
function withAt(obj, path, value2) {
  if (path.length === 0) return obj;
  const [k, ...rest] = path;
  const cur = getOwn(obj, k);
  let next;
  if (rest.length === 0) next = value2;
  else {
    if (!isObject(cur)) {
      if (value2 === void 0) return obj;
      next = withAt({}, rest, value2);
    } else next = withAt(cur, rest, value2);
  }
  if (next === cur) return obj;
  const out = {};
  for (const key of Object.keys(obj)) if (key !== k) setOwn(out, key, obj[key]);
  if (next !== void 0) {
    const ordered = {};
    let placed = false;
    for (const key of Object.keys(obj)) {
      if (key === k) {
        setOwn(ordered, k, next);
        placed = true;
      } else setOwn(ordered, key, obj[key]);
    }
    if (!placed) setOwn(ordered, k, next);
    return ordered;
  }
  return out;
}
function pathString2(path) {
  return `.${path.join(".")}`;
}

// core/server/prepare.ts
var META_ORDER = [
  "name",
  "generateName",
  "namespace",
  "selfLink",
  "uid",
  "resourceVersion",
  "generation",
  "creationTimestamp",
  "deletionTimestamp",
  "deletionGracePeriodSeconds",
  "labels",
  "annotations",
  "ownerReferences",
  "finalizers",
  "managedFields"
];
function metaOf2(obj) {
  const m = getOwn(obj, "metadata");
  return isObject(m) ? m : {};
}
function withMeta(obj, changes) {
  const old = metaOf2(obj);
  const merged = {};
  for (const k of Object.keys(old)) setOwn(merged, k, old[k]);
  for (const [k, v] of Object.entries(changes)) {
    if (v === void 0) delete merged[k];
    else setOwn(merged, k, v);
  }
  const meta = {};
  for (const k of META_ORDER) if (Object.hasOwn(merged, k)) setOwn(meta, k, merged[k]);
  for (const k of Object.keys(merged)) if (!META_ORDER.includes(k)) setOwn(meta, k, merged[k]);
  return withAt(obj, ["metadata"], meta);
}
function metaString(obj, key) {
  const v = getOwn(metaOf2(obj), key);
  return typeof v === "string" ? v : "";
}
function metaNumber(obj, key) {
  const v = getOwn(metaOf2(obj), key);
  return typeof v === "number" ? v : 0;
}
function restorePaths(obj, from, paths) {
  let out = obj;
  for (const p of paths) {
    const want = from === null ? void 0 : getAt(from, p);
    if (!deepEqual(getAt(out, p), want)) out = withAt(out, p, want);
  }
  return out;
}
function overridden(body, kept, paths) {
  return paths.filter((p) => {
    const v = getAt(body, p);
    return v !== void 0 && !deepEqual(v, kept === null ? void 0 : getAt(kept, p));
  });
}
function podQOS(pod2) {
  const spec = isObject(pod2.spec) ? pod2.spec : {};
  const containers = [
    ...Array.isArray(spec.containers) ? spec.containers : [],
    ...Array.isArray(spec.initContainers) ? spec.initContainers : []
  ];
  let any = false;
  let guaranteed = true;
  for (const c of containers) {
    const res = isObject(c) && isObject(c.resources) ? c.resources : {};
    const req = isObject(res.requests) ? res.requests : {};
    const lim = isObject(res.limits) ? res.limits : {};
    for (const r of ["cpu", "memory"]) {
      const l = getOwn(lim, r);
      const q = getOwn(req, r) ?? l;
      if (q !== void 0 || l !== void 0) any = true;
      if (l === void 0 || !deepEqual(q, l)) guaranteed = false;
    }
  }
  if (!any) return "BestEffort";
  return guaranteed ? "Guaranteed" : "Burstable";
}
function prepareForCreate(obj, s, sys) {
  let out = obj;
  for (const p of s.reset) out = withAt(out, p, void 0);
  if (s.createStatus === "pod") {
    out = withAt(out, ["status"], { phase: "Pending", qosClass: podQOS(out) });
  } else if (s.createStatus === "namespace") {
    out = withAt(out, ["status"], { phase: "Active" });
    const fin = getAt(out, ["spec", "finalizers"]);
    const list = Array.isArray(fin) ? fin : [];
    if (!list.includes("kubernetes")) out = withAt(out, ["spec", "finalizers"], [...list, "kubernetes"]);
  }
  const meta = {
    uid: sys.uid,
    creationTimestamp: sys.creationTimestamp,
    resourceVersion: void 0,
    deletionTimestamp: void 0,
    deletionGracePeriodSeconds: void 0
  };
  if (sys.name !== void 0) meta.name = sys.name;
  if (s.generation.length > 0 || s.generationOutsideMetadata) meta.generation = 1;
  return withMeta(out, meta);
}
function changedOutsideMetadata(a, b) {
  const keys2 = /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)]);
  keys2.delete("metadata");
  for (const k of keys2) if (!deepEqual(getOwn(a, k), getOwn(b, k))) return true;
  return false;
}
function prepareForUpdate(obj, live, s, subresource) {
  let out = obj;
  if (subresource === "status" && s.statusKeepsAllButStatus) {
    const kept = {};
    for (const k of Object.keys(live)) if (k !== "status") setOwn(kept, k, live[k]);
    const status2 = getOwn(obj, "status");
    if (status2 !== void 0) setOwn(kept, "status", status2);
    out = withMeta(kept, { managedFields: getOwn(metaOf2(obj), "managedFields") });
  } else {
    out = restorePaths(out, live, subresource === "status" ? s.statusReset : s.reset);
  }
  const uid = metaString(out, "uid") || metaString(live, "uid") || void 0;
  const liveMeta = metaOf2(live);
  let generation = getOwn(liveMeta, "generation");
  if (subresource !== "status") {
    const bump = s.generationOutsideMetadata ? changedOutsideMetadata(out, live) : s.generation.some((p) => !deepEqual(getAt(out, p), getAt(live, p)));
    if (bump) generation = metaNumber(live, "generation") + 1;
  }
  return withMeta(out, {
    uid,
    creationTimestamp: getOwn(liveMeta, "creationTimestamp"),
    resourceVersion: getOwn(liveMeta, "resourceVersion"),
    generation
  });
}

// core/server/scale.ts
function selectorString(sel) {
  if (typeof sel === "string") return sel;
  if (!isObject(sel)) return void 0;
  const parts = [];
  const labels = isObject(sel.matchLabels) ? sel.matchLabels : {};
  for (const k of Object.keys(labels).sort()) parts.push(`${k}=${String(labels[k])}`);
  const exprs = Array.isArray(sel.matchExpressions) ? sel.matchExpressions : [];
  for (const e of exprs) {
    if (!isObject(e)) continue;
    const values2 = Array.isArray(e.values) ? e.values.map(String).sort() : [];
    const key = String(e.key ?? "");
    if (e.operator === "In") parts.push(`${key} in (${values2.join(",")})`);
    else if (e.operator === "NotIn") parts.push(`${key} notin (${values2.join(",")})`);
    else if (e.operator === "Exists") parts.push(key);
    else if (e.operator === "DoesNotExist") parts.push(`!${key}`);
  }
  return parts.join(",");
}
function scaleOf(parent, t) {
  const specPath = t.info.specReplicasPath ?? ["spec", "replicas"];
  const statusPath = t.info.statusReplicasPath ?? ["status", "replicas"];
  const meta = { name: metaString(parent, "name") };
  for (const k of ["namespace", "uid", "resourceVersion", "creationTimestamp"]) {
    const v = metaString(parent, k);
    if (v) meta[k] = v;
  }
  const replicas = getAt(parent, specPath);
  const st = {};
  const sr = getAt(parent, statusPath);
  st.replicas = isInteger(sr) ? sr : 0;
  const selector = t.info.labelSelectorPath ? getAt(parent, t.info.labelSelectorPath) : selectorString(getAt(parent, ["spec", "selector"]));
  if (typeof selector === "string" && selector !== "") st.selector = selector;
  const spec = {};
  if (isInteger(replicas) && replicas !== 0) spec.replicas = replicas;
  return { kind: "Scale", apiVersion: "autoscaling/v1", metadata: meta, spec, status: st };
}
function scaleWrite(req, body, t, notes) {
  const live = req.live;
  const bodyName = metaString(body, "name");
  if (req.verb === "create")
    failWith(
      status(405, "MethodNotAllowed", "the server does not allow this method on the requested resource", {})
    );
  if (live === null) failWith(notFound(t.info, bodyName));
  const name = metaString(live, "name");
  if (body.apiVersion !== "autoscaling/v1" || body.kind !== "Scale") {
    failWith(
      badRequest(
        `the body of a write to /scale must be an autoscaling/v1 Scale, got ${JSON.stringify(body.apiVersion ?? "")} ${JSON.stringify(body.kind ?? "")}`
      )
    );
  }
  if (bodyName !== "" && bodyName !== name)
    failWith(badRequest(`the name of the object (${bodyName}) does not match the name on the URL (${name})`));
  const spec = getOwn(body, "spec");
  const given = isObject(spec) ? getOwn(spec, "replicas") : void 0;
  if (given !== void 0 && (!isInteger(given) || given < 0)) {
    failWith(
      invalid(
        "autoscaling",
        "Scale",
        name,
        "spec.replicas",
        "FieldValueInvalid",
        `Invalid value: ${JSON.stringify(given)}: must be greater than or equal to 0`
      )
    );
  }
  const rv = metaString(body, "resourceVersion");
  if (rv !== "" && rv !== metaString(live, "resourceVersion"))
    failWith(conflict(t.info, name, OPTIMISTIC_LOCK));
  if (isObject(getOwn(body, "status")))
    notes.push({ code: "scale-ignored", path: ".status", message: "the server ignores a Scale's status" });
  const path = t.info.specReplicasPath ?? ["spec", "replicas"];
  const manager = req.verb === "apply" ? req.manager : req.manager || userAgentManager(req.userAgent);
  const opts = { manager, now: t.now, schema: t.type, subresource: "scale", force: req.force };
  let object;
  if (req.verb === "apply") {
    const meta = { name };
    const ns = metaString(live, "namespace");
    if (ns) meta.namespace = ns;
    let config = { apiVersion: live.apiVersion ?? null, kind: live.kind ?? null, metadata: meta };
    if (given !== void 0) config = withAt(config, path, given);
    const r = apply(live, config, opts);
    if (!r.ok) throw new WriteFailure(r.status, r.conflicts);
    object = r.object;
  } else {
    const next = withAt(live, path, given ?? 0);
    const r = update(live, next, opts);
    if (!r.ok) throw new WriteFailure(r.status, r.conflicts);
    object = r.object;
  }
  object = prepareForUpdate(object, live, t.strategy, "scale");
  return { object, undefaulted: object, scale: scaleOf(object, t) };
}

// core/server/strategies.ts
var STATUS = [["status"]];
var SPEC = [["spec"]];
var REG = "pkg/registry/";
var TABLE = {
  "apps/Deployment": {
    file: `${REG}apps/deployment/strategy.go`,
    reset: STATUS,
    statusReset: [["spec"], ["metadata", "labels"]],
    // Spec changes and annotation changes (annotations are copied to ReplicaSets).
    generation: [["spec"], ["metadata", "annotations"]],
    verified: true
  },
  "apps/ReplicaSet": {
    file: `${REG}apps/replicaset/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true
  },
  "apps/StatefulSet": {
    file: `${REG}apps/statefulset/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true
  },
  "apps/DaemonSet": {
    file: `${REG}apps/daemonset/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC
  },
  ReplicationController: {
    file: `${REG}core/replicationcontroller/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true
  },
  "batch/Job": {
    file: `${REG}batch/job/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true
  },
  "batch/CronJob": {
    file: `${REG}batch/cronjob/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true
  },
  Pod: {
    file: `${REG}core/pod/strategy.go`,
    reset: STATUS,
    statusReset: [["spec"], ["metadata", "deletionTimestamp"], ["metadata", "ownerReferences"]],
    // 1.35: PrepareForCreate sets generation 1, updatePodGeneration bumps it on spec changes.
    generation: SPEC,
    createStatus: "pod",
    verified: true
  },
  Service: {
    file: `${REG}core/service/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    createOnUpdate: true,
    verified: true
  },
  Node: { file: `${REG}core/node/strategy.go`, reset: STATUS, statusReset: SPEC, verified: true },
  Namespace: {
    file: `${REG}core/namespace/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    createStatus: "namespace",
    verified: true
  },
  PersistentVolume: { file: `${REG}core/persistentvolume/strategy.go`, reset: STATUS, statusReset: SPEC },
  PersistentVolumeClaim: {
    file: `${REG}core/persistentvolumeclaim/strategy.go`,
    reset: STATUS,
    statusReset: SPEC
  },
  ResourceQuota: { file: `${REG}core/resourcequota/strategy.go`, reset: STATUS, statusReset: SPEC },
  "autoscaling/HorizontalPodAutoscaler": {
    file: `${REG}autoscaling/horizontalpodautoscaler/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    verified: true
  },
  "policy/PodDisruptionBudget": {
    file: `${REG}policy/poddisruptionbudget/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC
  },
  "networking.k8s.io/Ingress": {
    file: `${REG}networking/ingress/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC,
    verified: true
  },
  "networking.k8s.io/NetworkPolicy": { file: `${REG}networking/networkpolicy/strategy.go`, generation: SPEC },
  "networking.k8s.io/IngressClass": { file: `${REG}networking/ingressclass/strategy.go`, generation: SPEC },
  "networking.k8s.io/ServiceCIDR": {
    file: `${REG}networking/servicecidr/strategy.go`,
    reset: STATUS,
    statusReset: SPEC
  },
  "apiextensions.k8s.io/CustomResourceDefinition": {
    file: "staging/src/k8s.io/apiextensions-apiserver/pkg/registry/customresourcedefinition/strategy.go",
    reset: STATUS,
    statusReset: [["metadata"], ["spec"]],
    generation: SPEC
  },
  "apiregistration.k8s.io/APIService": {
    file: "staging/src/k8s.io/kube-aggregator/pkg/registry/apiservice/strategy.go",
    reset: STATUS,
    statusReset: SPEC
  },
  "certificates.k8s.io/CertificateSigningRequest": {
    file: `${REG}certificates/certificates/strategy.go`,
    reset: STATUS,
    statusReset: SPEC
  },
  "flowcontrol.apiserver.k8s.io/FlowSchema": {
    file: `${REG}flowcontrol/flowschema/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC
  },
  "flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration": {
    file: `${REG}flowcontrol/prioritylevelconfiguration/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC
  },
  "admissionregistration.k8s.io/ValidatingAdmissionPolicy": {
    file: `${REG}admissionregistration/validatingadmissionpolicy/strategy.go`,
    reset: STATUS,
    statusReset: SPEC,
    generation: SPEC
  },
  "admissionregistration.k8s.io/ValidatingWebhookConfiguration": {
    file: `${REG}admissionregistration/validatingwebhookconfiguration/strategy.go`,
    generation: [["webhooks"]]
  },
  "admissionregistration.k8s.io/MutatingWebhookConfiguration": {
    file: `${REG}admissionregistration/mutatingwebhookconfiguration/strategy.go`,
    generation: [["webhooks"]]
  },
  "resource.k8s.io/ResourceClaim": {
    file: `${REG}resource/resourceclaim/strategy.go`,
    reset: STATUS,
    statusReset: SPEC
  },
  "storage.k8s.io/VolumeAttachment": {
    file: `${REG}storage/volumeattachment/strategy.go`,
    reset: STATUS,
    statusReset: SPEC
  },
  // AllowCreateOnUpdate() is true (a PUT creates): read in each file.
  Endpoints: { file: `${REG}core/endpoint/strategy.go`, createOnUpdate: true, verified: true },
  Event: { file: `${REG}core/event/strategy.go`, createOnUpdate: true, verified: true },
  "events.k8s.io/Event": { file: `${REG}core/event/strategy.go`, createOnUpdate: true, verified: true },
  LimitRange: { file: `${REG}core/limitrange/strategy.go`, createOnUpdate: true, verified: true },
  "coordination.k8s.io/Lease": {
    file: `${REG}coordination/lease/strategy.go`,
    createOnUpdate: true,
    verified: true
  },
  "node.k8s.io/RuntimeClass": {
    file: `${REG}node/runtimeclass/strategy.go`,
    createOnUpdate: true,
    verified: true
  },
  "rbac.authorization.k8s.io/Role": { file: `${REG}rbac/role/strategy.go`, createOnUpdate: true },
  "rbac.authorization.k8s.io/RoleBinding": {
    file: `${REG}rbac/rolebinding/strategy.go`,
    createOnUpdate: true
  },
  "rbac.authorization.k8s.io/ClusterRole": {
    file: `${REG}rbac/clusterrole/strategy.go`,
    createOnUpdate: true,
    verified: true
  },
  "rbac.authorization.k8s.io/ClusterRoleBinding": {
    file: `${REG}rbac/clusterrolebinding/strategy.go`,
    createOnUpdate: true
  }
};
var NONE = {
  file: "",
  reset: [],
  statusReset: [],
  generation: [],
  createOnUpdate: false,
  unconditionalUpdate: true,
  verified: false
};
function builtinStrategy(group, kind) {
  const e = TABLE[group ? `${group}/${kind}` : kind];
  if (e === void 0) return NONE;
  const s = {
    file: e.file,
    reset: e.reset ?? [],
    statusReset: e.statusReset ?? [],
    generation: e.generation ?? [],
    createOnUpdate: e.createOnUpdate === true,
    unconditionalUpdate: true,
    verified: e.verified === true
  };
  if (e.createStatus) s.createStatus = e.createStatus;
  return s;
}
function customStrategy(r) {
  return {
    file: "staging/src/k8s.io/apiextensions-apiserver/pkg/registry/customresource/strategy.go",
    reset: r.status ? STATUS : [],
    statusReset: SPEC,
    generation: [],
    createOnUpdate: false,
    unconditionalUpdate: false,
    statusKeepsAllButStatus: true,
    generationOutsideMetadata: true,
    verified: true
  };
}

// core/server/write.ts
function str3(v) {
  return typeof v === "string" ? v : "";
}
function describe3(v) {
  return Array.isArray(v) ? "a list" : v === null ? "null" : typeof v;
}
function resourceOf(apiVersion, kind, crd) {
  if (crd !== void 0) {
    const r = crdResource(crd, apiVersion, kind);
    if (r !== void 0) return r;
  }
  const group = groupOf(apiVersion);
  return builtinResource(group, kind) ?? {
    group,
    kind,
    // An unknown kind: the conventional plural (Status messages only).
    resource: `${kind.toLowerCase()}s`,
    namespaced: true,
    status: false,
    scale: false
  };
}
function nowString(now) {
  if (now === void 0) return formatTime(nowSeconds());
  const t = parseTime(now);
  if (t === null) failWith(badRequest(`now: ${JSON.stringify(now)} is not an RFC 3339 time`));
  return formatTime(t);
}
function safeDecode(obj) {
  if (obj === null) return /* @__PURE__ */ new Map();
  const meta = getOwn(obj, "metadata");
  try {
    return decodeManagedFields(isObject(meta) ? getOwn(meta, "managedFields") : void 0).sets;
  } catch {
    return /* @__PURE__ */ new Map();
  }
}
function withoutManagedFields2(obj) {
  const meta = getOwn(obj, "metadata");
  if (!isObject(meta) || !Object.hasOwn(meta, "managedFields")) return obj;
  const m = { ...meta };
  delete m.managedFields;
  return { ...obj, metadata: m };
}
function resetNotes(notes, body, kept, paths, where) {
  for (const p of overridden(body, kept, paths)) {
    const path = pathString2(p);
    if (path === ".status") {
      notes.push({
        code: "status-ignored",
        path,
        message: `the server ignores .status in a write to ${where}: status is written through the /status subresource`
      });
    } else {
      notes.push({
        code: "reset-field",
        path,
        message: `the server resets ${path} on a write to ${where}: the value is neither written nor owned`
      });
    }
  }
}
function stripPaths(body, paths) {
  let out = body;
  for (const p of paths) out = withAt(out, p, void 0);
  return out;
}
function defaulted(obj, t) {
  return t.defaults ? applyDefaults(obj, t.root) : obj;
}
function system(t, name) {
  const sys = { uid: newUid(t.random), creationTimestamp: t.now };
  if (name !== void 0) sys.name = name;
  return sys;
}
function checkUidOnUpdate(body, live, t, name, verb) {
  const uid = metaString(body, "uid");
  const liveUid = metaString(live, "uid");
  if (uid === "" || uid === liveUid) return;
  if (verb === "update") {
    failWith(
      conflict(
        t.info,
        name,
        `Precondition failed: UID in precondition: ${uid}, UID in object meta: ${liveUid}`
      )
    );
  }
  failWith(
    invalid(
      t.info.group,
      t.info.kind,
      name,
      "metadata.uid",
      "FieldValueInvalid",
      `Invalid value: "${uid}": field is immutable`
    )
  );
}
function checkResourceVersion(body, live, t, name, verb) {
  const rv = metaString(body, "resourceVersion");
  if (rv === "") {
    if (verb === "update" && !t.strategy.unconditionalUpdate) {
      failWith(
        invalid(
          t.info.group,
          t.info.resource,
          name,
          "metadata.resourceVersion",
          "FieldValueInvalid",
          "Invalid value: 0x0: must be specified for an update"
        )
      );
    }
    return;
  }
  if (rv !== metaString(live, "resourceVersion")) failWith(conflict(t.info, name, OPTIMISTIC_LOCK));
}
function fmOptions(req, t, subresource) {
  const manager = req.verb === "apply" ? req.manager : req.manager || userAgentManager(req.userAgent);
  const o = { manager, now: t.now };
  if (req.force !== void 0) o.force = req.force;
  if (t.type !== void 0) o.schema = t.type;
  if (subresource !== void 0) o.subresource = subresource;
  return o;
}
function createLike(req, body, t, notes, sysName) {
  const reset = t.strategy.reset;
  resetNotes(notes, body, null, reset, "a new object");
  const bare = stripPaths(body, reset);
  const full = defaulted(bare, t);
  const r = update(null, full, fmOptions(req, t));
  if (!r.ok) throw new WriteFailure(r.status, r.conflicts);
  const sys = system(t, sysName);
  const object = prepareForCreate(r.object, t.strategy, sys);
  const undefaulted = full === bare ? object : prepareForCreate(bare, t.strategy, sys);
  return { object, undefaulted };
}
function mainOrStatus(req, body, t, notes) {
  const live = req.live;
  const sub = req.subresource === "status" ? "status" : void 0;
  const where = sub ? "/status" : "the resource (not /status)";
  const resetPaths = sub ? t.strategy.statusReset : t.strategy.reset;
  const meta = getOwn(body, "metadata");
  if (meta !== void 0 && meta !== null && !isObject(meta))
    failWith(badRequest("metadata must be a JSON object"));
  let name = metaString(body, "name");
  if (req.verb === "create") {
    if (sub)
      failWith(
        status(
          405,
          "MethodNotAllowed",
          "the server does not allow this method on the requested resource",
          {}
        )
      );
    let generated;
    if (name === "") {
      const prefix = metaString(body, "generateName");
      if (prefix === "") {
        failWith(
          invalid(
            t.info.group,
            t.info.kind,
            "",
            "metadata.name",
            "FieldValueRequired",
            "Required value: name or generateName is required"
          )
        );
      }
      generated = generateName(prefix, t.random);
      name = generated;
      notes.push({
        code: "generated-name",
        path: ".metadata.name",
        message: `the server generates the name from generateName "${prefix}" and 5 random characters; a real create picks another one`
      });
    } else if (live !== null) failWith(alreadyExists(t.info, name));
    return createLike(req, body, t, notes, generated);
  }
  if (name === "") failWith(badRequest("name must be provided"));
  if (live === null) {
    if (req.verb === "apply") {
      if (sub) failWith(notFound(t.info, name));
      const uid = metaString(body, "uid");
      if (uid !== "") {
        failWith(
          conflict(
            t.info,
            name,
            `uid mismatch: the provided object specified uid ${uid}, and no existing object was found`
          )
        );
      }
      resetNotes(notes, body, null, t.strategy.reset, "a new object");
      const bare = stripPaths(body, t.strategy.reset);
      const r2 = apply(null, bare, fmOptions(req, t));
      if (!r2.ok) throw new WriteFailure(r2.status, r2.conflicts);
      const full2 = defaulted(r2.object, t);
      const sys = system(t);
      const object2 = prepareForCreate(full2, t.strategy, sys);
      const undefaulted2 = full2 === r2.object ? object2 : prepareForCreate(r2.object, t.strategy, sys);
      return { object: object2, undefaulted: undefaulted2, before: r2.managers.before, after: r2.managers.after };
    }
    if (sub || !t.strategy.createOnUpdate) failWith(notFound(t.info, name));
    notes.push({
      code: "create-on-update",
      message: `${t.info.resource} allow a PUT to create a missing object: this update creates it`
    });
    return createLike(req, body, t, notes, void 0);
  }
  checkResourceVersion(body, live, t, name, req.verb);
  checkUidOnUpdate(body, live, t, name, req.verb);
  resetNotes(notes, body, req.verb === "apply" ? null : live, resetPaths, where);
  if (req.verb === "apply") {
    const bare = stripPaths(body, resetPaths);
    const r2 = apply(live, bare, fmOptions(req, t, sub));
    if (!r2.ok) throw new WriteFailure(r2.status, r2.conflicts);
    const full2 = defaulted(r2.object, t);
    const object2 = prepareForUpdate(full2, live, t.strategy, sub);
    const undefaulted2 = full2 === r2.object ? object2 : prepareForUpdate(r2.object, live, t.strategy, sub);
    return { object: object2, undefaulted: undefaulted2, before: r2.managers.before, after: r2.managers.after };
  }
  const kept = restorePaths(withoutManagedFields2(body), withoutManagedFields2(live), resetPaths);
  const bodyMeta = getOwn(body, "metadata");
  const keptWithMF = isObject(bodyMeta) && Object.hasOwn(bodyMeta, "managedFields") ? withAt(kept, ["metadata", "managedFields"], bodyMeta.managedFields) : kept;
  const full = defaulted(keptWithMF, t);
  const r = update(live, full, fmOptions(req, t, sub));
  if (!r.ok) throw new WriteFailure(r.status, r.conflicts);
  const object = prepareForUpdate(r.object, live, t.strategy, sub);
  const undefaulted = full === keptWithMF ? object : prepareForUpdate(withAt(keptWithMF, ["metadata", "managedFields"], void 0), live, t.strategy, sub);
  return { object, undefaulted };
}
function serverWrite(req) {
  const notes = [];
  try {
    return run(req, notes);
  } catch (e) {
    if (e instanceof WriteFailure) return { ok: false, status: e.status, conflicts: e.conflicts, notes };
    throw e;
  }
}
function run(req, notes) {
  if (req.verb !== "apply" && req.verb !== "create" && req.verb !== "update")
    failWith(badRequest(`verb: must be apply, create or update, got ${JSON.stringify(req.verb)}`));
  if (req.subresource !== void 0 && req.subresource !== "status" && req.subresource !== "scale")
    failWith(badRequest(`subresource: must be status or scale, got ${JSON.stringify(req.subresource)}`));
  if (req.live !== null && !isObject(req.live))
    failWith(badRequest("the live object must be a JSON object or null"));
  const what = req.verb === "apply" ? "the applied object" : "the written object";
  if (!isObject(req.body)) failWith(badRequest(`${what} must be a JSON object, got ${describe3(req.body)}`));
  const body = req.body;
  const parent = req.subresource === "scale" && req.live !== null ? req.live : body;
  const apiVersion = str3(parent.apiVersion);
  const kind = str3(parent.kind);
  const info = resourceOf(apiVersion, kind, req.crd);
  const custom = req.crd !== void 0 && crdResource(req.crd, apiVersion, kind) !== void 0;
  const t = {
    info,
    strategy: custom ? customStrategy(info) : builtinStrategy(info.group, info.kind),
    type: req.schema !== void 0 && req.schema.source !== "deduced" ? req.schema.root : void 0,
    root: req.schema !== void 0 && req.schema.source !== "deduced" ? req.schema.root : null,
    now: nowString(req.now),
    random: req.random ?? Math.random,
    defaults: req.defaults !== false
  };
  if (req.subresource === "status" && !info.status) failWith(noRoute());
  let done;
  if (req.subresource === "scale") {
    if (!info.scale) failWith(noRoute());
    const s = scaleWrite(req, body, t, notes);
    done = s;
  } else done = mainOrStatus(req, body, t, notes);
  const object = done.object;
  const before = done.before ?? safeDecode(req.live);
  const after = done.after ?? safeDecode(object);
  const changed = req.live === null || !deepEqual(req.live, object);
  const result = { ok: true, object, changed, managers: { before, after }, notes };
  if (done.undefaulted !== object) result.undefaulted = done.undefaulted;
  if ("scale" in done && done.scale !== void 0) result.scale = done.scale;
  return result;
}

// core/simulate.ts
var ScenarioError = class extends Error {
  constructor(path, reason) {
    super(`${path}: ${reason}`);
    this.path = path;
    this.reason = reason;
    this.name = "ScenarioError";
  }
  path;
  reason;
};
var STEP_KEYS = /* @__PURE__ */ new Set(["op", "manager", "object", "force", "subresource", "comment"]);
var TOP_KEYS = /* @__PURE__ */ new Set(["schema", "crds", "live", "now", "defaults", "seed", "steps", "comment"]);
function parseScenario(doc) {
  if (!isObject(doc)) throw new ScenarioError("scenario", "must be a JSON object");
  for (const k of Object.keys(doc)) if (!TOP_KEYS.has(k)) throw new ScenarioError(k, "unknown field");
  if (doc.schema !== void 0 && doc.schema !== null && !isObject(doc.schema)) {
    throw new ScenarioError("schema", "must be an OpenAPI v3 schema object");
  }
  let crds;
  if (doc.crds !== void 0 && doc.crds !== null) {
    if (!Array.isArray(doc.crds))
      throw new ScenarioError("crds", "must be a list of CustomResourceDefinitions");
    crds = doc.crds.map((c, i) => {
      if (!isObject(c)) throw new ScenarioError(`crds[${i}]`, "must be a CustomResourceDefinition object");
      return c;
    });
  }
  if (doc.live !== void 0 && doc.live !== null && !isObject(doc.live)) {
    throw new ScenarioError("live", "must be an object or null");
  }
  if (doc.now !== void 0 && typeof doc.now !== "string")
    throw new ScenarioError("now", "must be an RFC 3339 string");
  if (doc.defaults !== void 0 && typeof doc.defaults !== "boolean")
    throw new ScenarioError("defaults", "must be a boolean");
  if (doc.seed !== void 0 && !(typeof doc.seed === "number" && Number.isSafeInteger(doc.seed)))
    throw new ScenarioError("seed", "must be an integer");
  if (!Array.isArray(doc.steps)) throw new ScenarioError("steps", "must be a list");
  const steps = doc.steps.map((s, i) => {
    const at = `steps[${i}]`;
    if (!isObject(s)) throw new ScenarioError(at, "must be an object");
    for (const k of Object.keys(s))
      if (!STEP_KEYS.has(k)) throw new ScenarioError(`${at}.${k}`, "unknown field");
    if (s.op !== "apply" && s.op !== "create" && s.op !== "update")
      throw new ScenarioError(`${at}.op`, 'must be "apply", "create" or "update"');
    if (typeof s.manager !== "string") throw new ScenarioError(`${at}.manager`, "must be a string");
    if (!isObject(s.object)) throw new ScenarioError(`${at}.object`, "must be an object");
    if (s.force !== void 0 && typeof s.force !== "boolean")
      throw new ScenarioError(`${at}.force`, "must be a boolean");
    if (s.subresource !== void 0 && s.subresource !== "status" && s.subresource !== "scale") {
      throw new ScenarioError(`${at}.subresource`, 'must be "status" or "scale"');
    }
    const step2 = { op: s.op, manager: s.manager, object: s.object };
    if (s.force !== void 0) step2.force = s.force;
    if (s.subresource !== void 0) step2.subresource = s.subresource;
    return step2;
  });
  const out = { live: isObject(doc.live) ? doc.live : null, steps };
  if (isObject(doc.schema)) out.schema = doc.schema;
  if (crds !== void 0) out.crds = crds;
  if (typeof doc.now === "string") out.now = doc.now;
  if (typeof doc.defaults === "boolean") out.defaults = doc.defaults;
  if (typeof doc.seed === "number") out.seed = doc.seed;
  return out;
}
function scenarioSchema(s) {
  if (s.schema !== void 0) return { root: typeFromOpenAPIV3Schema(s.schema), source: "explicit" };
  const first = s.live ?? s.steps[0]?.object;
  return new SchemaResolver({ crds: s.crds }).resolve(first?.apiVersion, first?.kind);
}
function simulate(s, schema = scenarioSchema(s)) {
  return inOperation(() => replay(s, schema));
}
function crdFor(s, obj) {
  if (obj === null || s.crds === void 0) return void 0;
  const av = typeof obj.apiVersion === "string" ? obj.apiVersion : "";
  const kind = typeof obj.kind === "string" ? obj.kind : "";
  return s.crds.find((c) => crdResource(c, av, kind) !== void 0);
}
function replay(s, schema) {
  let live = s.live;
  const random = seededRandom(s.seed ?? 1);
  const steps = [];
  for (const step2 of s.steps) {
    const target = step2.subresource === "scale" && live !== null ? live : step2.object;
    const r = serverWrite({
      verb: step2.op,
      subresource: step2.subresource,
      live,
      body: step2.object,
      manager: step2.manager,
      force: step2.force,
      schema,
      crd: crdFor(s, target),
      now: s.now,
      defaults: s.defaults,
      random
    });
    let out;
    if (r.ok) {
      live = r.object;
      out = { ok: true, object: r.object };
    } else out = { ok: false, status: r.status, conflicts: r.conflicts };
    if (r.notes.length > 0) out.notes = r.notes;
    steps.push(out);
  }
  return { schemaSource: schema.source, steps };
}

// cli/args.ts
var UsageError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "UsageError";
  }
};
function parseArgs(argv, spec) {
  const out = { strings: /* @__PURE__ */ new Map(), booleans: /* @__PURE__ */ new Set(), positionals: [] };
  const byShort = /* @__PURE__ */ new Map();
  for (const [name, o] of Object.entries(spec)) if (o.short) byShort.set(o.short, name);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      out.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === "-" || !arg.startsWith("-")) {
      out.positionals.push(arg);
      continue;
    }
    let name;
    let inline;
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
      inline = eq >= 0 ? arg.slice(eq + 1) : void 0;
    } else {
      const long = arg.length === 2 ? byShort.get(arg.slice(1)) : void 0;
      if (long === void 0) throw new UsageError(`unknown option ${JSON.stringify(arg)}`);
      name = long;
    }
    const o = Object.hasOwn(spec, name) ? spec[name] : void 0;
    if (o === void 0) throw new UsageError(`unknown option ${JSON.stringify(`--${name}`)}`);
    if (o.type === "boolean") {
      if (inline !== void 0) {
        if (inline === "true") out.booleans.add(name);
        else if (inline === "false") out.booleans.delete(name);
        else
          throw new UsageError(
            `option --${name} takes no value (or =true / =false), got ${JSON.stringify(inline)}`
          );
      } else out.booleans.add(name);
      continue;
    }
    let value2 = inline;
    if (value2 === void 0) {
      const next = argv[i + 1];
      if (next === void 0 || next.startsWith("-") && next !== "-") {
        throw new UsageError(
          `option --${name} needs a value (use --${name}=VALUE for a value starting with "-")`
        );
      }
      value2 = next;
      i++;
    }
    if (out.strings.has(name)) throw new UsageError(`option --${name} given more than once`);
    out.strings.set(name, value2);
  }
  return out;
}

// core/preview/types.ts
var SECRET_MASK = "(secret value hidden)";

// core/preview/render/common.ts
var UNSAFE = (
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
);
function hex4(c) {
  return `\\u${c.toString(16).padStart(4, "0")}`;
}
function escapeUnsafe(ch) {
  switch (ch) {
    case "\n":
      return "\\n";
    case "\r":
      return "\\r";
    case "	":
      return "\\t";
    default:
      return hex4(ch.charCodeAt(0));
  }
}
function oneLine(s) {
  return s.replace(UNSAFE, escapeUnsafe);
}
function hasUnsafe(s) {
  UNSAFE.lastIndex = 0;
  const r = UNSAFE.test(s);
  UNSAFE.lastIndex = 0;
  return r;
}
function jsonText(v) {
  return stringifyJson(v).replace(UNSAFE, (ch) => hex4(ch.charCodeAt(0)));
}
function truncate(s, max) {
  if (s.length <= max) return s;
  if (max <= 1) return max === 1 ? "…" : "";
  let end = max - 1;
  const c = s.charCodeAt(end - 1);
  if (c >= 55296 && c <= 56319) end--;
  return `${s.slice(0, end)}…`;
}
var AMBIGUOUS = /^(?:true|false|null|-?\d[\d.eE+-]*|)$|^\s|\s$|^"/;
function valueText(v) {
  if (typeof v === "string") return AMBIGUOUS.test(v) || hasUnsafe(v) ? jsonText(v) : v;
  return jsonText(v);
}
function managerLabel(m) {
  let s = `${managerName(m.manager)} (${m.operation}`;
  if (m.subresource) s += ` with subresource ${jsonText(m.subresource)}`;
  if (m.operation === "Update" && m.apiVersion) s += ` using ${oneLine(m.apiVersion)}`;
  return `${s})`;
}
function managerName(name) {
  return name === "" || /[,"()]|^\s|\s$/.test(name) || hasUnsafe(name) ? jsonText(name) : name;
}
function objectLabel(ref) {
  const kind = ref.kind || "(no kind)";
  const name = ref.name || "(no name)";
  return oneLine(`${kind} ${ref.namespace ? `${ref.namespace}/` : ""}${name}`);
}
function plural(n, one, many = `${one}s`) {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
function formatCount(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function nameList(names2, max = 3) {
  if (names2.length <= 1) return names2.join("");
  if (names2.length <= max) return `${names2.slice(0, -1).join(", ")} and ${names2[names2.length - 1]}`;
  return `${names2.slice(0, max).join(", ")} and ${names2.length - max} more`;
}
function verdictParts(s) {
  const parts = [];
  const changing = s.create + s.update;
  if (changing > 0) {
    parts.push({
      text: `${plural(changing, "object")} change${changing === 1 ? "s" : ""}${s.create > 0 ? ` (${formatCount(s.create)} new)` : ""}`
    });
  }
  if (s.conflict > 0) {
    const noun = parts.length === 0 ? ` object${s.conflict === 1 ? "" : "s"}` : "";
    const p = {
      text: `${formatCount(s.conflict)}${noun} conflict${s.conflict === 1 ? "s" : ""}`
    };
    if (s.conflictsWith.length > 0) {
      p.text += " with";
      p.managers = s.conflictsWith;
    }
    parts.push(p);
  }
  if (s.error > 0) {
    const noun = parts.length === 0 ? ` object${s.error === 1 ? "" : "s"}` : "";
    parts.push({ text: `${formatCount(s.error)}${noun} could not be previewed` });
  }
  if (parts.length === 0) return [{ text: s.objects === 0 ? "No objects to preview" : "No changes" }];
  if (s.unchanged > 0) parts.push({ text: `${formatCount(s.unchanged)} unchanged` });
  return parts;
}
function verdictText(s) {
  return verdictParts(s).map((p) => p.managers ? `${p.text} ${nameList(p.managers.map(managerName))}` : p.text).join(", ");
}
var ACTION_RANK = {
  conflict: 0,
  error: 1,
  update: 2,
  create: 3,
  unchanged: 4
};
function byImportance(objects2) {
  return objects2.map((_, i) => i).sort((a, b) => ACTION_RANK[objects2[a].action] - ACTION_RANK[objects2[b].action] || a - b);
}
var SECRET_PATH = /^\.(?:data|stringData)(?:$|[.[])/;
var LAST_APPLIED2 = "kubectl.kubernetes.io/last-applied-configuration";
function isSecret(ref) {
  return ref.kind === "Secret";
}
function maskDeep(v) {
  if (!isObject(v)) return SECRET_MASK;
  const out = {};
  for (const k of Object.keys(v)) setOwn(out, k, maskDeep(v[k]));
  return out;
}
function withKey(o, k, v) {
  const out = {};
  for (const key of Object.keys(o)) setOwn(out, key, key === k ? v : o[key]);
  if (!Object.hasOwn(o, k)) setOwn(out, k, v);
  return out;
}
function guardValue(ref, path, v) {
  if (!isSecret(ref) || v === SECRET_MASK) return v;
  if (SECRET_PATH.test(path) || path.includes(LAST_APPLIED2)) return maskDeep(v);
  if (!isObject(v)) return v;
  if (path === "" || path === ".") return maskSecretObject(v);
  if (path === ".metadata") return maskMeta(v);
  if (path === ".metadata.annotations" && Object.hasOwn(v, LAST_APPLIED2)) {
    return withKey(v, LAST_APPLIED2, SECRET_MASK);
  }
  return v;
}
function maskMeta(meta) {
  const ann = Object.hasOwn(meta, "annotations") ? meta.annotations : void 0;
  if (!isObject(ann) || !Object.hasOwn(ann, LAST_APPLIED2)) return meta;
  return withKey(meta, "annotations", withKey(ann, LAST_APPLIED2, SECRET_MASK));
}
function maskSecretObject(obj) {
  const out = {};
  for (const k of Object.keys(obj)) {
    const v = obj[k];
    if ((k === "data" || k === "stringData") && v !== null) setOwn(out, k, maskDeep(v));
    else if (k === "metadata" && isObject(v)) setOwn(out, k, maskMeta(v));
    else setOwn(out, k, v);
  }
  return out;
}
function isMasked(v, masked) {
  return v === SECRET_MASK && masked === true;
}

// core/preview/render/blame.ts
var MAX_DEPTH3 = 1e3;
var MAX_COMMENT_COLUMN = 64;
var NOBODY = [];
function renderBlame(object, schema, opts = {}) {
  return inOperation(() => blameOf(object, schema, opts));
}
function blameLines(object, schema) {
  const meta = Object.hasOwn(object, "metadata") && isObject(object.metadata) ? object.metadata : null;
  const rawEntries = meta !== null && Object.hasOwn(meta, "managedFields") ? meta.managedFields : void 0;
  const managed = decodeManagedFields(rawEntries);
  const managers2 = [];
  const sets = [];
  for (const [id, vs] of managed.sets) {
    const who = parseIdentity(id);
    const ref = { manager: who.manager ?? "", operation: vs.applied ? "Apply" : "Update" };
    if (!vs.applied) ref.apiVersion = vs.apiVersion;
    if (who.subresource) ref.subresource = who.subresource;
    managers2.push(ref);
    sets.push(vs.set);
  }
  let shown2 = withoutManagedFields3(object, meta);
  if (object.kind === "Secret") shown2 = maskSecretObject(shown2);
  const root = withObjectMeta(schema);
  const walk5 = { none: sets.map(() => null), depth: 0 };
  const rootInherited = isGranularMap(shown2, root) ? null : NOBODY;
  const lines = Object.keys(shown2).length === 0 ? [] : mapLines(shown2, root, sets, rootInherited, walk5, "");
  return {
    managers: managers2,
    entries: Array.isArray(rawEntries) ? rawEntries.length : 0,
    lines: lines.map((l) => ({
      text: l.text === "" ? "" : `${" ".repeat(l.indent)}${l.text}`,
      owners: l.owners,
      comment: l.comment,
      path: l.path,
      parent: l.parent
    }))
  };
}
function blameOf(object, schema, opts) {
  const meta = Object.hasOwn(object, "metadata") && isObject(object.metadata) ? object.metadata : null;
  const { managers: managers2, lines, entries: count2 } = blameLines(object, schema);
  const secret2 = object.kind === "Secret";
  const c = opts.color === true;
  const palette = ["36", "33", "35", "32", "34", "31", "96", "93", "95", "92", "94", "91"];
  const labels = managers2.map((m, i) => {
    const label = managerLabel(m);
    return c ? `\x1B[${palette[i % palette.length]}m${label}\x1B[0m` : label;
  });
  const out = [];
  const dim = (s) => c ? `\x1B[2m${s}\x1B[0m` : s;
  const ref = refOf2(object, meta);
  out.push(
    dim(
      `# ${ref}: owners from metadata.managedFields (${count2 === 0 ? "no entries: no field has an owner" : `${count2} ${count2 === 1 ? "entry" : "entries"}, not shown`})`
    )
  );
  if (secret2) out.push(dim("# Secret data and stringData values are hidden"));
  const column = commentColumn(
    lines.filter((l) => l.comment && l.owners.length > 0).map((l) => l.text.length),
    MAX_COMMENT_COLUMN
  );
  for (const l of lines) {
    if (!l.comment || l.owners.length === 0) {
      out.push(l.text);
      continue;
    }
    const names2 = l.owners.map((i) => labels[i]).join(c ? "\x1B[2m, \x1B[0m" : ", ");
    out.push(`${withComment(l.text, column)}${c ? `\x1B[2m#\x1B[0m ${names2}` : `# ${names2}`}`);
  }
  return `${out.join("\n")}
`;
}
function commentColumn(widths, max) {
  let column = 0;
  for (const w of widths) column = Math.max(column, w);
  return Math.min(column, max);
}
function withComment(text, column) {
  return `${text}${" ".repeat(Math.max(2, column + 2 - text.length))}`;
}
function refOf2(object, meta) {
  const str7 = (v) => typeof v === "string" ? v : "";
  return objectLabel({
    apiVersion: str7(object.apiVersion),
    kind: str7(Object.hasOwn(object, "kind") ? object.kind : void 0),
    namespace: meta !== null && Object.hasOwn(meta, "namespace") ? str7(meta.namespace) : "",
    name: meta !== null && Object.hasOwn(meta, "name") ? str7(meta.name) : ""
  });
}
function withoutManagedFields3(object, meta) {
  if (meta === null || !Object.hasOwn(meta, "managedFields")) return object;
  const m = {};
  for (const k of Object.keys(meta)) if (k !== "managedFields") setOwn(m, k, meta[k]);
  const out = {};
  for (const k of Object.keys(object)) setOwn(out, k, k === "metadata" ? m : object[k]);
  return out;
}
function isGranularMap(v, t) {
  return pickForm(formMask(t, v)) === MAP && !t.map.atomic && isObject(v);
}
function isAtomic(v, t) {
  const form = pickForm(formMask(t, v));
  if (form === MAP) return t.map.atomic || !isObject(v);
  if (form === LIST) return t.list.atomic || !Array.isArray(v);
  return true;
}
function step(sets, pe, walk5) {
  const owners = [];
  let child = null;
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i];
    if (s === null) continue;
    const n = s.find(pe);
    if (n === void 0) continue;
    if (n.member) owners.push(i);
    if (n.child !== null) {
      child ??= walk5.none.slice();
      child[i] = n.child;
    }
  }
  return { owners: owners.length === 0 ? NOBODY : owners, child: child ?? walk5.none };
}
function union(a, b) {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  return [.../* @__PURE__ */ new Set([...a, ...b])].sort((x, y) => x - y);
}
function isBlock(v) {
  return Array.isArray(v) ? v.length > 0 : isObject(v) && Object.keys(v).length > 0;
}
function mapLines(v, t, sets, inherited, walk5, at) {
  const lines = [];
  const m = pickForm(formMask(t, v)) === MAP ? t.map : null;
  for (const k of Object.keys(v)) {
    const f = m?.fields.get(k);
    const ft = f !== void 0 ? f.type : m?.elem ?? untypedAtomic;
    const val = v[k];
    let owners = inherited ?? NOBODY;
    let child = walk5.none;
    const pe = f !== void 0 ? f.pe : fieldElement(k);
    if (inherited === null) ({ owners, child } = step(sets, pe, walk5));
    const inner = inherited ?? (isAtomic(val, ft) ? owners : null);
    entry(lines, `${yamlKey(k)}:`, val, ft, owners, child, inner, walk5, at, `${at}${elementString(pe)}`);
  }
  return lines;
}
function listLines(v, t, sets, inherited, at, walk5) {
  const lines = [];
  const list = pickForm(formMask(t, v)) === LIST ? t.list : null;
  const elem = list?.elem ?? untypedAtomic;
  const dups = /* @__PURE__ */ new Set();
  const pes = inherited === null && list !== null ? itemElements(list, v) : null;
  if (pes !== null && v.length > 1) {
    const seen = /* @__PURE__ */ new Set();
    for (const pe of pes) {
      if (typeof pe === "string") continue;
      if (seen.has(pe.id)) dups.add(pe.id);
      else seen.add(pe.id);
    }
  }
  for (let i = 0; i < v.length; i++) {
    const item = v[i];
    let owners = inherited ?? NOBODY;
    let child = walk5.none;
    let inner = inherited;
    let here = `${at}[${i}]`;
    if (pes !== null) {
      const pe = pes[i];
      if (typeof pe !== "string") {
        ({ owners, child } = step(sets, pe, walk5));
        if (dups.has(pe.id) || isAtomic(item, elem)) inner = owners;
        here = `${at}${elementString(pe)}`;
      }
    }
    entry(lines, "-", item, elem, owners, child, inner, walk5, at, here);
  }
  return lines;
}
function entry(lines, head, v, t, owners, child, inner, walk5, parent, path) {
  if (isBlock(v) && walk5.depth < MAX_DEPTH3) {
    walk5.depth++;
    const sub = Array.isArray(v) ? listLines(v, t, child, inner, path, walk5) : mapLines(v, t, child, inner, walk5, path);
    walk5.depth--;
    if (head === "-") {
      const first = sub[0];
      lines.push({
        ...first,
        indent: 0,
        text: `- ${first.text}`,
        owners: union(owners, first.owners),
        comment: true
      });
      for (let i = 1; i < sub.length; i++) lines.push({ ...sub[i], indent: sub[i].indent + 2 });
    } else {
      lines.push({ indent: 0, text: head, owners, comment: true, path, parent });
      for (const l of sub) lines.push({ ...l, indent: l.indent + 2 });
    }
    return;
  }
  const s = scalar(v);
  lines.push({ indent: 0, text: `${head} ${s.text}`, owners, comment: true, path, parent });
  if (s.body !== null) {
    for (const b of s.body) lines.push({ indent: 2, text: b, owners: NOBODY, comment: false, path, parent });
  }
}
var RESERVED_WORDS = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~)$/;
var PLAIN = /^[A-Za-z_/(][A-Za-z0-9_./@%+=:,;()$^!?*&<>~-]*(?: +[A-Za-z0-9_./@%+=:,;()$^!?*&<>~-]+)*$/;
var DIGITS_UNIT = /^[0-9]+[A-Za-z][0-9A-Za-z]*$/;
function plainOk(s) {
  if (RESERVED_WORDS.test(s)) return false;
  if (/^[0-9]/.test(s)) return DIGITS_UNIT.test(s) && !/^0[xXoObB]/.test(s) && !/^[0-9]+[eE][0-9]*$/.test(s);
  return PLAIN.test(s) && !s.includes(": ") && !s.endsWith(":");
}
function literalOk(s) {
  if (!s.includes("\n") || s.endsWith("\n\n") || s.includes("	")) return false;
  const content = s.endsWith("\n") ? s.slice(0, -1) : s;
  if (hasUnsafe(content.replaceAll("\n", ""))) return false;
  const rows = content.split("\n");
  const first = rows.find((r) => r !== "");
  if (first === void 0 || first.startsWith(" ")) return false;
  return rows.every((r) => r === "" || !/^\s+$/.test(r));
}
function yamlKey(k) {
  return plainOk(k) ? k : jsonText(k);
}
function yamlNumber(n) {
  const s = String(n);
  return /e/.test(s) && !s.includes(".") ? s.replace("e", ".0e") : s;
}
function scalar(v) {
  if (v === null) return { text: "null", body: null };
  if (typeof v === "boolean") return { text: String(v), body: null };
  if (typeof v === "number") return { text: yamlNumber(v), body: null };
  if (typeof v === "bigint") return { text: v.toString(), body: null };
  if (typeof v === "string") {
    if (plainOk(v)) return { text: v, body: null };
    if (literalOk(v)) {
      const keep = v.endsWith("\n");
      return { text: keep ? "|" : "|-", body: (keep ? v.slice(0, -1) : v).split("\n") };
    }
    return { text: jsonText(v), body: null };
  }
  if (Array.isArray(v)) return { text: v.length === 0 ? "[]" : oneLine(jsonText(v)), body: null };
  return { text: Object.keys(v).length === 0 ? "{}" : oneLine(jsonText(v)), body: null };
}

// cli/io.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { readFile } from "node:fs/promises";

// core/kubectl-yaml.ts
var import_yaml = __toESM(require_dist(), 1);
var DROPPED_TAGS = /* @__PURE__ */ new Set([
  "tag:yaml.org,2002:timestamp",
  "tag:yaml.org,2002:binary",
  "tag:yaml.org,2002:omap",
  "tag:yaml.org,2002:pairs",
  "tag:yaml.org,2002:set"
]);
var FLOAT = /^[-+]?(?:[0-9][0-9_]*\.[0-9_]*|\.[0-9][0-9_]*)$/;
var FLOAT_EXP = /^[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9][0-9_]*)[eE][-+]?[0-9]+$/;
function kubectlTags(tags) {
  return tags.filter((t) => typeof t === "string" || !DROPPED_TAGS.has(t.tag) && t.format !== "TIME").map((t) => {
    if (typeof t === "string" || t.test === void 0 || isCollectionTag(t)) return t;
    if (t.tag === "tag:yaml.org,2002:int") return exactInt(t);
    if (t.tag !== "tag:yaml.org,2002:float") return t;
    if (t.format === "EXP") return finiteFloat({ ...t, test: FLOAT_EXP });
    if (t.test.test(".")) return finiteFloat({ ...t, test: FLOAT });
    return t;
  });
}
function isCollectionTag(t) {
  return "collection" in t && t.collection !== void 0;
}
function exactInt(t) {
  const resolve2 = t.resolve.bind(t);
  return {
    ...t,
    resolve: (str7, onError, opt) => {
      const v = resolve2(str7, onError, { ...opt, intAsBigInt: true });
      if (typeof v !== "bigint") return v;
      return canonicalInt(v) ?? Number(v);
    }
  };
}
function finiteFloat(t) {
  const resolve2 = t.resolve.bind(t);
  return {
    ...t,
    resolve: (str7, onError, opt) => {
      const v = resolve2(str7, onError, opt);
      if (typeof v === "number" && !Number.isFinite(v)) onError(outOfRangeMessage(str7));
      return v;
    }
  };
}
function findDuplicateKey(doc) {
  let found = null;
  (0, import_yaml.visit)(doc, {
    Map(_, map) {
      const seen = /* @__PURE__ */ new Set();
      for (const pair of map.items) {
        const key = pair.key;
        const k = (0, import_yaml.isScalar)(key) ? key.value : key;
        if (k !== null && typeof k === "object") continue;
        if (seen.has(k)) {
          found = { key: String(k) };
          if ((0, import_yaml.isScalar)(key) && key.range) found.offset = key.range[0];
          return import_yaml.visit.BREAK;
        }
        seen.add(k);
      }
      return void 0;
    }
  });
  return found;
}
function checkJson(v, path) {
  if (v === null || typeof v === "string" || typeof v === "boolean") return null;
  if (typeof v === "number") return Number.isFinite(v) ? null : `${path || "."}: ${v} is not a JSON number`;
  if (typeof v === "bigint") return null;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = checkJson(v[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (isObject(v)) {
    for (const k of Object.keys(v)) {
      const bad = checkJson(v[k], `${path}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return `${path || "."}: a ${typeof v} is not JSON data`;
}

// cli/io.ts
var InputError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "InputError";
  }
};
var STDIN_NAME = "<stdin>";
function inputName(arg) {
  return arg === "-" ? STDIN_NAME : arg;
}
function errnoText(e) {
  const code2 = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
  switch (code2) {
    case "ENOENT":
      return "no such file or directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EISDIR":
      return "is a directory";
    default:
      return e instanceof Error ? e.message : String(e);
  }
}
async function readText(arg, stdin) {
  let text;
  if (arg === "-") {
    const decoder = new TextDecoder("utf-8");
    text = "";
    try {
      for await (const chunk of stdin)
        text += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
      text += decoder.decode();
    } catch (e) {
      throw new InputError(`${STDIN_NAME}: cannot read: ${errnoText(e)}`);
    }
  } else {
    try {
      text = await readFile(arg, "utf8");
    } catch (e) {
      throw new InputError(`${arg}: cannot read: ${errnoText(e)}`);
    }
  }
  return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
}
var PARSE_OPTIONS = {
  version: "1.1",
  customTags: kubectlTags,
  uniqueKeys: false,
  // checked by findDuplicateKey in linear time
  prettyErrors: true,
  maxAliasCount: 100
};
function firstLine(message) {
  const line = message.split("\n", 1)[0].trim();
  return line.replace(/ at line \d+, column \d+:?$/, "").replace(/:$/, "");
}
function parseDocuments(text, name) {
  const head = text.trimStart();
  if (head.startsWith("{") || head.startsWith("[")) {
    try {
      return [parseJsonExact(text)];
    } catch {
    }
  }
  const docs = (0, import_yaml2.parseAllDocuments)(text, PARSE_OPTIONS);
  const list = Array.isArray(docs) ? docs : [];
  const out = [];
  for (const doc of list) {
    const err = doc.errors[0];
    if (err) {
      const at = err.linePos ? `:${err.linePos[0].line}:${err.linePos[0].col}` : "";
      throw new InputError(`${name}${at}: ${firstLine(err.message)}`);
    }
    if (doc.contents === null) continue;
    const dup = findDuplicateKey(doc);
    if (dup !== null) {
      const at = dup.offset === void 0 ? "" : `:${lineOf(text, dup.offset)}`;
      throw new InputError(`${name}${at}: duplicate key ${JSON.stringify(dup.key)}: map keys must be unique`);
    }
    let value2;
    try {
      value2 = doc.toJS({ maxAliasCount: 100 });
    } catch (e) {
      const line = doc.contents.range ? lineOf(text, doc.contents.range[0]) : 0;
      throw new InputError(
        `${name}${line ? `:${line}` : ""}: ${firstLine(e instanceof Error ? e.message : String(e))}`
      );
    }
    if (value2 === null || value2 === void 0) continue;
    const bad = checkJson(value2, "");
    if (bad) {
      const line = doc.contents.range ? lineOf(text, doc.contents.range[0]) : 0;
      throw new InputError(`${name}${line ? `:${line}` : ""}: ${bad}`);
    }
    out.push(value2);
  }
  return out;
}
function lineOf(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
async function readDocuments(arg, stdin) {
  return parseDocuments(await readText(arg, stdin), inputName(arg));
}
async function readOne(arg, stdin) {
  const docs = await readDocuments(arg, stdin);
  if (docs.length !== 1) {
    throw new InputError(`${inputName(arg)}: expected one document, found ${docs.length}`);
  }
  return docs[0];
}
function expandLists(docs, name) {
  const out = [];
  for (const d of docs) {
    if (isObject(d) && d.kind === "List" && Array.isArray(d.items)) {
      out.push(...d.items);
    } else out.push(d);
  }
  for (const [i, d] of out.entries()) {
    if (!isObject(d)) throw new InputError(`${name}: document ${i + 1} is not an object`);
  }
  return out;
}
var STRINGIFY_OPTIONS = {
  // YAML 1.1 quoting: strings such as "yes", "on" or "0777" are quoted, so that
  // kubectl (YAML 1.1) and YAML 1.2 readers both read them back as strings.
  version: "1.1",
  lineWidth: 0,
  aliasDuplicateObjects: false
};
function toYaml(value2) {
  return (0, import_yaml2.stringify)(value2, STRINGIFY_OPTIONS);
}
function toYamlStream(values2) {
  return values2.map((v) => toYaml(v)).join("---\n");
}

// cli/blame.ts
var BLAME_HELP = `Usage: apply-preview blame [--schema FILE] [--color WHEN] OBJECT

Prints OBJECT (a YAML/JSON file with metadata.managedFields, - for stdin; e.g. the
output of "kubectl get -o yaml --show-managed-fields") as YAML with the field
manager(s) owning each line beside it:

  spec:
    replicas: 5    # horizontal-pod-autoscaler (Update with subresource "scale" using apps/v1)

Lines inside an atomic value show the owner of the whole value; metadata.managedFields
itself is not printed; Secret data and stringData values are hidden. Several documents
(or a kind: List) are printed one after the other.

Options:
  --schema FILE   schema of the object: an OpenAPI v3 schema of the root, a
                  CustomResourceDefinition, or an OpenAPI v2/v3 document;
                  absent: the built-in type of the kind, else deduced (lists atomic)
  --color WHEN    auto (default: when stdout is a terminal and NO_COLOR is unset),
                  always or never
  -h, --help      show this help
`;
var BLAME_SPEC = {
  schema: { type: "string" },
  color: { type: "string" },
  help: { type: "boolean", short: "h" }
};
function useColor(when, io) {
  switch (when ?? "auto") {
    case "always":
      return true;
    case "never":
      return false;
    case "auto": {
      const tty = io.stdout.isTTY === true;
      const noColor = process.env.NO_COLOR;
      return tty && (noColor === void 0 || noColor === "");
    }
    default:
      throw new UsageError(`--color must be auto, always or never, got ${JSON.stringify(when)}`);
  }
}
async function runBlame(p, io, loadSchema2) {
  if (p.booleans.has("help")) {
    io.stdout.write(BLAME_HELP);
    return 0;
  }
  if (p.positionals.length !== 1) {
    throw new UsageError(
      p.positionals.length === 0 ? "missing the OBJECT file (- for stdin)" : `expected one file, got ${p.positionals.length}: ${p.positionals.join(" ")}`
    );
  }
  const color = useColor(p.strings.get("color"), io);
  const [file] = p.positionals;
  const schemaArg = p.strings.get("schema");
  if (file === "-" && schemaArg === "-") throw new UsageError("only one input can be read from stdin (-)");
  const name = inputName(file);
  const objects2 = expandLists(await readDocuments(file, io.stdin), name);
  if (objects2.length === 0) throw new InputError(`${name}: no object in the file`);
  const pick2 = schemaArg === void 0 ? void 0 : await loadSchema2(schemaArg, io.stdin);
  const resolver = new SchemaResolver();
  const out = [];
  for (const [i, obj] of objects2.entries()) {
    const schema = pick2?.(obj) ?? resolver.resolve(obj.apiVersion, obj.kind).root;
    try {
      out.push(renderBlame(obj, schema, { color }));
    } catch (e) {
      if (e instanceof ManagedFieldsError) {
        throw new InputError(`${name}${objects2.length > 1 ? ` (document ${i + 1})` : ""}: ${e.message}`);
      }
      throw e;
    }
  }
  io.stdout.write(out.join("---\n"));
  return 0;
}

// cli/preview.ts
import { resolve } from "node:path";

// action/errors.ts
var FatalError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "FatalError";
  }
};
function oneLine2(e) {
  const m = e instanceof Error ? e.message : String(e);
  return m.replace(/\s*\n\s*/g, " ").trim();
}

// core/preview/paths.ts
function childType(t, pe) {
  if (pe.kind === FIELD) {
    if (t.map === null) return null;
    return t.map.fields.get(pe.name)?.type ?? t.map.elem;
  }
  return t.list?.elem ?? null;
}
function fieldAt(root, path) {
  let t = root;
  for (let i = 0; i < path.length && t !== null; i++) {
    const pe = path[i];
    if (i === path.length - 1) return pe.kind === FIELD ? t.map?.fields.get(pe.name) ?? null : null;
    t = childType(t, pe);
  }
  return null;
}
function valueAt(obj, root, path) {
  let v = obj;
  let t = root;
  for (const pe of path) {
    if (v === void 0 || v === null) return void 0;
    if (pe.kind === FIELD) {
      if (!isObject(v)) return void 0;
      v = ownValue(v, pe.name);
    } else {
      if (!Array.isArray(v)) return void 0;
      v = findItem(v, t, pe);
    }
    t = t === null ? null : childType(t, pe);
  }
  return v;
}
function findItem(items, t, pe) {
  if (pe.kind === INDEX) return pe.index < items.length ? items[pe.index] : void 0;
  const pes = pe.kind === KEY && t?.list ? itemElements(t.list, items) : null;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    let id = null;
    if (pes !== null) {
      const e = pes[i];
      id = typeof e === "string" ? null : e.id;
    } else if (pe.kind === VALUE && (item === null || typeof item !== "object")) {
      id = valueElement(item).id;
    }
    if (id === pe.id) return item;
  }
  return void 0;
}
function walkPaths(set, fn, prefix = []) {
  for (const n of set.sorted()) {
    prefix.push(n.pe);
    if (n.member) fn(prefix.slice());
    if (n.child) walkPaths(n.child, fn, prefix);
    prefix.pop();
  }
}
function hasAtOrBelow(set, path) {
  let s = set;
  for (let i = 0; i < path.length; i++) {
    const n = s.find(path[i]);
    if (n === void 0) return false;
    if (i === path.length - 1) return n.member || n.child !== null && !n.child.isEmpty();
    s = n.child;
    if (s === null) return false;
  }
  return false;
}
function leafCount(set) {
  let n = 0;
  for (const node2 of set.each()) {
    if (node2.child !== null && !node2.child.isEmpty()) n += leafCount(node2.child);
    else if (node2.member) n++;
  }
  return n;
}

// core/preview/ownership.ts
function managerRef(id) {
  const p = parseIdentity(id);
  const ref = { manager: p.manager, operation: p.operation };
  if (p.operation === "Update" && p.apiVersion) ref.apiVersion = p.apiVersion;
  if (p.subresource) ref.subresource = p.subresource;
  return ref;
}
function identities(before, after) {
  const out = [...after.keys()];
  for (const id of before.keys()) if (!after.has(id)) out.push(id);
  return out;
}
function managerSummaries(before, after) {
  return identities(before, after).map((id) => {
    const b = before.get(id)?.set ?? EMPTY;
    const a = after.get(id)?.set ?? EMPTY;
    return {
      ...managerRef(id),
      fieldsBefore: leafCount(b),
      fieldsAfter: leafCount(a),
      gained: leafCount(a.difference(b)),
      lost: leafCount(b.difference(a))
    };
  });
}
function ownersOf(sets, path, refs) {
  const out = [];
  for (const [id, vs] of sets) if (vs.set.has(path)) out.push(refOf3(id, refs));
  return out;
}
function refOf3(id, refs) {
  let r = refs.get(id);
  if (r === void 0) {
    r = managerRef(id);
    refs.set(id, r);
  }
  return r;
}
function ownershipChanges(before, after) {
  let touched = new FieldSet();
  for (const id of identities(before, after)) {
    const b = before.get(id)?.set ?? EMPTY;
    const a = after.get(id)?.set ?? EMPTY;
    if (a === b) continue;
    touched = touched.union(a.difference(b)).union(b.difference(a));
  }
  const refs = /* @__PURE__ */ new Map();
  const out = [];
  walkPaths(touched, (p) => {
    out.push({ path: pathString(p), before: ownersOf(before, p, refs), after: ownersOf(after, p, refs) });
  });
  return out;
}
function describeManager(r) {
  let s = `${r.manager} (${r.operation}`;
  if (r.subresource) s += ` with subresource ${JSON.stringify(r.subresource)}`;
  if (r.operation === "Update" && r.apiVersion) s += ` using ${r.apiVersion}`;
  return `${s})`;
}
function describeManagers(rs) {
  if (rs.length === 0) return "nobody";
  return rs.map(describeManager).join(", ");
}
function sortedNames(names2) {
  return [...new Set(names2)].sort(compareUtf8);
}

// core/preview/secrets.ts
function isSecret2(obj) {
  return obj != null && obj.kind === "Secret" && obj.apiVersion === "v1";
}
function isSecretPath(path) {
  const first = path[0];
  if (first === void 0 || first.kind !== FIELD) return false;
  if (first.name === "data" || first.name === "stringData") return true;
  return first.name === "metadata" && path.length >= 3 && path[1].kind === FIELD && path[1].name === "annotations" && path[2].kind === FIELD && path[2].name === LAST_APPLIED;
}
function maskValue(v) {
  if (isObject(v)) {
    const out = {};
    for (const k of Object.keys(v)) setOwn(out, k, SECRET_MASK);
    return out;
  }
  return SECRET_MASK;
}
function maskObject(obj) {
  if (!isSecret2(obj)) return obj;
  const out = {};
  for (const k of Object.keys(obj)) {
    const v = obj[k];
    if ((k === "data" || k === "stringData") && v !== null) setOwn(out, k, maskValue(v));
    else if (k === "metadata" && isObject(v)) setOwn(out, k, maskMetadata(v));
    else setOwn(out, k, v);
  }
  return out;
}
function maskMetadata(meta) {
  const ann = ownValue(meta, "annotations");
  if (!isObject(ann) || ownValue(ann, LAST_APPLIED) === void 0) return meta;
  const annotations2 = { ...ann };
  setOwn(annotations2, LAST_APPLIED, SECRET_MASK);
  const out = { ...meta };
  setOwn(out, "annotations", annotations2);
  return out;
}

// core/preview/conflicts.ts
function brief(v, max = 60) {
  if (v === void 0) return "(not set)";
  const s = stringifyJson(v);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
function pathsByString(wanted, before) {
  const out = /* @__PURE__ */ new Map();
  for (const vs of before.values()) {
    if (out.size === wanted.size) break;
    walkPaths(vs.set, (p) => {
      const s = pathString(p);
      if (wanted.has(s) && !out.has(s)) out.set(s, p);
    });
  }
  return out;
}
function conflictReports(infos, before, live, intent, type, manager, secret2) {
  const byPath = /* @__PURE__ */ new Map();
  for (const c of infos) {
    const owner = { manager: c.manager, operation: c.operation };
    if (c.apiVersion) owner.apiVersion = c.apiVersion;
    if (c.subresource) owner.subresource = c.subresource;
    const list = byPath.get(c.path);
    if (list) list.push(owner);
    else byPath.set(c.path, [owner]);
  }
  const paths = pathsByString(new Set(byPath.keys()), before);
  const out = [];
  for (const [path, owners] of byPath) {
    const p = paths.get(path);
    const masked = secret2 && p !== void 0 && isSecretPath(p);
    let liveValue = p === void 0 || live === null ? void 0 : valueAt(live, type, p);
    let appliedValue = p === void 0 ? void 0 : valueAt(intent, type, p);
    if (masked) {
      if (liveValue !== void 0) liveValue = maskValue(liveValue);
      if (appliedValue !== void 0) appliedValue = maskValue(appliedValue);
    }
    const r = {
      path,
      owners,
      resolutions: resolutions(path, owners, manager, liveValue, appliedValue)
    };
    if (liveValue !== void 0) r.liveValue = liveValue;
    if (appliedValue !== void 0) r.appliedValue = appliedValue;
    if (masked) r.masked = true;
    out.push(r);
  }
  return out;
}
function resolutions(path, owners, manager, liveValue, appliedValue) {
  const who = describeManagers(owners);
  const controller = owners.some((o) => o.operation === "Update");
  const force = `Force the apply (kubectl apply --server-side --force-conflicts, or force: true): "${manager}" takes ${path}` + (appliedValue === void 0 ? "" : ` and sets it to ${brief(appliedValue)}`) + `; ${who} ${owners.length === 1 ? "loses" : "lose"} it` + (controller ? " and a controller among them may write it back on its next update." : ".");
  const drop = `Remove ${path} from the manifest: ${who} keep${owners.length === 1 ? "s" : ""} it` + (liveValue === void 0 ? "." : ` and it stays ${brief(liveValue)}.`);
  const coOwn = liveValue === void 0 ? `Set ${path} to the value it has on the live object to share ownership with ${who}.` : `Set ${path} to the live value ${brief(liveValue)} in the manifest: "${manager}" then shares ownership with ${who} and the apply no longer conflicts.`;
  return { force, drop, coOwn };
}

// core/preview/notes.ts
var REPLICAS = [fieldElement("spec"), fieldElement("replicas")];
var CSA_MANAGER = "kubectl-client-side-apply";
var CODE_DEFAULTS = /* @__PURE__ */ new Map([
  ["apps/v1/Deployment .spec.replicas", 1],
  ["apps/v1/StatefulSet .spec.replicas", 1],
  ["apps/v1/ReplicaSet .spec.replicas", 1],
  ["v1/ReplicationController .spec.replicas", 1]
]);
function isZero(v) {
  if (v === "" || v === 0 || v === false || v === null) return true;
  if (Array.isArray(v)) return v.length === 0;
  return typeof v === "object" && Object.keys(v).length === 0;
}
function defaultFor(obj, schema, path) {
  const coded = CODE_DEFAULTS.get(`${obj.apiVersion}/${obj.kind} ${pathString(path)}`);
  if (coded !== void 0) return coded;
  const def = fieldAt(schema.root, path)?.default;
  return def === void 0 || isZero(def) ? void 0 : def;
}
function createNote() {
  return { code: "create", message: "The object does not exist yet: the apply creates it." };
}
function deducedNote() {
  return {
    code: "deduced-schema",
    message: "No schema is known for this kind, so it was deduced: every list is treated as atomic (replaced and owned as a whole) and every map as granular. Give the CRD or the cluster OpenAPI for an exact preview."
  };
}
function defaultResetNote(path, def) {
  return {
    code: "default-reset",
    path,
    message: `${path} loses its last owner and is removed; the API server then sets it back to its default ${brief(def)}.`
  };
}
function csaMigrationNote(live, before, manager) {
  if (manager !== "kubectl") return null;
  const csa = [...before.keys()].some((id) => managerRef(id).manager === CSA_MANAGER);
  const annotation = lastAppliedOf(live) !== null;
  if (!csa && !annotation) return null;
  const parts = [];
  if (csa) parts.push(`"${CSA_MANAGER}" owns fields of the live object`);
  if (annotation) parts.push("the live object carries kubectl.kubernetes.io/last-applied-configuration");
  return {
    code: "client-side-apply-migration",
    message: `The object was managed by client-side kubectl apply (${parts.join("; ")}). Applying server-side as "kubectl" moves to field ownership: conflicts on fields whose live value matches the last-applied annotation are forgiven, and the annotation is kept up to date. kubectl itself also migrates "${CSA_MANAGER}" entries to "kubectl" before it sends the apply; until every field is owned by "kubectl", fields left only to "${CSA_MANAGER}" are not pruned when you drop them.`
  };
}
function replicasNote(before, manager, intentSetsReplicas, conflicted) {
  const holders = [...before].filter(([, vs]) => vs.set.has(REPLICAS)).map(([id]) => managerRef(id)).filter((r) => r.operation === "Update" && r.manager !== manager);
  if (holders.length === 0) return null;
  const who = holders.map(describeManager).join(", ");
  const handover = "Safe handover: (1) apply a manifest holding only spec.replicas with a private field manager (kubectl apply --server-side --field-manager=handover-to-hpa); a conflict there means the autoscaler already owns the field, so do nothing; (2) remove replicas from this manifest and apply it. The private manager loses the field the next time the autoscaler writes it, and its entry disappears.";
  let message;
  if (intentSetsReplicas && conflicted) {
    message = `.spec.replicas is owned by ${who}, an autoscaler-like writer, and the manifest still sets it: the apply conflicts. Forcing it would fight the autoscaler. ${handover}`;
  } else if (intentSetsReplicas) {
    message = `.spec.replicas was owned by ${who}, an autoscaler-like writer; this apply sets it and takes it over, and the autoscaler will change it back on its next update. ${handover}`;
  } else {
    message = `.spec.replicas is owned by ${who}, an autoscaler-like writer; the manifest leaves it alone, which is the safe state.`;
  }
  return { code: "replicas-autoscaler", path: ".spec.replicas", message };
}
function forcedNote(managers2, manager) {
  const losers = managers2.filter((m) => m.lost > 0 && !(m.manager === manager && m.operation === "Apply"));
  if (losers.length === 0) return null;
  const list = losers.map((m) => `${describeManager(m)} loses ${m.lost} field${m.lost === 1 ? "" : "s"}`);
  return {
    code: "forced",
    message: `The apply is forced and takes fields from other managers: ${list.join("; ")}.`
  };
}
function conflictPreviewNote() {
  return {
    code: "conflict-preview",
    message: "Without force the apply fails with 409 Conflict and changes nothing. The changes and ownership listed are what a forced apply would do."
  };
}

// core/preview/report.ts
var defaultResolver = null;
function str4(v) {
  return typeof v === "string" ? v : "";
}
function objectRef(intent, live = null) {
  const src = isObject(intent) ? intent : live ?? {};
  const meta = isObject(src.metadata) ? src.metadata : {};
  const ref = { apiVersion: str4(src.apiVersion), kind: str4(src.kind), name: str4(meta.name) };
  const ns = str4(meta.namespace);
  if (ns) ref.namespace = ns;
  return ref;
}
function manifestProblem(intent) {
  if (!isObject(intent)) return "the manifest must be an object";
  const untyped = missingTypeMessage(intent);
  if (untyped !== null) return untyped;
  const meta = intent.metadata;
  if (!isObject(meta)) return "metadata: required (an object with a name)";
  if (typeof meta.name !== "string" || meta.name === "") return "metadata.name: required";
  return null;
}
function withoutManagedFields4(obj) {
  const meta = ownValue(obj, "metadata");
  if (!isObject(meta) || ownValue(meta, "managedFields") === void 0) return obj;
  const m = {};
  for (const k of Object.keys(meta)) if (k !== "managedFields") setOwn(m, k, meta[k]);
  const out = { ...obj };
  setOwn(out, "metadata", m);
  return out;
}
function errorReport(ref, opts, error, source) {
  const r = emptyReport(ref, opts, source);
  r.error = error;
  return r;
}
function emptyReport(ref, opts, source) {
  const r = {
    ref,
    schemaSource: "",
    // set once a schema is resolved; stays empty on errors before that
    action: "error",
    fieldManager: opts.fieldManager,
    force: opts.force === true,
    changes: [],
    ownership: [],
    managers: [],
    conflicts: [],
    retained: [],
    pruned: [],
    notes: []
  };
  if (source) r.source = source;
  return r;
}
function failed(r, code2, reason, message) {
  r.action = "error";
  r.error = { code: code2, reason, message };
  return r;
}
function fieldChanges(before, after, schema, secret2) {
  const cmp = compare(before ?? void 0, after, schema.root);
  const added = cmp.added.leaves();
  const removed = cmp.removed.leaves();
  const all = added.union(removed).union(cmp.modified);
  const out = [];
  walkPaths(all, (p) => {
    const kind = added.has(p) ? "added" : removed.has(p) ? "removed" : cmp.modified.has(p) ? "modified" : null;
    if (kind === null) return;
    const masked = secret2 && isSecretPath(p);
    const c = { path: pathString(p), kind };
    if (kind !== "added") c.before = shown(valueAt(before ?? void 0, schema.root, p), masked);
    if (kind !== "removed") c.after = shown(valueAt(after, schema.root, p), masked);
    if (masked) c.masked = true;
    out.push(c);
  });
  return out;
}
function shown(v, masked) {
  if (v === void 0) return null;
  return masked ? maskValue(v) : v;
}
function droppedFields(dropped, before, after, afterSets, schema, secret2) {
  const pruned = [];
  const retained = [];
  const prunedPaths = [];
  let skip = null;
  const refs = /* @__PURE__ */ new Map();
  walkPaths(dropped, (p) => {
    if (skip !== null && startsWith(p, skip)) return;
    const was = valueAt(before ?? void 0, schema.root, p);
    if (was === void 0) return;
    const now = valueAt(after, schema.root, p);
    if (now === void 0) {
      const masked = secret2 && isSecretPath(p);
      const f = { path: pathString(p), before: masked ? maskValue(was) : was };
      if (masked) f.masked = true;
      pruned.push(f);
      prunedPaths.push(p);
      skip = p;
      return;
    }
    let owners = ownersOf(afterSets, p, refs);
    if (owners.length === 0) {
      owners = [...afterSets].filter(([, vs]) => hasAtOrBelow(vs.set, p)).map(([id]) => managerRef(id));
    }
    if (owners.length > 0) retained.push({ path: pathString(p), owners });
  });
  return { pruned, retained, prunedPaths };
}
function startsWith(p, prefix) {
  if (p.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (p[i].id !== prefix[i].id) return false;
  return true;
}
function previewObject(item, opts) {
  return previewOutcome(item, opts).report;
}
function previewOutcome(item, opts) {
  return inOperation(() => outcomeOf(item, opts));
}
function outcomeOf(item, opts) {
  const report3 = emptyReport(objectRef(item.intent, item.live), opts, item.source);
  const problem = manifestProblem(item.intent);
  if (problem !== null) return refused(failed(report3, 400, "BadRequest", problem));
  const intent = item.intent;
  const live = item.live;
  const manager = opts.fieldManager;
  let schema;
  try {
    defaultResolver ??= new SchemaResolver();
    schema = opts.schema ?? (opts.resolver ?? defaultResolver).resolve(intent.apiVersion, intent.kind);
  } catch (e) {
    if (e instanceof SchemaError) return refused(failed(report3, 400, "BadRequest", `schema: ${e.message}`));
    throw e;
  }
  report3.schemaSource = schema.source;
  const secret2 = isSecret2(intent);
  const base = { manager, schema: schema.root, now: opts.now };
  const first = apply(live, intent, { ...base, force: opts.force === true });
  let result = first;
  if (!first.ok) {
    if (first.status.code !== 409) {
      return {
        report: failed(report3, first.status.code, first.status.reason, first.status.message),
        object: null,
        status: first.status
      };
    }
    result = apply(live, intent, { ...base, force: true });
    if (!result.ok) {
      return {
        report: failed(report3, result.status.code, result.status.reason, result.status.message),
        object: null,
        status: result.status
      };
    }
  }
  if (!result.ok) return { report: report3, object: null, status: result.status };
  const afterFull = result.object;
  const beforeSets = result.managers.before;
  const afterSets = result.managers.after;
  const liveBare = live === null ? null : withoutManagedFields4(live);
  const after = withoutManagedFields4(afterFull);
  report3.changes = fieldChanges(liveBare, after, schema, secret2);
  report3.ownership = ownershipChanges(beforeSets, afterSets);
  report3.managers = managerSummaries(beforeSets, afterSets);
  if (!first.ok) {
    report3.conflicts = conflictReports(
      first.conflicts,
      beforeSets,
      liveBare,
      intent,
      schema.root,
      manager,
      secret2
    );
  }
  const self = identity({ manager, operation: "Apply" });
  const dropped = (beforeSets.get(self)?.set ?? EMPTY).difference(afterSets.get(self)?.set ?? EMPTY);
  const d = droppedFields(dropped, liveBare, after, afterSets, schema, secret2);
  report3.pruned = d.pruned;
  report3.retained = d.retained;
  const notes = [];
  if (live === null) notes.push(createNote());
  if (!first.ok) notes.push(conflictPreviewNote());
  if (schema.source === "deduced") notes.push(deducedNote());
  for (const p of d.prunedPaths) {
    const def = defaultFor(intent, schema, p);
    if (def !== void 0) notes.push(defaultResetNote(pathString(p), def));
  }
  if (live !== null) {
    const csa = csaMigrationNote(live, beforeSets, manager);
    if (csa) notes.push(csa);
  }
  const spec = ownValue(intent, "spec");
  const setsReplicas = isObject(spec) && ownValue(spec, "replicas") !== void 0;
  const replicas = replicasNote(beforeSets, manager, setsReplicas, !first.ok);
  if (replicas) notes.push(replicas);
  if (opts.force === true) {
    const forced = forcedNote(report3.managers, manager);
    if (forced) notes.push(forced);
  }
  report3.notes = notes;
  if (!first.ok) report3.action = "conflict";
  else if (live === null) report3.action = "create";
  else report3.action = report3.changes.length === 0 && report3.ownership.length === 0 ? "unchanged" : "update";
  if (opts.includeObject === true && first.ok) report3.object = maskObject(afterFull);
  const sides = {
    before: live === null ? null : maskObject(live),
    after: maskObject(afterFull),
    schema: schema.root
  };
  return first.ok ? { report: report3, object: afterFull, status: null, sides } : { report: report3, object: null, status: first.status, sides };
}
function refused(report3) {
  const e = report3.error ?? { code: 400, reason: "BadRequest", message: "bad request" };
  return { report: report3, object: null, status: badRequest(e.message) };
}
function summarize(objects2) {
  const s = {
    objects: objects2.length,
    create: 0,
    update: 0,
    unchanged: 0,
    conflict: 0,
    error: 0,
    conflicts: 0,
    managersAffected: [],
    conflictsWith: []
  };
  const affected = [];
  const against = [];
  for (const o of objects2) {
    s[o.action]++;
    s.conflicts += o.conflicts.length;
    if (o.action !== "conflict") {
      for (const m of o.managers) if (m.gained > 0 || m.lost > 0) affected.push(m.manager);
    }
    for (const c of o.conflicts) for (const w of c.owners) against.push(w.manager);
  }
  s.managersAffected = sortedNames(affected);
  s.conflictsWith = sortedNames(against);
  return s;
}

// action/git.ts
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
var execFileP = promisify(execFile);
async function git(args, cwd) {
  const { stdout } = await execFileP("git", args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: "utf8" });
  return stdout;
}
async function hasCommit(ref, cwd) {
  try {
    return (await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd)).trim() || null;
  } catch {
    return null;
  }
}
async function resolveCommit(ref, cwd) {
  const found = await hasCommit(ref, cwd);
  if (found) return found;
  if (/^[0-9a-f]{40}$/i.test(ref)) {
    try {
      await git(["fetch", "--no-tags", "--quiet", "--depth=1", "origin", ref], cwd);
    } catch (e) {
      throw new FatalError(`live: base: cannot fetch the base commit ${ref} from origin: ${oneLine2(e)}`);
    }
    const fetched = await hasCommit(ref, cwd);
    if (fetched) return fetched;
  }
  throw new FatalError(
    `live: base: the base commit ${ref} is not in the repository at ${cwd} (check out with fetch-depth: 0)`
  );
}
async function firstCommit(candidates, cwd) {
  for (const c of candidates) if (await hasCommit(c, cwd)) return c;
  return null;
}
async function listCommitFiles(commit, cwd) {
  const out = await git(["ls-tree", "-r", "-z", "--name-only", commit, "--", "."], cwd);
  return out.split("\0").filter((p) => p !== "");
}
function readCommitFiles(commit, paths, cwd) {
  const result = /* @__PURE__ */ new Map();
  const wanted = paths.filter((p) => !p.includes("\n"));
  if (wanted.length === 0) return Promise.resolve(result);
  return new Promise((resolve2, reject) => {
    const child = spawn("git", ["cat-file", "--batch"], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    const chunks = [];
    let stderr = "";
    child.stdout.on("data", (c) => chunks.push(c));
    child.stderr.on("data", (c) => {
      stderr += c.toString();
    });
    child.on("error", (e) => reject(new FatalError(`live: base: cannot run git: ${oneLine2(e)}`)));
    child.on("close", (code2) => {
      if (code2 !== 0) {
        reject(new FatalError(`live: base: git cat-file failed: ${oneLine2(stderr) || `exit ${code2}`}`));
        return;
      }
      const buf = Buffer.concat(chunks);
      let pos = 0;
      for (const p of wanted) {
        const nl = buf.indexOf(10, pos);
        if (nl < 0) break;
        const header = buf.toString("utf8", pos, nl);
        pos = nl + 1;
        const m = /^\S+ (\S+) (\d+)$/.exec(header);
        if (!m) {
          result.set(p, null);
          continue;
        }
        const size = Number(m[2]);
        result.set(p, m[1] === "blob" ? buf.toString("utf8", pos, pos + size) : null);
        pos += size + 1;
      }
      resolve2(result);
    });
    child.stdin.end(wanted.map((p) => `${commit}:./${p}
`).join(""));
  });
}
async function trackedFiles(cwd) {
  try {
    return new Set((await git(["ls-files", "-z", "--", "."], cwd)).split("\0").filter((p) => p !== ""));
  } catch {
    return null;
  }
}

// action/glob.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
import { readdirSync, statSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
var MANIFEST_EXTENSIONS = "{yaml,yml,json}";
var SKIPPED_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
var PICOMATCH_OPTIONS = {
  dot: true,
  posix: true,
  noextglob: true,
  nonegate: true,
  windows: false
};
function literalParens(glob) {
  return glob.replace(/\\.|[()]/g, (m) => m.length === 1 ? `\\${m}` : m);
}
function hasMagic(s) {
  return import_picomatch.default.scan(literalParens(s), PICOMATCH_OPTIONS).isGlob;
}
function globToRegExp(glob) {
  return import_picomatch.default.makeRe(literalParens(glob), PICOMATCH_OPTIONS);
}
function toPosix(p) {
  return sep === "/" ? p : p.split(sep).join("/");
}
function normalize(pattern, workspace, isDir) {
  let p = pattern.trim();
  if (isAbsolute(p)) p = toPosix(relative(workspace, p)) || ".";
  p = toPosix(p).replace(/^(\.\/)+/, "");
  if (p === "." || p === "") p = "";
  if (!hasMagic(p) && isDir(p === "" ? workspace : join(workspace, p))) {
    return `${p === "" ? "" : `${p.replace(/\/+$/, "")}/`}**/*.${MANIFEST_EXTENSIONS}`;
  }
  return p.replace(/\/+$/, "");
}
function literalBase(glob) {
  const base = [];
  for (const part of glob.split("/").slice(0, -1)) {
    if (hasMagic(part)) break;
    base.push(part);
  }
  return base.join("/");
}
function compile(patterns, workspace, isDir) {
  const out = { include: [], exclude: [] };
  for (const raw of patterns) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("!")) out.exclude.push(globToRegExp(normalize(line.slice(1), workspace, isDir)));
    else {
      const glob = normalize(line, workspace, isDir);
      out.include.push({ re: globToRegExp(glob), base: hasMagic(glob) ? literalBase(glob) : glob });
    }
  }
  return out;
}
function isDirectory(p) {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
function walk4(root, rel, out) {
  let entries;
  try {
    entries = readdirSync(rel === "" ? root : join(root, rel), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = rel === "" ? e.name : `${rel}/${e.name}`;
    if (e.isDirectory()) {
      if (!SKIPPED_DIRS.has(e.name)) walk4(root, p, out);
    } else if (e.isFile()) out.push(p);
    else if (e.isSymbolicLink()) {
      if (isDirectory(join(root, p))) {
        if (!SKIPPED_DIRS.has(e.name)) walk4(root, p, out);
      } else out.push(p);
    }
  }
}
function expandGlobs(patterns, workspace) {
  const c = compile(patterns, workspace, isDirectory);
  const found = /* @__PURE__ */ new Set();
  const walked = /* @__PURE__ */ new Map();
  for (const { re, base } of c.include) {
    let files = walked.get(base);
    if (!files) {
      files = [];
      const abs = base === "" ? workspace : join(workspace, base);
      try {
        const st = statSync(abs);
        if (st.isFile()) files.push(base);
        else if (st.isDirectory()) walk4(workspace, base, files);
      } catch {
      }
      walked.set(base, files);
    }
    for (const f of files) if (re.test(f)) found.add(f);
  }
  return [...found].filter((f) => !c.exclude.some((re) => re.test(f))).sort();
}
function matchPaths(patterns, workspace, paths) {
  const c = compile(patterns, workspace, isDirectory);
  return paths.filter((p) => c.include.some((i) => i.re.test(p)) && !c.exclude.some((re) => re.test(p)));
}

// action/manifests.ts
var import_yaml3 = __toESM(require_dist(), 1);
import { readFile as readFile2 } from "node:fs/promises";
import { join as join2 } from "node:path";
var MAX_ALIASES = 100;
function describeSource(e) {
  return `${e.file}: document ${e.document}${e.item === void 0 ? "" : `, item ${e.item + 1}`}`;
}
function firstLine2(message) {
  return message.split("\n", 1)[0].trim().replace(/ at line \d+, column \d+:?$/, "").replace(/:$/, "");
}
function str5(v) {
  return typeof v === "string" ? v : void 0;
}
function partialRef(v) {
  if (!isObject(v)) return void 0;
  const meta = Object.hasOwn(v, "metadata") && isObject(v.metadata) ? v.metadata : {};
  return {
    apiVersion: str5(v.apiVersion),
    kind: str5(v.kind),
    namespace: str5(meta.namespace),
    name: str5(meta.name)
  };
}
function objectProblem(v) {
  if (!isObject(v)) return `not an object (a ${Array.isArray(v) ? "list" : v === null ? "null" : typeof v})`;
  const untyped = missingTypeMessage(v);
  if (untyped !== null) return untyped;
  const meta = Object.hasOwn(v, "metadata") ? v.metadata : void 0;
  if (!isObject(meta)) return "metadata.name is required";
  if (typeof meta.name !== "string" || meta.name === "") {
    return typeof meta.generateName === "string" ? "metadata.generateName cannot be used with server-side apply: metadata.name is required" : "metadata.name is required";
  }
  if (Object.hasOwn(meta, "namespace") && typeof meta.namespace !== "string")
    return "metadata.namespace must be a string";
  return null;
}
function parseManifestText(text, file, keepNodes = true) {
  if (text.charCodeAt(0) === 65279) text = text.slice(1);
  const lineCounter = new import_yaml3.LineCounter();
  const parsed2 = (0, import_yaml3.parseAllDocuments)(text, {
    version: "1.1",
    customTags: kubectlTags,
    uniqueKeys: false,
    // checked by findDuplicateKey in linear time
    lineCounter
  });
  const docs = Array.isArray(parsed2) ? parsed2 : [];
  const out = [];
  const lineAt = (offset) => offset === void 0 ? 1 : lineCounter.linePos(offset).line;
  for (const [i, doc] of docs.entries()) {
    const document = i + 1;
    const err = doc.errors[0];
    if (err) {
      const pos = err.linePos?.[0];
      out.push({
        file,
        document,
        line: pos?.line ?? lineAt(doc.range[0]),
        error: `${pos ? `line ${pos.line}, column ${pos.col}: ` : ""}${firstLine2(err.message)}`
      });
      continue;
    }
    const contents = doc.contents;
    if (contents === null) continue;
    const line = lineAt(contents.range?.[0]);
    const dup = findDuplicateKey(doc);
    if (dup !== null) {
      const at = dup.offset === void 0 ? line : lineAt(dup.offset);
      out.push({
        file,
        document,
        line: at,
        error: `line ${at}: duplicate key ${JSON.stringify(dup.key)}: map keys must be unique`
      });
      continue;
    }
    let value2;
    try {
      value2 = doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (e) {
      out.push({ file, document, line, error: firstLine2(e instanceof Error ? e.message : String(e)) });
      continue;
    }
    if (value2 === null || value2 === void 0) continue;
    const bad = checkJson(value2, "");
    if (bad) {
      out.push({ file, document, line, error: bad, partial: partialRef(value2) });
      continue;
    }
    const v = value2;
    if (isObject(v) && typeof v.kind === "string" && v.kind.endsWith("List") && Array.isArray(v.items)) {
      const itemsNode = (0, import_yaml3.isMap)(contents) ? contents.get("items", true) : void 0;
      const nodes = (0, import_yaml3.isSeq)(itemsNode) ? itemsNode.items : [];
      for (const [j, item] of v.items.entries()) {
        const node2 = nodes[j];
        const at = node2 ? lineAt(node2.range?.[0]) : line;
        out.push(entry2(file, document, j, at, item, keepNodes ? node2 : void 0, lineCounter));
      }
      continue;
    }
    out.push(entry2(file, document, void 0, line, v, keepNodes ? contents : void 0, lineCounter));
  }
  return out;
}
function entry2(file, document, item, line, v, node2, lineCounter) {
  const e = { file, document, line };
  if (item !== void 0) e.item = item;
  const problem = objectProblem(v);
  if (problem) {
    e.error = problem;
    e.partial = partialRef(v);
    return e;
  }
  e.intent = v;
  if (node2) {
    e.node = node2;
    e.lineCounter = lineCounter;
  }
  return e;
}
async function readManifestFiles(files, workspace, onParsed) {
  const texts = await Promise.all(
    files.map(async (f) => {
      try {
        return { f, text: await readFile2(join2(workspace, f), "utf8") };
      } catch (e) {
        const code2 = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
        return { f, error: code2 === "ENOENT" ? "no such file" : `cannot read (${code2 || String(e)})` };
      }
    })
  );
  const out = [];
  for (const [i, t] of texts.entries()) {
    if (t.text === void 0) out.push({ file: t.f, document: 1, line: 1, error: t.error });
    else out.push(...parseManifestText(t.text, t.f, false));
    onParsed?.(i + 1);
  }
  return out;
}

// action/refs.ts
function groupOf3(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash >= 0 ? apiVersion.slice(0, slash) : "";
}
function refOf4(obj) {
  const meta = Object.hasOwn(obj, "metadata") && isObject(obj.metadata) ? obj.metadata : {};
  const ref = {
    apiVersion: typeof obj.apiVersion === "string" ? obj.apiVersion : "",
    kind: typeof obj.kind === "string" ? obj.kind : "",
    name: typeof meta.name === "string" ? meta.name : ""
  };
  if (typeof meta.namespace === "string" && meta.namespace !== "") ref.namespace = meta.namespace;
  return ref;
}
function keyOf(ref, namespace2 = ref.namespace ?? "") {
  return `${groupOf3(ref.apiVersion)}\0${ref.kind}\0${namespace2}\0${ref.name}`;
}
function describeRef(ref) {
  const g = groupOf3(ref.apiVersion);
  return `${ref.kind || "(no kind)"}${g ? `.${g}` : ""} ${ref.namespace ? `${ref.namespace}/` : ""}${ref.name || "(no name)"}`;
}
var LiveIndex = class {
  byKey = /* @__PURE__ */ new Map();
  constructor(objects2 = []) {
    for (const o of objects2) this.add(o);
  }
  add(obj) {
    this.byKey.set(keyOf(refOf4(obj)), obj);
  }
  get size() {
    return this.byKey.size;
  }
  find(intent) {
    const ref = refOf4(intent);
    const exact = this.byKey.get(keyOf(ref));
    if (exact) return exact;
    if (ref.namespace === void 0) return this.byKey.get(keyOf(ref, "default")) ?? null;
    return null;
  }
};

// action/base.ts
async function replayBase(o, resolver, log) {
  const commit = await resolveCommit(o.ref, o.workspace);
  let paths = matchPaths(o.patterns, o.workspace, await listCommitFiles(commit, o.workspace));
  if (o.only) paths = paths.filter((p) => o.only.has(p));
  const texts = await readCommitFiles(commit, paths, o.workspace);
  const entries = [];
  for (const p of paths) {
    const text = texts.get(p);
    if (text != null) entries.push(...parseManifestText(text, p, false));
  }
  const live = replayEntries(entries, o.fieldManager, o.now, resolver, log, ` at ${commit.slice(0, 12)}`);
  return { live, commit, files: paths.length };
}
function replayEntries(entries, fieldManager, now, resolver, log, where = "") {
  const applied = /* @__PURE__ */ new Map();
  for (const e of entries) {
    if (!e.intent) {
      log.info(`live: base: skipping ${describeSource(e)}${where}: ${e.error}`);
      continue;
    }
    const key = keyOf(refOf4(e.intent));
    const opts = { manager: fieldManager, now };
    const schema = resolver.resolve(e.intent.apiVersion, e.intent.kind).root;
    if (schema !== deduced) opts.schema = schema;
    const r = apply(applied.get(key) ?? null, e.intent, opts);
    if (r.ok) applied.set(key, r.object);
    else {
      log.info(
        `live: base: ${describeRef(refOf4(e.intent))} (${describeSource(e)}${where}) does not apply: ${r.status.message}`
      );
    }
  }
  return new LiveIndex(applied.values());
}

// action/cluster.ts
import http from "node:http";
import https from "node:https";

// action/pool.ts
async function pool(items, n, f) {
  const out = new Array(items.length);
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && failures.length === 0) {
      const i = next++;
      try {
        out[i] = await f(items[i]);
      } catch (e) {
        failures.push({ i, e });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  if (failures.length > 0) throw failures.reduce((a, b) => b.i < a.i ? b : a).e;
  return out;
}

// action/cluster.ts
var CONCURRENCY = 8;
var TIMEOUT_MS = 3e4;
var KubeClient = class {
  constructor(access) {
    this.access = access;
    this.url = new URL(access.server);
    this.agent = this.url.protocol === "https:" ? new https.Agent({
      keepAlive: true,
      maxSockets: CONCURRENCY,
      ca: access.ca,
      cert: access.cert,
      key: access.key,
      servername: access.servername,
      rejectUnauthorized: !access.insecure
    }) : new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  }
  access;
  agent;
  url;
  close() {
    this.agent.destroy();
  }
  get(path) {
    const headers = { Accept: "application/json", "User-Agent": "apply-preview" };
    if (this.access.token) headers.Authorization = `Bearer ${this.access.token}`;
    else if (this.access.basic) {
      headers.Authorization = `Basic ${Buffer.from(`${this.access.basic.username}:${this.access.basic.password}`).toString("base64")}`;
    }
    const base = this.url.pathname.replace(/\/+$/, "");
    const mod = this.url.protocol === "https:" ? https : http;
    return new Promise((resolve2, reject) => {
      const req = mod.request(
        {
          protocol: this.url.protocol,
          hostname: this.url.hostname.replace(/^\[|\]$/g, ""),
          port: this.url.port || void 0,
          path: base + path,
          method: "GET",
          headers,
          agent: this.agent,
          timeout: TIMEOUT_MS
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on(
            "end",
            () => resolve2({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") })
          );
          res.on("error", reject);
        }
      );
      req.on("timeout", () => req.destroy(new Error(`no answer in ${TIMEOUT_MS / 1e3} s`)));
      req.on(
        "error",
        (e) => reject(new FatalError(`cluster ${this.access.describe}: GET ${path}: ${errorText(e)}`))
      );
      req.end();
    });
  }
  /** GET and parse JSON; 404 gives null; 401/403 and other failures throw a one-line error. */
  async getJSON(path) {
    const r = await this.get(path);
    if (r.status === 404) return null;
    if (r.status !== 200)
      throw new FatalError(`cluster ${this.access.describe}: GET ${path}: ${statusText(r)}`);
    try {
      const v = JSON.parse(r.body);
      if (!isObject(v)) throw new Error("not an object");
      return v;
    } catch {
      throw new FatalError(`cluster ${this.access.describe}: GET ${path}: the answer is not a JSON object`);
    }
  }
};
function errorText(e) {
  const code2 = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
  return code2 ? `cannot connect (${code2}): ${oneLine2(e)}` : oneLine2(e);
}
function statusText(r) {
  let message = "";
  try {
    const s = JSON.parse(r.body);
    if (isObject(s) && typeof s.message === "string") message = s.message;
  } catch {
  }
  return `${r.status} ${http.STATUS_CODES[r.status] ?? ""}${message ? `: ${oneLine2(message)}` : ""}`.trim();
}
function gvPath(apiVersion) {
  return pathOfAPIVersion(apiVersion) ?? (apiVersion.includes("/") ? `apis/${apiVersion}` : `api/${apiVersion}`);
}
async function readCluster(intents, access, log) {
  const client = new KubeClient(access);
  try {
    const versions = [...new Set(intents.map((i) => String(i.apiVersion)))];
    const discovery = /* @__PURE__ */ new Map();
    await pool(versions, CONCURRENCY, async (v) => {
      const list = await client.getJSON(`/${gvPath(v)}`);
      if (list === null) {
        discovery.set(v, null);
        log.warning(`cluster: ${v} is not served by the cluster: its objects are previewed as new`);
        return;
      }
      const byKind = /* @__PURE__ */ new Map();
      for (const r of Array.isArray(list.resources) ? list.resources : []) {
        if (!isObject(r) || typeof r.name !== "string" || r.name.includes("/") || typeof r.kind !== "string")
          continue;
        byKind.set(r.kind, { name: r.name, namespaced: r.namespaced === true });
      }
      discovery.set(v, byKind);
    });
    const results = await pool(intents, CONCURRENCY, async (intent) => {
      const ref = refOf4(intent);
      const resources = discovery.get(ref.apiVersion);
      if (!resources) return { live: null, intent };
      const res = resources.get(ref.kind);
      if (!res) {
        log.warning(
          `cluster: ${ref.apiVersion} has no kind ${ref.kind}: ${describeRef(ref)} is previewed as new`
        );
        return { live: null, intent };
      }
      let target = intent;
      let ns = "";
      if (res.namespaced) {
        ns = ref.namespace ?? access.namespace;
        if (ref.namespace === void 0) {
          const meta = isObject(intent.metadata) ? intent.metadata : {};
          target = { ...intent, metadata: { ...meta, namespace: ns } };
        }
      }
      const path = `/${gvPath(ref.apiVersion)}/${ns ? `namespaces/${encodeURIComponent(ns)}/` : ""}${res.name}/${encodeURIComponent(ref.name)}`;
      const r = await client.get(path);
      if (r.status === 404) return { live: null, intent: target };
      if (r.status === 401) throw new FatalError(`cluster ${access.describe}: GET ${path}: ${statusText(r)}`);
      if (r.status !== 200)
        return { error: `cannot read it from the cluster: GET ${path}: ${statusText(r)}`, code: r.status };
      try {
        const live = parseJsonExact(r.body);
        if (!isObject(live)) throw new Error();
        return { live, intent: target };
      } catch {
        return {
          error: `cannot read it from the cluster: GET ${path}: the answer is not a JSON object`,
          code: 500
        };
      }
    });
    const openapi = {};
    const index = await client.getJSON("/openapi/v3");
    if (index === null) log.warning("cluster: no /openapi/v3 (Kubernetes 1.27+): using the built-in schemas");
    else {
      let refs;
      try {
        refs = clusterDocumentRefs(index);
      } catch (e) {
        throw new FatalError(`cluster ${access.describe}: GET /openapi/v3: ${oneLine2(e)}`);
      }
      const used = new Set(versions);
      await pool(
        refs.filter((r) => used.has(r.apiVersion)),
        CONCURRENCY,
        async (r) => {
          const doc = await client.getJSON(r.serverRelativeURL);
          if (doc) openapi[r.path] = doc;
        }
      );
    }
    return { results, openapi };
  } finally {
    client.close();
  }
}

// action/log.ts
var silentLogger = { info() {
}, warning() {
} };

// action/progress.ts
function progressInterval(env = process.env) {
  const raw = env.APPLY_PREVIEW_PROGRESS_SECONDS?.trim() ?? "";
  const v = Number(raw);
  return raw !== "" && Number.isFinite(v) && v >= 0 ? v * 1e3 : 3e3;
}
var count = (n) => n.toLocaleString("en-US");
var Progress = class {
  /** `step`: "Previewing"; `unit`: "objects". Logs the opening line. */
  constructor(log, step2, total, unit, intervalMs = progressInterval()) {
    this.log = log;
    this.step = step2;
    this.total = total;
    this.unit = unit;
    this.intervalMs = intervalMs;
    log.info(`${step2} ${count(total)} ${unit}...`);
  }
  log;
  step;
  total;
  unit;
  intervalMs;
  started = performance.now();
  last = this.started;
  /** `done` items of the total are through. */
  tick(done) {
    const now = performance.now();
    if (now - this.last < this.intervalMs) return;
    this.last = now;
    const pct = this.total > 0 ? Math.floor(done * 100 / this.total) : 100;
    this.log.info(
      `${this.step}: ${count(done)} of ${count(this.total)} ${this.unit} (${pct}%), ${((now - this.started) / 1e3).toFixed(1)} s`
    );
  }
  /** The closing line, with what the step found when it has more to say. */
  done(detail = "") {
    const s = (performance.now() - this.started) / 1e3;
    this.log.info(
      `${this.step}: ${count(this.total)} ${this.unit} in ${s.toFixed(1)} s${detail ? `; ${detail}` : ""}.`
    );
  }
};

// action/secrets.ts
import { createHmac, randomBytes } from "node:crypto";
var DIGEST_PREFIX = "hmac-sha256:";
var VALUE_FIELDS = ["data", "stringData"];
var SecretDigester = class {
  key;
  /** `key`: for tests; by default 32 random bytes, never written anywhere. */
  constructor(key) {
    this.key = Buffer.from(key ?? randomBytes(32));
  }
  /** The digest of one value. Its JSON text is what is keyed, so `"1"` and `1` differ. */
  digest(v) {
    return DIGEST_PREFIX + createHmac("sha256", this.key).update(JSON.stringify(v)).digest("base64");
  }
  /**
   * The object with its Secret values digested (a copy of what changes); any
   * object that is not a v1 Secret comes back as it is.
   */
  object(obj) {
    if (!isSecret2(obj)) return obj;
    return this.secretFields(obj, true);
  }
  secretFields(obj, withMetadata) {
    const out = {};
    for (const k of Object.keys(obj)) {
      const v = obj[k];
      if (VALUE_FIELDS.includes(k)) setOwn(out, k, this.values(v));
      else if (withMetadata && k === "metadata" && isObject(v)) setOwn(out, k, this.metadata(v));
      else setOwn(out, k, v);
    }
    return out;
  }
  /** A map keeps its keys (they are no secret, and the preview names them); every value is digested. */
  values(v) {
    if (v === null) return null;
    if (!isObject(v)) return this.digest(v);
    const out = {};
    for (const k of Object.keys(v)) {
      const x = v[k];
      setOwn(out, k, x === null ? null : this.digest(x));
    }
    return out;
  }
  metadata(meta) {
    const ann = ownValue(meta, "annotations");
    if (!isObject(ann)) return meta;
    const text = ownValue(ann, LAST_APPLIED);
    if (typeof text !== "string") return meta;
    const annotations2 = { ...ann };
    setOwn(annotations2, LAST_APPLIED, this.lastApplied(text));
    const out = { ...meta };
    setOwn(out, "annotations", annotations2);
    return out;
  }
  /** The annotation's JSON with the Secret values inside digested; text that is not a JSON object is digested whole. */
  lastApplied(text) {
    let parsed2;
    try {
      parsed2 = JSON.parse(text);
    } catch {
      return this.digest(text);
    }
    if (!isObject(parsed2)) return this.digest(text);
    const body = JSON.stringify(this.secretFields(parsed2, false));
    return text.endsWith("\n") ? `${body}
` : body;
  }
};

// action/engine.ts
function internalError(item, opts, message) {
  return errorReport(
    objectRef(item.intent),
    opts,
    { message, code: 500, reason: "InternalError" },
    item.source
  );
}
function makeResolver(schemas) {
  try {
    return new SchemaResolver({ crds: schemas.crds, openapi: schemas.openapi });
  } catch (e) {
    throw new FatalError(`schemas: ${oneLine2(e)}`);
  }
}
function embedded(items, opts) {
  const resolver = makeResolver(opts.schemas);
  const o = { fieldManager: opts.fieldManager, force: opts.force, resolver, now: opts.now };
  const progress = new Progress(opts.log ?? silentLogger, "Previewing", items.length, objects(items.length));
  const out = items.map((item, i) => {
    let r;
    try {
      r = previewObject(item, o);
    } catch (e) {
      r = internalError(item, opts, `internal error: ${oneLine2(e)}`);
    }
    progress.tick(i + 1);
    return r;
  });
  progress.done();
  return out;
}
async function callApi(url, body, token) {
  const headers = { "Content-Type": "application/json", Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res;
  try {
    res = await fetch(url, { method: "POST", headers, body });
  } catch (e) {
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause : e;
    const code2 = typeof cause === "object" && cause !== null && "code" in cause ? ` (${String(cause.code)})` : "";
    throw new FatalError(`api-url ${url}: unreachable${code2}: ${oneLine2(cause)}`);
  }
  const text = await res.text();
  let parsed2;
  try {
    parsed2 = parseJsonExact(text);
  } catch {
    parsed2 = void 0;
  }
  if (!res.ok) {
    const msg = isObject(parsed2) && typeof parsed2.message === "string" ? `: ${oneLine2(parsed2.message)}` : "";
    throw new FatalError(`api-url ${url}: ${res.status} ${res.statusText}${msg}`);
  }
  if (!isObject(parsed2) || !Array.isArray(parsed2.objects)) {
    throw new FatalError(`api-url ${url}: the answer is not a preview report`);
  }
  return parsed2.objects;
}
var API_MAX_ITEMS = 200;
var API_MAX_BYTES = 4.5 * 1024 * 1024;
async function viaApi(items, opts) {
  const url = `${opts.apiUrl.replace(/\/+$/, "")}/v1/preview`;
  const maxItems = opts.chunk ?? API_MAX_ITEMS;
  const digester = opts.digester ?? new SecretDigester();
  const schemas = opts.schemas.crds.map((crd) => JSON.stringify({ crd }));
  const used = new Set(items.map((it) => String(it.intent.apiVersion)));
  for (const [path, doc] of Object.entries(opts.schemas.openapi)) {
    const gv = path.startsWith("apis/") ? path.slice(5) : path.slice(4);
    if (used.has(gv)) schemas.push(JSON.stringify({ openapi: doc }));
  }
  const head = `{"fieldManager":${JSON.stringify(opts.fieldManager)},"force":${opts.force},"now":${JSON.stringify(opts.now)}${schemas.length > 0 ? `,"schemas":[${schemas.join(",")}]` : ""},"items":[`;
  const bodies = [];
  let parts = [];
  let batch = [];
  let size = head.length;
  const flush = () => {
    if (batch.length > 0) bodies.push({ body: `${head}${parts.join(",")}]}`, items: batch });
    parts = [];
    batch = [];
    size = head.length;
  };
  for (const it of items) {
    const item = {
      live: it.live === null ? null : digester.object(it.live),
      intent: digester.object(it.intent)
    };
    if (it.source) item.source = it.source;
    const text = stringifyJson(item);
    if (batch.length > 0 && (batch.length >= maxItems || size + text.length + 3 > API_MAX_BYTES)) flush();
    if (head.length + text.length + 3 > API_MAX_BYTES) {
      throw new FatalError(
        `api-url ${url}: ${describeItem(it)} and the schemas are more than the API takes in one request (${(API_MAX_BYTES / 1048576).toFixed(1)} MiB)`
      );
    }
    parts.push(text);
    batch.push(it);
    size += text.length + 1;
  }
  flush();
  const progress = new Progress(
    opts.log ?? silentLogger,
    `Previewing with the API (${bodies.length} request${bodies.length === 1 ? "" : "s"})`,
    items.length,
    objects(items.length)
  );
  let answered = 0;
  const out = await pool(bodies, 4, async ({ body, items: sent }) => {
    const reports = await callApi(url, body, opts.apiToken);
    if (reports.length !== sent.length) {
      throw new FatalError(`api-url ${url}: ${reports.length} reports for ${sent.length} objects`);
    }
    answered += sent.length;
    progress.tick(answered);
    return reports.map((r, j) => sent[j].source && !r.source ? { ...r, source: sent[j].source } : r);
  });
  progress.done();
  return out.flat();
}
function objects(n) {
  return n === 1 ? "object" : "objects";
}
function describeItem(it) {
  const s = it.source;
  return s?.file ? `${s.file}: document ${s.document}` : "an object";
}
async function previewItems(items, opts) {
  if (items.length === 0) return [];
  return opts.apiUrl ? viaApi(items, opts) : embedded(items, opts);
}

// action/kubeconfig.ts
var import_yaml4 = __toESM(require_dist(), 1);
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, isAbsolute as isAbsolute2, join as join3 } from "node:path";
function looksLikeContent(s) {
  return s.includes("\n") || /^\s*(\{|apiVersion\s*:|kind\s*:|clusters\s*:)/.test(s);
}
function decodeBase64Config(s) {
  const t = s.trim();
  if (t.length < 64 || !/^[A-Za-z0-9+/=_-]+$/.test(t)) return null;
  const text = Buffer.from(t, "base64").toString("utf8");
  return /(^|\n)\s*clusters\s*:/.test(text) || text.includes('"clusters"') ? text : null;
}
function parseConfig(text, name) {
  let doc;
  try {
    doc = (0, import_yaml4.parse)(text, { version: "1.1" });
  } catch (e) {
    const pos = /at line (\d+), column (\d+)/.exec(oneLine2(e));
    throw new FatalError(
      `kubeconfig ${name}: not valid YAML${pos ? ` (line ${pos[1]}, column ${pos[2]})` : ""}`
    );
  }
  if (!isObject(doc)) throw new FatalError(`kubeconfig ${name}: not a kubeconfig (expected a mapping)`);
  return doc;
}
function load(input, env) {
  const value2 = input.trim() === "" ? env.KUBECONFIG ?? "" : input;
  if (value2.trim() === "") {
    const p = join3(env.HOME || homedir(), ".kube", "config");
    return [{ doc: parseConfig(readConfigFile(p), p), dir: dirname(p), name: p }];
  }
  if (looksLikeContent(value2))
    return [{ doc: parseConfig(value2, "(content)"), dir: process.cwd(), name: "(content)" }];
  const b64 = decodeBase64Config(value2);
  if (b64 !== null)
    return [{ doc: parseConfig(b64, "(base64 content)"), dir: process.cwd(), name: "(content)" }];
  return value2.split(delimiter).filter((p) => p !== "").map((p) => ({ doc: parseConfig(readConfigFile(p), p), dir: dirname(p), name: p }));
}
function readConfigFile(p) {
  try {
    return readFileSync(p, "utf8");
  } catch (e) {
    const code2 = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
    throw new FatalError(
      `kubeconfig ${p}: cannot read${code2 === "ENOENT" ? ": no such file" : ` (${code2})`}`
    );
  }
}
function named(docs, list, name) {
  for (const from of docs) {
    const items = from.doc[list];
    if (!Array.isArray(items)) continue;
    for (const it of items) {
      if (isObject(it) && it.name === name) {
        const inner = it[list.slice(0, -1)];
        return { value: isObject(inner) ? inner : {}, from };
      }
    }
  }
  return null;
}
function str6(o, k) {
  const v = Object.hasOwn(o, k) ? o[k] : void 0;
  return typeof v === "string" && v !== "" ? v : void 0;
}
function fileOrData(o, fileKey, dataKey, from, what) {
  const data = str6(o, dataKey);
  if (data) return Buffer.from(data, "base64");
  const file = str6(o, fileKey);
  if (!file) return void 0;
  const p = isAbsolute2(file) ? file : join3(from.dir, file);
  try {
    return readFileSync(p);
  } catch {
    throw new FatalError(`kubeconfig ${from.name}: cannot read the ${what} file ${p}`);
  }
}
function loadKubeconfig(input, env = process.env, context) {
  const docs = load(input, env);
  const first = docs[0];
  const ctxName = context || docs.map((d) => str6(d.doc, "current-context")).find((c) => c !== void 0);
  if (!ctxName) throw new FatalError(`kubeconfig ${first.name}: no current-context`);
  const ctx = named(docs, "contexts", ctxName);
  if (!ctx) throw new FatalError(`kubeconfig ${first.name}: no context named ${JSON.stringify(ctxName)}`);
  const clusterName = str6(ctx.value, "cluster") ?? "";
  const cluster = named(docs, "clusters", clusterName);
  if (!cluster)
    throw new FatalError(`kubeconfig ${first.name}: no cluster named ${JSON.stringify(clusterName)}`);
  const server = str6(cluster.value, "server");
  if (!server || !/^https?:\/\//.test(server)) {
    throw new FatalError(
      `kubeconfig ${first.name}: cluster ${JSON.stringify(clusterName)} has no https:// server`
    );
  }
  const access = {
    server: server.replace(/\/+$/, ""),
    namespace: str6(ctx.value, "namespace") ?? "default",
    secrets: [],
    describe: `${server} (context ${JSON.stringify(ctxName)})`
  };
  const ca = fileOrData(
    cluster.value,
    "certificate-authority",
    "certificate-authority-data",
    cluster.from,
    "CA"
  );
  if (ca) access.ca = ca;
  if (cluster.value["insecure-skip-tls-verify"] === true) access.insecure = true;
  const tlsName = str6(cluster.value, "tls-server-name");
  if (tlsName) access.servername = tlsName;
  const userName = str6(ctx.value, "user");
  const user = userName === void 0 ? null : named(docs, "users", userName);
  if (userName !== void 0 && !user) {
    throw new FatalError(`kubeconfig ${first.name}: no user named ${JSON.stringify(userName)}`);
  }
  if (user) applyUser(access, user.value, user.from, env);
  return access;
}
function applyUser(access, u, from, env) {
  const cert = fileOrData(u, "client-certificate", "client-certificate-data", from, "client certificate");
  const key = fileOrData(u, "client-key", "client-key-data", from, "client key");
  if (cert && key) {
    access.cert = cert;
    access.key = key;
    access.secrets.push(key.toString("utf8"));
  }
  const token = str6(u, "token");
  const tokenFile = str6(u, "tokenFile") ?? str6(u, "token-file");
  if (token) access.token = token;
  else if (tokenFile) {
    const p = isAbsolute2(tokenFile) ? tokenFile : join3(from.dir, tokenFile);
    try {
      access.token = readFileSync(p, "utf8").trim();
    } catch {
      throw new FatalError(`kubeconfig ${from.name}: cannot read the token file ${p}`);
    }
  }
  const username = str6(u, "username");
  const password = str6(u, "password");
  if (username && password) {
    access.basic = { username, password };
    access.secrets.push(password);
  }
  const provider = Object.hasOwn(u, "auth-provider") ? u["auth-provider"] : void 0;
  if (!access.token && isObject(provider)) {
    const cfg = isObject(provider.config) ? provider.config : {};
    const idToken = str6(cfg, "id-token") ?? str6(cfg, "access-token");
    if (!idToken) {
      throw new FatalError(
        `kubeconfig ${from.name}: the auth-provider ${JSON.stringify(provider.name)} holds no token; use a token, a client certificate or an exec plugin`
      );
    }
    access.token = idToken;
  }
  const exec = Object.hasOwn(u, "exec") ? u.exec : void 0;
  if (!access.token && !access.cert && isObject(exec)) runExec(access, exec, from, env);
  if (access.token) access.secrets.push(access.token);
}
function runExec(access, exec, from, env) {
  const command = str6(exec, "command");
  if (!command) throw new FatalError(`kubeconfig ${from.name}: the exec plugin has no command`);
  const cmd = command.includes("/") && !isAbsolute2(command) ? join3(from.dir, command) : command;
  const args = Array.isArray(exec.args) ? exec.args.map(String) : [];
  const childEnv = { ...env };
  for (const e of Array.isArray(exec.env) ? exec.env : []) {
    if (isObject(e) && typeof e.name === "string") childEnv[e.name] = String(e.value ?? "");
  }
  const apiVersion = str6(exec, "apiVersion") ?? "client.authentication.k8s.io/v1";
  childEnv.KUBERNETES_EXEC_INFO = JSON.stringify({
    apiVersion,
    kind: "ExecCredential",
    spec: { interactive: false }
  });
  let out;
  try {
    out = execFileSync(cmd, args, {
      env: childEnv,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 6e4
    });
  } catch (e) {
    const code2 = typeof e === "object" && e !== null && "status" in e ? ` (exit ${String(e.status)})` : "";
    throw new FatalError(`kubeconfig ${from.name}: the exec plugin ${JSON.stringify(command)} failed${code2}`);
  }
  let cred;
  try {
    cred = JSON.parse(out);
  } catch {
    throw new FatalError(
      `kubeconfig ${from.name}: the exec plugin ${JSON.stringify(command)} printed no ExecCredential JSON`
    );
  }
  const status2 = isObject(cred) && isObject(cred.status) ? cred.status : {};
  const token = str6(status2, "token");
  const cert = str6(status2, "clientCertificateData");
  const key = str6(status2, "clientKeyData");
  if (token) access.token = token;
  else if (cert && key) {
    access.cert = Buffer.from(cert);
    access.key = Buffer.from(key);
    access.secrets.push(key);
  } else {
    throw new FatalError(
      `kubeconfig ${from.name}: the exec plugin ${JSON.stringify(command)} returned no token or certificate`
    );
  }
}

// action/aside.ts
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
var entry3 = null;
function readFilesAside(files, workspace) {
  if (entry3 === null || files.length === 0) return readManifestFiles(files, workspace);
  const url = entry3;
  return new Promise((resolve2) => {
    let settled = false;
    const fallback = () => {
      if (settled) return;
      settled = true;
      resolve2(readManifestFiles(files, workspace));
    };
    let worker;
    try {
      const task = { applyPreviewRead: true, files: [...files], workspace };
      worker = new Worker(url, { workerData: task });
    } catch {
      fallback();
      return;
    }
    worker.once("message", (entries) => {
      if (settled) return;
      settled = true;
      resolve2(entries);
    });
    worker.once("error", fallback);
    worker.once("exit", fallback);
  });
}

// action/snapshot.ts
async function loadSnapshot(patterns, workspace) {
  const files = expandGlobs(patterns, workspace);
  if (files.length === 0) {
    throw new FatalError(
      `live: no snapshot file matches ${patterns.map((p) => JSON.stringify(p)).join(", ")}`
    );
  }
  const index = new LiveIndex();
  for (const e of await readFilesAside(files, workspace)) {
    if (e.error !== void 0 || !e.intent) {
      throw new FatalError(`live snapshot ${describeSource(e)}: ${e.error}`);
    }
    index.add(e.intent);
  }
  return index;
}

// action/gather.ts
function isCRD(o) {
  return o.kind === "CustomResourceDefinition" && String(o.apiVersion).startsWith("apiextensions.k8s.io/");
}
var REASONS = {
  400: "BadRequest",
  403: "Forbidden",
  429: "TooManyRequests",
  500: "InternalError",
  503: "ServiceUnavailable"
};
function failedEntry(e, message, cfg, code2 = 400) {
  const p = e.partial ?? (e.intent ? refOf4(e.intent) : {});
  const ref = { apiVersion: p.apiVersion ?? "", kind: p.kind ?? "", name: p.name ?? "" };
  if (p.namespace) ref.namespace = p.namespace;
  const error = { message, code: code2, reason: REASONS[code2] ?? "InternalError" };
  return errorReport(ref, cfg, error, { file: e.file, document: e.document, line: e.line });
}
async function loadCRDs(patterns, workspace, log) {
  if (patterns.length === 0) return [];
  const files = expandGlobs(patterns, workspace);
  if (files.length === 0) {
    log.warning(`crds: no file matches ${patterns.map((p) => JSON.stringify(p)).join(", ")}`);
    return [];
  }
  const out = [];
  for (const e of await readManifestFiles(files, workspace)) {
    if (!e.intent) throw new FatalError(`crds: ${describeSource(e)}: ${e.error}`);
    if (!isCRD(e.intent)) continue;
    try {
      new SchemaResolver({ crds: [e.intent] });
    } catch (err) {
      throw new FatalError(`crds: ${describeSource(e)}: ${oneLine2(err)}`);
    }
    out.push(e.intent);
  }
  return out;
}
function manifestCRDs(entries) {
  const out = [];
  for (const e of entries) {
    if (!e.intent || !isCRD(e.intent)) continue;
    try {
      new SchemaResolver({ crds: [e.intent] });
      out.push(e.intent);
    } catch {
    }
  }
  return out;
}
async function runPreview(cfg, log) {
  const now = cfg.now ?? (/* @__PURE__ */ new Date()).toISOString().replace(/\.\d+Z$/, "Z");
  let files = expandGlobs(cfg.manifests, cfg.workspace);
  if (cfg.changed) {
    const changed = cfg.changed;
    const tracked = await trackedFiles(cfg.workspace);
    files = files.filter((f) => changed.has(f) || tracked !== null && !tracked.has(f));
  }
  const snapshot = cfg.live.mode === "snapshot" ? loadSnapshot(cfg.live.paths, cfg.workspace) : null;
  snapshot?.catch(() => {
  });
  const reading = new Progress(log, "Reading", files.length, `manifest file${files.length === 1 ? "" : "s"}`);
  const entries = await readManifestFiles(files, cfg.workspace, (n) => reading.tick(n));
  reading.done(`${entries.length} document${entries.length === 1 ? "" : "s"}`);
  const fileCRDs = await loadCRDs(cfg.crds, cfg.workspace, log);
  const schemas = { crds: [...fileCRDs, ...manifestCRDs(entries)], openapi: {} };
  const live = new Array(entries.length).fill(null);
  const intents = entries.map((e) => e.intent);
  const problems = entries.map(
    (e) => e.error === void 0 ? void 0 : { message: e.error, code: 400 }
  );
  let liveDescription = "";
  const valid = entries.flatMap((e, i) => e.intent ? [i] : []);
  if (cfg.live.mode === "cluster") {
    const access = loadKubeconfig(cfg.live.kubeconfig, process.env, cfg.live.context);
    for (const s of access.secrets) cfg.onSecret?.(s);
    liveDescription = `cluster ${access.server}`;
    if (valid.length > 0) {
      const state = await readCluster(
        valid.map((i) => entries[i].intent),
        access,
        log
      );
      schemas.openapi = state.openapi;
      valid.forEach((i, j) => {
        const r = state.results[j];
        if ("error" in r) problems[i] = { message: r.error, code: r.code };
        else {
          live[i] = r.live;
          intents[i] = r.intent;
        }
      });
    }
  } else {
    let index;
    if (cfg.live.mode === "base" && cfg.live.manifests) {
      const rendered = expandGlobs(cfg.live.manifests, cfg.workspace);
      if (rendered.length === 0) {
        throw new FatalError(
          `base-manifests: no file matches ${cfg.live.manifests.map((p) => JSON.stringify(p)).join(", ")}`
        );
      }
      index = replayEntries(
        await readManifestFiles(rendered, cfg.workspace),
        cfg.fieldManager,
        now,
        makeResolver(schemas),
        log
      );
      liveDescription = `base manifests ${cfg.live.manifests.join(", ")} (${rendered.length} file${rendered.length === 1 ? "" : "s"} replayed as ${cfg.fieldManager})`;
    } else if (cfg.live.mode === "base") {
      const base = await replayBase(
        {
          ref: cfg.live.ref,
          workspace: cfg.workspace,
          patterns: cfg.manifests,
          only: cfg.changed ? cfg.changedAtBase ?? cfg.changed : null,
          fieldManager: cfg.fieldManager,
          now
        },
        makeResolver(schemas),
        log
      );
      index = base.live;
      liveDescription = `base ${base.commit.slice(0, 12)} (${base.files} file${base.files === 1 ? "" : "s"} replayed as ${cfg.fieldManager})`;
    } else {
      index = await (snapshot ?? loadSnapshot(cfg.live.paths, cfg.workspace));
      liveDescription = `snapshot ${cfg.live.paths.join(", ")} (${index.size} object${index.size === 1 ? "" : "s"})`;
    }
    for (const i of valid) live[i] = index.find(entries[i].intent);
  }
  const items = [];
  const itemOf = [];
  entries.forEach((e, i) => {
    if (problems[i] !== void 0 || !intents[i]) return;
    itemOf[i] = items.length;
    items.push({
      live: live[i],
      intent: intents[i],
      source: { file: e.file, document: e.document, line: e.line }
    });
  });
  const reports = await previewItems(items, {
    fieldManager: cfg.fieldManager,
    force: cfg.force,
    now,
    schemas,
    apiUrl: cfg.apiUrl,
    apiToken: cfg.apiToken,
    log
  });
  const objects2 = entries.map((e, i) => {
    const problem = problems[i];
    if (problem !== void 0) return failedEntry(e, problem.message, cfg, problem.code);
    return reports[itemOf[i]];
  });
  return { report: { summary: summarize(objects2), objects: objects2 }, entries, files, liveDescription };
}

// core/preview/render/diff.ts
var MAX_COMMENT_COLUMN2 = 60;
var MAX_EDITS = 1e3;
function shortLabel(m) {
  return `${managerName(m.manager)} (${m.operation}${m.subresource ? `, ${oneLine(m.subresource)}` : ""})`;
}
function ownersText(side, l) {
  return l.owners.map((i) => shortLabel(side.managers[i])).join(", ");
}
function editScript(x, y) {
  let lo = 0;
  while (lo < x.length && lo < y.length && x[lo] === y[lo]) lo++;
  let hx = x.length;
  let hy = y.length;
  while (hx > lo && hy > lo && x[hx - 1] === y[hy - 1]) {
    hx--;
    hy--;
  }
  const ops = [];
  for (let i = 0; i < lo; i++) ops.push({ kind: " ", b: i, a: i });
  ops.push(...middle(x, y, lo, hx, lo, hy));
  for (let i = 0; hx + i < x.length; i++) ops.push({ kind: " ", b: hx + i, a: hy + i });
  return ops;
}
function middle(x, y, x0, x1, y0, y1) {
  const n = x1 - x0;
  const m = y1 - y0;
  const replace = () => {
    const out = [];
    for (let i2 = x0; i2 < x1; i2++) out.push({ kind: "-", b: i2, a: -1 });
    for (let j2 = y0; j2 < y1; j2++) out.push({ kind: "+", b: -1, a: j2 });
    return out;
  };
  if (n === 0 || m === 0) return replace();
  const max = Math.min(n + m, MAX_EDITS);
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let i2;
      if (k === -d || k !== d && v[off + k - 1] < v[off + k + 1]) i2 = v[off + k + 1];
      else i2 = v[off + k - 1] + 1;
      let j2 = i2 - k;
      while (i2 < n && j2 < m && x[x0 + i2] === y[y0 + j2]) {
        i2++;
        j2++;
      }
      v[off + k] = i2;
      if (i2 >= n && j2 >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return replace();
  const rev = [];
  let i = n;
  let j = m;
  for (let d = found; d > 0; d--) {
    const pv = trace[d];
    const k = i - j;
    const down = k === -d || k !== d && pv[off + k - 1] < pv[off + k + 1];
    const pk = down ? k + 1 : k - 1;
    const pi = pv[off + pk];
    const pj = pi - pk;
    while (i > (down ? pi : pi + 1) && j > (down ? pj + 1 : pj)) {
      i--;
      j--;
      rev.push({ kind: " ", b: x0 + i, a: y0 + j });
    }
    if (down) {
      j--;
      rev.push({ kind: "+", b: -1, a: y0 + j });
    } else {
      i--;
      rev.push({ kind: "-", b: x0 + i, a: -1 });
    }
  }
  while (i > 0 && j > 0) {
    i--;
    j--;
    rev.push({ kind: " ", b: x0 + i, a: y0 + j });
  }
  return rev.reverse();
}
function yamlDiff(sides, changes, opts) {
  return inOperation(() => {
    const empty = { managers: [], lines: [], entries: 0 };
    const before = sides.before === null ? empty : blameLines(sides.before, sides.schema);
    const after = blameLines(sides.after, sides.schema);
    return diffOf(before, after, changes, opts);
  });
}
function diffOf(before, after, changes, opts) {
  const hidden = new Set(
    changes.filter((c) => c.masked === true && c.kind === "modified").map((c) => c.path)
  );
  const x = before.lines.map((l) => l.text);
  const y = after.lines.map((l) => hidden.has(l.path) && l.comment ? `${l.text}\0changed` : l.text);
  const ops = editScript(x, y);
  const ownedBefore = /* @__PURE__ */ new Map();
  for (const l of before.lines) if (l.comment) ownedBefore.set(l.path, ownersText(before, l));
  const context = opts.context ?? 3;
  const changed = [];
  ops.forEach((op, i) => {
    if (op.kind !== " ") changed.push(i);
  });
  const result = { lines: [], cut: /* @__PURE__ */ new Set() };
  if (changed.length === 0) return result;
  const hunks = [];
  for (const c of changed) {
    const start = Math.max(0, c - context);
    const end = Math.min(ops.length, c + context + 1);
    const last = hunks[hunks.length - 1];
    if (last !== void 0 && start <= last[1]) last[1] = Math.max(last[1], end);
    else hunks.push([start, end]);
  }
  const rows = [];
  const lineOf2 = (op) => op.kind === "-" ? before.lines[op.b] : after.lines[op.a];
  for (const [start, end] of hunks) {
    let bStart = 0;
    let aStart = 0;
    let bLen = 0;
    let aLen = 0;
    for (let i = start; i < end; i++) {
      const op = ops[i];
      if (op.kind !== "+") {
        if (bLen === 0) bStart = op.b + 1;
        bLen++;
      }
      if (op.kind !== "-") {
        if (aLen === 0) aStart = op.a + 1;
        aLen++;
      }
    }
    if (bLen === 0) bStart = previousLine(ops, start, "b");
    if (aLen === 0) aStart = previousLine(ops, start, "a");
    const firstChange = ops.slice(start, end).find((op) => op.kind !== " ");
    const where = firstChange === void 0 ? "" : lineOf2(firstChange).parent;
    const header = `@@ -${bStart},${bLen} +${aStart},${aLen} @@`;
    rows.push({ text: where === "" ? header : `${header} ${truncate(oneLine(where), 100)}`, note: "" });
    for (let i = start; i < end; i++) {
      const op = ops[i];
      const l = lineOf2(op);
      let note = "";
      if (l.comment) {
        if (op.kind === "-") note = ownersText(before, l);
        else {
          const now = ownersText(after, l);
          const was = op.kind === " " ? ownersText(before, before.lines[op.b]) : ownedBefore.get(l.path);
          if (was !== void 0 && was !== now) note = `${was || "nobody"} → ${now || "nobody"}`;
          else if (op.kind === "+") note = now;
          if (op.kind === "+" && hidden.has(l.path))
            note = `${note === "" ? "" : `${note}; `}the hidden value changes`;
        }
      }
      let text = l.text;
      if (text.length + 1 > opts.width) {
        text = truncate(text, opts.width - 1);
        if (op.kind !== " ") result.cut.add(l.path);
      }
      rows.push({ text: `${op.kind}${text}`, note });
    }
  }
  const column = commentColumn(
    rows.filter((r) => r.note !== "" && r.text.length <= MAX_COMMENT_COLUMN2).map((r) => r.text.length),
    MAX_COMMENT_COLUMN2
  );
  for (const r of rows) {
    result.lines.push(r.note === "" ? r.text : `${withComment(r.text, column)}# ${r.note}`);
  }
  return result;
}
function previousLine(ops, at, side) {
  for (let i = at - 1; i >= 0; i--) {
    const n = ops[i][side];
    if (n >= 0) return n + 1;
  }
  return 0;
}
function diffFence(lines) {
  let longest = 0;
  for (const l of lines) for (const run3 of l.match(/`+/g) ?? []) longest = Math.max(longest, run3.length);
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}diff
${lines.join("\n")}
${fence}`;
}

// core/preview/render/markdown.ts
var REFS = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "|": "&#124;",
  "`": "&#96;",
  "*": "&#42;",
  _: "&#95;",
  "[": "&#91;",
  "]": "&#93;",
  "\\": "&#92;",
  "~": "&#126;",
  $: "&#36;",
  "#": "&#35;",
  ":": "&#58;",
  "@": "&#64;"
};
function md(s) {
  return oneLine(s).replace(/[&<>"|`*_[\]\\~$#:@]/g, (ch) => REFS[ch]).replace(/(www)\./gi, "$1&#46;");
}
function code(s) {
  return `<code>${md(s)}</code>`;
}
function markerComment(marker) {
  const whole = /^<!--([\s\S]*)-->$/.exec(marker.trim());
  const text = oneLine(whole ? whole[1].trim() : marker).replace(/--+/g, "-").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/^-|-$/g, "");
  return `<!-- ${text} -->`;
}
var ACTION = {
  create: "🟢 create",
  update: "🟡 update",
  unchanged: "⚪ unchanged",
  conflict: "🔴 conflict",
  error: "⚠️ error"
};
var NOTE_ICON = {
  create: "ℹ️",
  "conflict-preview": "ℹ️",
  "client-side-apply-migration": "ℹ️",
  "deduced-schema": "⚠️",
  "default-reset": "⚠️",
  "replicas-autoscaler": "⚠️",
  forced: "⚠️"
};
var CHANGE = {
  added: "➕ added",
  modified: "✏️ modified",
  removed: "➖ removed"
};
var FULL = {
  width: 100,
  rows: Number.POSITIVE_INFINITY,
  pathWidth: Number.POSITIVE_INFINITY,
  diffLines: Number.POSITIVE_INFINITY,
  longWidth: 2e3
};
var TIGHT = { width: 40, rows: 20, pathWidth: 200, diffLines: 40, longWidth: 200 };
var DIFF_WIDTH = 120;
var CONFLICT_STYLES = [
  { ...FULL, width: 200, compact: false, errorWidth: 1e3 },
  { ...FULL, width: 40, compact: false, errorWidth: 300 },
  { ...FULL, width: 12, pathWidth: 200, compact: false, errorWidth: 120 },
  { ...FULL, width: 12, pathWidth: 200, compact: true, errorWidth: 120 },
  { ...FULL, width: 0, pathWidth: 120, compact: true, errorWidth: 60 }
];
function valueCell(o, path, v, masked, style) {
  if (v === void 0) return "—";
  const safe = guardValue(o.ref, path, v);
  if (safe === SECRET_MASK && (isMasked(safe, masked) || o.ref.kind === "Secret"))
    return `<i>${md(SECRET_MASK)}</i>`;
  if (style.width <= 0) return "…";
  return code(truncate(valueText(safe), style.width));
}
function pathCell(path, style) {
  return code(truncate(oneLine(path), style.pathWidth));
}
function managersCell(ms) {
  return ms.length === 0 ? "<i>nobody</i>" : ms.map((m) => code(managerLabel(m))).join(", ");
}
function objectName(o) {
  const ns = o.ref.namespace ? `${o.ref.namespace}/` : "";
  return `${md(o.ref.kind || "(no kind)")} ${code(`${ns}${o.ref.name || "(no name)"}`)}`;
}
function table2(header, rows) {
  const out = [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`];
  for (const r of rows) out.push(`| ${r.join(" | ")} |`);
  return out.join("\n");
}
function verdictLine(report3) {
  const s = report3.summary;
  const icon = s.conflict > 0 ? "🔴" : s.error > 0 ? "⚠️" : s.create + s.update > 0 ? "🟡" : "✅";
  const text = verdictParts(s).map((p) => {
    if (!p.managers) return md(p.text);
    const shown2 = p.managers.slice(0, 3).map((m) => code(managerName(m)));
    const more = p.managers.length - shown2.length;
    return `${md(p.text)} ${nameList(more > 0 ? [...shown2, `${more} more`] : shown2, 4)}`;
  }).join(", ");
  return `${icon} **${text}**`;
}
function objectTable(report3) {
  const rows = report3.objects.map((o) => [
    ACTION[o.action] ?? md(String(o.action)),
    md(o.ref.kind || "(no kind)"),
    code(o.ref.name || "(no name)"),
    o.ref.namespace ? code(o.ref.namespace) : "—",
    formatCount(shownChanges(o).length),
    formatCount(o.ownership.length),
    o.conflicts.length > 0 ? `**🔴 ${formatCount(o.conflicts.length)}**` : "0",
    o.schemaSource === "deduced" ? `⚠️ ${code("deduced")}` : o.schemaSource ? code(o.schemaSource) : "—"
  ]);
  return table2(
    ["Action", "Kind", "Name", "Namespace", "Changes", "Ownership changes", "Conflicts", "Schema"],
    rows
  );
}
function conflictBlocks(report3, style) {
  const withConflicts = report3.objects.filter((o) => o.conflicts.length > 0);
  const blocks = [];
  if (withConflicts.length > 0) {
    const total = withConflicts.reduce((n, o) => n + o.conflicts.length, 0);
    blocks.push(
      `### 🔴 Conflicts: ${plural(total, "field")} in ${plural(withConflicts.length, "object")}

These applies fail with **409 Conflict**: the fields below are owned by other managers and would change.`
    );
    if (style.compact) {
      const rows = [];
      for (const o of withConflicts) {
        for (const c of o.conflicts) {
          rows.push([
            objectName(o),
            pathCell(c.path, style),
            managersCell(c.owners),
            valueCell(o, c.path, c.liveValue, c.masked, style),
            valueCell(o, c.path, c.appliedValue, c.masked, style)
          ]);
        }
      }
      blocks.push(table2(["Object", "Field", "Owned by", "Live value", "Applied value"], rows));
      blocks.push(
        "Ways out, for each field: **force** the apply (`--force-conflicts`) to take the field; **drop** the field from the manifest and leave it to its owners; or **set it to the live value** to share ownership."
      );
    } else {
      for (const o of withConflicts) {
        const lines = [`#### 🔴 ${objectName(o)} (field manager ${code(managerName(o.fieldManager))})`, ""];
        for (const c of o.conflicts) lines.push(...conflictItem(o, c, style));
        blocks.push(lines.join("\n"));
      }
    }
  }
  const errors = report3.objects.filter((o) => o.action === "error");
  if (errors.length > 0) {
    const lines = ["### ⚠️ Could not preview", ""];
    for (const o of errors) {
      const msg = o.error ? `${o.error.reason ? `${o.error.reason}: ` : ""}${o.error.message}` : "unknown error";
      lines.push(`- ${objectName(o)}: ${md(truncate(oneLine(msg), style.errorWidth))}`);
    }
    blocks.push(lines.join("\n"));
  }
  return blocks;
}
function conflictItem(o, c, style) {
  const text = (s) => md(truncate(oneLine(s), Math.max(style.errorWidth, 200)));
  return [
    `- **${pathCell(c.path, style)}** is owned by ${managersCell(c.owners)}: live value ${valueCell(o, c.path, c.liveValue, c.masked, style)}, applied value ${valueCell(o, c.path, c.appliedValue, c.masked, style)}`,
    `  - **Force:** ${text(c.resolutions.force)}`,
    `  - **Drop the field:** ${text(c.resolutions.drop)}`,
    `  - **Co-own it:** ${text(c.resolutions.coOwn)}`
  ];
}
var IDENTITY = /* @__PURE__ */ new Set([".apiVersion", ".kind", ".metadata.name", ".metadata.namespace"]);
function shownChanges(o) {
  return o.action === "create" ? o.changes.filter((c) => !IDENTITY.has(c.path)) : o.changes;
}
function hasDetails(o) {
  return shownChanges(o).length > 0 || o.ownership.length > 0 || o.retained.length > 0 || o.pruned.length > 0 || o.notes.length > 0 || managersChanged(o);
}
function managersChanged(o) {
  return o.managers.some((m) => m.gained !== 0 || m.lost !== 0 || m.fieldsBefore !== m.fieldsAfter);
}
function section(title, header, rows, style) {
  const shown2 = rows.length > style.rows ? rows.slice(0, style.rows) : rows;
  let s = `**${title}**

${table2(header, shown2)}`;
  if (shown2.length < rows.length) s += `

<i>… and ${formatCount(rows.length - shown2.length)} more</i>`;
  return s;
}
function diffOf2(o, sides) {
  if (!sides || o.action !== "create" && o.action !== "update" && o.action !== "conflict") return null;
  try {
    const d = yamlDiff(sides, o.changes, { width: DIFF_WIDTH });
    return d.lines.length === 0 ? null : d;
  } catch {
    return null;
  }
}
function diffSection(o, d, style) {
  const title = o.action === "conflict" ? "Diff if the apply is forced" : "Diff";
  const shown2 = d.lines.length > style.diffLines ? d.lines.slice(0, style.diffLines) : d.lines;
  let s = `**${title}** <sub>(${code("# …")} beside a line: who owns it; before → after where that changes)</sub>

${diffFence(shown2)}`;
  if (shown2.length < d.lines.length) {
    s += `

<i>… and ${plural(d.lines.length - shown2.length, "more diff line")}</i>`;
  }
  return s;
}
function detailsBlock(o, style, diff) {
  const changes = shownChanges(o);
  const counts = [];
  if (changes.length > 0) counts.push(plural(changes.length, "field change"));
  if (o.ownership.length > 0) counts.push(plural(o.ownership.length, "ownership change"));
  if (o.conflicts.length > 0) counts.push(plural(o.conflicts.length, "conflict"));
  const summary = `${ACTION[o.action] ?? md(String(o.action))} ${objectName(o)}${counts.length > 0 ? `: ${counts.join(", ")}` : ""}`;
  const parts = [`<details>
<summary>${summary}</summary>`];
  const about = [`Field manager ${code(managerName(o.fieldManager))}${o.force ? " (forced)" : ""}`];
  if (o.schemaSource) about.push(`schema ${code(o.schemaSource)}`);
  if (o.source?.file !== void 0) {
    let from = `from ${code(o.source.file)}`;
    if (o.source.document !== void 0) from += `, document ${o.source.document}`;
    if (o.source.line !== void 0) from += `, line ${o.source.line}`;
    about.push(from);
  }
  parts.push(`${about.join(", ")}.`);
  if (o.notes.length > 0) {
    parts.push(
      o.notes.map(
        (n) => `- ${NOTE_ICON[n.code] ?? "⚠️"} ${md(n.message)}${n.path ? ` (${pathCell(n.path, style)})` : ""} <sub>${md(n.code)}</sub>`
      ).join("\n")
    );
  }
  if (diff !== null) parts.push(diffSection(o, diff, style));
  const listed = diff === null ? changes : changes.filter((c) => diff.cut.has(c.path));
  if (listed.length > 0) {
    const long = diff === null ? style : { ...style, width: style.longWidth };
    parts.push(
      section(
        diff !== null ? "Values cut in the diff" : o.action === "conflict" ? "Field changes if the apply is forced" : "Field changes",
        ["Change", "Field", "Before", "After"],
        listed.map((c) => [
          CHANGE[c.kind] ?? md(String(c.kind)),
          pathCell(c.path, style),
          valueCell(o, c.path, c.before, c.masked, long),
          valueCell(o, c.path, c.after, c.masked, long)
        ]),
        style
      )
    );
  }
  if (o.ownership.length > 0 && !(diff !== null && o.action === "create")) {
    parts.push(
      section(
        "Ownership changes",
        ["Field", "Owners before", "Owners after"],
        o.ownership.map((c) => [pathCell(c.path, style), managersCell(c.before), managersCell(c.after)]),
        style
      )
    );
  }
  if (managersChanged(o)) {
    parts.push(
      section(
        "Managers",
        ["Manager", "Fields before", "Fields after", "Gained", "Lost"],
        o.managers.map((m) => [
          code(managerLabel(m)),
          formatCount(m.fieldsBefore),
          formatCount(m.fieldsAfter),
          m.gained > 0 ? `+${formatCount(m.gained)}` : "0",
          m.lost > 0 ? `**−${formatCount(m.lost)}**` : "0"
        ]),
        style
      )
    );
  }
  if (o.retained.length > 0) {
    parts.push(
      section(
        "Retained: left out of the manifest, but kept because other managers own them",
        ["Field", "Still owned by"],
        o.retained.map((r) => [pathCell(r.path, style), managersCell(r.owners)]),
        style
      )
    );
  }
  if (o.pruned.length > 0) {
    parts.push(
      section(
        "Pruned: removed from the object",
        ["Field", "Value removed"],
        o.pruned.map((p) => [pathCell(p.path, style), valueCell(o, p.path, p.before, p.masked, style)]),
        style
      )
    );
  }
  parts.push("</details>");
  return parts.join("\n\n");
}
function join4(blocks) {
  return `${blocks.join("\n\n")}
`;
}
function omissionNote(report3, omitted, max, tight, conflictsShortened) {
  const said = [];
  if (omitted.length > 0) {
    const byAction = /* @__PURE__ */ new Map();
    for (const i of omitted) {
      const a = report3.objects[i].action;
      byAction.set(a, (byAction.get(a) ?? 0) + 1);
    }
    const kinds = [...byAction].map(([a, n]) => `${formatCount(n)} ${a}`).join(", ");
    said.push(`the details of ${plural(omitted.length, "object")} (${kinds}) are left out`);
  }
  if (tight) said.push("long values and tables in the details are cut");
  if (conflictsShortened) said.push("conflict values are shortened");
  if (said.length === 0) return null;
  return `> ✂️ **Shortened to fit ${formatCount(max)} characters:** ${said.join("; ")}. The table above lists every object.`;
}
function renderMarkdown(report3, opts = {}) {
  const head = [];
  if (opts.marker !== void 0) head.push(markerComment(opts.marker));
  const top = [];
  if (opts.title !== void 0) top.push(`### ${md(opts.title)}`);
  top.push(verdictLine(report3));
  head.push(top.join("\n\n"));
  if (report3.objects.length > 0) head.push(objectTable(report3));
  const withDetails = report3.objects.map((o, i) => hasDetails(o) ? i : -1).filter((i) => i >= 0);
  const diffs = /* @__PURE__ */ new Map();
  const memo = /* @__PURE__ */ new Map();
  const details2 = (i, style) => {
    const m = memo.get(style) ?? /* @__PURE__ */ new Map();
    memo.set(style, m);
    let d = m.get(i);
    if (d === void 0) {
      const diff = diffs.get(i) ?? diffOf2(report3.objects[i], opts.sides?.[i]);
      diffs.set(i, diff);
      d = detailsBlock(report3.objects[i], style, diff);
      m.set(i, d);
    }
    return d;
  };
  const build = (cstyle, style, keep, note) => {
    const blocks = [...head, ...conflictBlocks(report3, cstyle)];
    if (note !== null) blocks.push(note);
    for (const i of withDetails) if (keep.has(i)) blocks.push(details2(i, style));
    return join4(blocks);
  };
  const full = build(CONFLICT_STYLES[0], FULL, new Set(withDetails), null);
  const max = opts.maxLength;
  if (max === void 0 || full.length <= max) return full;
  const order = byImportance(report3.objects).filter((i) => hasDetails(report3.objects[i]));
  const fixed = [...head, ...conflictBlocks(report3, CONFLICT_STYLES[0])];
  const fixedLength = fixed.reduce((n, b) => n + b.length, 0);
  for (const [style, tight] of [
    [FULL, false],
    [TIGHT, true]
  ]) {
    const prefix = [0];
    for (const i of order) {
      if (prefix[prefix.length - 1] > max) break;
      prefix.push(prefix[prefix.length - 1] + details2(i, style).length);
    }
    for (let k = Math.min(order.length - (tight ? 0 : 1), prefix.length - 1); k >= 1; k--) {
      if (fixedLength + prefix[k] + 2 * (fixed.length + k - 1) + 1 > max) continue;
      const note = omissionNote(report3, order.slice(k), max, tight, false);
      const blocks = fixed.length + k + (note === null ? 0 : 1);
      const length = fixedLength + (note?.length ?? 0) + prefix[k] + 2 * (blocks - 1) + 1;
      if (length <= max) {
        const out2 = build(CONFLICT_STYLES[0], style, new Set(order.slice(0, k)), note);
        if (out2.length <= max) return out2;
      }
    }
  }
  let out = "";
  for (const [n, cstyle] of CONFLICT_STYLES.entries()) {
    out = build(cstyle, FULL, /* @__PURE__ */ new Set(), omissionNote(report3, order, max, false, n > 0));
    if (out.length <= max) return out;
  }
  return out;
}

// core/preview/render/text.ts
var VALUE_WIDTH = 120;
function sgr(code2) {
  return (s) => s === "" ? s : `\x1B[${code2}m${s}\x1B[0m`;
}
var PLAIN2 = {
  bold: (s) => s,
  dim: (s) => s,
  green: (s) => s,
  red: (s) => s,
  yellow: (s) => s,
  conflict: (s) => s
};
var COLOR = {
  bold: sgr("1"),
  dim: sgr("2"),
  green: sgr("32"),
  red: sgr("31"),
  yellow: sgr("33"),
  conflict: sgr("1;31")
};
function value(o, path, v) {
  if (v === void 0) return "(none)";
  const safe = guardValue(o.ref, path, v);
  if (safe === SECRET_MASK && o.ref.kind === "Secret") return SECRET_MASK;
  return truncate(valueText(safe), VALUE_WIDTH);
}
function managers(ms) {
  return ms.length === 0 ? "(nobody)" : ms.map(managerLabel).join(", ");
}
function columns(rows, paint) {
  const widths = [];
  for (const r of rows) {
    for (let i = 0; i < r.length; i++) widths[i] = Math.max(widths[i] ?? 0, r[i].length);
  }
  return rows.map(
    (r, ri) => r.map((c, i) => paint(ri, i, i === r.length - 1 ? c : c.padEnd(widths[i]))).join("  ").trimEnd()
  );
}
var CHANGE_SIGN = { added: "+", modified: "~", removed: "-" };
function renderText(report3, opts = {}) {
  const p = opts.color === true ? COLOR : PLAIN2;
  const s = report3.summary;
  const out = [];
  const verdict = oneLine(verdictText(s));
  out.push(s.conflict > 0 ? p.conflict(verdict) : p.bold(verdict));
  if (report3.objects.length > 0) {
    out.push("");
    const rows = [["ACTION", "KIND", "NAMESPACE", "NAME", "CHANGES", "OWNERSHIP", "CONFLICTS", "SCHEMA"]];
    for (const o of report3.objects) {
      rows.push([
        oneLine(o.action),
        oneLine(o.ref.kind || "(no kind)"),
        oneLine(o.ref.namespace || "-"),
        oneLine(o.ref.name || "(no name)"),
        formatCount(o.changes.length),
        formatCount(o.ownership.length),
        formatCount(o.conflicts.length),
        oneLine(o.schemaSource === "deduced" ? "deduced (approximate)" : o.schemaSource || "-")
      ]);
    }
    const actions = report3.objects.map((o) => o.action);
    out.push(
      ...columns(rows, (r, c, cell) => {
        if (r === 0) return p.bold(cell);
        const a = actions[r - 1];
        if (c === 0 || c === 6) {
          if (a === "conflict" || a === "error") return p.conflict(cell);
          if (c === 0 && a === "create") return p.green(cell);
          if (c === 0 && a === "update") return p.yellow(cell);
        }
        return cell;
      })
    );
  }
  const conflicting = report3.objects.filter((o) => o.conflicts.length > 0);
  if (conflicting.length > 0) {
    out.push("", p.conflict(`CONFLICTS (${plural(s.conflicts, "field")})`));
    for (const o of conflicting) {
      out.push(`  ${p.bold(objectLabel(o.ref))}  ${p.dim(`field manager ${managerName(o.fieldManager)}`)}`);
      for (const c of o.conflicts) {
        out.push(
          `    ${p.conflict(oneLine(c.path))}  owned by ${managers(c.owners)}`,
          `      live: ${value(o, c.path, c.liveValue)}   applied: ${value(o, c.path, c.appliedValue)}`,
          `      force:  ${oneLine(c.resolutions.force)}`,
          `      drop:   ${oneLine(c.resolutions.drop)}`,
          `      co-own: ${oneLine(c.resolutions.coOwn)}`
        );
      }
    }
  }
  const errors = report3.objects.filter((o) => o.action === "error");
  if (errors.length > 0) {
    out.push("", p.conflict("ERRORS"));
    for (const o of errors) {
      const msg = o.error ? `${o.error.reason ? `${o.error.reason}: ` : ""}${o.error.message}` : "unknown error";
      out.push(`  ${p.bold(objectLabel(o.ref))}: ${oneLine(msg)}`);
    }
  }
  for (const o of report3.objects) {
    const body = objectBody(o, p);
    if (body.length === 0) continue;
    const src = o.source?.file === void 0 ? "" : `, ${oneLine(o.source.file)}${o.source.line ? `:${o.source.line}` : ""}`;
    out.push(
      "",
      `${p.bold(objectLabel(o.ref))}  ${oneLine(o.action)}  ${p.dim(`(${o.schemaSource ? `${oneLine(o.schemaSource)}, ` : ""}manager ${managerName(o.fieldManager)}${o.force ? ", forced" : ""}${src})`)}`,
      ...body
    );
  }
  return `${out.join("\n")}
`;
}
function objectBody(o, p) {
  const out = [];
  for (const n of o.notes) {
    out.push(
      `  ${p.yellow("!")} ${oneLine(n.message)}${n.path ? ` (${oneLine(n.path)})` : ""} ${p.dim(`[${oneLine(n.code)}]`)}`
    );
  }
  if (o.changes.length > 0) {
    out.push(`  ${o.action === "conflict" ? "changes if forced" : "changes"}:`);
    for (const c of o.changes) {
      const paint = c.kind === "added" ? p.green : c.kind === "removed" ? p.red : p.yellow;
      const path = oneLine(c.path);
      const text = c.kind === "added" ? `${path}: ${value(o, c.path, c.after)}` : c.kind === "removed" ? `${path}: ${value(o, c.path, c.before)}` : `${path}: ${value(o, c.path, c.before)} → ${value(o, c.path, c.after)}`;
      out.push(`    ${paint(`${CHANGE_SIGN[c.kind] ?? "?"} ${text}`)}`);
    }
  }
  if (o.ownership.length > 0) {
    out.push("  ownership:");
    for (const c of o.ownership) {
      out.push(`    ${oneLine(c.path)}: ${managers(c.before)} → ${managers(c.after)}`);
    }
  }
  const moved = o.managers.filter((m) => m.gained !== 0 || m.lost !== 0 || m.fieldsBefore !== m.fieldsAfter);
  if (moved.length > 0) {
    out.push("  managers:");
    for (const m of o.managers) {
      const gained = m.gained > 0 ? p.green(`+${formatCount(m.gained)}`) : "+0";
      const lost = m.lost > 0 ? p.red(`-${formatCount(m.lost)}`) : "-0";
      out.push(
        `    ${managerLabel(m)}: ${formatCount(m.fieldsBefore)} → ${plural(m.fieldsAfter, "field")} (${gained} ${lost})`
      );
    }
  }
  if (o.retained.length > 0) {
    out.push("  retained (left out of the manifest, still owned by others):");
    for (const r of o.retained) out.push(`    ${oneLine(r.path)}: ${managers(r.owners)}`);
  }
  if (o.pruned.length > 0) {
    out.push("  pruned (removed from the object):");
    for (const r of o.pruned) out.push(`    ${p.red(`- ${oneLine(r.path)}: ${value(o, r.path, r.before)}`)}`);
  }
  return out;
}

// cli/preview.ts
var PREVIEW_HELP = `Usage: apply-preview preview --live <SNAPSHOT|base|cluster> [options] MANIFESTS...

What "kubectl apply --server-side" of MANIFESTS (files, directories or globs of
YAML/JSON; several documents per file; kind: List expanded) would do to the live
objects: field changes, ownership, pruned fields and conflicts. The same run as
the GitHub Action, printed as text.

Where the live state comes from (--live):
  SNAPSHOT    a file, directory or glob of live objects, as written by
              "kubectl get ... -o yaml --show-managed-fields"
  base        no cluster: the manifests at --base, applied by the field manager
  cluster     each object read from the cluster of --kubeconfig (404: created),
              with the cluster's OpenAPI v3 for schemas

Options:
  --field-manager NAME  the applier (default: kubectl)
  --force               preview a forced apply (--force-conflicts)
  --crds GLOB           CustomResourceDefinition files for custom resources
                        (CRDs among the manifests are used too)
  --base REF            with --live base: the commit to compare with
                        (default: origin/HEAD, else main, else master)
  --base-manifests GLOB with --live base: rendered base manifests on disk, replayed
                        instead of the files of --base
  --kubeconfig PATH     with --live cluster (default: $KUBECONFIG, else ~/.kube/config)
  --context NAME        with --live cluster: the kubeconfig context (default: current)
  --api-url URL         compute the preview with a deployed API instead of in-process
                        (token: $APPLY_PREVIEW_API_TOKEN)
  -C, --dir DIR         work as if started in DIR (paths and git are relative to it)
  --format FORMAT       text (default), markdown or json
  --color WHEN          auto (default: on a terminal unless NO_COLOR), always or never
  -h, --help            show this help

Exit status: 0 nothing conflicts; 1 an apply would conflict or an object could
not be previewed; 2 usage or input error.
`;
var PREVIEW_SPEC = {
  live: { type: "string" },
  "field-manager": { type: "string" },
  force: { type: "boolean" },
  crds: { type: "string" },
  base: { type: "string" },
  "base-manifests": { type: "string" },
  kubeconfig: { type: "string" },
  context: { type: "string" },
  "api-url": { type: "string" },
  dir: { type: "string", short: "C" },
  format: { type: "string" },
  color: { type: "string" },
  help: { type: "boolean", short: "h" }
};
function useColor2(when, io) {
  if (when === "always") return true;
  if (when === "never") return false;
  if (when !== void 0 && when !== "auto") {
    throw new UsageError(`--color must be auto, always or never, got ${JSON.stringify(when)}`);
  }
  const noColor = process.env.NO_COLOR;
  return io.stdout.isTTY === true && (noColor === void 0 || noColor === "");
}
async function runPreviewCommand(p, io) {
  if (p.booleans.has("help")) {
    io.stdout.write(PREVIEW_HELP);
    return 0;
  }
  const liveArg = p.strings.get("live");
  if (!liveArg) throw new UsageError("--live is required: a snapshot path, base or cluster");
  if (p.positionals.length === 0) throw new UsageError("missing the MANIFESTS (files, directories or globs)");
  const format = p.strings.get("format") ?? "text";
  if (!["text", "markdown", "json"].includes(format)) {
    throw new UsageError(`--format must be text, markdown or json, got ${JSON.stringify(format)}`);
  }
  const color = useColor2(p.strings.get("color"), io);
  const workspace = resolve(p.strings.get("dir") ?? process.cwd());
  for (const [opt, mode] of [
    ["base", "base"],
    ["base-manifests", "base"],
    ["kubeconfig", "cluster"],
    ["context", "cluster"]
  ]) {
    if (p.strings.has(opt) && liveArg !== mode) throw new UsageError(`--${opt} goes with --live ${mode}`);
  }
  let live;
  if (liveArg === "cluster") {
    live = {
      mode: "cluster",
      kubeconfig: p.strings.get("kubeconfig") ?? "",
      context: p.strings.get("context")
    };
  } else if (liveArg === "base" && p.strings.has("base-manifests")) {
    live = { mode: "base", ref: "", manifests: [p.strings.get("base-manifests")] };
  } else if (liveArg === "base") {
    const ref = p.strings.get("base") ?? await firstCommit(["origin/HEAD", "main", "master", "origin/main"], workspace);
    if (!ref) throw new UsageError("--live base: no origin/HEAD, main or master here; give --base REF");
    live = { mode: "base", ref };
  } else live = { mode: "snapshot", paths: [liveArg] };
  const crds = p.strings.get("crds");
  const cfg = {
    workspace,
    manifests: p.positionals,
    changed: null,
    live,
    fieldManager: p.strings.get("field-manager") ?? "kubectl",
    force: p.booleans.has("force"),
    crds: crds ? [crds] : []
  };
  const apiUrl = p.strings.get("api-url");
  if (apiUrl) {
    cfg.apiUrl = apiUrl;
    const token = process.env.APPLY_PREVIEW_API_TOKEN;
    if (token) cfg.apiToken = token;
  }
  const log = {
    info() {
    },
    warning: (m) => io.stderr.write(`apply-preview: warning: ${m}
`)
  };
  let preview;
  try {
    preview = await runPreview(cfg, log);
  } catch (e) {
    if (e instanceof FatalError) throw new InputError(e.message);
    throw e;
  }
  const { report: report3 } = preview;
  if (preview.files.length === 0) {
    throw new InputError(`no file matches ${p.positionals.map((m) => JSON.stringify(m)).join(", ")}`);
  }
  if (format === "json") io.stdout.write(`${stringifyJson(report3, 2)}
`);
  else if (format === "markdown") io.stdout.write(`${renderMarkdown(report3)}
`);
  else io.stdout.write(renderText(report3, { color }));
  return report3.summary.conflict > 0 || report3.summary.error > 0 ? 1 : 0;
}

// cli/main.ts
var PROG = "apply-preview";
var MAIN_HELP = `Usage: ${PROG} <command> [options]

Preview Kubernetes Server-Side Apply without a cluster: the merged object, its
managedFields, and the conflicts the API server would report.

Commands:
  apply      apply an intent onto a live object as a field manager (server-side apply)
  update     write an object as a non-apply update (PUT/PATCH) by a field manager
  simulate   replay a scenario of applies and updates and print every step's result
  blame      print an object as YAML with the field manager(s) owning each line
  preview    what applying manifests does to live objects (a snapshot, the base branch or a cluster)

Options:
  -h, --help     show this help ("${PROG} <command> --help" for a command's options)
  --version      print the version

Exit status: 0 success; 1 the API server would reject the request (conflict,
invalid object; the Status is printed on stdout); 2 usage or input error.
`;
var SHARED_OPTIONS_HELP = `  --live FILE          the live object(s), with metadata.managedFields (JSON or YAML, - for stdin);
                       absent: the object does not exist yet
  --schema FILE        schema of the object: an OpenAPI v3 schema of the root (a CRD's
                       openAPIV3Schema), a CustomResourceDefinition, or an OpenAPI v2/v3
                       document (the type is picked by apiVersion and kind);
                       absent: deduced (every map granular, every list atomic)
  --now RFC3339        time stamped on managedFields (default: the current time)
  --subresource NAME   the subresource written to (e.g. status, scale)
  -h, --help           show this help

YAML is read as kubectl reads it (YAML 1.1): unquoted yes/no/on/off/y/n are
booleans and 0755 is an octal number; quote them to keep strings.`;
var APPLY_HELP = `Usage: ${PROG} apply --manager NAME [--force] [--live FILE] [--schema FILE] [--now RFC3339] INTENT

Server-side apply of INTENT (a YAML/JSON file, - for stdin) by the field manager
NAME onto the live object. Prints the merged object (with managedFields) as YAML
and exits 0, or prints the API server's Status (409 Conflict, 400 BadRequest, ...)
and exits 1. Several documents (or a kind: List) are applied one by one, each onto
the --live document with the same group, kind, namespace and name.

Options:
  --manager NAME       field manager (required), e.g. kubectl
  --force              take ownership of conflicting fields (--force-conflicts)
${SHARED_OPTIONS_HELP}
`;
var UPDATE_HELP = `Usage: ${PROG} update --manager NAME [--live FILE] [--schema FILE] [--now RFC3339] OBJECT

A non-apply write (PUT, or a JSON/merge/strategic patch's result) of OBJECT (a
YAML/JSON file, - for stdin) by the field manager NAME: the manager takes the
fields it changes. Prints the resulting object (with managedFields) as YAML and
exits 0, or prints the Status and exits 1.

Options:
  --manager NAME       field manager (required), e.g. kube-controller-manager
${SHARED_OPTIONS_HELP}
`;
var SIMULATE_HELP = `Usage: ${PROG} simulate [--bench N] SCENARIO

Replays SCENARIO (a JSON/YAML file, - for stdin) and prints one JSON result:
{"steps": [{"ok": true, "object": {...}} | {"ok": false, "status": {...}, "conflicts": [...]}]}.
Exits 0 whenever the scenario was read, even if some steps failed.

Scenario:
  {"schema"?: <OpenAPI v3 schema of the root>, "live": <object or null>,
   "now"?: "<RFC 3339>",
   "steps": [{"op": "apply"|"update", "manager": "...", "object": {...}, "force"?: false,
              "subresource"?: "..."}]}

Options:
  --bench N    replay the scenario N times (after min(N, 100) warm-up replays) and
               print one JSON line {"nsPerSequence", "iterations", "steps"}
  -h, --help   show this help
`;
var APPLY_SPEC = {
  manager: { type: "string" },
  force: { type: "boolean" },
  live: { type: "string" },
  schema: { type: "string" },
  now: { type: "string" },
  subresource: { type: "string" },
  help: { type: "boolean", short: "h" }
};
var UPDATE_SPEC = {
  manager: { type: "string" },
  live: { type: "string" },
  schema: { type: "string" },
  now: { type: "string" },
  subresource: { type: "string" },
  help: { type: "boolean", short: "h" }
};
var SIMULATE_SPEC = {
  bench: { type: "string" },
  help: { type: "boolean", short: "h" }
};
async function run2(argv, io) {
  const [command, ...rest] = argv;
  let usageOf = "";
  try {
    switch (command) {
      case void 0:
        io.stderr.write(MAIN_HELP);
        return 2;
      case "-h":
      case "--help":
      case "help":
        if (command === "help" && rest.length > 0) return run2([rest[0], "--help"], io);
        io.stdout.write(MAIN_HELP);
        return 0;
      case "--version":
      case "version":
        io.stdout.write(`${PROG} ${version()}
`);
        return 0;
      case "apply":
        usageOf = "apply";
        return await runWrite("apply", parseArgs(rest, APPLY_SPEC), io);
      case "update":
        usageOf = "update";
        return await runWrite("update", parseArgs(rest, UPDATE_SPEC), io);
      case "simulate":
        usageOf = "simulate";
        return await runSimulate(parseArgs(rest, SIMULATE_SPEC), io);
      case "blame":
        usageOf = "blame";
        return await runBlame(parseArgs(rest, BLAME_SPEC), io, loadSchema);
      case "preview":
        usageOf = "preview";
        return await runPreviewCommand(parseArgs(rest, PREVIEW_SPEC), io);
      default:
        throw new UsageError(
          command.startsWith("-") ? `unknown option ${JSON.stringify(command)}` : `unknown command ${JSON.stringify(command)}`
        );
    }
  } catch (e) {
    if (e instanceof UsageError) {
      const who = usageOf ? `${PROG} ${usageOf}` : PROG;
      io.stderr.write(`${who}: ${e.message}
Run "${who} --help" for usage.
`);
      return 2;
    }
    if (e instanceof InputError) {
      io.stderr.write(`${PROG}: ${e.message}
`);
      return 2;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.stderr.write(`${PROG}: internal error: ${message}
`);
    if (process.env.APPLY_PREVIEW_DEBUG && e instanceof Error && e.stack) io.stderr.write(`${e.stack}
`);
    return 3;
  }
}
function version() {
  try {
    const pkg = JSON.parse(readFileSync2(new URL("../../package.json", import.meta.url), "utf8"));
    return isObject(pkg) && typeof pkg.version === "string" ? pkg.version : "unknown";
  } catch {
    return "unknown";
  }
}
function refOf5(obj) {
  const apiVersion = typeof obj.apiVersion === "string" ? obj.apiVersion : "";
  const slash = apiVersion.indexOf("/");
  const meta = Object.hasOwn(obj, "metadata") && isObject(obj.metadata) ? obj.metadata : {};
  return {
    group: slash >= 0 ? apiVersion.slice(0, slash) : "",
    kind: typeof obj.kind === "string" ? obj.kind : "",
    namespace: typeof meta.namespace === "string" ? meta.namespace : "",
    name: typeof meta.name === "string" ? meta.name : ""
  };
}
function describeRef2(r) {
  const kind = r.group ? `${r.kind}.${r.group}` : r.kind || "(no kind)";
  const name = r.name || "(no name)";
  return `${kind} ${r.namespace ? `${r.namespace}/` : ""}${name}`;
}
function findLive(intent, live, liveName) {
  const want = refOf5(intent);
  const found = live.filter((l) => {
    const r = refOf5(l);
    return r.group === want.group && r.kind === want.kind && r.name === want.name && (want.namespace === "" || r.namespace === want.namespace);
  });
  if (found.length > 1) {
    throw new InputError(`${liveName}: ${found.length} documents match ${describeRef2(want)}`);
  }
  return found[0] ?? null;
}
function schemaFailure(name, e) {
  if (e instanceof SchemaError) throw new InputError(`${name}: ${e.message}`);
  throw e;
}
async function loadSchema(arg, stdin) {
  const name = inputName(arg);
  const doc = await readOne(arg, stdin);
  if (!isObject(doc)) throw new InputError(`${name}: a schema must be an object`);
  try {
    if (doc.kind === "CustomResourceDefinition") {
      const versions = typesFromCRD(doc);
      return (obj) => {
        const apiVersion = typeof obj.apiVersion === "string" ? obj.apiVersion : "";
        const v = apiVersion.slice(apiVersion.indexOf("/") + 1);
        const t = versions.get(v);
        if (!t) {
          throw new InputError(
            `${name}: the CustomResourceDefinition serves no version ${JSON.stringify(v)} (serves: ${[...versions.keys()].join(", ") || "none"})`
          );
        }
        return t;
      };
    }
    const components = Object.hasOwn(doc, "components") ? doc.components : void 0;
    if (isObject(components) && Object.hasOwn(components, "schemas") || Object.hasOwn(doc, "definitions")) {
      const { types, byGVK } = typesFromOpenAPIDocument(doc);
      return (obj) => {
        const apiVersion = typeof obj.apiVersion === "string" ? obj.apiVersion : "";
        const slash = apiVersion.indexOf("/");
        const gvk = `${slash >= 0 ? apiVersion.slice(0, slash) : ""}/${apiVersion.slice(slash + 1)}/${typeof obj.kind === "string" ? obj.kind : ""}`;
        const def = byGVK.get(gvk);
        const t = def === void 0 ? void 0 : types.get(def);
        if (!t) throw new InputError(`${name}: no definition for ${apiVersion} ${String(obj.kind)}`);
        return t;
      };
    }
    const root = typeFromOpenAPIV3Schema(doc);
    return () => root;
  } catch (e) {
    return schemaFailure(name, e);
  }
}
function requireOption(p, name, what) {
  const v = p.strings.get(name);
  if (v === void 0 || v === "") throw new UsageError(`--${name} ${what} is required`);
  return v;
}
async function runWrite(op, p, io) {
  if (p.booleans.has("help")) {
    io.stdout.write(op === "apply" ? APPLY_HELP : UPDATE_HELP);
    return 0;
  }
  const manager = requireOption(p, "manager", "NAME");
  if (p.positionals.length !== 1) {
    throw new UsageError(
      p.positionals.length === 0 ? `missing the ${op === "apply" ? "INTENT" : "OBJECT"} file (- for stdin)` : `expected one file, got ${p.positionals.length}: ${p.positionals.join(" ")}`
    );
  }
  const [file] = p.positionals;
  const liveArg = p.strings.get("live");
  const schemaArg = p.strings.get("schema");
  const stdinUsers = [file, liveArg, schemaArg].filter((a) => a === "-").length;
  if (stdinUsers > 1) throw new UsageError("only one input can be read from stdin (-)");
  const now = p.strings.get("now");
  if (now !== void 0 && parseTime(now) === null) {
    throw new UsageError(`--now ${JSON.stringify(now)} is not an RFC 3339 time (e.g. 2024-01-02T03:04:05Z)`);
  }
  const name = inputName(file);
  let intents = expandLists(await readDocuments(file, io.stdin), name);
  if (intents.length === 0) throw new InputError(`${name}: no object in the file`);
  const liveName = liveArg === void 0 ? "" : inputName(liveArg);
  const live = liveArg === void 0 ? [] : expandLists(await readDocuments(liveArg, io.stdin), liveName);
  const pick2 = schemaArg === void 0 ? void 0 : await loadSchema(schemaArg, io.stdin);
  if (op === "update" && live.length === 1) intents = intents.map((i) => withLiveType(i, live[0]));
  const refused2 = refuseFieldManager(manager, op) ?? [...intents, ...live].map((o) => refuseObject(o)).find((s) => s !== null) ?? null;
  if (refused2 !== null) {
    io.stdout.write(toYaml(refused2));
    io.stderr.write(`${PROG}: ${refused2.message}
`);
    return 1;
  }
  if (intents.length === 1 && live.length === 1 && findLive(intents[0], live, liveName) === null) {
    throw new InputError(
      `${liveName}: the live object (${describeRef2(refOf5(live[0]))}) is not the object of ${name} (${describeRef2(refOf5(intents[0]))})`
    );
  }
  const outputs = [];
  const resolver = new SchemaResolver();
  let failed2 = false;
  for (const intent of intents) {
    const base = findLive(intent, live, liveName);
    const opts = { manager };
    const schema = pick2 ? pick2(intent) : resolver.resolve(intent.apiVersion, intent.kind).root;
    if (schema !== deduced) opts.schema = schema;
    if (now !== void 0) opts.now = now;
    const sub = p.strings.get("subresource");
    if (sub !== void 0) opts.subresource = sub;
    if (p.booleans.has("force")) opts.force = true;
    const r = op === "apply" ? apply(base, intent, opts) : update(base, intent, opts);
    if (r.ok) outputs.push(r.object);
    else {
      failed2 = true;
      outputs.push(r.status);
      const who = intents.length > 1 ? `${describeRef2(refOf5(intent))}: ` : "";
      io.stderr.write(`${PROG}: ${who}${r.status.message}
`);
    }
  }
  io.stdout.write(outputs.length === 1 ? toYaml(outputs[0]) : toYamlStream(outputs));
  return failed2 ? 1 : 0;
}
function positiveInt(s, what) {
  if (!/^[1-9][0-9]*$/.test(s) || !Number.isSafeInteger(Number(s))) {
    throw new UsageError(`${what} must be a positive integer, got ${JSON.stringify(s)}`);
  }
  return Number(s);
}
async function runSimulate(p, io) {
  if (p.booleans.has("help")) {
    io.stdout.write(SIMULATE_HELP);
    return 0;
  }
  const benchArg = p.strings.get("bench");
  const iterations = benchArg === void 0 ? 0 : positiveInt(benchArg, "--bench");
  if (p.positionals.length !== 1) {
    throw new UsageError(
      p.positionals.length === 0 ? "missing the SCENARIO file (- for stdin)" : `expected one file, got ${p.positionals.length}: ${p.positionals.join(" ")}`
    );
  }
  const [file] = p.positionals;
  const name = inputName(file);
  const doc = await readOne(file, io.stdin);
  let scenario;
  let type;
  try {
    scenario = parseScenario(doc);
    type = scenarioSchema(scenario);
  } catch (e) {
    if (e instanceof ScenarioError) throw new InputError(`${name}: ${e.message}`);
    if (e instanceof SchemaError) throw new InputError(`${name}: schema: ${e.message}`);
    throw e;
  }
  if (iterations === 0) {
    io.stdout.write(`${stringifyJson(simulate(scenario, type), 2)}
`);
    return 0;
  }
  const warmup = Math.min(iterations, 100);
  for (let i = 0; i < warmup; i++) simulate(scenario, type);
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) simulate(scenario, type);
  const elapsed = process.hrtime.bigint() - start;
  const nsPerSequence = Number(elapsed / BigInt(iterations));
  io.stdout.write(`${JSON.stringify({ nsPerSequence, iterations, steps: scenario.steps.length })}
`);
  return 0;
}
function isEntry() {
  const entry4 = process.argv[1];
  if (!entry4) return false;
  try {
    return realpathSync(entry4) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}
async function main() {
  process.stdout.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });
  process.exitCode = await run2(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin
  });
}
if (isEntry()) await main();
export {
  main,
  run2 as run
};
