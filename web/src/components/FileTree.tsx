/** The repository's files as an indented tree of folders; clicking a file opens it. */
import { useMemo, useState } from "react";

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

export function FileTree({ paths, open, current }: { paths: string[]; open: (p: string) => void; current?: string }) {
  const tree = useMemo(() => buildTree(paths), [paths]);
  const top = [...tree.children.values()].sort((a, b) => Number(a.file) - Number(b.file) || a.name.localeCompare(b.name));
  return (
    <nav className="tree" aria-label="files">
      <ul>
        {top.map((n) => (
          <Entry key={n.path} node={n} depth={0} open={open} current={current} />
        ))}
      </ul>
    </nav>
  );
}
