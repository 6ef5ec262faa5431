/**
 * A labelled fixture repository for purpose categories: small files in TypeScript, Python and Go, each written
 * for one or two categories (named in `LABELS`), as a person sorting the files by purpose would label them.
 */

export const CATEGORY_FIXTURE: Record<string, string> = {
  "src/config/loadConfig.ts": `/** Loads the application configuration from the environment and a config file. */
import "dotenv/config";
import fs from "node:fs";

export interface AppConfig {
  port: number;
  databaseUrl: string;
}

/** Reads settings: environment variables override the file. */
export function loadConfig(file: string): AppConfig {
  const raw = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<AppConfig>;
  return { port: Number(process.env.PORT ?? raw.port ?? 8080), databaseUrl: process.env.DATABASE_URL ?? raw.databaseUrl ?? "" };
}
`,
  "src/cli/main.ts": `/** The command-line entry point. */
import { Command } from "commander";
import { loadConfig } from "../config/loadConfig.js";

export function main(argv: string[]): void {
  const program = new Command("app").option("--config <file>");
  program.parse(argv);
  loadConfig(program.opts().config);
}
`,
  "src/server/routes.ts": `import express from "express";
import { findUser } from "../store/userRepository.js";

/** HTTP routes of the user API. */
export function createRouter(): express.Router {
  const router = express.Router();
  router.get("/users/:id", (req, res) => res.json(findUser(req.params.id)));
  return router;
}
`,
  "src/store/userRepository.ts": `import Database from "better-sqlite3";
import type { User } from "../types.js";

const db = new Database("app.db");

/** The user with \`id\`, from the database. */
export function findUser(id: string): User | undefined {
  return db.prepare("SELECT * FROM users WHERE id = ?").get(id) as User | undefined;
}
`,
  "src/errors.ts": `/** Thrown when a record does not exist. */
export class NotFoundError extends Error {}

/** Thrown for input that fails validation. */
export class ValidationError extends Error {}
`,
  "src/types.ts": `export interface User {
  id: string;
  name: string;
}

export interface Order {
  id: string;
  userId: string;
  total: number;
}
`,
  "src/utils/strings.ts": `/** A URL-safe slug of \`text\`. */
export function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
`,
  "tests/routes.test.ts": `import { expect, it } from "vitest";
import { createRouter } from "../src/server/routes.js";

it("creates a router", () => {
  expect(createRouter()).toBeDefined();
});
`,
  "app/auth.py": `"""Password checks and token authentication."""
import hashlib
import hmac


def check_password(password: str, digest: str) -> bool:
    return hmac.compare_digest(hashlib.sha256(password.encode()).hexdigest(), digest)


class TokenAuth:
    def __init__(self, token: str) -> None:
        self.token = token
`,
  "app/logging_setup.py": `"""Configures the application's loggers."""
import logging


def configure_logging(level: int = logging.INFO) -> logging.Logger:
    logging.basicConfig(level=level)
    return logging.getLogger("app")
`,
  "app/workers.py": `"""A pool of worker threads for background jobs."""
import threading
from concurrent.futures import ThreadPoolExecutor


class WorkerPool:
    def __init__(self, size: int) -> None:
        self.executor = ThreadPoolExecutor(max_workers=size)
        self.lock = threading.Lock()
`,
  "app/models.py": `from dataclasses import dataclass


@dataclass
class User:
    id: str
    name: str


@dataclass
class Order:
    id: str
    total: float
`,
  "cmd/server/main.go": `// Command server runs the HTTP API.
package main

import (
	"flag"
	"log"
	"net/http"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	flag.Parse()
	log.Fatal(http.ListenAndServe(*addr, nil))
}
`,
  "internal/middleware/logger.go": `// Package middleware holds HTTP middleware.
package middleware

import (
	"log/slog"
	"net/http"
)

// Logger logs every request with its method and path.
func Logger(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		slog.Info("request", "method", r.Method, "path", r.URL.Path)
		next.ServeHTTP(w, r)
	})
}
`,
  "README.md": "# app\\n\\nA small example application.\\n",
};

/** The categories a person gives each fixture file, by purpose. */
export const LABELS: Record<string, string[]> = {
  "src/config/loadConfig.ts": ["configuration"],
  "src/cli/main.ts": ["cli"],
  "src/server/routes.ts": ["networking"],
  "src/store/userRepository.ts": ["persistence"],
  "src/errors.ts": ["errors"],
  "src/types.ts": ["data-models"],
  "src/utils/strings.ts": ["utilities"],
  "tests/routes.test.ts": ["testing"],
  "app/auth.py": ["security"],
  "app/logging_setup.py": ["observability"],
  "app/workers.py": ["concurrency"],
  "app/models.py": ["data-models"],
  "cmd/server/main.go": ["cli", "networking"],
  "internal/middleware/logger.go": ["networking", "observability"],
  "README.md": ["documentation"],
};
