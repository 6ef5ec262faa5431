/**
 * `strata summary --node <id>`: the stored hierarchical summary of one graph node, from the
 * generator the last `strata index` used (its `hierarchy` stage report), else the extractive one.
 */
import { findNodeSummary, nodeIdCandidates, type NodeSummaryResult } from "../../query/index.js";
import { configFor, EXIT, findRootForFile, printJson, requireStoreFile, resolveRoot, storeFor, UsageError } from "../common.js";
import type { FileCommandOptions } from "./contract.js";
import type { Store } from "../../store/index.js";
import { exampleIds, fileHashAt, isFileIn, namedFile, noNodeLine, repoRelativeArg, requireInsideRepository } from "../nodeArg.js";
import { DEFAULT_EXPORT_NAME, defaultExportNames } from "../../graph/index.js";

/** The `--node <id>` option of `strata summary`. */
export interface NodeOption {
  node?: string;
}

/** Runs the command; returns the exit code (3 for a name in no node). A `file` scopes `--node` ({@link scopedNode}). @throws UsageError without `--node`, with an id of another file, or for a node without a summary. */
export async function nodeSummaryCommand(file: string | undefined, opts: FileCommandOptions & NodeOption): Promise<number> {
  if (opts.node === undefined) throw new UsageError("give a file, or --node <id> for a graph node's summary");
  let node = opts.node;
  if (!node.trim()) throw new UsageError("--node needs a node id or a name, e.g. strata summary --node src/a.ts#Parser.parse");
  // A file beside --node names the repository too, as `summary <file>` alone does (a trial's `summary koanf/koanf.go
  // --node Koanf.Load` from the folder above the repository said "no index of" that folder).
  const root = opts.repo === undefined && file !== undefined ? findRootForFile(file) : resolveRoot(opts.repo);
  // A file beside --node scopes it (`summary lib/reply.js --node Reply.send`); a trial's `summary lib/reply.js --node
  // lib/reply.js#Reply.send` failed with "give a file or --node <id>, not both".
  const scope = file !== undefined ? repoRelativeArg(root, file) : undefined;
  // A path before `#` is a file's (under the working directory or the root), or has a `/`, as a name never does.
  if (scope !== undefined) node = scopedNode(scope, node, (id) => repoRelativeArg(root, id), (p) => p.includes("/") || isFileIn(process.cwd(), p) || isFileIn(root, p));
  const config = configFor(root, opts);
  // A read: never creates or writes a store (no index yet is a usage error naming how to make one).
  requireStoreFile(root, config);
  const store = storeFor(root, config, { readOnly: true });
  try {
    if (scope !== undefined && node.startsWith(`${scope}#`) && !(await store.getGraphNode(node))) {
      // A name inside the file that is no full qualified name (`go` for `Only.go`): the one node of the file ending so.
      const nodes = await store.listGraphNodes();
      if (!nodes.some((n) => n.path === scope)) throw new UsageError(`no file ${scope} in the code graph of ${root}: give a repository file (or --node <id> alone)`);
      node = nodeInFile(nodes, scope, node.slice(scope.length + 1)) ?? node;
    }
    // A path relative to the working directory first (`--node ./sessions.py` in a subfolder), then as given.
    const local = repoRelativeArg(root, node);
    const found = (local !== node ? await findNodeSummary(store, root, local) : undefined) ?? (await findNodeSummary(store, root, node)) ?? (local !== node ? await byName(store, root, local) : undefined) ?? (await byName(store, root, node));
    if (!found) {
      const exists = (await Promise.all(nodeIdCandidates(node).map((id) => store.getGraphNode(id)))).some(Boolean);
      if (exists) throw new UsageError(`no summary for node "${node}" in ${store.location}: run \`strata index\``);
      // A path outside the repository is a usage error, as for the navigation commands.
      requireInsideRepository(root, node);
      // A symbol in no node exits 3, as definition, references and impact do (README, "Exit codes").
      const nodes = await store.listGraphNodes();
      // Loaded already by byName: a place past its file's end says how long the file is.
      const { lineOutsideFile } = await import("../../navigate/index.js");
      const place = lineOutsideFile({ nodes }, local) ?? lineOutsideFile({ nodes }, node);
      // JSON as the navigation commands give it for a name in no node (a trial's `summary --node nope#x --json` printed nothing).
      if (opts.json) printJson({ query: node, found: false });
      // The example id is one of the named file's when it has nodes (`http.py#nope` → an id in `http.py`).
      const file = namedFile(node);
      const named = file !== undefined ? nodes.filter((n) => n.id.startsWith(`${file}#`)) : [];
      process.stderr.write(noNodeLine(node, ` of ${root}`, nodes, `ids look like ${exampleIds(named.length ? named : nodes)}, a folder with a trailing / or . (see \`strata levels\` or \`strata search\`)`, place));
      return EXIT.file;
    }
    if (opts.json) printJson(found);
    else process.stdout.write(renderNodeSummary(found));
  } finally {
    await store.close();
  }
  return EXIT.ok;
}

