/**
 * The receiver (`self`) of code inside blocks that run with another one (Ruby, `GraphLanguage.blockReceivers`):
 * `x.instance_eval { … }`, `Class.new(Base) do … end`, a block given to a repository method that sends it on to
 * `class_eval(&block)` (found from that method's body, through further repository methods), an RSpec example group.
 * A call without a receiver inside such a block is looked up in that receiver, never guessed by name.
 */
import type { DefInfo, FileScope } from "./defineFile.js";
import type { BlockFact, CallFact, DefFact } from "./facts.js";
import type { BlockReceiverRules } from "./graphLanguage.js";
import { TYPE_KINDS, type Sym } from "./scope.js";

/** A resolution as the resolver gives it: a definition, a module, something outside the repository, or nothing. */
/**
 * What a call or name resolves to: a definition (`also`: further definitions the call may run, one edge each — a field
 * assigned several repository functions), a module, outside the repository, or unknown.
 */
export type Res = { sym: Sym; nameOnly?: true; also?: Sym[] } | { module: string; paths: string[] } | { external: true } | undefined;
/** A resolved type: a class/struct/interface definition, `"external"` (outside the repository), or unknown. */
export type TypeRes = Sym | "external" | undefined;

/** An example group: its blocks, innermost first, in one file; `open` when a name may come from a group written elsewhere. */
export interface Group {
  scope: FileScope;
  blocks: BlockFact[];
  open: boolean;
}

/**
 * Who `self` is inside a block: a repository class or module (its methods, class methods alike; `outside` when it is
 * an outside class the repository reopens, built by the outside constructor), an outside object, a new class or an
 * object of unknown type, or an example group.
 */
export type Receiver = { type: Sym; outside?: true } | { external: true } | { unknown: true } | { group: Group };

/** What the resolver lends this module. */
export interface ResolverView {
  call(scope: FileScope, owner: number | undefined, call: Pick<CallFact, "name" | "object" | "line" | "block">, depth: number): Res;
  objectType(scope: FileScope, owner: number | undefined, object: string, depth: number, block?: number): TypeRes;
  type(scope: FileScope, owner: number | undefined, text: string): TypeRes;
  memberOf(type: Sym, name: string): Sym | undefined;
  enclosingType(scope: FileScope, owner: number | undefined): Sym | undefined;
  scopeOf(path: string): FileScope | undefined;
  /** Repository files of the caller's grammar. */
  files(scope: FileScope): readonly string[];
}

/** What one group block holds: its method definitions (each with the node it became), mixins, and whether it imports others. */
interface GroupEntry {
  defs: { fact: DefFact; info: DefInfo }[];
  mixins: string[];
  imports: boolean;
}

/** `config.include M` written in a configuration file, and the folder whose files it applies to (`""`: all). */
interface ConfigMixin {
  scope: FileScope;
  owner: number | undefined;
  module: string;
  dir: string;
}

const UNKNOWN: Receiver = { unknown: true };

/** What `self` is in a block given to a method, as that method's body decides: unchanged (`keep`) or a {@link Receiver}. */
type Effect = "keep" | Receiver;

/** Block receivers of one build (caches per file and per method). */
export class BlockReceivers {
  private readonly blocks = new WeakMap<FileScope, Map<number, BlockFact>>();
  private readonly effects = new Map<string, Effect>();
  /** Per file: `self` at an owner and block (`owner:block`), and each block's own effect, computed once. */
  private readonly selves = new WeakMap<FileScope, Map<string, Receiver | undefined>>();
  private readonly blockSelves = new WeakMap<FileScope, Map<number, Effect>>();
  /** Per definition id: written in a block (see {@link writtenInBlock}). */
  private readonly inBlock = new Map<string, boolean>();
  /** Mixed-in module texts resolved, per file and text. */
  private readonly mixinTypes = new WeakMap<FileScope, Map<string, TypeRes>>();
  private readonly groupIndex = new WeakMap<FileScope, Map<number, GroupEntry>>();
  private configMixins: ConfigMixin[] | undefined;

