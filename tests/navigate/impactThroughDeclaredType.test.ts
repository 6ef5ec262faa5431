/**
 * Impact through an interface a function is declared as. Found on ky (3419113): `strata impact timeout` said
 * "tests: none" at every depth up to 5, because the tests call `ky(…)` and `ky.get(…)` through the exported
 * `KyInstance` type (calls the graph points at the type) and nothing linked the type to `createInstance`'s
 * `const ky: Partial<Mutable<KyInstance>> = (…) => Ky.create(…)`.
 */
import { describe, expect, it } from "vitest";
import { impactOf } from "../../src/navigate/index.js";
import { fixtureGraph } from "../graph/graphFixtures.js";

// Cut from ky 3419113: source/types/ky.ts, source/core/Ky.ts, source/utils/timeout.ts, source/index.ts, test/main.ts.
const KY = {
  "package.json": `{"name": "ky", "type": "module"}`,
  "tsconfig.json": `{"compilerOptions": {"strict": true, "module": "nodenext", "target": "es2022"}, "include": ["source", "test"]}`,
  "source/types/ky.ts": `export type KyInstance = {
	(url: string, options?: object): Promise<Response>;
	get: (url: string, options?: object) => Promise<Response>;
};
`,
  "source/utils/timeout.ts": `export default async function timeout(request: Request, ms: number): Promise<Response> {
	return fetch(request, {signal: AbortSignal.timeout(ms)});
}
`,
  "source/core/Ky.ts": `import timeout from '../utils/timeout.js';

export class Ky {
	static create(input: string, options: object): Promise<Response> {
		const ky = new Ky(input, options);
		const function_ = async (): Promise<Response> => ky.#fetch();
		return function_();
	}

	constructor(readonly input: string, readonly options: object) {}

	async #fetch(): Promise<Response> {
		return timeout(new Request(this.input), 1000);
	}
}
`,
  "source/index.ts": `import {Ky} from './core/Ky.js';
import type {KyInstance} from './types/ky.js';

type Mutable<T> = {-readonly [P in keyof T]: T[P]};

const createInstance = (defaults?: object): KyInstance => {
	const ky: Partial<Mutable<KyInstance>> = (input: string, options?: object) => Ky.create(input, {...defaults, ...options});
	ky.get = (input: string, options?: object) => Ky.create(input, {...defaults, ...options, method: 'get'});
	return ky as KyInstance;
};

const ky = createInstance();

export default ky;
`,
  "test/main.ts": `import ky from '../source/index.js';

export async function getsText(): Promise<string> {
	return (await ky.get('https://example.com')).text();
}

export async function postsJson(): Promise<unknown> {
	return (await ky('https://example.com', {method: 'post'})).json();
}
`,
};

describe("impact through an interface a function is declared as", () => {
  const fixture = fixtureGraph(KY);

  it("records the declared type as an implements edge", () => {
    expect(fixture.graph.edges.filter((e) => e.kind === "implements").map((e) => `${e.from} -> ${e.to} @${e.line}`)).toEqual(["source/index.ts#createInstance.ky -> source/types/ky.ts#KyInstance @7"]);
  });

  it("continues from the function to the calls through the type, and says so", () => {
    const lines = (id: string, depth: number): string[] =>
      impactOf(fixture.graph, id, depth)!.files.flatMap((f) => f.nodes.map((n) => `${n.distance} ${n.via} ${n.id}${n.through ? ` through ${n.through}` : ""}`));
    expect(lines("source/core/Ky.ts#Ky.create", 3)).toEqual([
      "1 calls source/index.ts#createInstance",
      "1 calls source/index.ts#createInstance.ky",
      // `const ky = createInstance()` is a function node made by a factory call (graph builder 359): `ky(…)` calls it.
      "2 calls source/index.ts#ky",
      "2 calls test/main.ts#getsText through source/types/ky.ts#KyInstance",
      "3 calls test/main.ts#postsJson",
    ]);
    const timeout = impactOf(fixture.graph, "source/utils/timeout.ts#timeout")!;
    expect({ tests: timeout.tests, testsAt: timeout.testsAt, deeper: impactOf(fixture.graph, "source/utils/timeout.ts#timeout", 5)!.tests }).toEqual({ tests: [], testsAt: 5, deeper: ["test/main.ts"] });
  });
});