/**
 * The node `node` names inside repo-relative `file`: `file#node` for a name (`Reply.send`, `H3.#handler`, `#handler`),
 * `node` itself for an id in that file. An id's path ends at the first `#` after a path that is a file (`isFile`,
 * given the text before that `#`; {@link fileHashAt}): a private member's `#` is part of its name, and reading `H3.`
 * of `H3.#handler` as a path had refused it as "a node of H3.". `relative` makes a path repo-relative as the file's is.
 * @throws UsageError for an id of another file, naming both.
 */
export function scopedNode(file: string, node: string, relative: (path: string) => string, isFile: (path: string) => boolean): string {
  const hash = fileHashAt(node, isFile);
  if (hash < 0) {
    // The file's own id, or another file's path (a path has a `/`; a name never does).
    if (relative(node) === file) return file;
    if (!node.includes("/")) return `${file}#${node}`;
  }
  const path = relative(hash < 0 ? node : node.slice(0, hash));
  if (path !== file) throw new UsageError(`--node ${node} is ${hash < 0 ? `the file ${path}, not ${file}` : `a node of ${path}, not of ${file}`}: give the id alone (strata summary --node ${node}) or a name in ${file}`);
  return hash < 0 ? path : `${path}${node.slice(hash)}`;
}

/**
 * The one node of repo-relative `file` whose qualified name is `name` or ends with `.name` (`go` for `Only.go`),
 * among `nodes`; undefined when none is.
 * @throws UsageError when several are, listing them (a break-it trial: `summary lib/c.js --node run` with `P.run`
 * and `Q.run` listed other files' `run` too).
 */
export function nodeInFile(nodes: readonly { id: string; path: string; qualifiedName: string; kind: string }[], file: string, name: string): string | undefined {
  const found = nodes.filter((n) => n.path === file && n.kind !== "file" && (n.qualifiedName === name || n.qualifiedName.endsWith(`.${name}`)));
  if (found.length > 1) throw new UsageError(`--node ${name} names ${found.length} nodes of ${file}: ${found.map((n) => n.id).join(", ")}; give one of these ids`);
  // A module's anonymous value (`module.exports = (headers, …) => …`, node `default`) is named as code importing it
  // names it, after the file (`defaultExportNames`; nodemailer's `summary lib/dkim/sign.js --node sign` said no node).
  const anonymous = !found.length && defaultExportNames(file).includes(name) ? nodes.find((n) => n.path === file && n.qualifiedName === DEFAULT_EXPORT_NAME) : undefined;
  return found[0]?.id ?? anonymous?.id;
}

/**
 * The summary of the one node `name` names as `definition` finds it (`Sinatra::Base#route`, `Config.load`), as the
 * navigation commands accept names; undefined when it names none.
 * @throws UsageError when it names several (listing up to five ids).
 */
async function byName(store: Store, root: string, name: string): Promise<NodeSummaryResult | undefined> {
  // Loaded only here: the navigation module reaches the extractors, which a plain `summary --node <id>` never needs.
  const { resolveNode, ambiguousNodeMessage, ambiguousNodeDetails, CLI_CANDIDATES_SHOWN } = await import("../../navigate/index.js");
  const found = resolveNode({ nodes: await store.listGraphNodes() }, name);
  if (!found.found && found.candidates.length > 1) throw new UsageError(ambiguousNodeMessage(name, found.candidates, CLI_CANDIDATES_SHOWN), ambiguousNodeDetails(name, found.candidates, CLI_CANDIDATES_SHOWN));
  return found.found ? findNodeSummary(store, root, found.id) : undefined;
}

/** Figure 4 fields as a short text block, then (for a model's summary) its paragraph; `--json` has the paragraph always. */
export function renderNodeSummary(record: NodeSummaryResult): string {
  const s = record.summary;
  const list = (title: string, items: string[]): string[] => (items.length ? [`${title}:`, ...items.map((i) => `  - ${i}`)] : []);
  return [
    `${s.id} (${record.kind}, ${s.generator})`,
    `Purpose: ${s.purpose}`,
    ...list("Inputs", s.inputs),
    ...list("Outputs", s.outputs),
    ...list("Side effects", s.sideEffects),
    // A type, file or folder calls nothing itself: what it lists are its members' calls (gorilla/mux's `Router`
    // struct read "Calls: Route.Path, …").
    ...list(s.kind === "function" || s.kind === "method" ? "Calls" : "Calls made by its members", s.calls.map((c) => `${c.id}: ${c.why}`)),
    ...list("Details", s.details),
    ...list("History (commits that changed it, newest first)", record.history),
    "",
    // An extractive paragraph is the fields above joined (what search indexes): printed again it only repeats them.
    ...(s.generator === "extractive" ? [] : [s.text]),
    `(generator: ${record.generatorKey}; fresh: ${record.fresh ? "yes" : `no, changed since indexing: ${record.changedFiles.join(", ")}; run strata index`})`,
    "",
  ].join("\n");
}
