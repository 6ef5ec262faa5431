/**
 * The repository's files as an indented tree of folders; clicking a file opens it. With purpose categories
 * (`strata index` computes them), a select above the tree shows only the files of one category.
 */
import { useMemo, useState } from "react";
import type { Purposes } from "../api";

interface Node {
  name: string;
  path: string;
  children: Map<string, Node>;
  file: boolean;
}

function buildTree(paths: string[]): Node {
  const root: Node = { name: "", path: "", children: new Map(), file: false };
  for (const p of paths) {
    let node = root;
    const parts = p.split("/");
    parts.forEach((part, i) => {
      let next = node.children.get(part);
      if (!next) {
        next = { name: part, path: parts.slice(0, i + 1).join("/"), children: new Map(), file: i === parts.length - 1 };
        node.children.set(part, next);
      }
      node = next;
    });
  }
  return root;
}

function Entry({ node, depth, open, current }: { node: Node; depth: number; open: (p: string) => void; current?: string }) {
  const [expanded, setExpanded] = useState(depth < 3);
  const sorted = [...node.children.values()].sort((a, b) => Number(a.file) - Number(b.file) || a.name.localeCompare(b.name));
  if (node.file) {
    return (
      <li>
        <button className={`file${node.path === current ? " current" : ""}`} style={{ paddingLeft: depth * 12 }} data-path={node.path} onClick={() => open(node.path)}>
          {node.name}
        </button>
      </li>
    );
  }
  return (
    <li>
      <button className="folder" style={{ paddingLeft: depth * 12 }} data-folder={node.path} onClick={() => setExpanded(!expanded)}>
        {expanded ? "▾" : "▸"} {node.name}/
      </button>
      {expanded && (
        <ul>
          {sorted.map((c) => (
            <Entry key={c.path} node={c} depth={depth + 1} open={open} current={current} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function FileTree({ paths, open, current, purposes }: { paths: string[]; open: (p: string) => void; current?: string; purposes?: Purposes }) {
  const [purpose, setPurpose] = useState("");
  const shown = useMemo(() => (purpose && purposes ? paths.filter((p) => purposes.files[p]?.includes(purpose)) : paths), [paths, purpose, purposes]);
  const tree = useMemo(() => buildTree(shown), [shown]);
  const top = [...tree.children.values()].sort((a, b) => Number(a.file) - Number(b.file) || a.name.localeCompare(b.name));
  return (
    <nav className="tree" aria-label="files">
      {purposes && purposes.categories.length > 0 && (
        <select className="purpose" aria-label="purpose" value={purpose} onChange={(e) => setPurpose(e.target.value)}>
          <option value="">all files ({paths.length})</option>
          {purposes.categories
            .filter((c) => c.count > 0)
            .map((c) => (
              <option key={c.category} value={c.category} title={c.label}>
                {c.category} ({c.count})
              </option>
            ))}
        </select>
      )}
      <ul>
        {top.map((n) => (
          <Entry key={n.path} node={n} depth={0} open={open} current={current} />
        ))}
      </ul>
    </nav>
  );
}
