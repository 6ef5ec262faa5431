/**
 * The code view: CodeMirror 6, read-only, with the current granularity cut shaded in alternating bands and
 * the selected region outlined. Offsets from the server are UTF-16 code units of the file as it is; CodeMirror
 * counts a `\r\n` line break as one unit, so every offset goes through {@link OffsetMap} (props and
 * `onSelect` use server offsets).
 */
import { useEffect, useMemo, useRef } from "react";
import CodeMirror, { type ViewUpdate } from "@uiw/react-codemirror";
import { Decoration, EditorView } from "@codemirror/view";
import { javascript } from "@codemirror/lang-javascript";
import { python } from "@codemirror/lang-python";
import { go } from "@codemirror/lang-go";
import type { RegionView } from "../api";
import { OffsetMap } from "../offsets";

function languageExtension(language: string) {
  if (language === "typescript" || language === "tsx") return [javascript({ typescript: true, jsx: language === "tsx" })];
  if (language === "javascript" || language === "jsx") return [javascript({ jsx: true })];
  if (language === "python") return [python()];
  if (language === "go") return [go()];
  return [];
}

interface Props {
  text: string;
  language: string;
  cut: RegionView[];
  selected?: RegionView;
  onSelect: (start: number, end: number) => void;
}

export function CodeView({ text, language, cut, selected, onSelect }: Props) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const view = useRef<EditorView | undefined>(undefined);
  const map = useMemo(() => new OffsetMap(text), [text]);
  const length = map.editorText.length;
  // Bring the selected region into view when it changes (a reference opened from the panel, a breadcrumb step).
  useEffect(() => {
    const v = view.current;
    const at = selected ? map.toEditor(selected.start) : -1;
    if (v && selected && at <= v.state.doc.length) v.dispatch({ effects: EditorView.scrollIntoView(at, { y: "nearest" }) });
  }, [selected, map]);
  const extensions = useMemo(() => {
    const span = (r: RegionView) => ({ from: map.toEditor(r.start), to: map.toEditor(r.end) });
    const marks = cut
      .map((r, i) => ({ ...span(r), deco: Decoration.mark({ class: i % 2 ? "cut-b" : "cut-a", attributes: { "data-region": r.id } }) }))
      .filter((m) => m.to > m.from && m.to <= length)
      .map((m) => m.deco.range(m.from, m.to));
    const sel = selected && span(selected);
    if (sel && sel.to > sel.from && sel.to <= length) marks.push(Decoration.mark({ class: "selected-region" }).range(sel.from, sel.to));
    return [...languageExtension(language), EditorView.decorations.of(Decoration.set(marks, true)), EditorView.lineWrapping];
  }, [cut, selected, language, map, length]);

  const onUpdate = (update: ViewUpdate) => {
    if (!update.selectionSet) return;
    const { from, to } = update.state.selection.main;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSelect(map.toServer(from), map.toServer(to)), 150);
  };

  return (
    <CodeMirror
      value={map.editorText}
      readOnly
      basicSetup={{ foldGutter: false, highlightActiveLine: false }}
      extensions={extensions}
      onUpdate={onUpdate}
      onCreateEditor={(v) => {
        view.current = v;
      }}
      height="100%"
      className="code"
    />
  );
}