  constructor(private readonly view: ResolverView) {}

  /**
   * Who `self` is inside block `block` of `owner`'s body (and, for a definition written in a block, inside that
   * block): undefined when no block around changes it (the enclosing class, as without blocks).
   */
  selfAt(scope: FileScope, owner: number | undefined, block: number | undefined, depth: number): Receiver | undefined {
    const rules = scope.file.language.blockReceivers;
    if (!rules || depth > 12) return undefined;
    let cache = this.selves.get(scope);
    if (!cache) this.selves.set(scope, (cache = new Map()));
    const key = `${owner ?? ""}:${block ?? ""}`;
    if (cache.has(key)) return cache.get(key);
    const out = this.selfFrom(scope, rules, owner, block, depth);
    cache.set(key, out);
    return out;
  }

  private selfFrom(scope: FileScope, rules: BlockReceiverRules, owner: number | undefined, block: number | undefined, depth: number): Receiver | undefined {
    const blocks = this.blocksOf(scope);
    for (let b = block !== undefined ? blocks.get(block) : undefined; b && b.owner === owner; b = b.parent !== undefined ? blocks.get(b.parent) : undefined) {
      const s = this.blockSelf(scope, rules, b, depth);
      if (s === "keep") continue;
      if (!("group" in s)) return s;
      // A group inside a group sees the outer group's definitions.
      const outer = this.selfAt(scope, owner, b.parent, depth + 1) ?? this.defSelf(scope, owner, depth);
      if (outer && "group" in outer) return { group: { scope, blocks: [b, ...outer.group.blocks], open: s.group.open || outer.group.open } };
      return s;
    }
    return this.defSelf(scope, owner, depth);
  }

  /**
   * `self` inside a method written in a block: a group's (`def` or `let` in a `describe`); else an instance of the
   * class the method belongs to where that is a type (`Point = Struct.new(:x) do def sum; x + helper; end end`: a
   * break-it trial found its bare calls unresolved, the block being an outside method's); else the block's.
   */
  private defSelf(scope: FileScope, owner: number | undefined, depth: number): Receiver | undefined {
    const d = owner !== undefined ? scope.defs.get(owner) : undefined;
    if (!d || d.fact.block === undefined || TYPE_KINDS.has(d.sym.kind)) return undefined;
    const inBlock = this.selfAt(scope, d.fact.parent, d.fact.block, depth + 1);
    // A group's (`describe`) definitions stay the group's; any other block's method is its class's.
    if (inBlock && "group" in inBlock) return inBlock;
    const parent = d.fact.parent !== undefined ? scope.defs.get(d.fact.parent) : undefined;
    return parent && TYPE_KINDS.has(parent.sym.kind) ? { type: parent.sym } : inBlock;
  }

  private blocksOf(scope: FileScope): Map<number, BlockFact> {
    let m = this.blocks.get(scope);
    if (!m) this.blocks.set(scope, (m = new Map((scope.facts.blocks ?? []).map((b) => [b.key, b]))));
    return m;
  }

  /** Who `self` is inside block `b`, from the call it is given to. */
  private blockSelf(scope: FileScope, rules: BlockReceiverRules, b: BlockFact, depth: number): Effect {
    let cache = this.blockSelves.get(scope);
    if (!cache) this.blockSelves.set(scope, (cache = new Map()));
    let e = cache.get(b.key);
    if (e === undefined) cache.set(b.key, (e = this.blockSelfOf(scope, rules, b, depth)));
    return e;
  }

