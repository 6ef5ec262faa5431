/**
 * The file system the extractor's ts-morph project reads through: the real disk, read-only, with the
 * texts handed to the extractor laid over it. A batch file is then parsed once, from its given text
 * (ts-morph's `createSourceFile(…, { overwrite: true })` parses the disk copy first, then the text:
 * measured on hono, 85k LOC, that double parse cost 2.4 s of a 14 s run), and files that import it see
 * the same text. A script on disk nested too deeply to parse is served empty, so a program
 * that imports it still builds.
 */
import fs from "node:fs";
import path from "node:path";
import { InMemoryFileSystemHost, ts, type FileSystemHost, type RuntimeDirEntry } from "ts-morph";
import { dependencyPathExists } from "./dependencyPaths.js";
import { exceedsNesting } from "./nesting.js";

const SCRIPT = /\.(?:[cm]?[jt]sx?)$/i;

/** An always-empty in-memory host: it throws ts-morph's own `FileNotFoundError`/`DirectoryNotFoundError`. */
const EMPTY = new InMemoryFileSystemHost();

function notFoundFile(filePath: string): Error {
  try {
    EMPTY.readFileSync(filePath);
  } catch (error) {
    return error as Error;
  }
  return new Error(`file not found: ${filePath}`);
}

function notFoundDirectory(dirPath: string): Error {
  try {
    EMPTY.readDirSync(dirPath);
  } catch (error) {
    return error as Error;
  }
  return new Error(`directory not found: ${dirPath}`);
}

function readOnly(): never {
  throw new Error("the extractor's file system is read-only");
}

/** Whether `p` is a file on disk (false for any error). */
export function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** Whether `p` is a folder on disk (false for any error). */
function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** Read-only disk access with in-memory texts for some absolute paths (`/` separators). */
export class OverlayFileSystem implements FileSystemHost {
  private readonly texts = new Map<string, string>();

  constructor(private readonly cwd: string) {}

  /** Serves `text` for `filePath` from now on. */
  setText(filePath: string, text: string): void {
    this.texts.set(filePath, text);
  }

  /** Stops serving an in-memory text for `filePath` (the disk copy shows again). */
  forget(filePath: string): void {
    this.texts.delete(filePath);
  }

  isCaseSensitive(): boolean {
    return ts.sys.useCaseSensitiveFileNames;
  }

  readDirSync(dirPath: string): RuntimeDirEntry[] {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dirPath, { withFileTypes: true });
    } catch {
      throw notFoundDirectory(dirPath);
    }
    return entries.map((e) => {
      const name = path.posix.join(dirPath, e.name);
      const entry = { name, isFile: e.isFile(), isDirectory: e.isDirectory(), isSymlink: e.isSymbolicLink() };
      if (entry.isSymlink) {
        try {
          const stat = fs.statSync(name);
          entry.isFile = stat.isFile();
          entry.isDirectory = stat.isDirectory();
        } catch {
          // A dangling link is neither.
        }
      }
      return entry;
    });
  }

  readFileSync(filePath: string, encoding = "utf-8"): string {
    const text = this.texts.get(filePath);
    if (text !== undefined) return text;
    let disk: string;
    try {
      disk = fs.readFileSync(filePath, encoding as BufferEncoding);
    } catch {
      throw notFoundFile(filePath);
    }
    // Too deeply nested to parse: served empty, so a program that imports it still builds.
    return SCRIPT.test(filePath) && exceedsNesting(disk) ? "" : disk;
  }

  async readFile(filePath: string, encoding?: string): Promise<string> {
    return this.readFileSync(filePath, encoding);
  }

  fileExistsSync(filePath: string): boolean {
    if (this.texts.has(filePath)) return true;
    return dependencyPathExists(filePath, "file", isFile);
  }

  async fileExists(filePath: string): Promise<boolean> {
    return this.fileExistsSync(filePath);
  }

  directoryExistsSync(dirPath: string): boolean {
    return dependencyPathExists(dirPath, "directory", isDirectory);
  }

  async directoryExists(dirPath: string): Promise<boolean> {
    return this.directoryExistsSync(dirPath);
  }

  realpathSync(p: string): string {
    try {
      return fs.realpathSync(p).replace(/\\/g, "/");
    } catch {
      return p;
    }
  }

  getCurrentDirectory(): string {
    return this.cwd;
  }

  /** Globs are only used to add a tsconfig's files, which the extractor never does. */
  globSync(): string[] {
    return [];
  }

  async glob(): Promise<string[]> {
    return [];
  }

  deleteSync(): void {
    readOnly();
  }
  async delete(): Promise<void> {
    readOnly();
  }
  writeFileSync(): void {
    readOnly();
  }
  async writeFile(): Promise<void> {
    readOnly();
  }
  mkdirSync(): void {
    readOnly();
  }
  async mkdir(): Promise<void> {
    readOnly();
  }
  moveSync(): void {
    readOnly();
  }
  async move(): Promise<void> {
    readOnly();
  }
  copySync(): void {
    readOnly();
  }
  async copy(): Promise<void> {
    readOnly();
  }
}
