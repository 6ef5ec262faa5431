/**
 * The workspace page: file tree | code view with granularity slider and breadcrumb |
 * question, streamed answer, summaries, references, exact prompt and "more detail".
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { api, ask, type Purposes, type ContextResult, type DetailUnit, type FileText, type Info, type Prompt, type Reference, type RegionView } from "./api";
import { CodeView } from "./components/CodeView";
import { FileTree } from "./components/FileTree";
import { Breadcrumb, CrossedUnits, DetailPanel, PromptPanel, ReferencesPanel, SummariesPanel } from "./components/Panels";

/** One identifier (as the server's references route accepts it). */
const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]{0,199}$/u;

export function App() {
  const [info, setInfo] = useState<Info>();
  const [paths, setPaths] = useState<string[]>([]);
  const [purposes, setPurposes] = useState<Purposes>();
  const [file, setFile] = useState<FileText>();
  const [level, setLevel] = useState(1);
  const [maxLevel, setMaxLevel] = useState(0);
  const [cut, setCut] = useState<RegionView[]>([]);
  const [range, setRange] = useState<{ start: number; end: number }>();
  const [context, setContext] = useState<ContextResult>();
  const [refs, setRefs] = useState<{ name: string; references: Reference[] }>();
  const [question, setQuestion] = useState("");
  const [prompt, setPrompt] = useState<{ prompt: Prompt; sent: boolean }>();
  const [answer, setAnswer] = useState("");
  const [answering, setAnswering] = useState(false);
  const [setupMessage, setSetupMessage] = useState<string | null>(null);
  const [detail, setDetail] = useState<DetailUnit[]>();
  const [error, setError] = useState<string>();
  const pendingSelect = useRef<{ start: number; end: number }>(undefined);

  const fail = (e: unknown) => setError((e as Error).message);

  useEffect(() => {
    api.info().then(setInfo, fail);
    api.tree().then((t) => setPaths(t.files.map((f) => f.path)), fail);
    api.categories().then(setPurposes, fail);
  }, []);

  const loadCut = useCallback((path: string, lvl: number) => {
    api.cut(path, lvl).then((c) => {
      setCut(c.regions);
      setMaxLevel(c.maxGranularity);
    }, fail);
  }, []);

  const select = useCallback(
    (start: number, end: number, f = file) => {
      if (!f) return;
      setRange({ start, end });
      setDetail(undefined);
      setError(undefined);
      // A highlighted identifier (a double-clicked word) is what the references are about; else the region's name.
      const word = f.text.slice(start, end);
      const highlighted = IDENTIFIER.test(word) ? word : undefined;
      api.context(f.path, start, end).then((ctx) => {
        setContext(ctx);
        const name = highlighted ?? ctx.context.region.name;
        if (name) api.references(name).then((r) => setRefs({ name: r.name, references: r.references }), fail);
        else setRefs(undefined);
      }, fail);
    },
    [file],
  );

  const openFile = useCallback(
    (path: string, then?: { start: number; end: number }) => {
      api.file(path).then((f) => {
        setError(undefined);
        setFile(f);
        setContext(undefined);
        setRange(undefined);
        setRefs(undefined);
        setDetail(undefined);
        loadCut(path, level);
        pendingSelect.current = then;
      }, fail);
    },
    [level, loadCut],
  );

  useEffect(() => {
    if (file && pendingSelect.current) {
      const { start, end } = pendingSelect.current;
      pendingSelect.current = undefined;
      select(start, end, file);
    }
  }, [file, select]);

  const changeLevel = (v: number) => {
    if (!file) return;
    const next = Math.max(0, Math.min(v, maxLevel));
    setLevel(next);
    loadCut(file.path, next);
  };

  const previewPrompt = () => {
    if (!file || !range || !question.trim()) return;
    api.prompt(file.path, range.start, range.end, question).then((p) => {
      setPrompt({ prompt: p.prompt, sent: false });
      setSetupMessage(p.setup);
    }, fail);
  };

  const submit = async () => {
    if (!file || !range || !question.trim()) return;
    setAnswer("");
    setAnswering(true);
    setSetupMessage(null);
    try {
      await ask({ path: file.path, start: range.start, end: range.end, question }, (e) => {
        if (e.event === "prompt") setPrompt({ prompt: e.data, sent: e.data.model !== null });
        else if (e.event === "delta") setAnswer((a) => a + e.data.text);
        else if (e.event === "setup") {
          setSetupMessage(e.data.message);
          setAnswer("No model is configured, so nothing was sent: the Prompt panel shows what would be sent. The banner above says how to configure a model (click it).");
        }
        else if (e.event === "error") setError(e.data.message);
      });
    } catch (e) {
      fail(e);
    } finally {
      setAnswering(false);
    }
  };

  const region = context?.context.region;
  return (
    <div className="app">
      <header>
        <b>strata workspace</b> <span className="muted">{info?.root}</span>
        <span className={`model ${info?.model ? "on" : "off"}`} data-testid="model">
          {info ? (info.model ? `model: ${info.model}` : "no model: extractive summaries") : ""}
        </span>
      </header>
      {info && !info.model && info.setup && (
        <details className="note setup" data-testid="setup">
          <summary>No model configured: summaries are extractive and questions get the prompt that would be sent, not an answer. How to configure a model…</summary>
          {info.setup}
        </details>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <main>
        <FileTree paths={paths} open={(p) => openFile(p)} current={file?.path} purposes={purposes} />
        <section className="center">
          {file ? (
            <>
              <div className="toolbar">
                <label htmlFor="granularity">granularity</label>
                <button title="one chunk fewer" disabled={level <= 0} onClick={() => changeLevel(Math.min(level, maxLevel) - 1)}>
                  −
                </button>
                <input
                  id="granularity"
                  type="range"
                  min={0}
                  max={Math.max(maxLevel, 0)}
                  value={Math.min(level, maxLevel)}
                  data-testid="granularity"
                  onChange={(e) => changeLevel(Number(e.target.value))}
                />
                <button title="one chunk more" disabled={level >= maxLevel} onClick={() => changeLevel(Math.min(level, maxLevel) + 1)}>
                  +
                </button>
                <span className="muted" data-testid="granularity-label">
                  {Math.min(level, maxLevel)}/{maxLevel} · {cut.length} chunks
                </span>
              </div>
              {context ? (
                <>
                  <Breadcrumb crumbs={context.context.breadcrumb} path={file.path} onPick={(r) => select(r.start, r.end)} />
                  {context.crossed.length > 1 && <CrossedUnits units={context.crossed} selected={context.context.region} onPick={(r) => select(r.start, r.end)} />}
                </>
              ) : (
                <p className="muted breadcrumb-empty">Select code to pick a region.</p>
              )}
              <div className="editor">
                <CodeView text={file.text} language={file.language} cut={cut} selected={region} onSelect={(s, e) => select(s, e)} />
              </div>
            </>
          ) : (
            <p className="muted">Open a file from the tree.</p>
          )}
        </section>
        <aside>
          <section>
            <h3>Question</h3>
            <textarea
              data-testid="question"
              value={question}
              placeholder={region ? `Ask about ${region.name ?? region.kind}…` : "Select a region first"}
              onChange={(e) => setQuestion(e.target.value)}
              rows={3}
            />
            <div className="buttons">
              <button data-testid="ask" disabled={!range || !question.trim() || answering} onClick={submit}>
                {answering ? "answering…" : "Ask"}
              </button>
              <button disabled={!range || !question.trim()} onClick={previewPrompt}>
                Show prompt
              </button>
              <button disabled={!region || !file} onClick={() => file && region && api.detail(file.path, region.id).then((d) => setDetail(d.units), fail)}>
                More detail
              </button>
            </div>
            {setupMessage && !info?.setup && <p className="note">{setupMessage}</p>}
            <div className="answer" data-testid="answer" aria-live="polite">
              {answer}
            </div>
            {file && <DetailPanel units={detail} path={file.path} />}
          </section>
          <section>
            <h3>References</h3>
            <ReferencesPanel name={refs?.name} refs={refs?.references} open={(r) => openFile(r.path, { start: r.start, end: r.end })} />
          </section>
          <section>
            <h3>Summaries</h3>
            <SummariesPanel context={context} />
          </section>
          <section>
            <h3>Prompt</h3>
            <PromptPanel prompt={prompt?.prompt} sent={prompt?.sent ?? false} model={info?.model ?? null} />
          </section>
        </aside>
      </main>
    </div>
  );
}