  private blockSelfOf(scope: FileScope, rules: BlockReceiverRules, b: BlockFact, depth: number): Effect {
    if (b.scope) return "keep"; // a function literal: `self` is the one around it
    const text = b.object !== undefined ? `${b.object}.${b.name}` : b.name;
    if (rules.evaluators.has(b.name)) return b.object === undefined || this.isSelf(scope, b.owner, b.object) ? "keep" : this.valueSelf(this.receiverType(scope, b.owner, b.object, depth, b.parent));
    if (rules.subclassing.has(text)) return this.subclassSelf(scope, b.owner, b.arg);
    if (rules.anonymous.has(text)) return UNKNOWN;
    const target = this.view.call(scope, b.owner, { name: b.name, ...(b.object !== undefined ? { object: b.object } : {}), line: 0, ...(b.parent !== undefined ? { block: b.parent } : {}) }, depth + 1);
    if (target && "sym" in target && !target.nameOnly) {
      if (TYPE_KINDS.has(target.sym.kind)) return rules.outside.has(text) ? { type: target.sym, outside: true } : "keep";
      return this.effect(target.sym, depth + 1);
    }
    const g = rules.groups;
    if (g && g.methods.has(b.name) && (b.object === undefined || g.receivers.has(b.object))) {
      return { group: { scope, blocks: [b], open: g.shared.has(b.name) } };
    }
    if (target && "sym" in target) return "keep"; // a guess by name: as before, the caller's self
    if (rules.outside.has(text) && b.object !== undefined) return this.valueSelf(this.view.type(scope, b.owner, b.object));
    return "keep";
  }

  /** The type of an evaluator's receiver: a constant (`Holder.class_eval`) names its class, anything else is a value. */
  private receiverType(scope: FileScope, owner: number | undefined, object: string, depth: number, block: number | undefined): TypeRes {
    return /^[A-Z]/u.test(object) ? this.view.type(scope, owner, object) : this.view.objectType(scope, owner, object, depth + 1, block);
  }

  private valueSelf(t: TypeRes): Receiver {
    return t === undefined ? UNKNOWN : t === "external" ? { external: true } : { type: t };
  }

  /** `Class.new(Base)`: a new subclass of `Base` (its methods); without a known argument, unknown. */
  private subclassSelf(scope: FileScope, owner: number | undefined, arg: string | undefined): Receiver {
    if (arg === undefined) return UNKNOWN;
    return this.valueSelf(this.receiverType(scope, owner, arg, 0, undefined));
  }

  /**
   * What `self` is in a block given to repository method `fn`, from where its body sends its block parameter: to an
   * evaluator (on a receiver, or on self), into `Class.new`, on to another repository method; `keep` when the body
   * sends it nowhere (it yields or calls it), to a keeper (`define_method`) or to an outside method (which yields to it),
   * or evaluates it on its own receiver; unknown when the places disagree.
   */
  private effect(fn: Sym, depth: number): Effect {
    const cached = this.effects.get(fn.id);
    if (cached) return cached;
    if (depth > 12) return "keep";
    this.effects.set(fn.id, "keep"); // a method that sends its block to itself
    const home = this.view.scopeOf(fn.path);
    const def = home ? [...home.defs.values()].find((d) => d.sym.id === fn.id) : undefined;
    const rules = home?.file.language.blockReceivers;
    const param = def?.fact.blockParam;
    let found: Effect | undefined;
    if (home && def && rules && param !== undefined) {
      for (const c of home.facts.calls) {
        if (c.owner !== def.fact.key || c.blockArg !== param) continue;
        const e = this.passEffect(home, rules, c, depth);
        if (found !== undefined && !sameEffect(found, e)) {
          found = UNKNOWN;
          break;
        }
        found = e;
      }
    }
    const out = found ?? "keep";
    this.effects.set(fn.id, out);
    return out;
  }

