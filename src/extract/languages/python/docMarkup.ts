/**
 * reStructuredText (Sphinx) markup in Python docstrings, as rewrites to plain text (applied in order, see
 * `DocMarkupRule`). Found in flask: roles (`:class:`~flask.Request``, `:meth:`open_resource``), inline literals
 * (``max_age``), hyperlinks (`` `Jinja <https://…>`_ ``), emphasis; in requests, Sphinx field lists (`:rtype: str`,
 * `:param url:`).
 */
import type { DocMarkupRule } from "../spec.js";

/** reStructuredText and Sphinx directives whose body is code or a doctest, not prose. */
const CODE_DIRECTIVES = ["testsetup", "testcleanup", "testcode", "testoutput", "doctest", "code-block", "code", "sourcecode", "literalinclude", "highlight", "ipython", "jupyter-execute"];

/** reST → plain text. */
export const pythonDocMarkup: readonly DocMarkupRule[] = [
  // A directive whose body is code (`.. testsetup::`, `.. doctest::`, `.. code-block:: python`), with its options and
  // indented body up to the next line indented no deeper than it: code, no description (packaging's version.py opens
  // with a docstring of only a `.. testsetup::` block, which was its summary). A directive of prose (`.. note::`,
  // `.. versionchanged::`) stays.
  { pattern: new RegExp(String.raw`^([ \t]*)\.\. (?:${CODE_DIRECTIVES.join("|")})::[^\n]*(?:\n(?:[ \t]*(?=\n|$)|\1[ \t]+[^\n]*))*\n?`, "gm"), replace: "" },
  // Sphinx field lists (requests: a docstring of only `:rtype: str` was `guess_json_utf`'s description): type fields
  // are dropped; `:param url: …`, `:returns: …` and `:raises E: …` read as sentences, as YARD tags do in Ruby docs.
  { pattern: /^[ \t]*:(?:rtype|type[ \t]+[\w.]+|vartype[ \t]+[\w.]+):[^\n]*(?:\n|$)/gm, replace: "" },
  { pattern: /^([ \t]*):(?:param|parameter|arg|argument|key|keyword)[ \t]+(?:[\w.[\], ]+[ \t]+)?(\w+):[ \t]*/gm, replace: "$1Parameter $2: " },
  { pattern: /^([ \t]*):returns?:[ \t]*/gm, replace: "$1Returns " },
  { pattern: /^([ \t]*):(?:raises?|except|exception)[ \t]+([\w.]+):[ \t]*/gm, replace: "$1Raises $2: " },
  // A role with `~` shows only the last part of the target: `:class:`~flask.Request`` → `Request`.
  { pattern: /(?<![\w:]):(?:[\w-]+:)?[\w-]+:`~(?:[^`<]*\.)?([^`.<]+)`/g, replace: "$1" },
  // A role with a title shows the title: `:ref:`the guide <guide>`` → `the guide`.
  { pattern: /(?<![\w:]):(?:[\w-]+:)?[\w-]+:`([^`<]*?)\s*<[^>`]*>`/g, replace: "$1" },
  { pattern: /(?<![\w:]):(?:[\w-]+:)?[\w-]+:`([^`]*)`/g, replace: "$1" },
  // Hyperlinks: `` `Jinja <https://…>`_ `` → `Jinja`.
  { pattern: /`([^`<]+?)\s*<[^>`]+>`__?/g, replace: "$1" },
  // Inline literals and interpreted text: ``max_age``, `name`.
  { pattern: /``([^`]+)``/g, replace: "$1" },
  { pattern: /(?<![\w`])`([^`\n]+)`_{0,2}(?![\w`])/g, replace: "$1" },
  // `**strong**` and `*emphasis*`; `*args` and `**kwargs` stay.
  { pattern: /(?<![\w*])\*{1,2}([^\s*](?:[^*\n]*?[^\s*])?)\*{1,2}(?![\w*])/g, replace: "$1" },
  // A backslash-escaped character joining markup to a word: click's ":class:`Option`\s" reads "Options".
  { pattern: /(?<=\w)\\(?=\w)/g, replace: "" },
];
