/** Side panels: breadcrumb, summaries, references, prompt, more detail. */
import type { ContextResult, DetailUnit, Prompt, Reference, RegionView } from "../api";

const label = (r: RegionView, path?: string) => (r.kind === "file" && path ? path : r.name ? `${r.kind} ${r.name}` : r.kind);
const lines = (r: RegionView) => (r.startLine === r.endLine ? `line ${r.startLine}` : `lines ${r.startLine}–${r.endLine}`);

export function Breadcrumb({ crumbs, path, onPick }: { crumbs: RegionView[]; path: string; onPick: (r: RegionView) => void }) {
  return (
    <ol className="breadcrumb" data-testid="breadcrumb">
      {crumbs.map((r) => (
        <li key={r.id}>
          <button onClick={() => onPick(r)} title={lines(r)}>
            {label(r, path)}
          </button>
        </li>
      ))}
    </ol>
  );
}

/** A highlight that crossed several top-level units: the first is selected; the others are one click away. */
export function CrossedUnits({ units, selected, onPick }: { units: RegionView[]; selected: RegionView; onPick: (r: RegionView) => void }) {
  return (
    <p className="note crossed" data-testid="crossed">
      Your highlight crosses {units.length} units; the question is about the first. Ask about another:{" "}
      {units.map((u) => (
        <button key={u.id} disabled={u.id === selected.id} onClick={() => onPick(u)} title={lines(u)}>
          {label(u)}
        </button>
      ))}
    </p>
  );
}

export function SummariesPanel({ context }: { context?: ContextResult }) {
  if (!context) return <p className="muted">Select code to see the summaries used as context.</p>;
  const c = context.context;
  return (
    <div data-testid="summaries">
      <p className="muted">
        {context.cached ? "from this tab's cache" : "prepared"} in {context.totalMs.toFixed(1)} ms · key {c.key}
      </p>
      <h4>Selected: {label(c.region)} ({lines(c.region)})</h4>
      <p>{c.selected.summary.text}</p>
      {c.others.length > 0 && (
        <details open={c.others.length <= 8}>
          <summary>Other explored regions ({c.others.length})</summary>
          <ul>
            {c.others.map((o) => (
              <li key={o.region.id}>
                <b>{label(o.region)}</b> ({lines(o.region)}): {o.summary.text}
              </li>
            ))}
          </ul>
        </details>
      )}
      {c.folder.files.length > 0 && (
        <details open={c.folder.files.length <= 4}>
          <summary>
            Folder context ({c.folder.folder}/, {c.folder.files.length} files)
          </summary>
          <ul>
            {c.folder.files.map((f) => (
              <li key={f.path}>
                <b>{f.path}</b>: {f.summary}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

export function ReferencesPanel({ name, refs, open }: { name?: string; refs?: Reference[]; open: (r: Reference) => void }) {
  return (
    <div data-testid="references">
      <p className="note">Matching is by name, not by scope: unrelated identifiers with the same name can appear.</p>
      {!name && <p className="muted">Double-click a name, or select a named region (a function, class or method), to see its references.</p>}
      {name && refs && (
        <>
          <h4>
            {refs.length} references to <code>{name}</code>
          </h4>
          <ul>
            {refs.map((r) => (
              <li key={`${r.path}:${r.start}`}>
                <button className="ref" data-kind={r.kind} onClick={() => open(r)}>
                  <span className={`kind ${r.kind}`}>{r.kind}</span> {r.path}:{r.line}:{r.column}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function PromptPanel({ prompt, sent, model }: { prompt?: Prompt; sent: boolean; model: string | null }) {
  if (!prompt) return <p className="muted">Type a question to see the exact prompt.</p>;
  return (
    <div data-testid="prompt">
      <p className="muted">
        {sent ? `Sent to ${model}` : model ? `Would be sent to ${model}` : "Would be sent (no model configured)"} · code {prompt.shownChars} of {prompt.codeChars} characters
        {prompt.truncated ? " (truncated)" : ""}
      </p>
      <h4>System</h4>
      <pre>{prompt.system}</pre>
      <h4>Prompt</h4>
      <pre data-testid="prompt-text">{prompt.prompt}</pre>
    </div>
  );
}

export function DetailPanel({ units, path }: { units?: DetailUnit[]; path: string }) {
  if (!units) return null;
  if (units.length === 0) return <p className="muted">This region has no contained units.</p>;
  return (
    <ul data-testid="detail">
      {units.map((u) => (
        <li key={u.region.id}>
          <b>{label(u.region, path)}</b> ({lines(u.region)}): {u.explanation ?? u.summary.text}
          <div className="muted">within {u.enclosing.map((e) => label(e.region, path)).join(" › ")}</div>
        </li>
      ))}
    </ul>
  );
}
