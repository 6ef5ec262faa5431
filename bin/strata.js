#!/usr/bin/env node
// strata command entry: runs the bundled CLI (npm run build produces dist/cli-bundle from dist/; see cli.vite.config.ts).
import { main } from "../dist/cli-bundle/strata.js";

process.exitCode = await main(process.argv);