  /** What `self` a block gets from one call of the method's body that is given it as `&block`. */
  private passEffect(home: FileScope, rules: BlockReceiverRules, c: CallFact, depth: number): Effect {
    const text = c.object !== undefined ? `${c.object}.${c.name}` : c.name;
    if (rules.evaluators.has(c.name)) {
      if (c.object !== undefined && this.isSelf(home, c.owner, c.object)) return "keep";
      if (c.object !== undefined) return this.valueSelf(this.receiverType(home, c.owner, c.object, depth, c.block));
      const here = this.selfAt(home, c.owner, c.block, depth + 1);
      if (here) return here;
      const cls = this.view.enclosingType(home, c.owner);
      return cls ? { type: cls } : UNKNOWN;
    }
    if (rules.keepers.has(c.name)) return "keep";
    if (rules.subclassing.has(text)) return this.subclassSelf(home, c.owner, c.arg);
    if (rules.anonymous.has(text)) return UNKNOWN;
    const target = this.view.call(home, c.owner, c, depth + 1);
    if (target && "sym" in target && !target.nameOnly) {
      if (!TYPE_KINDS.has(target.sym.kind)) return this.effect(target.sym, depth + 1);
      if (rules.outside.has(text)) return { type: target.sym, outside: true };
    }
    if (rules.outside.has(text) && c.object !== undefined) return this.valueSelf(this.view.type(home, c.owner, c.object));
    // Any other method (`catch(:halt, &block)`, `@items.each(&block)`) yields to the block: self unchanged.
    return "keep";
  }

  /**
   * True when `object` holds the method's own receiver: `self`, or a local assigned from it (`subclass =
   * Class.new(self)`), so evaluating a block on it keeps the caller's receiver (`describe` of a test class).
   */
  private isSelf(scope: FileScope, owner: number | undefined, object: string): boolean {
    let o: string | undefined = object;
    for (let i = 0; i < 4 && o !== undefined; i++) {
      if (o === scope.file.language.selfName) return true;
      o = scope.vars.get(owner)?.get(o)?.value;
    }
    return false;
  }

  /**
   * A name called without a receiver inside an example group: a method or `let` written in the group or a group
   * around it, else a method of a module mixed into one of them or into every group (`config.include`), else of a
   * class every group subclasses that the repository reopens ({@link BlockReceiverRules} `groups.bases`). `ambiguous`
   * when the name has several definitions the file merges into one node; `outside` when a mixed-in module is a gem's.
   */
  groupMember(group: Group, name: string): { sym: Sym } | "ambiguous" | undefined {
    const path = group.scope.file.path;
    const rules = group.scope.file.language.blockReceivers?.groups;
    if (!rules) return undefined;
    const index = this.groupIndexOf(group.scope);
    for (const b of group.blocks) {
      const entry = index.get(b.key);
      if (!entry) continue;
      const own = entry.defs.filter((d) => d.fact.name === name);
      // A second definition of a name the file already has shares the first one's node: not this one's target.
      if (own.length) return own.length === 1 && own[0]!.info.fact === own[0]!.fact ? { sym: own[0]!.info.sym } : "ambiguous";
      for (const module of entry.mixins) {
        const t = this.mixinType(group.scope, b.owner, module);
        const m = t && t !== "external" ? this.view.memberOf(t, name) : undefined;
        if (m && !TYPE_KINDS.has(m.kind)) return { sym: m };
      }
    }
    // Configuration applies to the files under its folder (`x/spec/spec_helper.rb`, `x/spec/support/…`: `x/spec/`).
    const found = new Map<string, Sym>();
    for (const c of this.configMixinsOf(group.scope)) {
      if (c.dir && !path.startsWith(`${c.dir}/`)) continue;
      const t = this.mixinType(c.scope, c.owner, c.module);
      const m = t && t !== "external" ? this.view.memberOf(t, name) : undefined;
      if (m && !TYPE_KINDS.has(m.kind)) found.set(m.id, m);
    }
    if (found.size > 1) return "ambiguous";
    const [one] = found.values();
    if (one) return { sym: one };
    // A class every group subclasses, reopened by the repository (`class Minitest::Spec` in a test helper).
    for (const base of rules.bases ?? []) {
      const t = this.mixinType(group.scope, undefined, base);
      const m = t && t !== "external" ? this.view.memberOf(t, name) : undefined;
      if (m && !TYPE_KINDS.has(m.kind)) return { sym: m };
    }
    return undefined;
  }

