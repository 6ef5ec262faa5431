/** README descriptions from their own text: banners, badges, link lines and sponsor blocks are not the lead. */
import { describe, expect, it } from "vitest";
import { docOutline } from "../../src/extract/docOutline.js";

describe("docOutline", () => {
  it("skips a sponsor banner in HTML and takes the quoted tagline (ky's README)", () => {
    const text = [
      '<div align="center">',
      "\t<p>",
      "\t\t<sup>Sindre's open source work is supported by the community.<br>Special thanks to:</sup>",
      "\t\t<b>Get the most out of every conversation.</b>",
      "\t</p>",
      "</div>",
      "",
      "> Ky is a tiny and elegant HTTP client based on the [Fetch API](https://example.org/fetch)",
      "",
      "[![Coverage Status](https://example.org/badge.svg)](https://example.org)",
      "",
      "Ky targets modern browsers, Node.js, Bun, and Deno.",
      "",
      "## Benefits over plain fetch",
      "",
      "## Install",
      "",
    ].join("\n");
    expect(docOutline(text)).toBe("Ky is a tiny and elegant HTTP client based on the Fetch API. Sections: Benefits over plain fetch; Install.");
  });

  it("has no title when the first heading comes after the lead paragraph (hono, httpx)", () => {
    const text = '<div align="center">\n  <img src="logo.png">\n</div>\n\nHono is a small, simple, and ultrafast web framework.\n\n## Quick Start\n\n## Features\n';
    expect(docOutline(text)).toBe("Hono is a small, simple, and ultrafast web framework. Sections: Quick Start; Features.");
  });

  it("drops reference-style badges and link definitions, and an image-only title (chi)", () => {
    const text = "# <img alt=\"chi\" src=\"chi.svg\" />\n\n[![GoDoc Widget]][GoDoc]\n\n`chi` is a lightweight, idiomatic and composable router.\n\n## Install\n\n[GoDoc]: https://pkg.go.dev/github.com/go-chi/chi\n";
    expect(docOutline(text)).toBe("chi is a lightweight, idiomatic and composable router. Sections: Install.");
  });

  it("takes no line of links for prose, ignores headings inside a banner div, and keeps a GitHub alert out (fastapi, caddy)", () => {
    const text = [
      '<div align="center">',
      "",
      "### [Warp, built for coding with agents](https://example.org/warp)",
      "",
      "</div>",
      "",
      "**Documentation**: <a href=\"https://fastapi.tiangolo.com\">https://fastapi.tiangolo.com</a>",
      "",
      "> [!NOTE]",
      "> This project is maintained by volunteers in their time.",
      "",
      "FastAPI is a modern, fast&nbsp;web framework for building APIs with Python.",
      "",
      "## Sponsors",
    ].join("\n");
    expect(docOutline(text)).toBe("FastAPI is a modern, fast web framework for building APIs with Python. Sections: Sponsors.");
  });

  it("falls back to prose inside HTML when there is no other", () => {
    expect(docOutline('<p align="center"><em>Starlette, the little ASGI framework that shines.</em></p>\n')).toBe(
      "Starlette, the little ASGI framework that shines.",
    );
  });

  // Found by a trial: starlette's docs/applications.md was described as `??? abstract "API Reference" ::: starlette…`.
  it("skips an MkDocs admonition and an mkdocstrings directive with their indented bodies", () => {
    const text = [
      "",
      '??? abstract "API Reference"',
      "    ::: starlette.applications.Starlette",
      "        options:",
      "            parameter_headings: false",
      "",
      "            filters:",
      '                - "__init__"',
      "",
      "Starlette includes an application class `Starlette` that nicely ties together all of",
      "its other functionality.",
      "",
      '!!! note "Lifespan"',
      "    The lifespan runs once per process, before any request.",
      "",
    ].join("\n");
    expect(docOutline(text)).toBe("Starlette includes an application class Starlette that nicely ties together all of its other functionality.");
  });

  // Found by a trial: gin's repository summary opened with its README's release banner.
  it("skips a release banner section up to its thematic break, and leaves it out of the sections (gin's README)", () => {
    const text = [
      "# Gin Web Framework",
      "",
      '<img align="right" width="159px" src="https://raw.githubusercontent.com/gin-gonic/logo/master/color.png">',
      "",
      "[![Build Status](https://github.com/gin-gonic/gin/actions/workflows/gin.yml/badge.svg?branch=master)](https://github.com/gin-gonic/gin/actions/workflows/gin.yml)",
      "[![Release](https://img.shields.io/github/release/gin-gonic/gin.svg?style=flat-square)](https://github.com/gin-gonic/gin/releases)",
      "",
      "## 📰 Gin 1.12.0 is now available!",
      "",
      "We're excited to announce the release of **[Gin 1.12.0](https://gin-gonic.com/en/blog/news/gin-1-12-0-release-announcement/)**! This release brings new features, performance improvements, and important bug fixes. Check out the [release announcement](https://gin-gonic.com/en/blog/news/gin-1-12-0-release-announcement/) on our official blog for the full details.",
      "",
      "---",
      "",
      "Gin is a high-performance HTTP web framework written in [Go](https://go.dev/). It provides a Martini-like API but with significantly better performance—up to 40 times faster—thanks to [httprouter](https://github.com/julienschmidt/httprouter). Gin is designed for building REST APIs, web applications, and microservices where speed and developer productivity are essential.",
      "",
      "## Getting Started",
      "",
    ].join("\n");
    expect(docOutline(text)).toBe(
      "Gin Web Framework: Gin is a high-performance HTTP web framework written in Go. It provides a Martini-like API but with significantly better performance—up to 40 times faster—thanks to httprouter. Sections: Getting Started.",
    );
  });

  it("takes no paragraph under a sponsors heading or an announcing one for the lead while another exists, and lists no table of contents", () => {
    const text = "# Tool\n\n## Sponsors\n\nThis project is sponsored by the companies below.\n\n## About\n\nWe are happy to announce version two of this tool.\n\nTool is a small parser for config files.\n\n## Table of Contents\n\n- [About](#about)\n";
    expect(docOutline(text)).toBe("Tool: Tool is a small parser for config files. Sections: Sponsors; About.");
  });

  it("falls back to an announcing paragraph when it is the only prose", () => {
    expect(docOutline("We're excited to announce the release of Tool 2.0 today.\n")).toBe("We're excited to announce the release of Tool 2.0 today.");
  });

  // chi 735ae2b README.md:368-369 and 492-493: a table's last row, then a rule.
  it("reads an underline below a table row as a thematic break, not a heading", () => {
    const text = [
      "# chi",
      "",
      "`chi` is a lightweight, idiomatic and composable router for building Go HTTP services.",
      "",
      "### Core middlewares",
      "",
      "| chi/middleware Handler | description                                                     |",
      "| :--------------------- | :-------------------------------------------------------------- |",
      "| [WithValue]            | Short-hand middleware to set a key/value on the request context |",
      "----------------------------------------------------------------------------------------------------",
      "",
      "## context?",
      "",
    ].join("\n");
    expect(docOutline(text)).toBe("chi: chi is a lightweight, idiomatic and composable router for building Go HTTP services. Sections: context?.");
  });

  // Found by a trial: chi 735ae2b CHANGELOG.md was described by a sentence of its v5.0.0 entry.
  it("takes no release entry's notes for the description of a changelog", () => {
    const text = [
      "# Changelog",
      "",
      "## v5.0.12 (2024-02-16)",
      "",
      "- History of changes: see https://github.com/go-chi/chi/compare/v5.0.11...v5.0.12",
      "",
      "## v5.0.0 (2021-02-27)",
      "",
      "- chi v5, `github.com/go-chi/chi/v5` introduces the adoption of Go's SIV to adhere to the current state-of-the-tools in Go.",
      "  The most responsible thing to do for everyone's benefit is to just release v5 with SIV.",
      "",
    ].join("\n");
    expect(docOutline(text)).toBe("Changelog. Sections: v5.0.12 (2024-02-16); v5.0.0 (2021-02-27).");
  });

  it("reads front matter's title and description, and no other key, as the title and lead (zod's docs, uvicorn's CHANGELOG)", () => {
    const api = [
      "---",
      "title: Defining schemas",
      'description: "Complete API reference for all Zod schema types, methods, and validation features"',
      "---",
      "",
      "import { Tabs, Tab } from 'fumadocs-ui/components/tabs';",
      "",
      "## Primitives",
      "",
      "```ts",
      "z.string();",
      "```",
      "",
      "## Literals",
    ].join("\n");
    expect(docOutline(api)).toBe("Defining schemas: Complete API reference for all Zod schema types, methods, and validation features. Sections: Primitives; Literals.");
    const changelog = "---\ntoc_depth: 2\n---\n\n## 0.35.0 (June 28, 2025)\n\n### Added\n\n* Add `WebSocketsSansIOProtocol` by @Kludex in #2540\n\n## 0.34.3 (June 1, 2025)\n";
    expect(docOutline(changelog)).toBe("Sections: 0.35.0 (June 28, 2025); 0.34.3 (June 1, 2025).");
    const hugo = '+++\ntitle = "Routing"\ndescription = "How requests find their handler"\n+++\n\nRoutes are matched by method and path.\n';
    expect(docOutline(hugo)).toBe("Routing: How requests find their handler.");
  });

  it("takes no heading that is only a link as the title or a section (zod's README)", () => {
    const text = [
      '<p align="center">',
      '  <h1 align="center">Zod</h1>',
      "</p>",
      "",
      "### [Read the docs →](https://zod.dev/api)",
      "",
      "## What is Zod?",
      "",
      "Zod is a TypeScript-first validation library. Define a schema and parse some data with it. Here's a simple example:",
      "",
      "## Features",
    ].join("\n");
    expect(docOutline(text)).toBe("Zod is a TypeScript-first validation library. Define a schema and parse some data with it. Sections: What is Zod?; Features.");
  });

  it("skips a reStructuredText directive's indented options and body (marshmallow's README.rst)", () => {
    const text = [
      "********************************************",
      "marshmallow: simplified object serialization",
      "********************************************",
      "",
      "|pypi| |build-status|",
      "",
      ".. |pypi| image:: https://badgen.net/pypi/v/marshmallow",
      "    :target: https://pypi.org/project/marshmallow/",
      "    :alt: Latest version",
      "",
      ".. |build-status| image:: https://github.com/marshmallow-code/marshmallow/actions/workflows/build-release.yml/badge.svg",
      "    :target: https://github.com/marshmallow-code/marshmallow/actions/workflows/build-release.yml",
      "    :alt: Build status",
      "",
      "**marshmallow** is an ORM/ODM/framework-agnostic library for converting complex datatypes, such as objects, to and from native Python datatypes.",
      "",
      "Example",
      "=======",
      "",
      ".. code-block:: python",
      "",
      "    from marshmallow import Schema, fields",
      "",
      "Get It Now",
      "==========",
    ].join("\n");
    expect(docOutline(text)).toBe(
      "marshmallow: simplified object serialization: marshmallow is an ORM/ODM/framework-agnostic library for converting complex datatypes, such as objects, to and from native Python datatypes. Sections: Example; Get It Now.",
    );
    // A directive's body is no lead either, when it comes before the prose.
    expect(docOutline(".. code-block:: python\n\n    from marshmallow import Schema, fields, validate\n\nSchemas convert objects to and from native types.\n")).toBe(
      "Schemas convert objects to and from native types.",
    );
  });

  it("takes no quoted callout that opens with a heading for the lead (viper's README)", () => {
    const text = [
      "> ## Viper v2 Feedback",
      ">",
      "> Viper is heading towards v2 and we would love to hear what _**you**_ would",
      "> like to see in it. Share your thoughts here:",
      "> https://forms.gle/R6faU74qPRPAzchZ9",
      ">",
      "> **Thank you!**",
      "",
      "![viper logo](https://github.com/user-attachments/assets/acae9193-2974-41f3-808d-2d433f5ada5e)",
      "",
      "[![Go Report Card](https://goreportcard.com/badge/github.com/spf13/viper?style=flat-square)](https://goreportcard.com/report/github.com/spf13/viper)",
      "",
      "**Go configuration with fangs!**",
      "",
      "Many Go projects are built using Viper including:",
      "",
      "## Install",
      "",
      "## Why use Viper?",
    ].join("\n");
    expect(docOutline(text)).toBe("Go configuration with fangs! Sections: Install; Why use Viper?.");
  });
});
