/**
 * The code view: CodeMirror 6, read-only, with the current granularity cut shaded in alternating bands and
 * the selected region outlined. Offsets from the server are UTF-16 code units, which CodeMirror uses too.
 */
import { useEffect, useMemo, useRef } from "react";
import CodeMirror, { type ViewUpdate } from "@uiw/react-codemirror";
import { Decoration, EditorView } from "@codemirror/view";
import { javascript } from "@codemirror/lang-javascript";
import { python } from "@codemirror/lang-python";
import { go } from "@codemirror/lang-go";
import type { RegionView } from "../api";

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
  // Bring the selected region into view when it changes (a reference opened from the panel, a breadcrumb step).
  useEffect(() => {
    const v = view.current;
    if (v && selected && selected.start <= v.state.doc.length) v.dispatch({ effects: EditorView.scrollIntoView(selected.start, { y: "nearest" }) });
  }, [selected]);
  const extensions = useMemo(() => {
    const marks = cut
      .filter((r) => r.end > r.start && r.end <= text.length)
      .map((r, i) => Decoration.mark({ class: i % 2 ? "cut-b" : "cut-a", attributes: { "data-region": r.id } }).range(r.start, r.end));
    if (selected && selected.end > selected.start && selected.end <= text.length) marks.push(Decoration.mark({ class: "selected-region" }).range(selected.start, selected.end));
    return [...languageExtension(language), EditorView.decorations.of(Decoration.set(marks, true)), EditorView.lineWrapping];
  }, [cut, selected, language, text.length]);

  const onUpdate = (update: ViewUpdate) => {
    if (!update.selectionSet) return;
    const { from, to } = update.state.selection.main;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSelect(from, to), 150);
  };

  return (
    <CodeMirror
      value={text}
      editable={false}
      readOnly={false}
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