  /** True when `sym` is a method written inside a block at its file's top level (RSpec `let(:x)` in a `describe`). */
  writtenInBlock(sym: Sym): boolean {
    if (sym.kind !== "method" && sym.kind !== "function") return false;
    const known = this.inBlock.get(sym.id);
    if (known !== undefined) return known;
    const home = this.view.scopeOf(sym.path);
    if (home?.facts.blocks) for (const d of new Set(home.defs.values())) this.inBlock.set(d.sym.id, d.fact.block !== undefined);
    const out = this.inBlock.get(sym.id) ?? false;
    this.inBlock.set(sym.id, out);
    return out;
  }

  /** A constant as written in `scope` (from `owner`): a mixed-in module, a described class; resolved once. */
  private mixinType(scope: FileScope, owner: number | undefined, module: string): TypeRes {
    let cache = this.mixinTypes.get(scope);
    if (!cache) this.mixinTypes.set(scope, (cache = new Map()));
    const key = `${owner ?? ""}:${module}`;
    if (!cache.has(key)) cache.set(key, this.view.type(scope, owner, module));
    return cache.get(key);
  }

  /** True when a group's blocks (or a group around) bring definitions from elsewhere (`include_context`), or one is shared. */
  isOpen(group: Group): boolean {
    const index = this.groupIndexOf(group.scope);
    return group.open || group.blocks.some((b) => index.get(b.key)?.imports === true);
  }

  /** The described constant of the innermost group that names one (`describe Stream do`): its type. */
  describedType(group: Group): TypeRes {
    for (const b of group.blocks) if (b.arg !== undefined && /^[A-Z]/u.test(b.arg)) return this.mixinType(group.scope, b.owner, b.arg);
    return undefined;
  }

  private groupIndexOf(scope: FileScope): Map<number, GroupEntry> {
    let index = this.groupIndex.get(scope);
    if (index) return index;
    index = new Map();
    this.groupIndex.set(scope, index);
    const rules = scope.file.language.blockReceivers?.groups;
    const entry = (key: number): GroupEntry => {
      let e = index!.get(key);
      if (!e) index!.set(key, (e = { defs: [], mixins: [], imports: false }));
      return e;
    };
    for (const fact of scope.facts.defs) {
      const info = scope.defs.get(fact.key);
      if (info && fact.block !== undefined && !TYPE_KINDS.has(info.sym.kind)) entry(fact.block).defs.push({ fact, info });
    }
    for (const c of scope.facts.calls) {
      if (c.block === undefined || c.object !== undefined || !rules) continue;
      if (rules.mixins.has(c.name) && c.arg !== undefined) entry(c.block).mixins.push(c.arg);
      if (rules.imports.has(c.name)) entry(c.block).imports = true;
    }
    return index;
  }

  /** `config.include M` in a configuration block (`RSpec.configure do |config| … end`) of a configuration file. */
  private configMixinsOf(scope: FileScope): ConfigMixin[] {
    if (this.configMixins) return this.configMixins;
    const out: ConfigMixin[] = [];
    this.configMixins = out;
    const rules = scope.file.language.blockReceivers?.groups;
    if (!rules) return out;
    for (const p of this.view.files(scope)) {
      if (!rules.configFiles.test(p)) continue;
      const s = this.view.scopeOf(p);
      if (!s) continue;
      const support = p.lastIndexOf("/support/");
      const dir = support >= 0 ? p.slice(0, support) : p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
      const blocks = this.blocksOf(s);
      for (const c of s.facts.calls) {
        if (c.object === undefined || c.arg === undefined || c.block === undefined || !rules.mixins.has(c.name)) continue;
        const b = blocks.get(c.block);
        if (b && rules.configure.has(b.object !== undefined ? `${b.object}.${b.name}` : b.name)) out.push({ scope: s, owner: c.owner, module: c.arg, dir });
      }
    }
    return out;
  }
}

function sameEffect(a: Effect, b: Effect): boolean {
  if (a === "keep" || b === "keep") return a === b;
  if ("type" in a && "type" in b) return a.type.id === b.type.id;
  return ("external" in a && "external" in b) || ("unknown" in a && "unknown" in b);
}
