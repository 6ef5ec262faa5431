#!/usr/bin/env node
// strata command entry: runs the compiled CLI (npm run build produces dist/).
import { main } from "../dist/cli/main.js";

process.exitCode = await main(process.argv);
